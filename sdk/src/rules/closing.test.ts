import { describe, expect, it } from 'vitest';
import { closingFileType } from '../flows/closing.js';
import { LANDING_REQUIRES, missingRequirements } from './closing.js';
import {
  hostedPagePath,
  internalLandingPath,
  isLandingPageData,
  LANDING_PAGE_FIELDS,
  projectPageLink,
} from './landing.js';

describe('closing-option rules', () => {
  it.each([
    [['basicIdea'], ['basicIdea', 'userTinder'], []],
    [LANDING_REQUIRES, ['basicIdea', 'userTinder'], ['problemShadowing']],
    [LANDING_REQUIRES, [], ['basicIdea', 'userTinder', 'problemShadowing']],
    [[], [], []],
  ] as const)('requires %j with %j done → missing %j', (required, done, missing) => {
    expect(missingRequirements(required, new Set(done))).toEqual(missing);
  });

  it.each([
    ['MARKET_POTENTIAL_REPORT', 'output_market_potential_report'],
    ['Landing Page Copy', 'output_landing_page_copy'],
    ['output_idea card', 'output_idea_card'],
    ['basicIdea:CLOSING_STEP_PROMPT', 'output_basicidea:closing_step_prompt'],
  ])('the file of an option of type %j is of type %j', (type, fileType) => {
    expect(closingFileType({ type })).toBe(fileType);
  });
});

describe('landing page rules', () => {
  const page = Object.fromEntries(LANDING_PAGE_FIELDS.map((field) => [field, `${field} text`]));

  it('accepts every field as non-empty text and nothing less', () => {
    expect(isLandingPageData(page)).toBe(true);
    expect(isLandingPageData({ ...page, heroHeadline: '  ' })).toBe(false);
    const { finalCTAButton: _dropped, ...partial } = page;
    expect(isLandingPageData(partial)).toBe(false);
    expect(isLandingPageData([page])).toBe(false);
    expect(isLandingPageData(null)).toBe(false);
  });

  it('builds the project page link and the landing page addresses', () => {
    expect(projectPageLink('https://ideas.example.com/', 'r 1')).toBe(
      'https://ideas.example.com/projectpage?pid=r%201',
    );
    expect(internalLandingPath('r-1')).toBe('/landingpage?pid=r-1');
    expect(hostedPagePath('abc_DEF')).toBe('/lp/abc_DEF');
  });
});

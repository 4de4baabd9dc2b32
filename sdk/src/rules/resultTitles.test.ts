import { describe, expect, it } from 'vitest';
import { STEP_WORKERS } from '../steps/index.js';
import { empathyQuestionText } from './insights.js';
import { testimonialSourceLabel } from './landing.js';
import { CANVAS_ATTRIBUTION, canvasAttribution } from './reports.js';
import { resultFileTitle, titleLang } from './resultTitles.js';

describe('result file titles in the user’s language', () => {
  it.each([
    ['insightMapping', 'en', 'Lena Weber', 'Empathy Map Lena Weber'],
    ['insightMapping', 'de', 'Lena Weber', 'Empathiekarte Lena Weber'],
    ['expertChat', 'en', 'Lena Weber', 'Expert Chat Lena Weber'],
    ['expertChat', 'de', 'Lena Weber', 'Expertenchat Lena Weber'],
    ['problemShadowing', 'de', 'Lena Weber', 'Problem Shadowing Lena Weber'],
    ['feedbackCard', 'en', '', 'Feedback Card'],
    ['feedbackCard', 'de', '', 'Feedback-Karte'],
    ['feedbackCard', 'de-AT', '  ', 'Feedback-Karte'],
  ] as const)('%s in %s about %j is %j', (kind, lang, about, title) => {
    expect(resultFileTitle(STEP_WORKERS[kind].resultTitle!, lang, about)).toBe(title);
  });

  it('reads German and its regional forms as German, anything else as English', () => {
    expect(titleLang('de')).toBe('de');
    expect(titleLang('DE-ch')).toBe('de');
    expect(titleLang('en')).toBe('en');
    expect(titleLang(undefined)).toBe('en');
    expect(titleLang('fr')).toBe('en');
  });
});

describe('the canvas attribution', () => {
  it('is English by default and in the licence’s German wording for German users', () => {
    expect(canvasAttribution('en')).toBe(CANVAS_ATTRIBUTION);
    expect(canvasAttribution('de')).toContain('Dieses Werk ist lizenziert unter einer Creative Commons');
    expect(canvasAttribution('de')).toContain('Namensnennung – Weitergabe unter gleichen Bedingungen 3.0 Unported');
    expect(canvasAttribution('de')).toContain('Strategyzer AG (strategyzer.com)');
  });
});

describe('labels the CLI and the documents share', () => {
  it('asks the empathy questions in German', () => {
    expect(empathyQuestionText('de').frustrations('Lena')).toBe('Was frustriert Lena am meisten?');
    expect(empathyQuestionText('en').hears('Lena')).toBe('What does Lena hear?');
  });

  it('says where a testimonial comes from', () => {
    expect(testimonialSourceLabel({ kind: 'example' }, 'de')).toBe(
      'Beispiel – durch ein echtes Zitat aus einem Interview ersetzen',
    );
    expect(testimonialSourceLabel({ kind: 'founder' }, 'de')).toBe('von dir geschrieben');
    expect(testimonialSourceLabel({ kind: 'interview', interviewId: 'i-1' }, 'de')).toBe('aus dem Interview i-1');
    expect(testimonialSourceLabel({ kind: 'interview', interviewId: 'i-1' }, 'en')).toBe('from interview i-1');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResultDataView } from './ResultDataView';

// A result shows who wrote each item as the SDK labels it (issue 26), never the raw values it is kept as:
// "entered by you" only for what the founder wrote.

const labelsUnder = (heading: string) =>
  screen.getAllByRole('heading', { name: heading }).map((h) => h.nextElementSibling?.textContent);

describe('who wrote the items of a result', () => {
  it('labels pins by their author: autofilled, kept from before and accepted are the AI’s, typed the founder’s', () => {
    renderWithProviders(
      <ResultDataView
        value={{
          pins: [
            { topic: 'A', content: 'Autofilled', agentId: 'm', origin: 'user', author: 'ai', source: 'SIMPLE-CHAT' },
            { topic: 'B', content: 'Old', agentId: 'm', origin: 'user', source: 'MANUALLY-ADDED' },
            {
              topic: 'C',
              content: 'Mentor',
              agentId: 'm',
              origin: 'web',
              evidence: 'https://x.example',
              author: 'ai-accepted',
            },
            { topic: 'D', content: 'Typed', agentId: 'm', origin: 'user', author: 'founder', source: 'MANUALLY-ADDED' },
          ],
        }}
      />,
    );
    expect(labelsUnder('Origin')).toEqual([
      'AI-generated, filled automatically',
      'AI-generated',
      'from the web: https://x.example',
      'entered by you',
    ]);
    expect(screen.queryByRole('heading', { name: 'Author' })).toBeNull();
    expect(screen.queryByText('user')).toBeNull();
  });

  it('labels answers and the idea card by their author, and leaves a paper’s author names as they are', () => {
    renderWithProviders(
      <ResultDataView
        value={{
          name: 'Sitterly',
          author: 'ai',
          transcript: [
            { round: 1, question: 'Q1?', answer: 'Chosen', author: 'ai-accepted' },
            { round: 2, question: 'Q2?', answer: 'Typed', author: 'founder' },
          ],
          paper: { title: 'Soil sensing', author: 'A. Researcher' },
        }}
      />,
    );
    // In document order: each answer's, the paper's names, then the card's own (shown after its other fields).
    expect(labelsUnder('Author')).toEqual([
      'AI-generated, accepted by you',
      'entered by you',
      'A. Researcher',
      'AI-generated, filled automatically',
    ]);
  });

  it('keeps the raw values while editing', () => {
    renderWithProviders(<ResultDataView editing value={{ answer: 'Typed', author: 'founder' }} />);
    expect((screen.getByRole('textbox', { name: 'Author' }) as HTMLTextAreaElement).value).toBe('founder');
  });
});

import type { FeedbackCardResult, FeedbackPin } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOHNNY } from '../../../test/aiFixtures';
import { ok, type Schemas } from '../../../test/fakeApi';
import { renderWithApi } from '../../../test/renderWithApi';
import { makeStepResult, makeTrackData, makeUserTrack, STEP, sessionApi } from '../../../test/trackFixtures';
import { FeedbackBoardDialog } from './FeedbackBoardDialog';

// The board shows every pin with who wrote it (issue 26): "entered by you" only for the founder's own words; a pin
// the founder rephrases here becomes the founder's.

const MARKET: Schemas['Agent'] = {
  id: 'mentor_market',
  name: 'Mara',
  desc: 'Mara looks at the market.',
  image: '/assets/agents/mentor_market.svg',
  mainTag: 'Market Size',
  webSearch: false,
  webSearchId: null,
  neededDataId: [],
};

const pin = (topic: string, extra: Partial<FeedbackPin>): FeedbackPin => ({
  topic,
  content: `${topic} in detail.`,
  agentId: MARKET.id,
  agentName: MARKET.name,
  prio: false,
  source: 'SIMPLE-CHAT',
  origin: 'ai',
  ...extra,
});

function open(card: FeedbackCardResult) {
  let stored = card;
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () =>
      ok(makeTrackData({}, [makeStepResult(STEP.feedbackCard, stored, { name: 'feedbackCard' })])),
    'GET /aiservice/agents': () => ok([JOHNNY, MARKET]),
    'GET /aiservice/report-options': () => ok([]),
    'POST /rounds/{roundId}/results': (call) => {
      const body = call.body as Schemas['StepResultCreate'];
      stored = body.result as FeedbackCardResult;
      return ok(makeStepResult(body.stepId, body.result, { name: body.name }));
    },
  });
  renderWithApi(<FeedbackBoardDialog track={makeUserTrack()} onClose={() => undefined} />, { api });
  return { stored: () => stored };
}

const labelOf = (topic: string) =>
  within(screen.getByRole('article', { name: topic })).getByTestId('pin-evidence').textContent;

describe('Feedback Board authorship', () => {
  it('labels each pin by who wrote it; a pin rephrased on the board is the founder’s', async () => {
    const board = open({
      pins: [
        pin('Autofilled claim', { origin: 'user', author: 'ai' }),
        pin('Mentor point', { author: 'ai-accepted' }),
        pin('Typed by hand', { origin: 'user', author: 'founder', source: 'MANUALLY-ADDED' }),
      ],
      changedEvents: [],
    });
    await screen.findByRole('article', { name: 'Typed by hand' });
    expect(labelOf('Autofilled claim')).toBe('AI-generated, filled automatically');
    expect(labelOf('Mentor point')).toBe('AI-generated, accepted by you');
    expect(labelOf('Typed by hand')).toBe('entered by you');

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Autofilled claim' })).getByRole('button', { name: 'Rephrase' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Rephrase the pin' });
    fireEvent.change(within(edit).getByLabelText('Content'), { target: { value: 'What I heard myself.' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(labelOf('Autofilled claim')).toBe('entered by you'));
    await waitFor(() =>
      expect(board.stored().pins.map((p) => [p.topic, p.author])).toEqual([
        ['Autofilled claim', 'founder'],
        ['Mentor point', 'ai-accepted'],
        ['Typed by hand', 'founder'],
      ]),
    );
  });
});

describe('Feedback Board layout', () => {
  const TOM: Schemas['Agent'] = { ...MARKET, id: 'mentor_launch', name: 'Tom', mainTag: 'Go-To-Market' };

  function openBoard() {
    const api = sessionApi({
      'GET /rounds/{roundId}/track': () =>
        ok(
          makeTrackData({}, [
            makeStepResult(
              STEP.feedbackCard,
              {
                pins: [pin('Market point', {}), pin('Launch point', { agentId: TOM.id, agentName: TOM.name })],
                changedEvents: [],
              },
              { name: 'feedbackCard' },
            ),
          ]),
        ),
      'GET /aiservice/agents': () => ok([JOHNNY, MARKET, TOM]),
      'GET /aiservice/report-options': () =>
        ok([{ id: 'marketPotentialReport', name: 'Market Potential Report', agentId: MARKET.id, promptId: 'p-1' }]),
    });
    renderWithApi(<FeedbackBoardDialog track={makeUserTrack()} onClose={() => undefined} />, { api });
  }

  it('names every mentor at the top; a click brings the mentor’s column into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      openBoard();
      const nav = await screen.findByRole('navigation', { name: 'Mentors on the board' });
      expect(
        within(nav)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(["Show Mara's column (1 pins)", "Show Tom's column (1 pins)"]);
      fireEvent.click(within(nav).getByRole('button', { name: "Show Tom's column (1 pins)" }));
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Tom' })]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('puts a mentor’s Report in the column header, before the pins', async () => {
    openBoard();
    const mara = await screen.findByRole('region', { name: 'Mara' });
    const report = within(mara).getByRole('button', { name: 'Report' });
    const firstPin = within(mara).getByRole('article', { name: 'Market point' });
    expect(report.compareDocumentPosition(firstPin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tom' })).queryByRole('button', { name: 'Report' })).toBeNull();
  });
});

// A step whose saved result was written from an earlier reading of the idea (StepResult.writtenFromEarlierFrame):
// the step says so above its screen, in English and German, with "Write again", which runs the step's own way of
// writing its result anew — for the Basic Idea, Save Result behind its replace confirmation — and nothing is
// replaced without the founder's click. A teammate sees the notice without the button; a result written from the
// frame as it is shows none.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, JOHNNY, stepAnswer } from '../../../test/aiFixtures';
import { ok, type Schemas } from '../../../test/fakeApi';
import { storeIn } from '../../../test/helpers';
import { renderApp, renderWithProviders } from '../../../test/render';
import { makeStepResult, makeTrackData, QUALIFY, STEP, sessionApi, TRACK_ID } from '../../../test/trackFixtures';
import { EarlierReadingNotice } from './EarlierReadingNotice';

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.basicIdea}&roundId=r-1`;
const NOTICE = 'Written from an earlier reading of your idea — your idea has changed since.';
const WAIT = { timeout: 4000 };

const SECTIONS = [
  { type: 'PROBLEM', content: 'Busy dog owners have no time for the groomer', author: 'founder' },
  { type: 'TARGET USER', content: 'Busy dog owners in Hamburg', author: 'founder' },
  { type: 'SOLUTION', content: 'We groom dogs at their door', author: 'founder' },
];

function open(flag: boolean, data: Partial<Schemas['TrackData']> = {}) {
  const result = makeStepResult(
    STEP.basicIdea,
    { name: 'Pfotenmobil', tagline: 'Grooming at the door', key_features: [] },
    { writtenFromEarlierFrame: flag, fileId: 'f-1' },
  );
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () =>
      ok(makeTrackData({ name: 'Pfotenmobil', lastStepId: STEP.basicIdea, ...data }, [result])),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: SECTIONS }),
    'PUT /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: (call.body as { content: unknown }).content }),
    'POST /aiservice/airesponse': () => ok(stepAnswer([chatMessage({ answer: 'Welcome!' })])),
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /knowledgehub/trackresult/{roundId}': () => ok([]),
  });
  renderApp(PAGE, { api });
  return api;
}

describe('a result written from an earlier reading of the idea', () => {
  it('says so above the step, and “Write again” asks before the step writes its result anew', async () => {
    const api = open(true);
    const notice = await screen.findByTestId('earlier-reading', {}, WAIT);
    expect(within(notice).getByText(NOTICE)).toBeTruthy();
    // Nothing is written until the founder clicks.
    expect(api.callsTo('POST /rounds/{roundId}/results')).toEqual([]);

    await screen.findByText('We groom dogs at their door', {}, WAIT);
    fireEvent.click(within(notice).getByRole('button', { name: 'Write again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace result' }, WAIT);
    expect(api.callsTo('POST /rounds/{roundId}/results')).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('shows no notice for a result written from the frame as it is', async () => {
    open(false);
    await screen.findByText('We groom dogs at their door', {}, WAIT);
    expect(screen.queryByTestId('earlier-reading')).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('shows a teammate the notice without the button', async () => {
    open(true, { editable: false });
    const notice = await screen.findByTestId('earlier-reading', {}, WAIT);
    expect(
      within(notice).getByText('Written from an earlier reading of the idea — the idea has changed since.'),
    ).toBeTruthy();
    expect(within(notice).queryByRole('button')).toBeNull();
  });

  it('reads in German', async () => {
    let clicked = 0;
    renderWithProviders(<EarlierReadingNotice onWriteAgain={() => clicked++} />, { store: storeIn('de') });
    const notice = screen.getByTestId('earlier-reading');
    expect(
      within(notice).getByText(
        'Aus einer früheren Lesart deiner Idee geschrieben — deine Idee hat sich seitdem geändert.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Neu schreiben' }));
    expect(clicked).toBe(1);
  });
});

import { defaultIdeaTitle } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { referenceHandlers } from '../../../test/settingsFixtures';
import {
  makeStepResult,
  makeUserTrack,
  QUALIFY,
  resultsOf,
  STEP,
  sessionApi,
  TRACK_ID,
  VALIDATE,
} from '../../../test/trackFixtures';

type UserTrack = Schemas['UserTrack'];

function dashboard(
  tracks: UserTrack[],
  { path = '/home', handlers = {}, user }: { path?: string; handlers?: Handlers; user?: Schemas['User'] } = {},
) {
  const api = sessionApi({ 'GET /streams/usertracks': () => ok(tracks), ...handlers }, user);
  return renderApp(path, { api, store: user?.lang === 'de' ? storeIn('de') : undefined });
}

const rowOf = async (name: string) => screen.findByRole('article', { name });
const dots = (row: HTMLElement) => within(row).getAllByTestId('stream-dot');
const pins = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    topic: `Topic ${i}`,
    content: 'Pin',
    agentId: 'mentor',
    prio: false,
    source: 'SIMPLE-CHAT' as const,
  }));

describe('dashboard', () => {
  it('keeps the greeting and tagline and shows the empty state without ideas', async () => {
    const { api } = dashboard([]);
    expect(await screen.findByText('You did not create any Ideas yet...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeTruthy();
    expect(screen.getByText('A great day to disrupt the world with your innovation!')).toBeTruthy();
    expect(screen.queryAllByTestId('track-row')).toHaveLength(0);
    expect(api.unhandled).toEqual([]);
  });

  it('groups the rounds by the day of their last update: Today, Yesterday, the date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 0));
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();
    dashboard([
      makeUserTrack({ roundId: 'r-old', name: 'Older idea', dateUpdated: at(3, 9), dateCreated: at(1, 9) }),
      makeUserTrack({ roundId: 'r-y', name: 'Yesterday idea', dateUpdated: at(20, 22), dateCreated: at(2, 9) }),
      makeUserTrack({ roundId: 'r-t1', name: 'Morning idea', dateUpdated: at(21, 8), dateCreated: at(2, 9) }),
      makeUserTrack({ roundId: 'r-t2', name: 'Noon idea', dateUpdated: at(21, 12), dateCreated: at(2, 9) }),
    ]);
    await rowOf('Noon idea');
    const groups = screen.getAllByTestId('track-group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Today', 'Yesterday', 'Nov 3, 2026']);
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ),
    ).toEqual([['Noon idea', 'Morning idea'], ['Yesterday idea'], ['Older idea']]);
  });

  it('labels the groups in German', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 0));
    const at = (day: number) => new Date(2026, 10, day, 10, 0).toISOString();
    dashboard(
      [
        makeUserTrack({ roundId: 'a', name: 'A', dateUpdated: at(21) }),
        makeUserTrack({ roundId: 'b', name: 'B', dateUpdated: at(20) }),
        makeUserTrack({ roundId: 'c', name: 'C', dateUpdated: at(3) }),
      ],
      { user: makeUser({ lang: 'de' }) },
    );
    await rowOf('A');
    expect(screen.getAllByTestId('track-group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Heute',
      'Gestern',
      '03.11.2026',
    ]);
    expect(within(await rowOf('A')).getByTestId('feedback-left').textContent).toBe(
      'Rückmeldungen bis zum Ship: noch 30',
    );
  });

  it('shows a row with its name, round id, the streams and Ship as dots, and the continue link', async () => {
    const track = makeUserTrack({
      roundId: 'r-7',
      name: 'Solar kiosk',
      lastStreamId: QUALIFY,
      lastStepId: STEP.userTinder,
      results: resultsOf(makeStepResult(STEP.basicIdea)),
    });
    dashboard([track]);
    const row = await rowOf('Solar kiosk');
    expect(within(row).getByRole('heading', { name: 'Solar kiosk' })).toBeTruthy();
    expect(within(row).getByText('Round ID: r-7')).toBeTruthy();

    const entries = dots(row);
    expect(entries.map((d) => [d.textContent, d.dataset.status, d.dataset.active])).toEqual([
      ['Qualify 33 %', 'continue', 'true'],
      ['Validate 0 %', 'continue', 'false'],
      ['Ship', 'continue', 'false'],
    ]);
    const resume = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.userTinder}&roundId=r-7`;
    expect(entries.map((d) => d.getAttribute('href'))).toEqual([
      resume,
      resume,
      `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=closing-stream&roundId=r-7`,
    ]);
    expect(
      within(row)
        .getByRole('link', { name: /Continue/ })
        .getAttribute('href'),
    ).toBe(resume);
  });

  it('makes Ship, always the last entry, active only when every stream is ready, and links it to the closing view', async () => {
    const all = Object.values(STEP).map((id) => makeStepResult(id));
    const ready = makeUserTrack({
      roundId: 'r-ready',
      name: 'Ready',
      lastStreamId: VALIDATE,
      lastStepId: STEP.feedbackCard,
      results: resultsOf(...all),
    });
    // Validate is complete, but Qualify misses its empathy map: Ship stays inactive.
    const gap = makeUserTrack({
      roundId: 'r-gap',
      name: 'Gap',
      lastStreamId: VALIDATE,
      lastStepId: STEP.feedbackCard,
      results: resultsOf(...all.filter((result) => result.stepId !== STEP.insightMapping)),
    });
    dashboard([ready, gap]);
    const closing = (roundId: string) =>
      `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=closing-stream&roundId=${roundId}`;

    const readyDots = dots(await rowOf('Ready'));
    const readyShip = readyDots.at(-1)!;
    expect([
      readyShip.dataset.stream,
      readyShip.textContent,
      readyShip.dataset.status,
      readyShip.dataset.active,
    ]).toEqual(['ship', 'Ship', 'continue', 'true']);
    expect(readyShip.getAttribute('href')).toBe(closing('r-ready'));
    expect(readyShip.getAttribute('aria-label')).toBe('Ship, current');

    const gapDots = dots(await rowOf('Gap'));
    expect(gapDots.map((d) => [d.dataset.stream, d.dataset.status, d.dataset.active])).toEqual([
      [QUALIFY, 'continue', 'false'],
      [VALIDATE, 'ready', 'false'],
      ['ship', 'continue', 'false'],
    ]);
    expect(gapDots.at(-1)?.getAttribute('href')).toBe(closing('r-gap'));
  });

  it('takes the dots from the stream status rules: ready streams link to their last step, Ship becomes active', async () => {
    const all = Object.values(STEP).map((id) => makeStepResult(id));
    const done = makeUserTrack({
      roundId: 'r-done',
      name: 'Done',
      lastStreamId: VALIDATE,
      lastStepId: 'closing-stream',
      results: resultsOf(...all),
    });
    const half = makeUserTrack({
      roundId: 'r-half',
      name: 'Half',
      lastStreamId: null,
      lastStepId: null,
      results: resultsOf(
        makeStepResult(STEP.basicIdea),
        makeStepResult(STEP.userTinder),
        makeStepResult(STEP.insightMapping),
      ),
    });
    dashboard([done, half]);

    const doneDots = dots(await rowOf('Done'));
    expect(doneDots.map((d) => [d.dataset.status, d.dataset.active])).toEqual([
      ['ready', 'false'],
      ['ready', 'false'],
      ['continue', 'true'],
    ]);
    expect(doneDots[0]?.getAttribute('href')).toBe(
      `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.insightMapping}&roundId=r-done`,
    );
    expect(doneDots.map((d) => d.querySelector('[data-testid="stream-progress"]')?.textContent ?? null)).toEqual([
      '100 %',
      '100 %',
      null,
    ]);

    // Qualify ready and nothing active: the stream after it is active; a new round continues at the start view.
    const halfDots = dots(await rowOf('Half'));
    expect(halfDots.map((d) => [d.dataset.status, d.dataset.active])).toEqual([
      ['ready', 'false'],
      ['continue', 'true'],
      ['continue', 'false'],
    ]);
    expect(halfDots[1]?.getAttribute('href')).toBe(
      `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=r-half`,
    );
  });

  it.each([
    [0, '30 Feedback left until Ship', '0 Feedbacks'],
    [12, '18 Feedback left until Ship', '12 Feedbacks'],
    [31, '0 Feedback left until Ship', '31 Feedbacks'],
  ])('counts %i Feedback Card pins', async (count, left, total) => {
    const results = count ? resultsOf(makeStepResult(STEP.feedbackCard, { pins: pins(count), changedEvents: [] })) : [];
    dashboard([makeUserTrack({ name: 'Pins', results })]);
    const row = await rowOf('Pins');
    expect(within(row).getByTestId('feedback-left').textContent).toBe(left);
    expect(within(row).getByTestId('feedback-count').textContent).toBe(total);
  });

  it('opens the track page from the continue link', async () => {
    const { currentPath } = dashboard(
      [makeUserTrack({ name: 'Go', lastStreamId: VALIDATE, lastStepId: STEP.expertChat })],
      {
        handlers: { 'GET /rounds/{roundId}/track': () => new Promise(() => {}) },
      },
    );
    fireEvent.click(within(await rowOf('Go')).getByRole('link', { name: /Continue/ }));
    expect(currentPath()).toBe(`/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.expertChat}&roundId=r-1`);
  });

  it('deletes a round only after the confirmation and forgets its chat history', async () => {
    localStorage.setItem(
      'communicationHistory',
      JSON.stringify([
        { stepId: STEP.basicIdea, roundId: 'r-1', communicationHistory: [] },
        { stepId: STEP.basicIdea, roundId: 'r-2', communicationHistory: [] },
      ]),
    );
    const { api } = dashboard(
      [makeUserTrack({ roundId: 'r-1', name: 'First' }), makeUserTrack({ roundId: 'r-2', name: 'Second' })],
      { handlers: { 'POST /streams/deletetrack': () => ok(true) } },
    );
    const row = await rowOf('First');

    fireEvent.click(within(row).getByRole('button', { name: 'Actions for First' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Stream' });
    expect(within(dialog).getByText('Do you really want to delete the Stream?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /streams/deletetrack')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Actions for First' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Stream' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'First' })).toBeNull());
    expect(api.callsTo('POST /streams/deletetrack').map((c) => c.body)).toEqual([{ roundId: 'r-1' }]);
    expect(JSON.parse(localStorage.getItem('communicationHistory') ?? '[]')).toEqual([
      { stepId: STEP.basicIdea, roundId: 'r-2', communicationHistory: [] },
    ]);
    expect(screen.getByRole('article', { name: 'Second' })).toBeTruthy();
  });

  it('keeps the round when the server answers false', async () => {
    dashboard([makeUserTrack({ name: 'Stays' })], { handlers: { 'POST /streams/deletetrack': () => ok(false) } });
    const row = await rowOf('Stays');
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Stays' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('Error', 'The Stream could not be deleted. Please try again later.');
    expect(screen.getByRole('article', { name: 'Stays' })).toBeTruthy();
  });

  it('renames a round from the dropdown', async () => {
    const { api } = dashboard([makeUserTrack({ roundId: 'r-5', name: 'Old name' })], {
      handlers: {
        'PUT /streams/trackname': (call) =>
          ok(makeUserTrack({ roundId: 'r-5', name: (call.body as { name: string }).name })),
      },
    });
    const row = await rowOf('Old name');
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Old name' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename idea' });
    const input = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(input.value).toBe('Old name');
    fireEvent.change(input, { target: { value: '  New name ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await rowOf('New name')).toBeTruthy();
    expect(api.callsTo('PUT /streams/trackname').map((c) => c.body)).toEqual([{ roundId: 'r-5', name: 'New name' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('new business idea', () => {
  const started = (roundId: string): Schemas['StartTrackResponse'] => ({ roundId, track: makeUserTrack({ roundId }) });

  it('New Business Idea opens /home?new-stream=true with the idea title dialog and its default title', async () => {
    const { currentPath } = dashboard([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New Business Idea' }));
    expect(currentPath()).toBe('/home?new-stream=true');
    const dialog = screen.getByRole('dialog', { name: 'New Business Idea' });
    expect((within(dialog).getByLabelText('Idea title') as HTMLInputElement).value).toBe(defaultIdeaTitle());
    expect(defaultIdeaTitle()).toMatch(/^My Business Model Canvas \d{4}-\d{2}-\d{2}$/);
  });

  it('starts a round of the business idea track in the default project and opens its start view', async () => {
    const user = makeUser({
      projectData: {
        own: [
          { projectId: 'p-other', name: 'Side project', sysDefault: 0 },
          { projectId: 'p-main', name: 'Main', sysDefault: 1 },
        ],
      },
    });
    const { api, currentPath, location } = dashboard([], {
      path: '/home?new-stream=true',
      user,
      handlers: {
        'POST /streams/starttrack': () => ok(started('r-new')),
        'POST /rounds/{roundId}/actions': () => ok({ success: true }),
        'GET /rounds/{roundId}/track': () => new Promise(() => {}),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Business Idea' });
    fireEvent.change(within(dialog).getByLabelText('Idea title'), { target: { value: 'Solar kiosk ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    const start = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=r-new`;
    await waitFor(() => expect(currentPath()).toBe(start));
    expect(api.callsTo('POST /streams/starttrack').map((c) => c.body)).toEqual([
      { trackId: TRACK_ID, streamId: QUALIFY, stepId: `initial-${QUALIFY}`, projectId: 'p-main', name: 'Solar kiosk' },
    ]);
    expect(api.callsTo('POST /rounds/{roundId}/actions').map((c) => [c.params.roundId, c.body])).toEqual([
      ['r-new', { action: 'Start Track', streamId: QUALIFY, stepId: `initial-${QUALIFY}` }],
    ]);
    // The dialog's address was replaced: Back leads to the dashboard, not into the dialog again.
    expect(location.history).toEqual([start]);
  });

  it('sends the default title when it is kept', async () => {
    const { api } = dashboard([], {
      path: '/home?new-stream=true',
      handlers: {
        'POST /streams/starttrack': () => ok(started('r-2')),
        'GET /rounds/{roundId}/track': () => new Promise(() => {}),
      },
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo('POST /streams/starttrack')).toHaveLength(1));
    expect(api.callsTo('POST /streams/starttrack')[0]?.body).toMatchObject({ name: defaultIdeaTitle() });
  });

  it('cannot start without a title, and Cancel closes the dialog and the query', async () => {
    const { api, currentPath } = dashboard([], { path: '/home?new-stream=true' });
    const dialog = await screen.findByRole('dialog', { name: 'New Business Idea' });
    fireEvent.change(within(dialog).getByLabelText('Idea title'), { target: { value: '   ' } });
    expect((within(dialog).getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /streams/starttrack')).toHaveLength(0);
  });

  it("shows 'No Project found' without a default project", async () => {
    const { api } = dashboard([], {
      path: '/home?new-stream=true',
      user: makeUser({ projectData: { own: [] } }),
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start' }));
    expect(
      await expectSnackbar(
        'No Project found',
        'Please contact the support team. There is no project in your accouunt.',
      ),
    ).toBe('error');
    expect(api.callsTo('POST /streams/starttrack')).toHaveLength(0);
  });
});

describe('settings dialog', () => {
  it('opens at the page of the query, switches tabs in the address and removes settings and page on close', async () => {
    const { currentPath } = dashboard([], {
      path: '/home?settings=true&page=2&tab=x',
      handlers: { ...referenceHandlers, 'GET /knowledgehub/{id}': () => ok([]) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Basic Info', 'false'],
      ['Project Knowledge', 'true'],
      ['Team Members', 'false'],
    ]);
    expect(within(within(dialog).getByRole('tabpanel')).getByRole('heading', { name: 'My Files' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Team Members' }));
    await waitFor(() => expect(currentPath()).toBe('/home?settings=true&page=3&tab=x'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    await waitFor(() => expect(currentPath()).toBe('/home?tab=x'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the first tab without a valid page', async () => {
    dashboard([], { path: '/home?settings=true&page=9', handlers: referenceHandlers });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe('true');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  STEP,
  STEPS,
  sessionApi,
  TRACK_ID,
  VALIDATE,
} from '../../../test/trackFixtures';
import { chatHintAtom, chatOpenAtom } from '../../ai-chat/atoms/chatAtoms';
import { requestedAgentAtom } from '../atoms/agentAtom';

const link = (streamId: string, stepId: string, roundId = 'r-1', base = '') =>
  `${base}/track/${TRACK_ID}?streamId=${streamId}&stepId=${stepId}&roundId=${roundId}`;
const START = link(QUALIFY, `initial-${QUALIFY}`);

/** Results of every step of the track before the given one, as a round that walked there has them. */
const resultsBefore = (stepId: string) => {
  const order = Object.values(STEPS).flat();
  return order
    .slice(
      0,
      order.findIndex((step) => step.id === stepId),
    )
    .map((step) => makeStepResult(step.id));
};

interface Setup {
  data?: Partial<Schemas['TrackData']>;
  results?: Schemas['StepResult'][];
  handlers?: Handlers;
  user?: Schemas['User'];
}

/** The track page at `path` against a server that records progress and actions. */
function trackPage(path: string, { data = {}, results = [], handlers = {}, user }: Setup = {}) {
  const api = sessionApi(
    {
      'GET /rounds/{roundId}/track': () => ok(makeTrackData(data, results)),
      'PUT /streams/usertracks': (call) => ok(makeUserTrack(call.body as Partial<Schemas['UserTrack']>)),
      'PUT /streams/usertracks/finished': () => ok(makeUserTrack({ finished: 1 })),
      'POST /rounds/{roundId}/actions': () => ok({ success: true }),
      // The Basic Idea step loads its input and opens with the assistant.
      'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
        ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: null }),
      'POST /aiservice/airesponse': () => ok({ promptResult: [], provider: 'offline' as const }),
      'GET /aiservice/agents': () => ok([]),
      ...handlers,
    },
    user,
  );
  return renderApp(path, { api, store: user?.lang === 'de' ? storeIn('de') : undefined });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const footer = () => screen.getByRole('contentinfo');
const footerButtons = () =>
  within(footer())
    .getAllByRole('button')
    .map((b) => b.textContent);
const nameInput = () => screen.getByLabelText('Track name') as HTMLInputElement;
const actions = (api: ReturnType<typeof trackPage>['api']) =>
  api.callsTo('POST /rounds/{roundId}/actions').map((c) => (c.body as { action: string }).action);
const progressSaves = (api: ReturnType<typeof trackPage>['api']) =>
  api.callsTo('PUT /streams/usertracks').map((c) => c.body);

describe('track header', () => {
  it('shows the logo link, the track name, the company default and the user menu', async () => {
    trackPage(START);
    expect(await screen.findByRole('heading', { name: "Let's create your basic idea from scratch." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Idea Studio — home' }).getAttribute('href')).toBe('/home');
    expect(nameInput().value).toBe('My Business Model Canvas');
    expect(screen.getByTestId('company-name').textContent).toBe('My Startup');
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeTruthy();
  });

  it("shows the user's company name", async () => {
    trackPage(START, {
      user: makeUser({
        companyData: { name: 'Sunny Camps GmbH', industry: null, mission: null, webpage: null, pitchDeck: null },
      }),
    });
    expect((await screen.findByTestId('company-name')).textContent).toBe('Sunny Camps GmbH');
  });

  it.each([
    ['Enter', (input: HTMLInputElement) => fireEvent.keyDown(input, { key: 'Enter' })],
    ['Escape', (input: HTMLInputElement) => fireEvent.keyDown(input, { key: 'Escape' })],
    ['blur', (input: HTMLInputElement) => fireEvent.blur(input)],
  ])('commits a new name on %s (renameTrack, once)', async (_how, commit) => {
    const { api } = trackPage(START, {
      handlers: {
        'PUT /streams/trackname': (call) => ok(makeUserTrack({ name: (call.body as { name: string }).name })),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    const input = nameInput();
    input.focus();
    fireEvent.change(input, { target: { value: ' Solar kiosk ' } });
    commit(input);
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('Solar kiosk'));
    expect(api.callsTo('PUT /streams/trackname').map((c) => c.body)).toEqual([{ roundId: 'r-1', name: 'Solar kiosk' }]);
  });

  it('sends nothing for an unchanged name and restores an empty one; a refusal restores the old name', async () => {
    const { api } = trackPage(START, {
      handlers: { 'PUT /streams/trackname': () => fail(400, 'validation', 'Invalid name', 'The name is too long.') },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.blur(nameInput());
    expect(nameInput().value).toBe('My Business Model Canvas');
    expect(api.callsTo('PUT /streams/trackname')).toHaveLength(0);

    fireEvent.change(nameInput(), { target: { value: 'Refused' } });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    await expectSnackbar('Invalid name', 'The name is too long.');
    await waitFor(() => expect(nameInput().value).toBe('My Business Model Canvas'));
  });

  it('shows up to two team avatars, then +n, and the disabled add-member icon', async () => {
    const member = (userId: string, prename: string, lastname: string): Schemas['TeamMember'] => ({
      userId,
      prename,
      lastname,
      email: `${userId}@example.com`,
      isCurrentUser: false,
    });
    trackPage(START, {
      handlers: {
        'GET /projects/{projectId}/members': () =>
          ok([
            { ...member('u-1001', 'Ada', 'Lovelace'), isCurrentUser: true },
            member('u-2', 'Grace', 'Hopper'),
            member('u-3', 'Hedy', 'Lamarr'),
            member('u-4', 'Katherine', 'Johnson'),
          ]),
      },
    });
    const team = await screen.findByRole('group', { name: 'Team' });
    await waitFor(() => expect(within(team).getByTestId('team-more').textContent).toBe('+2'));
    expect([...team.querySelectorAll('[data-kind="initials"]')].map((a) => a.textContent)).toEqual(['AL', 'GH']);
    expect(within(team).getByRole('button', { name: 'Add team member' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows only the current user while the team call is not available (501)', async () => {
    const { api } = trackPage(START, {
      handlers: {
        'GET /projects/{projectId}/members': () =>
          fail(501, 'notImplemented', 'Not implemented', 'Teams arrive later.'),
      },
    });
    const team = await screen.findByRole('group', { name: 'Team' });
    await waitFor(() => expect(api.callsTo('GET /projects/{projectId}/members')).toHaveLength(1));
    expect(api.callsTo('GET /projects/{projectId}/members')[0]?.params).toEqual({ projectId: 'p-1' });
    expect([...team.querySelectorAll('[data-kind="initials"]')].map((a) => a.textContent)).toEqual(['AL']);
    expect(within(team).queryByTestId('team-more')).toBeNull();
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});

describe('track views', () => {
  it('shows the init stream view with the three steps, and the start footer', async () => {
    trackPage(START);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe("Let's create your basic idea from scratch.");
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1. The Basic Idea',
      '2. User Tinder',
      '3. User Insight Mapping',
    ]);
    expect(footerButtons()).toEqual(['Back', 'Show Result0', 'Save & Exit', "Let's start"]);
    expect(within(footer()).queryByTestId('step-progress')).toBeNull();
  });

  it('shows a step frame with STEP n/m, the name, the Instructions link and the step’s screen', async () => {
    trackPage(link(VALIDATE, STEP.problemShadowing));
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem Shadowing' })).toBeTruthy();
    expect(screen.getByTestId('step-frame-progress').textContent).toBe('STEP 1/3');
    // Problem Shadowing's own screen: without a main persona it points back to User Tinder.
    expect(await screen.findByRole('heading', { name: 'No main persona yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    const dialog = screen.getByRole('dialog', { name: 'Instructions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go ahead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(footer()).getByTestId('step-progress').textContent).toBe('STEP 1/3');
  });

  it('chooses a step screen by the step type, whatever the step id', async () => {
    const renamed = (steps: Schemas['Step'][]) =>
      steps.map((step) => (step.type === 'basicIdea' ? { ...step, id: 'another-idea-step' } : step));
    trackPage(link(QUALIFY, 'another-idea-step'), {
      data: { streams: makeTrackData().streams.map((stream) => ({ ...stream, steps: renamed(stream.steps) })) },
      handlers: { 'GET /streams/steps/{streamId}': (call) => ok(renamed(STEPS[call.params.streamId ?? ''] ?? [])) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic Idea' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Autofill all' })).toBeTruthy();
  });

  it("lists a later stream's own steps on its start view, under its description", async () => {
    trackPage(link(VALIDATE, `initial-${VALIDATE}`));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe("Let's put your idea to the test with users, experts and mentors");
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1. Problem Shadowing',
      '2. Solution Expert Chat',
      '3. Feedback Card',
    ]);
  });

  it('has no Instructions link for steps without instructions', async () => {
    trackPage(link(QUALIFY, STEP.insightMapping));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Insight Mapping' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Instructions' })).toBeNull();
  });

  it('the Feedback Card shows its screen, Save & Exit, Show all results and Finish Stream only once it has a result', async () => {
    trackPage(link(VALIDATE, STEP.feedbackCard));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Card' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Select Mentor' })).toBeTruthy();
    expect(footerButtons()).toEqual(['Show all results', 'Save & Exit', 'Finish Stream']);
    expect((screen.getByRole('button', { name: 'Finish Stream' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the closing view shows its outputs and only Show all results and Save & Exit in the footer', async () => {
    trackPage(link(VALIDATE, 'closing-stream'), {
      results: resultsBefore(STEP.feedbackCard),
      handlers: {
        'GET /aiservice/closingoptions/{streamId}': (call) =>
          ok([
            {
              streamId: call.params.streamId ?? '',
              id: 'validate-market-report',
              name: 'Market Potential Report',
              type: 'MARKET_POTENTIAL_REPORT',
              outputType: 'PDF' as const,
              orderNr: 1,
              requires: ['basicIdea' as const],
            },
          ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your outputs' })).toBeTruthy();
    const outputs = screen.getByRole('region', { name: 'Downloadable outputs' });
    expect(await within(outputs).findByRole('group', { name: 'Market Potential Report' })).toBeTruthy();
    expect(footerButtons()).toEqual(['Show all results', 'Save & Exit']);
  });

  it('says so for a step that is not part of the track', async () => {
    trackPage(link(QUALIFY, STEP.feedbackCard));
    expect(await screen.findByText('This step is not part of the track.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/home');
  });

  it("opens the round's own position when the address has none", async () => {
    const { currentPath } = trackPage(`/track/${TRACK_ID}?roundId=r-1`, {
      data: { lastStreamId: VALIDATE, lastStepId: STEP.expertChat },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solution Expert Chat' })).toBeTruthy();
    expect(currentPath()).toBe(link(VALIDATE, STEP.expertChat));
  });

  it('reads an agentId and removes it from the address', async () => {
    const { currentPath, store, location } = trackPage(`${link(VALIDATE, STEP.feedbackCard)}&agentId=mentor_7`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Card' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe(link(VALIDATE, STEP.feedbackCard)));
    expect(store.get(requestedAgentAtom)).toBe('mentor_7');
    expect(location.history).toHaveLength(1);
  });

  it('works under StrictMode: the agentId leaves the address once and a move pushes one entry', async () => {
    const api = sessionApi({
      'GET /rounds/{roundId}/track': () => ok(makeTrackData()),
      'PUT /streams/usertracks': () => ok(makeUserTrack()),
      'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    });
    const { currentPath, location, store } = renderApp(`${START}&agentId=mentor_2`, { api, strict: true });
    fireEvent.click(await screen.findByRole('button', { name: "Let's start" }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.basicIdea)));
    expect(location.history).toEqual([START, link(QUALIFY, STEP.basicIdea)]);
    expect(store.get(requestedAgentAtom)).toBe('mentor_2');
    expect(api.callsTo('PUT /streams/usertracks')).toHaveLength(1);
  });

  it('shows the page in German', async () => {
    trackPage(link(QUALIFY, STEP.basicIdea), { user: makeUser({ lang: 'de' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundidee' })).toBeTruthy();
    expect(screen.getByTestId('step-frame-progress').textContent).toBe('SCHRITT 1/3');
    expect(screen.getByTestId('company-name').textContent).toBe('Mein Startup');
    expect(footerButtons()).toEqual(['Zurück', 'Ergebnisse zeigen0', 'Speichern & beenden', 'Nächster Schritt']);
  });
});

describe('track footer', () => {
  it("Let's start moves to the first step: records Next, saves progress and pushes a history entry", async () => {
    const { api, currentPath, location } = trackPage(START);
    fireEvent.click(await screen.findByRole('button', { name: "Let's start" }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.basicIdea)));
    expect(progressSaves(api)).toEqual([{ streamId: QUALIFY, stepId: STEP.basicIdea, roundId: 'r-1', finished: 0 }]);
    expect(actions(api)).toEqual(['Next']);
    expect(api.callsTo('POST /rounds/{roundId}/actions')[0]?.body).toEqual({
      action: 'Next',
      streamId: QUALIFY,
      stepId: `initial-${QUALIFY}`,
    });
    expect(location.history).toEqual([START, link(QUALIFY, STEP.basicIdea)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic Idea' })).toBeTruthy();
    // One load of the round for the whole walk.
    expect(api.callsTo('GET /rounds/{roundId}/track')).toHaveLength(1);
  });

  it('Next Step is disabled until the step has a result file', async () => {
    trackPage(link(QUALIFY, STEP.basicIdea));
    expect((await screen.findByRole('button', { name: 'Next Step' })).hasAttribute('disabled')).toBe(true);
  });

  it('Next Step with a saved result moves on and pushes', async () => {
    const { api, currentPath, location } = trackPage(link(QUALIFY, STEP.basicIdea), {
      results: [makeStepResult(STEP.basicIdea, { name: 'Kiosk' }, { fileId: 'f-1' })],
      data: { files: [makeResultFile({ fileId: 'f-1' })] },
    });
    const next = await screen.findByRole('button', { name: 'Next Step' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.userTinder)));
    expect(progressSaves(api)).toEqual([{ streamId: QUALIFY, stepId: STEP.userTinder, roundId: 'r-1', finished: 0 }]);
    expect(actions(api)).toEqual(['Next']);
    expect(location.history).toHaveLength(2);
  });

  it("a refused move shows 'Error / You have no Result saved!' and stays", async () => {
    // finished=1 enables Next, but the step has no saved result: nextStep refuses.
    const { api, currentPath } = trackPage(link(QUALIFY, STEP.userTinder), { data: { finished: 1 } });
    const next = await screen.findByRole('button', { name: 'Next Step' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(await expectSnackbar('Error', 'You have no Result saved!')).toBe('warning');
    expect(currentPath()).toBe(link(QUALIFY, STEP.userTinder));
    expect(progressSaves(api)).toEqual([]);
  });

  it('Finish Stream on the last step of a stream goes to the closing view of the next stream', async () => {
    const { api, currentPath } = trackPage(link(QUALIFY, STEP.insightMapping), {
      results: [...resultsBefore(STEP.insightMapping), makeStepResult(STEP.insightMapping, {}, { fileId: 'f-3' })],
      data: { files: [makeResultFile({ fileId: 'f-3', stepId: STEP.insightMapping, currentStepNr: 3 })] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Insight Mapping' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull();
    fireEvent.click(button('Finish Stream'));
    await waitFor(() => expect(currentPath()).toBe(link(VALIDATE, 'closing-stream')));
    expect(progressSaves(api)).toEqual([{ streamId: VALIDATE, stepId: 'closing-stream', roundId: 'r-1', finished: 0 }]);
    expect(actions(api)).toEqual(['Stream finished']);
    expect(api.callsTo('PUT /streams/usertracks/finished')).toHaveLength(0);
  });

  it('Finish Stream at the end of the last stream marks the round finished and opens the closing view', async () => {
    // A track whose last stream ends with a regular step (the Feedback Card has the short footer).
    const { api, currentPath } = trackPage(link(VALIDATE, STEP.expertChat), {
      results: [...resultsBefore(STEP.expertChat), makeStepResult(STEP.expertChat, {}, { fileId: 'f-5' })],
      data: { files: [makeResultFile({ fileId: 'f-5', stepId: STEP.expertChat, currentStepNr: 2 })] },
      handlers: {
        'GET /streams/steps/{streamId}': (call) =>
          ok((STEPS[call.params.streamId ?? ''] ?? []).filter((step) => step.id !== STEP.feedbackCard)),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish Stream' }));
    await waitFor(() => expect(currentPath()).toBe(link(VALIDATE, 'closing-stream')));
    expect(progressSaves(api)).toEqual([{ streamId: VALIDATE, stepId: 'closing-stream', roundId: 'r-1', finished: 1 }]);
    expect(api.callsTo('PUT /streams/usertracks/finished').map((c) => c.body)).toEqual([{ roundId: 'r-1' }]);
    expect(actions(api)).toEqual(['Stream finished']);
  });

  it('Finish Stream on the Feedback Card, the end of the track, marks the round finished and opens the closing view', async () => {
    const { api, currentPath } = trackPage(link(VALIDATE, STEP.feedbackCard), {
      results: [
        ...resultsBefore(STEP.feedbackCard),
        makeStepResult(STEP.feedbackCard, { pins: [] }, { name: 'feedbackCard' }),
      ],
    });
    const finish = await screen.findByRole('button', { name: 'Finish Stream' });
    await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(finish);
    await waitFor(() => expect(currentPath()).toBe(link(VALIDATE, 'closing-stream')));
    expect(progressSaves(api)).toEqual([{ streamId: VALIDATE, stepId: 'closing-stream', roundId: 'r-1', finished: 1 }]);
    expect(api.callsTo('PUT /streams/usertracks/finished').map((c) => c.body)).toEqual([{ roundId: 'r-1' }]);
  });

  it('Next from the second-to-last step of the last stream goes to the Feedback Card', async () => {
    const { api, currentPath } = trackPage(link(VALIDATE, STEP.expertChat), {
      results: [...resultsBefore(STEP.expertChat), makeStepResult(STEP.expertChat, {}, { fileId: 'f-5' })],
      data: { files: [makeResultFile({ fileId: 'f-5', stepId: STEP.expertChat, currentStepNr: 2 })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentPath()).toBe(link(VALIDATE, STEP.feedbackCard)));
    expect(api.callsTo('PUT /streams/usertracks/finished')).toHaveLength(0);
  });

  it('Next is refused while an earlier step has lost its result, as the server refuses it', async () => {
    const { api, currentPath } = trackPage(link(VALIDATE, STEP.problemShadowing), {
      results: [makeStepResult(STEP.problemShadowing, {}, { fileId: 'f-4' })],
      data: { files: [makeResultFile({ fileId: 'f-4', stepId: STEP.problemShadowing, currentStepNr: 1 })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    expect(await expectSnackbar('Error', 'You have no Result saved!')).toBe('warning');
    expect(currentPath()).toBe(link(VALIDATE, STEP.problemShadowing));
    expect(progressSaves(api)).toEqual([]);
  });

  it('a move resets the chat: it closes and its hint ends', async () => {
    const { currentPath, store } = trackPage(link(QUALIFY, STEP.basicIdea));
    await screen.findByRole('heading', { level: 1, name: 'Basic Idea' });
    store.set(chatOpenAtom, true);
    store.set(chatHintAtom, true);
    fireEvent.click(button('Back'));
    await waitFor(() => expect(currentPath()).toBe(START));
    expect(store.get(chatOpenAtom)).toBe(false);
    expect(store.get(chatHintAtom)).toBe(false);
  });

  it('Back goes one step back, saves progress with finished 0 and replaces the history entry', async () => {
    const { api, currentPath, location } = trackPage(link(QUALIFY, STEP.userTinder), { data: { finished: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.basicIdea)));
    expect(progressSaves(api)).toEqual([{ streamId: QUALIFY, stepId: STEP.basicIdea, roundId: 'r-1', finished: 0 }]);
    expect(actions(api)).toEqual(['Back']);
    expect(location.history).toEqual([link(QUALIFY, STEP.basicIdea)]);
  });

  it('Back from the first step of a later stream goes to the last step of the previous one', async () => {
    const { currentPath } = trackPage(link(VALIDATE, STEP.problemShadowing));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.insightMapping)));
  });

  it('Back on the start view goes home without saving', async () => {
    const { api, currentPath } = trackPage(START);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(progressSaves(api)).toEqual([]);
  });

  it('moves stay below /home for /home/track/…', async () => {
    const { currentPath } = trackPage(link(QUALIFY, `initial-${QUALIFY}`, 'r-1', '/home'));
    fireEvent.click(await screen.findByRole('button', { name: "Let's start" }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.basicIdea, 'r-1', '/home')));
  });

  it('stays when saving the progress fails', async () => {
    const { currentPath } = trackPage(START, {
      handlers: { 'PUT /streams/usertracks': () => fail(404, 'notFound', 'Not found', 'This round does not exist.') },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Let's start" }));
    await expectSnackbar('Not found', 'This round does not exist.');
    expect(currentPath()).toBe(START);
  });

  it('Save & Exit records its action and goes home', async () => {
    const { api, currentPath } = trackPage(link(VALIDATE, STEP.feedbackCard));
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Exit' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(api.callsTo('POST /rounds/{roundId}/actions').map((c) => [c.params.roundId, c.body])).toEqual([
      ['r-1', { action: 'Save & Exit', streamId: VALIDATE, stepId: STEP.feedbackCard }],
    ]);
  });

  it('Show Result counts the files and opens the results panel', async () => {
    const files = [makeResultFile({ fileId: 'a' }), makeResultFile({ fileId: 'b' })];
    const { api } = trackPage(START, {
      data: { files },
      handlers: { 'GET /knowledgehub/trackresult/{roundId}': () => ok([...files, makeResultFile({ fileId: 'c' })]) },
    });
    const show = await screen.findByRole('button', { name: 'Show Result 2' });
    fireEvent.click(show);
    const panel = screen.getByRole('complementary', { name: 'Results' });
    await waitFor(() => expect(within(panel).getAllByTestId('result-file')).toHaveLength(3));
    expect(api.callsTo('GET /knowledgehub/trackresult/{roundId}')[0]?.params).toEqual({ roundId: 'r-1' });
    expect(show.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close results' }));
    expect(screen.queryByRole('complementary', { name: 'Results' })).toBeNull();
  });
});

describe("a teammate's round (editable false)", () => {
  const teammates = (stepId: string) =>
    trackPage(link(QUALIFY, stepId), {
      data: { editable: false, name: 'Their idea', files: [makeResultFile({ fileId: 'f-1' })] },
      results: [makeStepResult(STEP.basicIdea, { name: 'Kiosk' }, { fileId: 'f-1' })],
    });

  it('says whose it is and shows the name, the step and no chat, with every control of the step disabled', async () => {
    teammates(STEP.basicIdea);
    expect((await screen.findByTestId('read-only-round')).textContent).toContain("A teammate's round");
    expect(screen.getByTestId('track-name').textContent).toBe('Their idea');
    expect(screen.queryByLabelText('Track name')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open the chat/ })).toBeNull();
    const instructions = await screen.findByRole('button', { name: 'Instructions' });
    // The browser disables every control inside a disabled fieldset (happy-dom does not apply it; e2e checks it).
    expect(instructions.closest('fieldset')?.disabled).toBe(true);
  });

  it('Next and Back only move through the round, saving nothing; the dashboard button records no action', async () => {
    const { api, currentPath } = teammates(STEP.basicIdea);
    fireEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.userTinder)));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(link(QUALIFY, STEP.basicIdea)));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(progressSaves(api)).toEqual([]);
    expect(actions(api)).toEqual([]);
  });

  it.each(['basicIdea', 'userTinder', 'insightMapping', 'problemShadowing', 'expertChat', 'feedbackCard'] as const)(
    'shows %s with its saved result, and runs nothing of the step: no input read, no assistant, no writes',
    async (type) => {
      const stepId = STEP[type];
      const streamId = Object.keys(STEPS).find((id) => STEPS[id]?.some((step) => step.id === stepId)) ?? QUALIFY;
      const { api } = trackPage(link(streamId, stepId), {
        data: { editable: false, name: 'Their idea' },
        results: [
          ...resultsBefore(stepId),
          makeStepResult(stepId, { note: { content: 'Seen at the market', author: 'founder' } }),
        ],
      });
      const step = await screen.findByTestId('teammate-step');
      expect(step.textContent).toContain('The saved result');
      expect(step.textContent).toContain('Seen at the market');
      // The founder's own words, named as theirs: to a teammate, "you" would name the wrong person.
      expect(step.textContent?.toLowerCase()).toContain('entered by your teammate');
      expect(step.textContent?.toLowerCase()).not.toContain('entered by you ');
      // The step's own screen (which reads its input and asks the assistant on opening) never mounts.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo('GET /rounds/{roundId}/inputs/{stepId}')).toEqual([]);
      const writes = api.calls.map((call) => call.key).filter((key) => !/^GET |^POST \/auth\/checklogin$/.test(key));
      expect(writes).toEqual([]);
    },
  );

  it('says so on a step nothing was saved on yet', async () => {
    trackPage(link(QUALIFY, STEP.userTinder), {
      data: { editable: false, name: 'Their idea' },
      results: resultsBefore(STEP.userTinder),
    });
    expect((await screen.findByTestId('teammate-step')).textContent).toBe('Nothing has been saved on this step yet.');
  });

  it('reads the saved input and asks the assistant on opening its own round', async () => {
    const { api } = trackPage(link(QUALIFY, STEP.basicIdea));
    await waitFor(() => expect(api.callsTo('GET /rounds/{roundId}/inputs/{stepId}')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('POST /aiservice/airesponse')).toHaveLength(1));
    expect(screen.queryByTestId('teammate-step')).toBeNull();
  });

  it('keeps the controls of its own round', async () => {
    trackPage(link(QUALIFY, STEP.basicIdea));
    expect(await screen.findByLabelText('Track name')).toBeTruthy();
    expect(screen.queryByTestId('read-only-round')).toBeNull();
    expect((await screen.findByRole('button', { name: 'Instructions' })).closest('fieldset')).toBeNull();
  });
});

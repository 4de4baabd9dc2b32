import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, chatReply, JOHNNY, NINE_SUGGESTIONS, PRODUCT_IDEAS, stepAnswer } from '../../../test/aiFixtures';
import { type FakeCall, fail, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  STEP,
  sessionApi,
  TRACK_ID,
} from '../../../test/trackFixtures';

/** What Save Result says when the round still had its default title and took the card's name. */
const RENAMED =
  'Your idea is now called “Sitterly”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.';

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.basicIdea}&roundId=r-1`;
const CARD = {
  name: 'Sitterly',
  tagline: 'Babysitters you trust, tonight.',
  key_features: ['Verified sitters', 'Booking in minutes', 'Reviews by parents'],
  target_group: 'Working parents at night in big cities',
  value_proposition: 'Parents find a trusted sitter at short notice.',
};
const FILLED = [
  { type: 'PROBLEM', content: 'AI problem text' },
  { type: 'TARGET USER', content: 'AI users text' },
  { type: 'SOLUTION', content: 'AI solution text' },
];

type Entry = { type: string; content: string; author?: string };

interface ServerState {
  input: Entry[] | null;
  results: Schemas['StepResult'][];
  files: Schemas['ResultFile'][];
  name: string;
}

/** A small stateful server for one round: input, results, files and name, and the AI answers. */
function server(initial: Partial<ServerState> = {}, handlers: Handlers = {}) {
  const state: ServerState = { input: null, results: [], files: [], name: 'My Business Model Canvas', ...initial };
  let fileCounter = 0;
  const promptType = (call: FakeCall) => (call.body as { promptType: string }).promptType;
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () =>
      ok(makeTrackData({ name: state.name, files: state.files, lastStepId: STEP.basicIdea }, state.results)),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: state.input }),
    'PUT /rounds/{roundId}/inputs/{stepId}': (call) => {
      state.input = (call.body as { content: Entry[] }).content;
      return ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: state.input });
    },
    'POST /aiservice/airesponse': (call) => {
      switch (promptType(call)) {
        case 'INITIALIZE_STEP_PROMPT':
          return ok(stepAnswer([chatMessage({ answer: 'Welcome! Let us start with the problem.' })]));
        case 'STEP_PROMPT':
          return ok(stepAnswer(NINE_SUGGESTIONS));
        case 'FILL_OUT_ALL_PROMPT':
          return ok(stepAnswer(FILLED));
        default:
          return ok(stepAnswer([CARD]));
      }
    },
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /aiservice/default': (call) =>
      ok(chatReply(chatMessage({ answer: `Reply to ${(call.body as { userText: string }).userText}` }))),
    'DELETE /aiservice/threads/{threadId}': () => ok({ success: true }),
    'POST /aiservice/standalone': (call) =>
      ok({
        promptResult:
          (call.body as { promptId: string }).promptId === 'SUMMARIZE_DOCUMENT_UPLOAD'
            ? { title: 'Soil sensing', author: 'A. Researcher', summary: 'Cheap sensors save water.' }
            : PRODUCT_IDEAS,
        provider: 'offline' as const,
      }),
    'POST /knowledgehub/trackresult': (call) => {
      const body = call.body as { name: string };
      fileCounter += 1;
      const file = makeResultFile({ fileId: `new-${fileCounter}`, fileName: `${body.name}.pdf` });
      state.files.push(file);
      return ok({ filedata: { id: file.fileId, identifer: file.fileName, file } });
    },
    'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': (call) => {
      state.files = state.files.filter((f) => f.fileId !== call.params.fileId);
      return ok({ success: true });
    },
    'POST /rounds/{roundId}/results': (call) => {
      const body = call.body as Schemas['StepResultCreate'];
      const result = makeStepResult(body.stepId, body.result, { fileId: body.fileId ?? null, name: body.name });
      state.results = [...state.results.filter((r) => r.stepId !== body.stepId), result];
      return ok(result);
    },
    'DELETE /rounds/{roundId}/results/by-file/{fileId}': (call) => {
      state.results = state.results.filter((r) => r.fileId !== call.params.fileId);
      return ok({ success: true });
    },
    'PUT /streams/trackname': (call) => {
      state.name = (call.body as { name: string }).name;
      return ok(makeUserTrack({ name: state.name }));
    },
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /knowledgehub/trackresult/{roundId}': () => ok(state.files),
    ...handlers,
  });
  return { api, state };
}

function open(initial: Partial<ServerState> = {}, handlers: Handlers = {}) {
  const { api, state } = server(initial, handlers);
  const result = renderApp(PAGE, { api });
  return { ...result, api, state };
}

/** The saved sections, each written one with who wrote it (default: typed by the founder). */
const saved = (problem = '', users = '', solution = '', author = 'founder'): Entry[] =>
  (
    [
      ['PROBLEM', problem],
      ['TARGET USER', users],
      ['SOLUTION', solution],
    ] as const
  ).map(([type, content]) => (content ? { type, content, author } : { type, content }));
const authorsOf = (input: Entry[] | null) => input?.map((entry) => entry.author);
const EXISTING = {
  input: saved('Parents struggle with childcare to find sitters', 'Working parents at night', 'A sitter app'),
  results: [makeStepResult(STEP.basicIdea, CARD, { fileId: 'f-old' })],
  files: [makeResultFile({ fileId: 'f-old', fileName: 'Old idea.pdf' })],
};

const editor = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const row = (name: string) => screen.getByRole('button', { name: `Edit: ${name}` }) as HTMLButtonElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const actions = (api: ReturnType<typeof open>['api']) =>
  api.callsTo('POST /rounds/{roundId}/actions').map((c) => (c.body as { action: string }).action);
const promptTypes = (api: ReturnType<typeof open>['api']) =>
  api.callsTo('POST /aiservice/airesponse').map((c) => (c.body as { promptType: string }).promptType);
const chatPanel = () => screen.getByRole('dialog', { name: 'Chat with Johnny' });
const openedChat = () => screen.findByRole('dialog', { name: 'Chat with Johnny' });
const loaded = () => screen.findByTestId('active-section');
const closeStartDialog = async () => {
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Welcome Ada' })).getByRole('button', {
      name: /Guide me step by step/,
    }),
  );
};

describe('Basic Idea step', () => {
  it('shows STEP 1/3, the name, the Instructions link, three sections, How shall we proceed? and a side image', async () => {
    open({ input: saved('Parents struggle with childcare') });
    await loaded();
    expect(screen.getByTestId('step-frame-progress').textContent).toBe('STEP 1/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Idea' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The first people who will use my product' })).toBeTruthy();
    expect(row('The problem I solve').textContent).toContain('Parents struggle with childcare');
    expect(row('The solution in a nutshell')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How shall we proceed?' })).toBeTruthy();
    expect(button('Save Result').disabled).toBe(true);
    expect(button('Reset & Start Again').disabled).toBe(false);
    expect(screen.getByTestId('side-image').querySelector('img')?.getAttribute('src')).toMatch(
      /basic-idea|^data:image\/svg/,
    );
    fireEvent.click(button('Instructions'));
    const dialog = screen.getByRole('dialog', { name: 'Instructions' });
    expect(within(dialog).getByText('The People')).toBeTruthy();
  });

  it('with nothing saved runs the AI opening into the chat and offers the start dialog', async () => {
    const { api } = open();
    const start = await screen.findByRole('dialog', { name: 'Welcome Ada' });
    expect(within(start).getByText('How shall we start?')).toBeTruthy();
    await waitFor(() => expect(promptTypes(api)).toEqual(['INITIALIZE_STEP_PROMPT']));
    expect(api.callsTo('POST /aiservice/airesponse')[0]?.body).toMatchObject({
      streamId: QUALIFY,
      stepId: STEP.basicIdea,
      roundId: 'r-1',
      content: 'My Business Model Canvas',
    });
    fireEvent.click(within(start).getByRole('button', { name: /Guide me step by step/ }));
    expect(await within(await openedChat()).findByText('Welcome! Let us start with the problem.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome Ada' })).toBeNull();
    expect(editor('The problem I solve')).toBeTruthy();
  });

  it('moves the active section forward one per saved type; no opening, no start dialog', async () => {
    const { api } = open({ input: saved('Parents struggle with childcare', 'Working parents at night') });
    await loaded();
    expect(editor('The solution in a nutshell')).toBeTruthy();
    expect(row('The first people who will use my product').textContent).toContain('Working parents at night');
    expect(screen.queryByRole('dialog', { name: 'Welcome Ada' })).toBeNull();
    expect(promptTypes(api)).toEqual([]);
    expect(button('Open the chat with Johnny')).toBeTruthy();
  });

  it('with all three saved is at section 4 with Save Result enabled and the chat hidden', async () => {
    open({ input: saved('p', 'u', 's') });
    await screen.findByRole('button', { name: 'Edit: The solution in a nutshell' });
    expect(screen.queryByTestId('active-section')).toBeNull();
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Open the chat with Johnny' })).toBeNull();
  });

  it('goes 1 → 2 → 3 → 4; later sections are blocked, earlier ones reopen; each change saves the input', async () => {
    const { api, state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    expect(row('The solution in a nutshell').disabled).toBe(true);
    fireEvent.click(row('The solution in a nutshell'));
    expect(editor('The first people who will use my product')).toBeTruthy();

    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    await waitFor(() =>
      expect(state.input).toEqual(saved('Parents struggle with childcare', 'Working parents at night')),
    );
    expect(api.callsTo('PUT /rounds/{roundId}/inputs/{stepId}').at(-1)?.params.stepId).toBe(STEP.basicIdea);

    fireEvent.click(row('The problem I solve'));
    expect(editor('The problem I solve').value).toBe('Parents struggle with childcare');
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(editor('The solution in a nutshell')).toBeTruthy();
    expect(button('Save Result').disabled).toBe(true);
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: 'A sitter app' } });
    fireEvent.click(button('Next'));
    expect(screen.queryByTestId('active-section')).toBeNull();
    expect(button('Save Result').disabled).toBe(false);
    // With save enabled every section can be opened.
    fireEvent.click(row('The solution in a nutshell'));
    expect(editor('The solution in a nutshell').value).toBe('A sitter app');
    fireEvent.click(row('The problem I solve'));
    expect(editor('The problem I solve')).toBeTruthy();
    expect(row('The solution in a nutshell').disabled).toBe(false);
  });

  it('Autofill all fills the three sections, moves to section 4 and enables save', async () => {
    const { api, state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.click(button('Autofill all'));
    await waitFor(() => expect(row('The solution in a nutshell').textContent).toContain('AI solution text'));
    expect(screen.queryByTestId('active-section')).toBeNull();
    expect(button('Save Result').disabled).toBe(false);
    // What Autofill wrote is the AI's, never the founder's.
    await waitFor(() => expect(state.input).toEqual(FILLED.map((entry) => ({ ...entry, author: 'ai' }))));
    expect(promptTypes(api)).toEqual(['FILL_OUT_ALL_PROMPT']);
    expect(actions(api)).toContain('Autofill All');
  });

  it('Save Result creates the result file: info, track name, Next enabled, save disabled', async () => {
    const { api, state } = open({ input: saved('p', 'u', 's') });
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(button('Next Step').disabled).toBe(true);
    fireEvent.click(button('Save Result'));
    // The round still had its default title: it takes the card's name, and the founder is told so.
    expect(await expectSnackbar('Success', RENAMED)).toBe('info');
    expect(screen.queryByRole('dialog', { name: 'Replace result' })).toBeNull();
    await waitFor(() => expect(button('Next Step').disabled).toBe(false));
    expect(button('Save Result').disabled).toBe(true);
    expect((screen.getByLabelText('Track name') as HTMLInputElement).value).toBe('Sitterly');
    expect(state.files.map((f) => f.fileName)).toEqual(['Sitterly.pdf']);
    expect(api.callsTo('POST /knowledgehub/trackresult')[0]?.body).toMatchObject({
      roundId: 'r-1',
      name: 'Sitterly',
      data: CARD,
      projectId: 'p-1',
      stepId: STEP.basicIdea,
    });
    expect(actions(api)).toContain('Save Result');
    expect(screen.getByTestId('result-count').textContent).toBe('1');
  });

  it('asks before replacing an existing result and replaces it on Continue', async () => {
    // Next needs the step's minimum of words in each section (3 for Basic Idea in the reference data).
    const { api, state } = open({
      ...EXISTING,
      input: saved('Parents miss sitters', 'Working parents everywhere', 'A sitter app'),
    });
    await screen.findByRole('button', { name: 'Edit: The problem I solve' });
    fireEvent.click(row('The problem I solve'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Save Result'));
    const dialog = screen.getByRole('dialog', { name: 'Replace result' });
    expect(within(dialog).getByText('When you save your result the old one will be replaced. Continue?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /knowledgehub/trackresult')).toHaveLength(0);

    fireEvent.click(button('Save Result'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Replace result' })).getByRole('button', { name: 'Continue' }),
    );
    await expectSnackbar('Success', RENAMED);
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')[0]?.params.fileId).toBe(
      'f-old',
    );
    expect(state.files.map((f) => f.fileName)).toEqual(['Sitterly.pdf']);
  });

  it("stops with 'Error / File creation failed' when the file cannot be created", async () => {
    const { state } = open(
      { input: saved('p', 'u', 's') },
      { 'POST /knowledgehub/trackresult': () => fail(500, 'internal', 'Error', 'Broken') },
    );
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    fireEvent.click(button('Save Result'));
    expect(await expectSnackbar('Error', 'File creation failed')).toBe('error');
    expect(state.results).toEqual([]);
    expect(button('Save Result').disabled).toBe(false);
    expect(button('Next Step').disabled).toBe(true);
  });

  it('does nothing on Save Result while a field is empty', async () => {
    const { api } = open({ input: saved('p', 'u') });
    await loaded();
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: 'A sitter app' } });
    fireEvent.click(button('Next'));
    fireEvent.click(row('The solution in a nutshell'));
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: '' } });
    fireEvent.click(button('Save Result'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(promptTypes(api)).not.toContain('CLOSING_STEP_PROMPT');
    expect(screen.queryByRole('dialog', { name: 'Replace result' })).toBeNull();
  });

  it('Reset & Start Again asks, then clears input, files, result and chat, and returns to section 1', async () => {
    localStorage.setItem(
      'communicationHistory',
      JSON.stringify([
        {
          stepId: STEP.basicIdea,
          roundId: 'r-1',
          communicationHistory: [{ ...chatMessage(), id: 1, question: 'Hi' }],
          threadId: 'th-9',
        },
      ]),
    );
    const { api, state } = open(EXISTING);
    await screen.findByRole('button', { name: 'Edit: The problem I solve' });
    expect(button('Next Step').disabled).toBe(false);
    fireEvent.click(button('Reset & Start Again'));
    const dialog = screen.getByRole('dialog', { name: 'Reset & Start Again' });
    expect(
      within(dialog).getByText('Do you really want to reset your Data? All Files and Memory-Data will be deleted.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editor('The problem I solve').value).toBe(''));
    await waitFor(() => expect(button('Next Step').disabled).toBe(true));
    expect(state.input).toEqual([]);
    expect(state.files).toEqual([]);
    expect(state.results).toEqual([]);
    expect(api.callsTo('DELETE /aiservice/threads/{threadId}').map((c) => c.params.threadId)).toEqual(['th-9']);
    await waitFor(() =>
      expect(api.callsTo('POST /aiservice/default').map((c) => (c.body as { userText: string }).userText)).toEqual([
        '',
      ]),
    );
    expect(button('Save Result').disabled).toBe(true);
    expect(actions(api)).toContain('Reset & Start Again');
    expect(button('Open the chat with Johnny')).toBeTruthy();
  });

  it('takes a product idea from a paper: the sections are seeded and saved, and the chat is told', async () => {
    const { api, state } = open();
    const start = await screen.findByRole('dialog', { name: 'Welcome Ada' });
    fireEvent.click(within(start).getByRole('button', { name: /Upload a Scientific Paper/ }));
    const upload = await screen.findByRole('dialog', { name: 'Upload a Scientific Paper' });
    const input = upload.querySelector('input[type="file"][accept=".pdf,.txt"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Soil sensing paper'], 'paper.txt')] } });
    const generate = within(upload).getByRole('button', { name: 'Generate Ideas' }) as HTMLButtonElement;
    await waitFor(() => expect(generate.disabled).toBe(false));
    fireEvent.click(generate);
    const ideas = await screen.findByRole('dialog', { name: 'Product Ideas' });
    fireEvent.click(within(ideas).getByRole('radio', { name: 'Soil Sensor Kit' }));
    fireEvent.click(within(ideas).getByRole('button', { name: 'Select Idea' }));
    await waitFor(() =>
      expect(state.input).toEqual(
        saved(
          PRODUCT_IDEAS[0]!.problemStatement,
          PRODUCT_IDEAS[0]!.targetUsers,
          PRODUCT_IDEAS[0]!.solutionMechanism,
          'ai-accepted',
        ),
      ),
    );
    expect(row('The first people who will use my product').textContent).toContain(PRODUCT_IDEAS[0]!.targetUsers);
    expect(button('Save Result').disabled).toBe(false);
    await waitFor(() =>
      expect(api.callsTo('POST /aiservice/default').map((c) => (c.body as { userText: string }).userText)).toEqual([
        'Basic Idea Idea Extract from file: Soil Sensor Kit',
      ]),
    );
    const chat = await openedChat();
    expect(await within(chat).findByText('Idea Extract from file: Soil Sensor Kit')).toBeTruthy();
    // The chosen idea starts the conversation: the opening asked for the empty step is not shown.
    expect(within(chat).queryByText('Welcome! Let us start with the problem.')).toBeNull();
  });

  it('Support me asks the chat with the section text; typed messages carry the section label', async () => {
    const { api } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    fireEvent.click(button('Support me'));
    expect(await within(await openedChat()).findByText('Support me: Working parents at night')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Who else?' } });
    fireEvent.click(button('Send'));
    await waitFor(() => expect(api.callsTo('POST /aiservice/default')).toHaveLength(2));
    expect(api.callsTo('POST /aiservice/default').map((c) => c.body)).toMatchObject([
      {
        modelId: 'Basic Idea',
        agentId: 'flying_jhonny',
        userText: 'Basic Idea Support me first users: Working parents at night',
      },
      { modelId: 'Basic Idea', userText: 'Basic Idea first users: Who else?', threadId: 'th-1' },
    ]);
  });

  it('a chat suggestion goes into the section its answer is about', async () => {
    open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.click(button('Support me'));
    const suggestions = await within(await openedChat()).findByRole('group', { name: 'Suggestions' });
    const first = within(suggestions).getAllByRole('button')[0]!;
    const text = first.textContent ?? '';
    fireEvent.click(first);
    // The answer's context is 'Basic Idea problem': the problem section opens with the suggestion.
    expect(editor('The problem I solve').value).toBe(text);
  });

  it('the AI button asks for suggestions of the active section and records AI Button', async () => {
    const { api } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    fireEvent.click(button('Get AI suggestions'));
    expect(await screen.findByRole('button', { name: 'Suggestion 1' })).toBeTruthy();
    expect(api.callsTo('POST /aiservice/airesponse')[0]?.body).toMatchObject({
      promptType: 'STEP_PROMPT',
      stepPromptNumber: 2,
      content: JSON.stringify([
        { type: 'PROBLEM', content: 'Parents struggle with childcare' },
        { type: 'TARGET USER', content: 'Working parents at night' },
      ]),
    });
    expect(actions(api)).toContain('AI Button');
  });

  it('more than two words light up the chat hint once', async () => {
    open({ input: saved('Parents struggle with childcare') });
    await loaded();
    const avatar = button('Open the chat with Johnny');
    expect(avatar.hasAttribute('data-hint')).toBe(false);
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night in' },
    });
    expect(avatar.getAttribute('data-hint')).toBe('true');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Johnny' })).getByRole('button', { name: 'Start Dialogue' }),
    );
    expect(chatPanel()).toBeTruthy();
    expect(avatar.hasAttribute('data-hint')).toBe(false);
  });

  it('closes the start dialog with Guide me', async () => {
    open();
    await closeStartDialog();
    expect(screen.queryByRole('dialog', { name: 'Welcome Ada' })).toBeNull();
  });
});

describe('Basic Idea details', () => {
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('deleting the only result file in the results panel enables Save Result again, without a reload', async () => {
    const { api } = open({ ...EXISTING });
    await screen.findByRole('button', { name: 'Edit: The problem I solve' });
    expect(button('Save Result').disabled).toBe(true);
    expect(button('Next Step').disabled).toBe(false);

    fireEvent.click(button(/Show Result/));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old idea.pdf' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(button('Next Step').disabled).toBe(true);
    expect(api.callsTo('GET /rounds/{roundId}/inputs/{stepId}')).toHaveLength(1);
    // Saving again creates a new result without the replace question (there is none to replace).
    fireEvent.click(button('Save Result'));
    await expectSnackbar('Success', RENAMED);
    expect(screen.queryByRole('dialog', { name: 'Replace result' })).toBeNull();
  });

  it('leaving the text field saves what was typed at once', async () => {
    const { state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    const users = editor('The first people who will use my product');
    fireEvent.change(users, { target: { value: 'Working parents at night' } });
    fireEvent.blur(users);
    await idle(100);
    expect(state.input).toEqual(saved('Parents struggle with childcare', 'Working parents at night'));
  });

  // That the request outlives the page (keepalive) only a browser shows: tests/e2e/basic-idea-details.test.ts.
  it('leaving the page (pagehide) sends what was typed at once', async () => {
    const { api, state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    window.dispatchEvent(new Event('pagehide'));
    await idle(100);
    expect(state.input).toEqual(saved('Parents struggle with childcare', 'Working parents at night'));
    expect(api.callsTo('PUT /rounds/{roundId}/inputs/{stepId}')).toHaveLength(1);
  });

  it("shows the start dialog first; Johnny's opening opens the chat only after it was answered", async () => {
    const { api } = open();
    const start = await screen.findByRole('dialog', { name: 'Welcome Ada' });
    // The opening is asked at once, but the chat stays closed while the dialog is open.
    await waitFor(() => expect(promptTypes(api)).toEqual(['INITIALIZE_STEP_PROMPT']));
    await idle(50);
    expect(screen.queryByRole('dialog', { name: 'Chat with Johnny' })).toBeNull();
    fireEvent.click(within(start).getByRole('button', { name: /Guide me step by step/ }));
    expect(await within(await openedChat()).findByText('Welcome! Let us start with the problem.')).toBeTruthy();
  });

  it("after a paper flow that was cancelled, Johnny's opening arrives", async () => {
    open();
    const start = await screen.findByRole('dialog', { name: 'Welcome Ada' });
    fireEvent.click(within(start).getByRole('button', { name: /Upload a Scientific Paper/ }));
    const upload = await screen.findByRole('dialog', { name: 'Upload a Scientific Paper' });
    await idle(50);
    expect(screen.queryByRole('dialog', { name: 'Chat with Johnny' })).toBeNull();
    fireEvent.click(within(upload).getByRole('button', { name: 'Cancel' }));
    expect(await within(await openedChat()).findByText('Welcome! Let us start with the problem.')).toBeTruthy();
  });

  it("Johnny's hint goes once the step has a saved result", async () => {
    open({ input: saved('Parents struggle with childcare', 'Working parents at night') });
    await loaded();
    const avatar = button('Open the chat with Johnny');
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: 'A sitter app' } });
    expect(avatar.getAttribute('data-hint')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Johnny' })).toBeTruthy();
    fireEvent.click(button('Next'));
    fireEvent.click(button('Save Result'));
    await expectSnackbar('Success', RENAMED);
    await waitFor(() => expect(avatar.hasAttribute('data-hint')).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Johnny' })).toBeNull();
  });

  it('shows no hint while the step has its saved result', async () => {
    open({ ...EXISTING, input: saved('Parents struggle with childcare', 'Working parents at night') });
    await loaded();
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: 'A sitter app' } });
    expect(button('Open the chat with Johnny').hasAttribute('data-hint')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Johnny' })).toBeNull();
  });

  it('does not open the start dialog over a conversation that already asks something', async () => {
    localStorage.setItem(
      'communicationHistory',
      JSON.stringify([
        {
          stepId: STEP.basicIdea,
          roundId: 'r-1',
          communicationHistory: [{ ...chatMessage({ answer: 'Which problem do you solve?' }), id: 1, question: '' }],
          threadId: null,
        },
      ]),
    );
    const { api } = open();
    await loaded();
    await idle(50);
    expect(screen.queryByRole('dialog', { name: 'Welcome Ada' })).toBeNull();
    expect(promptTypes(api)).toEqual([]);
  });
});

// Who wrote each section (issue 26): typed is the founder's, a suggestion taken as it is the AI's accepted by the
// founder, Autofill's the AI's; an edit makes any of them the founder's.
describe('Basic Idea authorship', () => {
  it('typing saves the section as the founder’s', async () => {
    const { state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    await waitFor(() =>
      expect(state.input?.[1]).toEqual({ type: 'TARGET USER', content: 'Working parents at night', author: 'founder' }),
    );
  });

  it('a suggestion of the AI button taken as it is saves ai-accepted; editing it then makes it the founder’s', async () => {
    const { state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Working parents at night' },
    });
    fireEvent.click(button('Get AI suggestions'));
    fireEvent.click(await screen.findByRole('button', { name: 'Suggestion 2' }));
    await waitFor(() => expect(state.input?.[1]).toMatchObject({ content: 'Suggestion 2', author: 'ai-accepted' }));
    expect(state.input?.[0]).toMatchObject({ author: 'founder' });

    fireEvent.change(editor('The first people who will use my product'), {
      target: { value: 'Suggestion 2, at night' },
    });
    await waitFor(() =>
      expect(state.input?.[1]).toMatchObject({ content: 'Suggestion 2, at night', author: 'founder' }),
    );
  });

  it('a chat suggestion taken into a section saves ai-accepted', async () => {
    const { state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.click(button('Support me'));
    const suggestions = await within(await openedChat()).findByRole('group', { name: 'Suggestions' });
    const first = within(suggestions).getAllByRole('button')[0]!;
    fireEvent.click(first);
    await waitFor(() =>
      expect(state.input?.[0]).toEqual({ type: 'PROBLEM', content: first.textContent, author: 'ai-accepted' }),
    );
  });

  it('Autofill all saves the AI’s; a section the founder edits after it is the founder’s, the others stay the AI’s', async () => {
    const { state } = open({ input: saved('Parents struggle with childcare') });
    await loaded();
    fireEvent.click(button('Autofill all'));
    await waitFor(() => expect(authorsOf(state.input)).toEqual(['ai', 'ai', 'ai']));
    // An autofilled step says so on every section, and nowhere "entered by you".
    expect(screen.getAllByTestId('author-label').map((l) => l.textContent)).toEqual([
      'AI-generated, filled automatically',
      'AI-generated, filled automatically',
      'AI-generated, filled automatically',
    ]);
    expect(screen.queryByText('entered by you')).toBeNull();
    fireEvent.click(row('The problem I solve'));
    fireEvent.change(editor('The problem I solve'), { target: { value: 'AI problem text, as I saw it' } });
    await waitFor(() => expect(authorsOf(state.input)).toEqual(['founder', 'ai', 'ai']));
    fireEvent.click(row('The first people who will use my product'));
    expect(row('The problem I solve').textContent).toContain('entered by you');
    // Opening a section and leaving it unchanged keeps its author.
    fireEvent.click(row('The solution in a nutshell'));
    fireEvent.blur(editor('The solution in a nutshell'));
    await waitFor(() => expect(authorsOf(state.input)).toEqual(['founder', 'ai', 'ai']));
  });

  it('a text saved without an author stays the AI’s until the founder changes it', async () => {
    const { state } = open({ input: saved('Old problem', 'Old users').map(({ author: _, ...entry }) => entry) });
    await loaded();
    fireEvent.change(editor('The solution in a nutshell'), { target: { value: 'A sitter app' } });
    await waitFor(() => expect(authorsOf(state.input)).toEqual(['ai', 'ai', 'founder']));
  });
});

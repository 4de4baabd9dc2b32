import type { FeedbackCardResult, FeedbackPin, Persona } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOHNNY } from '../../../test/aiFixtures';
import { type FakeCall, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { PERSONAS, qualifyServer, tinderResultOf } from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import { installScrollGeometry, type ScrollGeometry } from '../../../test/scrollGeometry';
import { makeStepResult, makeTrackData, STEP, TRACK_ID, VALIDATE } from '../../../test/trackFixtures';

const PAGE = `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.feedbackCard}&roundId=r-1`;
const [MARA] = PERSONAS as [Persona];

const agent = (id: string, name: string, mainTag: string, webSearch = false): Schemas['Agent'] => ({
  id,
  name,
  desc: `${name} looks at ${mainTag}.`,
  image: `/assets/agents/${id}.svg`,
  mainTag,
  webSearch,
  webSearchId: null,
  neededDataId: [],
});
const MARKET = agent('mentor_market', 'Mara', 'Market Size', true);
const TECH = agent('mentor_tech', 'Priya', 'Feasibility');
const SYNTH = agent('vali_synthuser', 'Synthetic User', 'Persona');

/** The mentor's reply to a turn: a pin named after the message (the opening pins 'First look'). */
function reply(call: FakeCall): Schemas['FeedbackCardReply'] {
  const body = call.body as Schemas['FeedbackCardRequest'];
  const topic = body.message ? `About ${body.message}` : `First look by ${body.agentId}`;
  return {
    threadId: `thread-${body.agentId}`,
    agentId: body.agentId,
    provider: 'offline',
    message: {
      answer: body.message ? `You said ${body.message}.` : `Hello from ${body.agentId}.`,
      dialogMessage: 'Who pays first?',
      formTransfer: [{ text: 'Groomers pay first.' }],
      pins: [
        {
          topic,
          content: `${topic} in detail.`,
          origin: body.webSearch ? 'web' : 'ai',
          source: body.webSearch ? 'https://example.org/pets' : null,
        },
      ],
    },
  };
}

function open(card?: FeedbackCardResult, path = PAGE, lang: 'en' | 'de' = 'en') {
  const tinder = tinderResultOf(MARA);
  const results = [tinder.result, ...(card ? [makeStepResult(STEP.feedbackCard, card, { name: 'feedbackCard' })] : [])];
  const holder: { state?: ReturnType<typeof qualifyServer>['state'] } = {};
  const server = qualifyServer(
    { results, files: [tinder.file] },
    {
      'GET /rounds/{roundId}/track': () =>
        ok(
          makeTrackData(
            { files: holder.state?.files ?? [], lastStreamId: VALIDATE, lastStepId: STEP.feedbackCard },
            holder.state?.results ?? [],
          ),
        ),
      'GET /aiservice/agents': () => ok([JOHNNY, MARKET, TECH, SYNTH]),
      'POST /aiservice/feedbackcard': (call) => ok(reply(call)),
      'POST /aiservice/clean-airesponse': () =>
        ok({ promptResult: 'Your pins:\n| Price | Ask five | Mara |', provider: 'offline' }),
    },
  );
  holder.state = server.state;
  localStorage.setItem('idea-studio.feedbackCard.infoShared', '1');
  if (lang !== 'en') server.api.on({ 'POST /auth/checklogin': () => ok(userDataResponse(makeUser({ lang }))) });
  const rendered = renderApp(path, { api: server.api, store: storeIn(lang) });
  return { ...rendered, ...server };
}

const savedCard = (state: ReturnType<typeof open>['state']) =>
  state.results.find((r) => r.stepId === STEP.feedbackCard)?.result as FeedbackCardResult | undefined;
const pick = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: /Select Mentor|Change mentor/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Mentor' });
  fireEvent.click(within(dialog).getByText(name));
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Feedback Card step', () => {
  it('keeps the message box closed until a mentor is picked; picking one starts the talk and pins its points', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { api, state } = open();
    const box = (await screen.findByRole('textbox', { name: 'Your message' })) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add pin' }));
    expect(alert).toHaveBeenCalledWith('No mentor is currently assigned. Please select a Mentor!');
    expect((screen.getByRole('button', { name: 'Export to whiteboard' }) as HTMLButtonElement).disabled).toBe(true);

    await pick('Mara');
    expect(await screen.findByText('Hello from mentor_market.')).toBeTruthy();
    expect(api.callsTo('POST /aiservice/feedbackcard')[0]?.body).toMatchObject({
      agentId: 'mentor_market',
      message: '',
      threadId: null,
    });
    await waitFor(() => expect(savedCard(state)?.pins.map((p) => p.topic)).toEqual(['First look by mentor_market']));
    expect(savedCard(state)?.pins[0]).toMatchObject({
      agentName: 'Mara',
      source: 'SIMPLE-CHAT',
      origin: 'ai',
      session: 'thread-mentor_market',
    });
    expect(box.disabled).toBe(false);

    // A message goes on in the thread; an empty one is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(box, { target: { value: 'Groomers in Hamburg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You said Groomers in Hamburg.')).toBeTruthy();
    expect(api.callsTo('POST /aiservice/feedbackcard')).toHaveLength(2);
    expect(api.callsTo('POST /aiservice/feedbackcard')[1]?.body).toMatchObject({
      message: 'Groomers in Hamburg',
      threadId: 'thread-mentor_market',
    });
    await waitFor(() => expect(savedCard(state)?.pins).toHaveLength(2));
    // The mentor wrote them; the founder kept them on the card: never "entered by you".
    expect(screen.getAllByTestId('pin-evidence').map((e) => e.textContent)).toEqual([
      'AI-generated, accepted by you',
      'AI-generated, accepted by you',
    ]);
  });

  it('adds, rephrases, prioritises and deletes pins, saving the card after each change', async () => {
    const { state } = open();
    await pick('Priya');
    await screen.findByText('Hello from mentor_tech.');
    fireEvent.click(screen.getByRole('button', { name: 'Add pin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pin' });
    const add = within(dialog).getByRole('button', { name: 'Add Entry' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Topic'), { target: { value: 'Van insurance' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: 'Ask two insurers.' } });
    fireEvent.click(add);
    await waitFor(() => expect(savedCard(state)?.pins).toHaveLength(2));
    const own = savedCard(state)!.pins[1] as FeedbackPin;
    expect(own).toMatchObject({
      topic: 'Van insurance',
      source: 'MANUALLY-ADDED',
      origin: 'user',
      author: 'founder',
      agentId: 'mentor_tech',
      prio: false,
    });
    const card = screen.getByRole('article', { name: 'Van insurance' });
    expect(within(card).getByTestId('pin-evidence').textContent).toBe('entered by you');

    fireEvent.click(within(card).getByRole('button', { name: 'Prioritise' }));
    await waitFor(() => expect(savedCard(state)?.pins.find((p) => p.topic === 'Van insurance')?.prio).toBe(true));
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Van insurance' })).getByRole('button', { name: 'Rephrase' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Rephrase the pin' });
    expect((within(edit).getByLabelText('Topic') as HTMLInputElement).value).toBe('Van insurance');
    fireEvent.change(within(edit).getByLabelText('Topic'), { target: { value: 'Insurance' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedCard(state)?.pins.map((p) => p.topic)).toContain('Insurance'));
    expect(savedCard(state)?.pins.find((p) => p.topic === 'Insurance')?.prio).toBe(false);

    fireEvent.click(within(screen.getByRole('article', { name: 'Insurance' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(savedCard(state)?.pins.map((p) => p.topic)).toEqual(['First look by mentor_tech']));
    expect(savedCard(state)?.changedEvents).toEqual([
      { type: 'add', agentId: 'mentor_tech' },
      { type: 'priorised', agentId: 'mentor_tech' },
      { type: 'edited', agentId: 'mentor_tech' },
      { type: 'deleted', agentId: 'mentor_tech' },
    ]);
  });

  it('opens the mentor of the address, speaks as the main persona for the synthetic user, and searches the web only for mentors who can', async () => {
    const { api } = open(undefined, `${PAGE}&agentId=vali_synthuser`);
    expect(await screen.findByText('Hello from vali_synthuser.')).toBeTruthy();
    expect(screen.getAllByText(MARA.name).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Search the web for this message')).toBeNull();

    await pick('Mara');
    await screen.findByText('Hello from mentor_market.');
    fireEvent.click(screen.getByLabelText('Search the web for this message'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'pet spending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You said pet spending.')).toBeTruthy();
    expect(api.callsTo('POST /aiservice/feedbackcard').at(-1)?.body).toMatchObject({
      webSearch: true,
      threadId: 'thread-mentor_market',
    });
    const web = await screen.findByRole('article', { name: 'About pet spending' });
    expect(within(web).getByTestId('pin-evidence').textContent).toBe('from the web: https://example.org/pets');
  });

  it('copies the pins for a whiteboard from the first pipe, and shows them when the clipboard refuses', async () => {
    const card: FeedbackCardResult = {
      pins: [
        {
          topic: 'Price',
          content: 'Ask five.',
          agentId: 'mentor_market',
          agentName: 'Mara',
          prio: false,
          source: 'MANUALLY-ADDED',
          origin: 'user',
        },
      ],
      changedEvents: [],
    };
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { api } = open(card);
    fireEvent.click(await screen.findByRole('button', { name: 'Export to whiteboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('| Price | Ask five | Mara |'));
    expect(api.callsTo('POST /aiservice/clean-airesponse')[0]?.body).toMatchObject({ promptId: 'EXPORT_MIRO' });
    await expectSnackbar('Exported', 'Data saved in Clipboard. Use "Ctrl+V" on Miro.');

    writeText.mockRejectedValueOnce(new Error('denied'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fireEvent.click(screen.getByRole('button', { name: 'Export to whiteboard' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringContaining('| Price | Ask five | Mara |')));
  });
});

// Who wrote a pin and a message (issue 26): the founder's own words only when typed by hand; what a mentor proposes
// is the AI's, accepted by the founder; what an autofill made is the AI's. The label follows.
describe('Feedback Card conversation scrolling', () => {
  let geometry: ScrollGeometry;
  beforeEach(() => {
    geometry = installScrollGeometry(['card-conversation']);
  });
  afterEach(() => geometry.restore());

  it('keeps a late answer in view, and tells a reader who scrolled up of it with New answer ↓', async () => {
    const { api } = open();
    // A real model answers after a while: the answer fills the waiting turn, no turn is added.
    api.on({
      'POST /aiservice/feedbackcard': (call) =>
        new Promise((resolve) => setTimeout(() => resolve(ok(reply(call))), 300)),
    });
    const box = (await screen.findByRole('textbox', { name: 'Your message' })) as HTMLTextAreaElement;
    await pick('Mara');
    await screen.findByText('Hello from mentor_market.');
    const conversation = screen.getByTestId('card-conversation');
    await waitFor(() => expect(geometry.distanceToBottom(conversation)).toBe(0));

    const say = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    };
    await waitFor(() => expect(box.disabled).toBe(false));
    say('Groomers in Hamburg would pay twenty euros a visit for the booking');
    expect(
      await screen.findByText('You said Groomers in Hamburg would pay twenty euros a visit for the booking.'),
    ).toBeTruthy();
    await waitFor(() => expect(geometry.distanceToBottom(conversation)).toBe(0));
    expect(conversation.scrollTop).toBeGreaterThan(0);

    await waitFor(() => expect(box.disabled).toBe(false));
    say('And dog owners?');
    geometry.readerScrollsTo(conversation, 0);
    await screen.findByText('You said And dog owners?.');
    expect(conversation.scrollTop).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'New answer ↓' }));
    expect(geometry.distanceToBottom(conversation)).toBe(0);
    expect(screen.queryByRole('button', { name: 'New answer ↓' })).toBeNull();
  });
});

describe('Feedback Card authorship', () => {
  const labelOf = (topic: string) =>
    within(screen.getByRole('article', { name: topic })).getByTestId('pin-evidence').textContent;
  const pin = (topic: string, extra: Partial<FeedbackPin>): FeedbackPin => ({
    topic,
    content: `${topic} in detail.`,
    agentId: 'mentor_market',
    agentName: 'Mara',
    prio: false,
    source: 'SIMPLE-CHAT',
    origin: 'ai',
    ...extra,
  });

  it('a typed message is sent as the founder’s, a clicked reply as ai-accepted; the mentor’s pins are ai-accepted', async () => {
    const { api, state } = open();
    await pick('Mara');
    await screen.findByText('Hello from mentor_market.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Groomers in Hamburg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('You said Groomers in Hamburg.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Groomers pay first.' }).at(-1)!);
    await screen.findByText('You said Groomers pay first..');
    expect(
      api.callsTo('POST /aiservice/feedbackcard').map((c) => (c.body as Schemas['FeedbackCardRequest']).author),
    ).toEqual([undefined, 'founder', 'ai-accepted']);
    await waitFor(() => expect(savedCard(state)?.pins).toHaveLength(3));
    expect(savedCard(state)?.pins.map((p) => p.author)).toEqual(['ai-accepted', 'ai-accepted', 'ai-accepted']);
    expect(labelOf('About Groomers pay first.')).toBe('AI-generated, accepted by you');
  });

  it('an autofilled or mentor pin never reads "entered by you"; a hand-added or rephrased one does', async () => {
    const card: FeedbackCardResult = {
      pins: [
        // What a mentor pinned from an answer the autofill gave: the AI's, even where it claims the founder said it.
        pin('Autofilled claim', { origin: 'user', author: 'ai' }),
        // A pin kept from before authorship was recorded: no author, so not the founder's.
        pin('Old claim', { origin: 'user', source: 'MANUALLY-ADDED' }),
        pin('Mentor point', { author: 'ai-accepted' }),
        pin('Typed by hand', { origin: 'user', author: 'founder', source: 'MANUALLY-ADDED' }),
      ],
      changedEvents: [],
    };
    const { state } = open(card);
    await screen.findByRole('article', { name: 'Typed by hand' });
    expect(labelOf('Autofilled claim')).toBe('AI-generated, filled automatically');
    expect(labelOf('Old claim')).toBe('AI-generated');
    expect(labelOf('Mentor point')).toBe('AI-generated, accepted by you');
    expect(labelOf('Typed by hand')).toBe('entered by you');
    expect(screen.getAllByText('entered by you')).toHaveLength(1);

    // Rephrased by the founder, the mentor's point is the founder's own words.
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Mentor point' })).getByRole('button', { name: 'Rephrase' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Rephrase the pin' });
    fireEvent.change(within(edit).getByLabelText('Content'), { target: { value: 'In my words: ask five groomers.' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(labelOf('Mentor point')).toBe('entered by you'));
    await waitFor(() => expect(savedCard(state)?.pins.find((p) => p.topic === 'Mentor point')?.author).toBe('founder'));
  });

  it('in German too, only the founder’s pin reads "von dir eingegeben"', async () => {
    const card: FeedbackCardResult = {
      pins: [
        pin('Automatisch', { origin: 'user', author: 'ai' }),
        pin('Von Hand', { origin: 'user', author: 'founder' }),
      ],
      changedEvents: [],
    };
    open(card, PAGE, 'de');
    await screen.findByRole('article', { name: 'Von Hand' });
    await waitFor(() => expect(labelOf('Automatisch')).toBe('KI-generiert, automatisch ausgefüllt'));
    expect(labelOf('Von Hand')).toBe('von dir eingegeben');
  });
});

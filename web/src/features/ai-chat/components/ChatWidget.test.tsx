import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, chatReply, JOHNNY } from '../../../test/aiFixtures';
import { fakeApi, type Handlers, ok } from '../../../test/fakeApi';
import { renderWithApi } from '../../../test/renderWithApi';
import { installScrollGeometry, type ScrollGeometry } from '../../../test/scrollGeometry';
import { STEP as STEPS_BY_TYPE } from '../../../test/trackFixtures';
import { useChat } from '../hooks/useChat';
import { ChatWidget } from './ChatWidget';

const ROUND = 'r-1';
const STEP = STEPS_BY_TYPE.basicIdea;

/** A button that sends through the chat from outside the widget, as a step does. */
function Sender({ text }: { text: string }) {
  const chat = useChat();
  return (
    <>
      <button type="button" onClick={() => void chat.send(text)}>
        outside send
      </button>
      <button type="button" onClick={chat.hint}>
        outside hint
      </button>
    </>
  );
}

function setup(handlers: Handlers = {}, sender?: string) {
  let replies = 0;
  const api = fakeApi({
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /aiservice/default': (call) => {
      replies += 1;
      const body = call.body as { userText: string };
      return ok(
        chatReply(chatMessage({ answer: body.userText ? `Answer ${replies} to ${body.userText}` : 'Hello again!' })),
      );
    },
    'DELETE /aiservice/threads/{threadId}': () => ok({ success: true }),
    ...handlers,
  });
  const result = renderWithApi(
    <>
      <ChatWidget roundId={ROUND} stepId={STEP} modelId="Basic Idea" />
      {sender !== undefined && <Sender text={sender} />}
    </>,
    { api },
  );
  return result;
}

const avatar = () => screen.getByRole('button', { name: 'Open the chat with Johnny' });
const panel = () => screen.getByRole('dialog', { name: 'Chat with Johnny' });
const input = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const openChat = async () => {
  fireEvent.click(avatar());
  return await screen.findByRole('dialog', { name: 'Chat with Johnny' });
};
const typeAndSend = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};
const sent = (api: ReturnType<typeof setup>['api']) => api.callsTo('POST /aiservice/default').map((c) => c.body);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AI chat widget', () => {
  it("opens the panel from Johnny's avatar with Reset Chat and close", async () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openChat();
    expect(within(dialog).getByText('Johnny')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reset Chat' })).toBeTruthy();
    expect(within(dialog).getByText('Ask me anything about your idea.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends with Send, labels the turns ME and Johnny, and keeps one thread id across calls', async () => {
    const { api } = setup();
    await openChat();
    typeAndSend('Parents need babysitters');
    expect(await within(panel()).findByText('Answer 1 to Parents need babysitters')).toBeTruthy();
    expect(within(panel()).getByText('What problem do you want to solve — and who has it?')).toBeTruthy();
    const userTurn = within(panel()).getByTestId('chat-turn-user');
    expect(userTurn.textContent).toBe('MEParents need babysitters');
    expect(within(panel()).getByTestId('chat-turn-agent').textContent).toMatch(/^Johnny/);
    expect(input().value).toBe('');

    typeAndSend('In big cities');
    expect(await within(panel()).findByText('Answer 2 to In big cities')).toBeTruthy();
    expect(sent(api)).toEqual([
      {
        agentId: 'flying_jhonny',
        modelId: 'Basic Idea',
        userText: 'Parents need babysitters',
        threadId: null,
        roundId: ROUND,
        stepId: STEP,
      },
      {
        agentId: 'flying_jhonny',
        modelId: 'Basic Idea',
        userText: 'In big cities',
        threadId: 'th-1',
        roundId: ROUND,
        stepId: STEP,
      },
    ]);
  });

  it('sends on Enter, not on Shift+Enter, and ignores an empty message', async () => {
    const { api } = setup();
    await openChat();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(input(), { target: { value: 'Line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(api.callsTo('POST /aiservice/default')).toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await within(panel()).findByText('Answer 1 to Line one')).toBeTruthy();
    expect(api.callsTo('POST /aiservice/default')).toHaveLength(1);
  });

  it('shows a random pick of 4 suggestions; Refresh picks again; a click fills the message box', async () => {
    setup();
    await openChat();
    const all = chatMessage().formTransfer.map((s) => s.text);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    typeAndSend('Hi');
    const group = await within(panel()).findByRole('group', { name: 'Suggestions' });
    const shown = () =>
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((text) => text && all.includes(text));
    expect(shown()).toEqual([all[1], all[2], all[3], all[4]]);
    random.mockReturnValue(0.999);
    fireEvent.click(within(group).getByRole('button', { name: 'Refresh suggestions' }));
    expect(shown()).toEqual([all[0], all[1], all[2], all[3]]);
    fireEvent.click(within(group).getByRole('button', { name: all[2] }));
    expect(input().value).toBe(all[2]);
  });

  it('Reset Chat closes, clears the messages, forgets the thread and sends an empty message to restart', async () => {
    const { api } = setup();
    await openChat();
    typeAndSend('First idea');
    expect(await within(panel()).findByText('Answer 1 to First idea')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Reset Chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /aiservice/default')).toHaveLength(2));
    expect(api.callsTo('DELETE /aiservice/threads/{threadId}').map((c) => c.params.threadId)).toEqual(['th-1']);
    expect(sent(api)[1]).toMatchObject({ userText: '', threadId: null });
    await waitFor(() => expect(localStorage.getItem('communicationHistory')).toContain('Hello again!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openChat();
    expect(within(dialog).getByText('Hello again!')).toBeTruthy();
    expect(within(dialog).queryByText('Answer 1 to First idea')).toBeNull();
    expect(within(dialog).queryByTestId('chat-turn-user')).toBeNull();
  });

  it('shows the Offline assistant badge with a hint how to connect a model', async () => {
    setup();
    await openChat();
    expect(within(panel()).queryByText('Offline assistant')).toBeNull();
    typeAndSend('Hi');
    const badge = await within(panel()).findByText('Offline assistant');
    fireEvent.pointerEnter(badge, { pointerType: 'mouse' });
    fireEvent.mouseEnter(badge);
    fireEvent.mouseMove(badge);
    expect((await screen.findByRole('tooltip')).textContent).toContain('AI_PROVIDER=openai, AI_BASE_URL and AI_MODEL');
  });

  it('shows no badge for a connected model', async () => {
    setup({ 'POST /aiservice/default': () => ok(chatReply(chatMessage(), { provider: 'openai' })) });
    await openChat();
    typeAndSend('Hi');
    expect(await within(panel()).findByText(chatMessage().answer)).toBeTruthy();
    expect(within(panel()).queryByText('Offline assistant')).toBeNull();
  });

  it('opens by itself when an answer arrives', async () => {
    setup({}, 'Help me');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'outside send' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Johnny' })).toBeTruthy();
    expect(within(panel()).getByText('Answer 1 to Help me')).toBeTruthy();
  });

  it('shows the red dot and the hint dialog; Start Dialogue opens the chat and clears the hint', async () => {
    setup({}, '');
    expect(avatar().hasAttribute('data-hint')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'outside hint' }));
    expect(avatar().getAttribute('data-hint')).toBe('true');
    const hint = screen.getByRole('dialog', { name: 'Johnny' });
    expect(hint.textContent).toContain('Shall we sharpen your text together?');
    fireEvent.click(within(hint).getByRole('button', { name: 'Start Dialogue' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Johnny' })).toBeTruthy();
    // The open panel takes the avatar's place.
    expect(screen.queryByRole('button', { name: 'Open the chat with Johnny' })).toBeNull();
    const hidden = screen.getByRole('button', { name: 'Open the chat with Johnny', hidden: true });
    expect(hidden.hasAttribute('data-hint')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Johnny' })).toBeNull();
  });

  it('shows the wait spinner texts while the answer is on its way', async () => {
    setup({ 'POST /aiservice/default': () => new Promise(() => {}) });
    await openChat();
    typeAndSend('Slow question');
    expect(within(panel()).getByText('Slow question')).toBeTruthy();
    expect(await within(panel()).findByText('Just loading...', {}, { timeout: 2000 })).toBeTruthy();
  });

  describe('scrolling', () => {
    // A real model answers after a while: the answer replaces the waiting turn without adding a turn.
    const LONG = 'This answer is long enough to reach below the visible part of the conversation. '.repeat(3);
    const slowly = (answer: string) => () =>
      new Promise<ReturnType<typeof ok<ReturnType<typeof chatReply>>>>((resolve) =>
        setTimeout(() => resolve(ok(chatReply(chatMessage({ answer })))), 300),
      );
    let geometry: ScrollGeometry;
    beforeEach(() => {
      geometry = installScrollGeometry(['chat-conversation']);
    });
    afterEach(() => geometry.restore());
    const conversation = () => within(panel()).getByTestId('chat-conversation');

    it('keeps an answer that arrives late in view while the reader is at the bottom', async () => {
      setup({ 'POST /aiservice/default': slowly(LONG) });
      await openChat();
      typeAndSend('Hi');
      await within(panel()).findByText(LONG.trim());
      await waitFor(() => expect(geometry.distanceToBottom(conversation())).toBe(0));
      expect(conversation().scrollTop).toBeGreaterThan(0);
      expect(within(panel()).queryByRole('button', { name: 'New answer ↓' })).toBeNull();
    });

    it('stays where a reader who scrolled up is and offers New answer ↓, which scrolls down', async () => {
      setup({ 'POST /aiservice/default': slowly(LONG) });
      await openChat();
      typeAndSend('Hi');
      await within(panel()).findByText(LONG.trim());
      await waitFor(() => expect(geometry.distanceToBottom(conversation())).toBe(0));

      // Sending brings the end into view; while the answer is on its way, the reader scrolls up.
      geometry.readerScrollsTo(conversation(), 0);
      typeAndSend('And then?');
      expect(geometry.distanceToBottom(conversation())).toBe(0);
      geometry.readerScrollsTo(conversation(), 0);
      await waitFor(() => expect(within(panel()).getAllByText(LONG.trim())).toHaveLength(2));
      expect(conversation().scrollTop).toBe(0);
      fireEvent.click(await within(panel()).findByRole('button', { name: 'New answer ↓' }));
      expect(geometry.distanceToBottom(conversation())).toBe(0);
      expect(within(panel()).queryByRole('button', { name: 'New answer ↓' })).toBeNull();
    });
  });

  it('shows an answer that is not JSON as one answer', async () => {
    setup({ 'POST /aiservice/default': () => ok(chatReply('Plain words, no JSON here.')) });
    await openChat();
    typeAndSend('Hi');
    expect(await within(panel()).findByText('Plain words, no JSON here.')).toBeTruthy();
    expect(within(panel()).queryByRole('group', { name: 'Suggestions' })).toBeNull();
  });

  it('keeps the conversation and its thread in localStorage for the step and round', async () => {
    const first = setup();
    await openChat();
    typeAndSend('Remember me');
    await within(panel()).findByText('Answer 1 to Remember me');
    const stored = JSON.parse(localStorage.getItem('communicationHistory') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ stepId: STEP, roundId: ROUND, threadId: 'th-1' });
    expect(stored[0].communicationHistory[0]).toMatchObject({
      question: 'Remember me',
      answer: 'Answer 1 to Remember me',
      context_id: 'Basic Idea problem',
      upload: false,
      fill_all: false,
    });
    first.unmount();

    const second = setup();
    const dialog = await openChat();
    expect(within(dialog).getByText('Answer 1 to Remember me')).toBeTruthy();
    typeAndSend('Again');
    await within(panel()).findByText('Answer 1 to Again');
    expect(second.api.callsTo('POST /aiservice/default')[0]?.body).toMatchObject({ threadId: 'th-1' });
  });
});

describe('speech input', () => {
  class FakeRecognition {
    static last: FakeRecognition | null = null;
    lang = '';
    continuous = false;
    interimResults = true;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn();
    stop = vi.fn(() => this.onend?.());
    constructor() {
      FakeRecognition.last = this;
    }
  }

  it('has no mic where the browser cannot recognise speech', async () => {
    setup();
    await openChat();
    expect(screen.queryByRole('button', { name: 'Speak your message' })).toBeNull();
  });

  it('listens in German, continuously, final results only; the transcript fills the input', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    setup();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Speak your message' }));
    const rec = FakeRecognition.last!;
    expect(rec.start).toHaveBeenCalled();
    expect([rec.lang, rec.continuous, rec.interimResults]).toEqual(['de-DE', true, false]);
    const result = (transcript: string, isFinal: boolean) =>
      Object.assign([{ transcript }], { isFinal }) as unknown as { isFinal: boolean };
    act(() =>
      rec.onresult?.({ resultIndex: 0, results: [result('Eltern suchen', true), result('Babysitter', false)] }),
    );
    expect(input().value).toBe('Eltern suchen');
    fireEvent.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(rec.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Speak your message' })).toBeTruthy();
  });

  it('shows an alert when recognition fails', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    setup();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Speak your message' }));
    act(() => FakeRecognition.last?.onerror?.({ error: 'not-allowed' }));
    expect(alert).toHaveBeenCalledWith('Speech recognition failed: not-allowed');
  });
});

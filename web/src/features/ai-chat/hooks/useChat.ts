import { ApiError, type IdeaClient, unwrap } from '@idea-studio/sdk';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useApi } from '../../../app/ApiProvider';
import type { AppStore } from '../../../app/store';
import {
  type ChatContext,
  chatAgentAtom,
  chatContextAtom,
  chatDraftAtom,
  chatEntriesAtom,
  chatHiddenAtom,
  chatHintAtom,
  chatOpenAtom,
  chatPendingAtom,
  chatProviderAtom,
  chatSessionAtom,
  chatThreadAtom,
  DEFAULT_CHAT_MODEL,
  JOHNNY_AGENT_ID,
} from '../atoms/chatAtoms';
import { type AiProvider, type ChatEntry, type ChatMessage, parseChatMessages } from '../chatMessages';
import { lastProvider, loadConversation, saveConversation } from '../history';

export interface SendOptions {
  /** What the conversation shows as the user's turn (default: the text sent; '' shows none). */
  question?: string;
  /** Open the chat when the answer arrives (part 2 §4.2); Reset Chat's restart does not. */
  autoOpen?: boolean;
}

export interface ChatActions {
  /** Opens the panel: the agent becomes Johnny and the hint is cleared (part 2 §4.2). */
  open: () => void;
  close: () => void;
  /** Shows the red dot and the hint dialog, unless the chat is open. */
  hint: () => void;
  dismissHint: () => void;
  /** Sends a message in the conversation's thread; resolves whether an answer arrived. */
  send: (userText: string, options?: SendOptions) => Promise<boolean>;
  /** Adds answers that came another way (the step's AI opening) as the agent's turns and opens the chat. */
  receive: (messages: ChatMessage[], provider: AiProvider, options?: { autoOpen?: boolean }) => void;
  /** Reset Chat: closes, clears the messages, forgets the thread and sends an empty message to restart. */
  reset: () => Promise<void>;
  /** Starts the conversation of a step: its stored history and thread, closed, without hint. */
  start: (context: ChatContext) => void;
}

function persist(store: AppStore) {
  const context = store.get(chatContextAtom);
  if (!context) return;
  saveConversation(context.roundId, context.stepId, {
    entries: store.get(chatEntriesAtom),
    threadId: store.get(chatThreadAtom),
  });
}

function append(store: AppStore, messages: ChatMessage[], question: string, agentId: string, provider: AiProvider) {
  const entries = store.get(chatEntriesAtom);
  const first = Math.max(Date.now(), (entries.at(-1)?.id ?? 0) + 1);
  const added: ChatEntry[] = messages.map((message, index) => ({
    ...message,
    id: first + index,
    question: index === 0 ? question : '',
    agentId,
    provider,
  }));
  // No readable answer: the question still shows, so the user sees what was sent.
  if (added.length === 0 && question) {
    added.push({
      id: first,
      question,
      answer: '',
      dialogMessage: '',
      formTransfer: [],
      upload: false,
      fill_all: false,
      context_id: '',
      agentId,
      provider,
    });
  }
  store.set(chatEntriesAtom, [...entries, ...added]);
  store.set(chatProviderAtom, provider);
  persist(store);
}

let pendingIds = 0;

/** The chat's actions on the app's store (see `useChat`). */
export function createChatActions(store: AppStore, quiet: IdeaClient, report: (error: unknown) => void): ChatActions {
  const open = () => {
    store.set(chatOpenAtom, true);
    store.set(chatAgentAtom, JOHNNY_AGENT_ID);
    store.set(chatHintAtom, false);
  };

  const showAnswer = () => {
    if (store.get(chatHiddenAtom)) return;
    store.set(chatOpenAtom, true);
    store.set(chatHintAtom, false);
  };

  const request = (userText: string, threadId: string | null) => {
    const context = store.get(chatContextAtom);
    return unwrap(
      quiet.POST('/aiservice/default', {
        body: {
          agentId: store.get(chatAgentAtom),
          modelId: context?.modelId ?? DEFAULT_CHAT_MODEL,
          userText,
          threadId,
          ...(context ? { roundId: context.roundId, stepId: context.stepId } : {}),
        },
      }),
    );
  };

  const send: ChatActions['send'] = async (userText, { question = userText, autoOpen = true } = {}) => {
    const session = store.get(chatSessionAtom);
    const pending = { id: ++pendingIds, question };
    store.set(chatPendingAtom, (list) => [...list, pending]);
    const agentId = store.get(chatAgentAtom);
    try {
      const threadId = store.get(chatThreadAtom);
      let reply: Awaited<ReturnType<typeof request>>;
      try {
        reply = await request(userText, threadId);
      } catch (error) {
        // A thread the server no longer knows (e.g. after its data was reset): start a new one.
        if (!(error instanceof ApiError && error.status === 404 && threadId)) throw error;
        store.set(chatThreadAtom, null);
        reply = await request(userText, null);
      }
      if (store.get(chatSessionAtom) !== session) return false;
      store.set(chatThreadAtom, reply.threadId);
      append(store, parseChatMessages(reply.message), question, agentId, reply.provider);
      if (autoOpen) showAnswer();
      return true;
    } catch (error) {
      if (store.get(chatSessionAtom) === session) report(error);
      return false;
    } finally {
      store.set(chatPendingAtom, (list) => list.filter((p) => p !== pending));
    }
  };

  const receive: ChatActions['receive'] = (messages, provider, { autoOpen = true } = {}) => {
    append(store, messages, '', JOHNNY_AGENT_ID, provider);
    if (autoOpen && messages.length > 0) showAnswer();
  };

  const reset = async () => {
    const threadId = store.get(chatThreadAtom);
    store.set(chatOpenAtom, false);
    store.set(chatSessionAtom, (n) => n + 1);
    store.set(chatEntriesAtom, []);
    store.set(chatPendingAtom, []);
    store.set(chatThreadAtom, null);
    persist(store);
    if (threadId) {
      await quiet.DELETE('/aiservice/threads/{threadId}', { params: { path: { threadId } } }).catch(() => undefined);
    }
    await send('', { question: '', autoOpen: false });
  };

  const start = (context: ChatContext) => {
    const stored = loadConversation(context.roundId, context.stepId);
    store.set(chatSessionAtom, (n) => n + 1);
    store.set(chatContextAtom, context);
    store.set(chatEntriesAtom, stored.entries);
    store.set(chatThreadAtom, stored.threadId);
    store.set(chatProviderAtom, lastProvider(stored.entries));
    store.set(chatPendingAtom, []);
    store.set(chatOpenAtom, false);
    store.set(chatHintAtom, false);
    store.set(chatHiddenAtom, false);
    store.set(chatAgentAtom, JOHNNY_AGENT_ID);
    store.set(chatDraftAtom, '');
  };

  return {
    open,
    close: () => store.set(chatOpenAtom, false),
    hint: () => {
      if (!store.get(chatOpenAtom)) store.set(chatHintAtom, true);
    },
    dismissHint: () => store.set(chatHintAtom, false),
    send,
    receive,
    reset,
    start,
  };
}

/**
 * The AI chat of the track page (part 2 §2.15, §4.2) for any component: one thread id kept across calls, the
 * history in localStorage, answers open the chat. Failures show in the snackbar (a thread the server forgot is
 * replaced by a new one without a message).
 */
export function useChat(): ChatActions {
  const store = useStore();
  const { quiet, report } = useApi();
  return useMemo(() => createChatActions(store, quiet, report), [store, quiet, report]);
}

import type { Schemas } from '@idea-studio/sdk';
import { atom } from 'jotai';
import type { AiProvider, ChatEntry } from '../chatMessages';

/** The assistant and the default model of the chat (part 2 §3, §9). */
export const JOHNNY_AGENT_ID = 'flying_jhonny';
export const DEFAULT_CHAT_MODEL = 'HOMECHAT';

/** Where the chat talks: the round and step it belongs to and the model id it sends (e.g. 'Basic Idea'). */
export interface ChatContext {
  roundId: string;
  stepId: string;
  modelId: string;
}

export const chatContextAtom = atom<ChatContext | null>(null);

/** Grows whenever the conversation starts over (other step, Reset Chat): late answers of the old one are dropped. */
export const chatSessionAtom = atom(0);

export const chatOpenAtom = atom(false);
/** The red dot on the avatar and the hint dialog (e.g. the text control's "more than two words" notice). */
export const chatHintAtom = atom(false);
/** The step hides the chat (Basic Idea with all three sections filled). */
export const chatHiddenAtom = atom(false);
/** The agent the chat talks to; opening the chat sets it to Johnny. */
export const chatAgentAtom = atom(JOHNNY_AGENT_ID);

export const chatEntriesAtom = atom<ChatEntry[]>([]);
export const chatThreadAtom = atom<string | null>(null);
/** Questions sent and not answered yet (shown as ME turns next to the spinner). */
export const chatPendingAtom = atom<Array<{ id: number; question: string }>>([]);
/** The provider of the latest answer ('offline' shows the badge). */
export const chatProviderAtom = atom<AiProvider | null>(null);
/** The text in the message box (speech input and suggestions without a form fill it). */
export const chatDraftAtom = atom('');

/**
 * What the open step offers to the chat: a context label put in front of typed messages ('Basic Idea problem'),
 * taking a suggestion into its form, filling all sections and uploading a paper. Steps register them while shown.
 */
export interface ChatStepActions {
  label?: string;
  transfer?: (text: string, contextId: string) => boolean;
  fillAll?: () => void;
  upload?: () => void;
}

export const chatStepActionsAtom = atom<ChatStepActions>({});

/** An agent of listAgents (server state: `useAgents`). */
export type Agent = Schemas['Agent'];

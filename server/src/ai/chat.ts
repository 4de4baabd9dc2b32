// The assistant chat (POST /aiservice/default, DELETE /aiservice/threads/{threadId}): one thread per conversation
// kept on the server with its turns; the model id picks the catalogue entry (HOMECHAT, 'Basic Idea',
// OPTIMIZE-MISSION, …). An empty message restarts the conversation (Reset Chat sends one, spec part 2 §4.2).
import type { ChatMessage, ChatReply, ChatRequest } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { findAgent } from './data.js';
import { threadNotFound, unknownAgent, unknownPrompt } from './errors.js';
import type { AiLog } from './log.js';
import { MAX_HISTORY_TURNS } from './providers/prompt.js';
import type { AiService } from './service.js';
import {
  type AiThreadRow,
  clearMessages,
  deleteThread,
  findThread,
  insertMessages,
  insertThread,
  listTurns,
} from './threads.js';
import type { Lang } from './types.js';

export type { ChatReply, ChatRequest };

/** Labels the web puts in front of a chat message are at most this long ('Basic Idea Support me', …). */
const MAX_LABEL_CHARS = 80;

/**
 * Splits the context label the web sends in front of a message (spec part 2 §7.1: 'Basic Idea problem: …',
 * 'Basic Idea Support me: …', 'Basic Idea Idea Extract from file: …') from the text. A label starts with the
 * model id; a message that is only a label has no text.
 */
export function splitContextLabel(modelId: string, userText: string): { label?: string; text: string } {
  const trimmed = userText.trim();
  const prefix = modelId.toLowerCase();
  if (!trimmed.toLowerCase().startsWith(prefix)) return { text: userText };
  const colon = trimmed.indexOf(':');
  if (colon >= 0 && colon <= MAX_LABEL_CHARS && !trimmed.slice(0, colon).includes('\n')) {
    return { label: trimmed.slice(0, colon).trim(), text: trimmed.slice(colon + 1).trim() };
  }
  if (trimmed.length <= MAX_LABEL_CHARS && !trimmed.includes('\n')) return { label: trimmed, text: '' };
  return { text: userText };
}

export async function sendChatMessage(
  service: AiService,
  db: Db,
  user: { id: string; lang: Lang },
  body: ChatRequest,
  now: Date,
  log?: AiLog,
): Promise<ChatReply> {
  const entry = service.catalogue.get(body.modelId);
  if (!entry) throw unknownPrompt();
  if (!findAgent(body.agentId)) throw unknownAgent();
  const requestedThread = body.threadId?.trim() || undefined;
  const found = requestedThread ? await findThread(db, requestedThread, user.id) : undefined;
  if (requestedThread && !found) throw threadNotFound();
  // A thread belongs to its round: a message for another round starts a new thread, so the turns of one idea never
  // reach the answers about another.
  const thread = found && body.roundId && found.round_id && found.round_id !== body.roundId ? undefined : found;

  const restart = body.userText.trim() === '';
  const history = thread && !restart ? await listTurns(db, thread.id, MAX_HISTORY_TURNS) : [];
  const { label, text } = splitContextLabel(entry.id, body.userText);
  const result = await service.run(entry, text, {
    userId: user.id,
    lang: user.lang,
    roundId: body.roundId || thread?.round_id || undefined,
    stepId: body.stepId || undefined,
    agentId: body.agentId,
    contextLabel: label,
    history,
    log,
  });

  // The output was validated against the entry's contract schema: a ChatMessage, or the text of a text entry.
  const message = result.output as ChatMessage | string;
  const threadId = await recordTurn(db, {
    thread,
    restart,
    userId: user.id,
    roundId: result.context.roundId ?? null,
    agentId: body.agentId,
    modelId: entry.id,
    userText: body.userText,
    answer: typeof message === 'string' ? message : JSON.stringify(message),
    now,
  });
  return { threadId, message, provider: result.provider };
}

export interface TurnRecord {
  /** The thread the turn continues; undefined starts a new one. */
  thread: AiThreadRow | undefined;
  /** A restart clears the thread's turns and keeps only the new opening. */
  restart: boolean;
  userId: string;
  roundId: string | null;
  agentId: string;
  modelId: string;
  userText: string;
  answer: string;
  now: Date;
}

/** Stores a turn (the user's message, unless it restarts, and the answer) in its thread; answers the thread id. */
export async function recordTurn(db: Db, turn: TurnRecord): Promise<string> {
  const created = nowIso(turn.now);
  const threadId = turn.thread?.id ?? newId(turn.now.getTime());
  await db.transaction().execute(async (trx) => {
    if (!turn.thread) {
      await insertThread(trx, {
        id: threadId,
        user_id: turn.userId,
        round_id: turn.roundId,
        agent_id: turn.agentId,
        model_id: turn.modelId,
        created_at: created,
      });
    } else if (turn.restart) {
      await clearMessages(trx, threadId);
    }
    await insertMessages(trx, [
      ...(turn.restart
        ? []
        : [{ id: newId(), thread_id: threadId, role: 'user' as const, content: turn.userText, created_at: created }]),
      { id: newId(), thread_id: threadId, role: 'assistant', content: turn.answer, created_at: created },
    ]);
  });
  return threadId;
}

/** Forgets the user's thread and its history (Reset Chat); 404 for an unknown thread or another user's. */
export async function resetChat(db: Db, userId: string, threadId: string): Promise<{ success: boolean }> {
  if (!(await deleteThread(db, threadId, userId))) throw threadNotFound();
  return { success: true };
}

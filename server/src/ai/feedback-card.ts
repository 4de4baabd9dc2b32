// The Feedback Card conversation (POST /aiservice/feedbackcard, part 2 §2.14, §7.1): one thread per mentor and
// round kept on the server; an empty message (re)starts it with the mentor's opening. The mentor answers, asks,
// offers replies and proposes pins; the client adds the pins to the card and saves it (sdk rules/pins.ts). Every
// pin's origin is checked against what the answer really drew on: a web pin needs a URL of this turn's search, a
// document pin a file of the context; anything else is the AI's own assessment.
//
// Who wrote the message (issue 26) is settled first: a message equal to a text the AI generated for the round (a
// reply the mentor offered, clicked or sent by autofill) is at most ai-accepted. Only a message the founder wrote can
// give a pin the origin `user` (the founder's claim); every pin carries its author in the reply.
import type { Author, FeedbackCardMessage, FeedbackCardReply, FeedbackCardRequest, PinDraft } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { roundVisibleTo } from '../rounds/access.js';
import { stepPromptId, stepWithCapability } from '../steps/index.js';
import { recordTurn } from './chat.js';
import { findAgent, isMentorAgent } from './data.js';
import { threadNotFound, unknownAgent } from './errors.js';
import { generatedHashes, recordGeneratedTexts, settledAuthor, textHash } from './generated-texts.js';
import type { AiLog } from './log.js';
import { MAX_HISTORY_TURNS } from './providers/prompt.js';
import type { AiService } from './service.js';
import { findThread, listTurns } from './threads.js';
import type { Lang, PromptContext } from './types.js';

/** The mentors' conversation: the chat prompt of the step that yields the feedback pins. */
export const FEEDBACK_CARD_PROMPT = stepPromptId(stepWithCapability('feedbackPins'), 'CHAT');

function noWebSearchMentor(): ApiError {
  return new ApiError(400, 'validation', 'No web search', 'This mentor does not search the web.');
}

/** A pin claims only the sources the answer had: else it is the AI's own assessment. */
export function checkedOrigin(pin: PinDraft, context: PromptContext): PinDraft {
  const urls = new Set((context.webResults ?? []).map((r) => r.url));
  const files = new Set(context.passages.map((p) => p.fileName));
  if (pin.origin === 'web' && pin.source && urls.has(pin.source)) return pin;
  if (pin.origin === 'document' && pin.source && files.has(pin.source)) return pin;
  if (pin.origin === 'user') return { ...pin, source: null };
  return { ...pin, origin: 'ai', source: null };
}

/**
 * A pin with the author of the message it answers: the founder's own claim (origin user) stays the founder's only
 * when the founder wrote the message; from any other message it is AI-inferred and carries the message's author.
 * A mentor's own finding in reply to the founder is ai-accepted (the founder keeps it on the card or not).
 */
export function authoredPin(pin: PinDraft, messageAuthor: Author): PinDraft {
  if (messageAuthor === 'founder') return { ...pin, author: pin.origin === 'user' ? 'founder' : 'ai-accepted' };
  return { ...pin, origin: pin.origin === 'user' ? 'ai' : pin.origin, author: messageAuthor };
}

/** The author the server keeps for a message: see settledAuthor (generated-texts.ts). */
async function messageAuthor(db: Db, roundId: string, body: FeedbackCardRequest): Promise<Author> {
  const hash = textHash(body.message);
  const generated = hash !== '' && (await generatedHashes(db, roundId, [hash])).has(hash);
  return settledAuthor(body.author, generated) ?? 'ai';
}

export async function sendFeedbackCardMessage(
  service: AiService,
  db: Db,
  user: { id: string; lang: Lang },
  body: FeedbackCardRequest,
  now: Date,
  log?: AiLog,
): Promise<FeedbackCardReply> {
  const agent = findAgent(body.agentId);
  if (!agent || !isMentorAgent(body.agentId)) throw unknownAgent();
  const round = await roundVisibleTo(db, body.roundId, user.id);
  const entry = service.catalogue.get(FEEDBACK_CARD_PROMPT)!;
  const requestedThread = body.threadId?.trim() || undefined;
  const found = requestedThread ? await findThread(db, requestedThread, user.id) : undefined;
  if (requestedThread && !found) throw threadNotFound();
  // A thread is one mentor's talk about one round: another mentor or round starts a new one.
  const thread = found && found.round_id === round.id && found.agent_id === agent.id ? found : undefined;

  const restart = body.message.trim() === '';
  const author = await messageAuthor(db, round.id, body);
  let webResults: Awaited<ReturnType<AiService['searchPages']>> | undefined;
  if (body.webSearch && !restart) {
    if (!agent.webSearch) throw noWebSearchMentor();
    webResults = await service.searchPages(body.message, { promptId: entry.id, log });
  }
  const history = thread && !restart ? await listTurns(db, thread.id, MAX_HISTORY_TURNS) : [];
  const result = await service.run(entry, body.message, {
    userId: user.id,
    lang: user.lang,
    round,
    agentId: agent.id,
    history,
    webResults,
    log,
  });
  const output = result.output as FeedbackCardMessage;
  const message = {
    ...output,
    pins: output.pins.map((pin) => authoredPin(checkedOrigin(pin, result.context), author)),
  };
  // The mentor's words can never be saved as the founder's; the founder's own claims it repeats stay theirs.
  const founderClaims = message.pins.filter((pin) => pin.author === 'founder').map((pin) => pin.content);
  await recordGeneratedTexts(db, round.id, message, now, [body.message, ...founderClaims]);
  const threadId = await recordTurn(db, {
    thread,
    restart,
    userId: user.id,
    roundId: round.id,
    agentId: agent.id,
    modelId: entry.id,
    userText: body.message,
    answer: JSON.stringify(message),
    now,
  });
  return { threadId, agentId: agent.id, message, provider: result.provider, sources: result.sources };
}

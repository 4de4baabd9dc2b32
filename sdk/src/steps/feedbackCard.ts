// The Feedback Card step (part 2 §2.14, §4.8): the founder talks with mentors, who propose pins; pins can also be
// added by hand, rephrased, prioritised and deleted. The card ({pins, changedEvents}) is the step's result and is
// stored after every change (without a file); Save Result (the CLI's `step save`, the web's Save & Exit) lays it
// out as a PDF. The pin rules live in rules/pins.ts.
import { type Agent, type FeedbackCardReply, type FeedbackCardResult, sendFeedbackMessage } from '../ai.js';
import { unwrap } from '../client.js';
import { stepResultOf } from '../flows/tracks.js';
import { mentorPinAuthor } from '../rules/authoring.js';
import type { Author } from '../rules/evidence.js';
import { addChatPins, feedbackCardOf, MIN_FEEDBACK_PINS } from '../rules/pins.js';
import { resultFileTitle } from '../rules/resultTitles.js';
import { mainPersonaIn } from './insightMapping.js';
import { saveStepResult, showStep } from './results.js';
import {
  type SavedStep,
  type StepContext,
  StepFieldError,
  type StepFields,
  type StepFieldValue,
  type StepWorker,
  unknownField,
} from './types.js';

/** The product's word the step's result files are titled with. */
const RESULT_TITLE = { en: 'Feedback Card', de: 'Feedback-Karte' } as const;

/** Johnny guides the steps; every other agent is a mentor of the Feedback Card. */
export const ASSISTANT_AGENT = 'flying_jhonny';
/** The agent who speaks as the round's main persona (with its name and image). */
export const SYNTHETIC_USER_AGENT = 'vali_synthuser';

export const isMentor = (agent: Pick<Agent, 'id'>): boolean => agent.id !== ASSISTANT_AGENT;

/** The mentors of /aiservice/agents, in their order. */
export async function listMentors(ctx: Pick<StepContext, 'client'>): Promise<Agent[]> {
  const agents = await unwrap(ctx.client.GET('/aiservice/agents', { params: { query: {} } }));
  return agents.filter(isMentor);
}

/** The step's stored result as the server has it now (a card changes after the round's data was loaded). */
async function storedResult(ctx: StepContext) {
  const data = await unwrap(
    ctx.client.GET('/rounds/{roundId}/track', { params: { path: { roundId: ctx.data.roundId }, query: {} } }),
  );
  return { data, stored: stepResultOf(data, ctx.step.id) };
}

/** The saved card of the round (empty while there is none). */
export async function readFeedbackCard(ctx: StepContext): Promise<FeedbackCardResult> {
  return feedbackCardOf((await storedResult(ctx)).stored?.result);
}

/**
 * Stores the card as the step's result after a change (§4.8: saved after every change), keeping the PDF of the
 * last Save Result, if any, until the next one replaces it.
 */
export async function storeFeedbackCard(ctx: StepContext, card: FeedbackCardResult): Promise<void> {
  const { stored: old } = await storedResult(ctx);
  await unwrap(
    ctx.client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId: ctx.data.roundId } },
      body: {
        streamId: ctx.stream.id,
        stepId: ctx.step.id,
        name: ctx.step.type,
        result: card,
        stepIndex: ctx.stepNumber,
        fileId: old?.fileId ?? null,
      },
    }),
  );
}

/** The thread of the mentor's latest chat pin, so a talk goes on where it stopped. */
export function mentorThread(card: FeedbackCardResult, agentId: string): string | undefined {
  const chat = card.pins.filter((p) => p.agentId === agentId && p.source === 'SIMPLE-CHAT' && p.session);
  return chat[chat.length - 1]?.session;
}

export interface MentorTurn {
  reply: FeedbackCardReply;
  card: FeedbackCardResult;
  /** Who spoke: the mentor's name, the main persona's for the synthetic user. */
  speaker: string;
}

/**
 * One turn with a mentor: the reply's pins go onto the card under the mentor's name — the synthetic user's under the
 * main persona's — and the card is stored. An empty message starts the talk.
 */
export async function talkToMentor(
  ctx: StepContext,
  card: FeedbackCardResult,
  mentor: Agent,
  message: string,
  options: { threadId?: string | null; webSearch?: boolean; now?: Date; author?: Author } = {},
): Promise<MentorTurn> {
  const reply = await sendFeedbackMessage(ctx.client, {
    roundId: ctx.data.roundId,
    agentId: mentor.id,
    message,
    threadId: options.threadId ?? null,
    ...(options.webSearch ? { webSearch: true } : {}),
    ...(options.author ? { author: options.author } : {}),
  });
  const persona = mentor.id === SYNTHETIC_USER_AGENT ? mainPersonaIn(ctx) : undefined;
  const author = {
    agentId: mentor.id,
    agentName: persona?.name || mentor.name,
    mainTag: mentor.mainTag,
    session: reply.threadId,
  };
  // The mentor wrote the pins: at most accepted by the founder, the AI's alone when the message was the AI's. The
  // server says so for each pin; a pin without its word (an older server) gets the rule's author.
  const added = addChatPins(card, reply.message.pins, author, options.now);
  const fallback = mentorPinAuthor(options.author ?? 'founder');
  const next =
    added === card
      ? card
      : {
          ...added,
          pins: added.pins.map((pin, i) => (i >= card.pins.length && !pin.author ? { ...pin, author: fallback } : pin)),
        };
  if (next !== card) await storeFeedbackCard(ctx, next);
  return { reply, card: next, speaker: author.agentName };
}

/** How many answers autofill gives each mentor at most (each turn of a mentor adds about two pins). */
const AUTOFILL_TURNS = 3;

/**
 * Autofill from the terminal: every mentor in turn is asked (their opening, then their questions answered with the
 * first reply they suggest) until the card holds the pins Ship needs (30) or each mentor had their turns. The card
 * is stored after every turn, so an interrupted run keeps what was gathered.
 */
export async function autofillFeedbackCard(ctx: StepContext): Promise<FeedbackCardResult> {
  const mentors = await listMentors(ctx);
  let card = await readFeedbackCard(ctx);
  const threads = new Map<string, string | undefined>(mentors.map((m) => [m.id, mentorThread(card, m.id)]));
  const pending = new Map<string, string>();
  for (let turn = 0; turn <= AUTOFILL_TURNS && card.pins.length < MIN_FEEDBACK_PINS; turn++) {
    for (const mentor of mentors) {
      if (card.pins.length >= MIN_FEEDBACK_PINS) break;
      const thread = threads.get(mentor.id);
      const message = thread ? (pending.get(mentor.id) ?? '') : '';
      if (thread && !message) continue;
      const step = await talkToMentor(ctx, card, mentor, message, { threadId: thread, author: 'ai' });
      card = step.card;
      threads.set(mentor.id, step.reply.threadId);
      const suggested = step.reply.message.formTransfer[0]?.text;
      if (suggested) pending.set(mentor.id, suggested);
      else pending.delete(mentor.id);
    }
  }
  return card;
}

/** Save Result: the card laid out as a PDF (pins by mentor, each with its origin, the sources at the end). */
export async function saveFeedbackCard(ctx: StepContext, projectId: string): Promise<SavedStep<FeedbackCardResult>> {
  // Save Result replaces the file the stored card points to: the round's data as it is now.
  const { data, stored } = await storedResult(ctx);
  return saveStepResult({ ...ctx, data }, projectId, feedbackCardOf(stored?.result), (lang) =>
    resultFileTitle(RESULT_TITLE, lang),
  );
}

/** A message to a mentor as a field: `message.<mentorId>`. */
const MESSAGE_FIELDS = [
  {
    name: 'message.<mentorId>',
    about: {
      en: 'Your message to a mentor (its id, e.g. message.mentor_market); the pins of its reply go onto the card',
      de: 'Deine Nachricht an einen Mentor (seine ID, z. B. message.mentor_market); die Pins seiner Antwort kommen auf die Karte',
    },
  },
] as const;

function mentorOfField(name: string, mentors: readonly Agent[]): Agent {
  const match = /^message\.(.+)$/.exec(name.trim());
  if (!match) throw unknownField(name, MESSAGE_FIELDS);
  const mentor = mentors.find((m) => m.id === match[1]);
  if (!mentor)
    throw new StepFieldError(
      `There is no mentor ${match[1]}; the mentors are: ${mentors.map((m) => m.id).join(', ')}.`,
      `Es gibt keinen Mentor ${match[1]}; die Mentoren sind: ${mentors.map((m) => m.id).join(', ')}.`,
    );
  return mentor;
}

/**
 * Sends each message to its mentor in order, as the founder's unless its author says otherwise: the talk goes on in
 * the mentor's thread and the pins of the reply go onto the card (at most accepted by the founder: the mentor wrote
 * them).
 */
export async function writeMentorMessages(
  ctx: StepContext,
  values: readonly StepFieldValue[],
): Promise<FeedbackCardResult> {
  const mentors = await listMentors(ctx);
  const talks = values.map((v) => {
    if (!v.value.trim())
      throw new StepFieldError(`${v.name}: the message is empty.`, `${v.name}: Die Nachricht ist leer.`);
    return { mentor: mentorOfField(v.name, mentors), ...v };
  });
  let card = await readFeedbackCard(ctx);
  for (const talk of talks) {
    const turn = await talkToMentor(ctx, card, talk.mentor, talk.value.trim(), {
      threadId: mentorThread(card, talk.mentor.id),
      author: talk.author ?? 'founder',
    });
    card = turn.card;
  }
  return card;
}

export const feedbackCardFields: StepFields<FeedbackCardResult> = {
  names: MESSAGE_FIELDS,
  async read(ctx) {
    return (await listMentors(ctx)).map((m) => ({
      name: `message.${m.id}`,
      label: { en: `Message to ${m.name}`, de: `Nachricht an ${m.name}` },
      value: '',
      open: true,
    }));
  },
  write: writeMentorMessages,
};

export const feedbackCardWorker: StepWorker<FeedbackCardResult, FeedbackCardResult> = {
  type: 'feedbackCard',
  provides: ['feedbackPins'],
  resultTitle: RESULT_TITLE,
  input: readFeedbackCard,
  autofill: autofillFeedbackCard,
  save: saveFeedbackCard,
  show: (ctx) => showStep<FeedbackCardResult, FeedbackCardResult>(ctx, readFeedbackCard),
  fields: feedbackCardFields,
};

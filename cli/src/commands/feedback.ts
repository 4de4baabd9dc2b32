// `idea-studio feedback <roundId> [message] --mentor <id>` and `idea-studio pins ls|add|edit|prio|rm <roundId>`: the
// Feedback Card from the terminal with the SDK's worker and pin rules, the ones the web uses. A talk with a mentor
// goes on in the thread of that mentor's latest pin; the card is stored after every change.

import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  type Agent,
  addPin,
  autofillFeedbackCard,
  canAddPin,
  currentUser,
  deletePin,
  type FeedbackCardResult,
  listMentors,
  mentorThread,
  prioritisePin,
  readFeedbackCard,
  rephrasePin,
  type StepContext,
  stepContext,
  stepOfType,
  storeFeedbackCard,
  talkToMentor,
  toApiError,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { cardLines, pinLine } from '../steps/printers.js';
import { loadRound } from './step.js';

async function cardStep(ctx: Context, roundId: string): Promise<StepContext> {
  const l = await loadRound(ctx, roundId);
  const located = stepOfType(l.structure, 'feedbackCard');
  if (!located) throw new Error('The track of this round has no Feedback Card.');
  return stepContext(l.client, l.data, l.structure, located.step.id);
}

/** The user's language: the pins' labels (who wrote it, where it comes from) follow it, as in the web. */
async function languageOf(ctx: Context): Promise<'en' | 'de'> {
  const user = await currentUser(await ctx.client());
  return user.lang === 'de' ? 'de' : 'en';
}

async function mentorOf(step: StepContext, id: string | undefined): Promise<Agent> {
  const mentors = await listMentors(step);
  const mentor = mentors.find((m) => m.id === id);
  if (!mentor) {
    const known = mentors.map((m) => `${m.id} (${m.name}, ${m.mainTag})`).join(', ');
    throw new Error(
      `${id ? `Unknown mentor ${id}` : 'No mentor is currently assigned'}. Please select a Mentor: --mentor ${known}`,
    );
  }
  return mentor;
}

export interface FeedbackOptions {
  mentor?: string;
  webSearch?: boolean;
  autofill?: boolean;
}

/** One turn with a mentor (no message: the mentor opens), or --autofill: every mentor until Ship's 30 pins. */
export async function feedback(ctx: Context, roundId: string, message: string | undefined, opts: FeedbackOptions) {
  const step = await cardStep(ctx, roundId);
  const lang = await languageOf(ctx);
  if (opts.autofill) {
    const card = await autofillFeedbackCard(step);
    print(ctx, card, () => ['Feedback Card filled by the mentors:', ...cardLines(card, lang)]);
    return card;
  }
  const mentor = await mentorOf(step, opts.mentor);
  const card = await readFeedbackCard(step);
  const text = message?.trim() ?? '';
  const turn = await talkToMentor(step, card, mentor, text, {
    threadId: mentorThread(card, mentor.id),
    webSearch: opts.webSearch,
  });
  const { message: reply } = turn.reply;
  const added = turn.card.pins.slice(card.pins.length);
  print(ctx, turn.reply, () => [
    `${turn.speaker}: ${reply.answer}`,
    ...(reply.dialogMessage ? [`  ? ${reply.dialogMessage}`] : []),
    ...(added.length > 0
      ? ['  Pinned:', ...added.map((pin, i) => `  ${pinLine(pin, card.pins.length + i, lang)}`)]
      : []),
    ...(reply.formTransfer.length > 0
      ? ['  You could answer:', ...reply.formTransfer.map((s) => `    - ${s.text}`)]
      : []),
  ]);
  return turn.reply;
}

export async function pinsList(ctx: Context, roundId: string) {
  const card = await readFeedbackCard(await cardStep(ctx, roundId));
  const lang = await languageOf(ctx);
  print(ctx, card, () => cardLines(card, lang));
  return card;
}

/** A change of the card by the pin rules, stored; refused when it changes nothing (an unknown number, blank texts). */
async function change(
  ctx: Context,
  roundId: string,
  apply: (card: FeedbackCardResult, step: StepContext) => Promise<FeedbackCardResult> | FeedbackCardResult,
  refused: string,
) {
  const step = await cardStep(ctx, roundId);
  const card = await readFeedbackCard(step);
  const next = await apply(card, step);
  if (next === card) throw new Error(refused);
  await storeFeedbackCard(step, next);
  const lang = await languageOf(ctx);
  print(ctx, next, () => cardLines(next, lang));
  return next;
}

const indexOf = (n: string) => Number(n) - 1;

export interface PinTextOptions {
  mentor?: string;
  topic?: string;
  content?: string;
}

export const pinsAdd = (ctx: Context, roundId: string, opts: PinTextOptions) =>
  change(
    ctx,
    roundId,
    async (card, step) => {
      const mentor = await mentorOf(step, opts.mentor);
      return addPin(card, {
        topic: opts.topic ?? '',
        content: opts.content ?? '',
        agentId: mentor.id,
        agentName: mentor.name,
        mainTag: mentor.mainTag,
        source: 'MANUALLY-ADDED',
      });
    },
    'A pin needs a topic and a content (--topic, --content).',
  );

export const pinsEdit = (ctx: Context, roundId: string, n: string, opts: PinTextOptions) =>
  change(
    ctx,
    roundId,
    (card) => rephrasePin(card, indexOf(n), opts.topic ?? '', opts.content ?? ''),
    canAddPin(opts.topic ?? '', opts.content ?? '') ? `There is no pin ${n}.` : 'A pin needs a topic and a content.',
  );

export const pinsPrio = (ctx: Context, roundId: string, n: string) =>
  change(ctx, roundId, (card) => prioritisePin(card, indexOf(n)), `There is no pin ${n}.`);

export const pinsRemove = (ctx: Context, roundId: string, n: string) =>
  change(ctx, roundId, (card) => deletePin(card, indexOf(n)), `There is no pin ${n}.`);

export interface ExportOptions {
  whiteboard?: boolean;
  csv?: string;
}

/** The round's pins for other tools: whiteboard rows on stdout (--whiteboard), or a CSV file (--csv <file>). */
export async function exportPins(ctx: Context, roundId: string, opts: ExportOptions) {
  const client = await ctx.client();
  if (opts.csv) {
    const { data, error, response } = await client.GET('/rounds/{roundId}/pins.csv', {
      params: { path: { roundId }, query: {} },
      parseAs: 'text',
    });
    if (error !== undefined || !response.ok) throw toApiError(response.status, error);
    const path = resolve(opts.csv);
    await writeFile(path, data as string);
    print(ctx, { path }, () => [`Wrote ${path}`]);
    return { path };
  }
  const rows = await unwrap(client.POST('/rounds/{roundId}/pins/export', { params: { path: { roundId } }, body: {} }));
  print(ctx, rows, () => (rows.pinCount > 0 ? rows.text.split('\n') : ['No pins yet.']));
  return rows;
}

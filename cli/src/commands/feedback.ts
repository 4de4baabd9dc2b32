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
  deletePin,
  type FeedbackCardResult,
  listMentors,
  mentorThread,
  prioritisePin,
  readFeedbackCard,
  rephrasePin,
  type StepContext,
  stepContext,
  stepProviding,
  storeFeedbackCard,
  talkToMentor,
  toApiError,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { type Lang, userLang } from '../lang.js';
import { print } from '../output.js';
import { loadRound } from '../round.js';
import { cardLines, pinLine } from '../steps/printers.js';

async function cardStep(ctx: Context, roundId: string): Promise<StepContext> {
  const l = await loadRound(ctx, roundId);
  const located = stepProviding(l.structure, 'feedbackPins');
  if (!located) throw new Error(FEEDBACK_LABELS[l.lang].noCard);
  return { ...stepContext(l.client, l.data, l.structure, located.step.id), lang: l.user.lang };
}

/** The user's language: the pins' labels (who wrote it, where it comes from) follow it, as in the web. */
const languageOf = (ctx: Context): Promise<Lang> => userLang({ ...ctx, json: false });

/** The command's words in both languages. */
export const FEEDBACK_LABELS = {
  en: {
    noCard: 'The track of this round has no Feedback Card.',
    unknownMentor: (id: string) => `Unknown mentor ${id}`,
    noMentor: 'No mentor is currently assigned',
    select: (known: string) => `Please select a Mentor: --mentor ${known}`,
    filled: 'Feedback Card filled by the mentors:',
    pinned: 'Pinned:',
    couldAnswer: 'You could answer:',
    noPin: (n: string) => `There is no pin ${n}.`,
    needsText: 'A pin needs a topic and a content.',
    needsOptions: 'A pin needs a topic and a content (--topic, --content).',
    wrote: (path: string) => `Wrote ${path}`,
    noPins: 'No pins yet.',
  },
  de: {
    noCard: 'Der Track dieser Runde hat keine Feedback-Karte.',
    unknownMentor: (id: string) => `Unbekannter Mentor ${id}`,
    noMentor: 'Gerade ist kein Mentor gewählt',
    select: (known: string) => `Bitte wähle einen Mentor: --mentor ${known}`,
    filled: 'Feedback-Karte, von den Mentoren gefüllt:',
    pinned: 'Angepinnt:',
    couldAnswer: 'Du könntest antworten:',
    noPin: (n: string) => `Es gibt keinen Pin ${n}.`,
    needsText: 'Ein Pin braucht ein Thema und einen Inhalt.',
    needsOptions: 'Ein Pin braucht ein Thema und einen Inhalt (--topic, --content).',
    wrote: (path: string) => `Geschrieben: ${path}`,
    noPins: 'Noch keine Pins.',
  },
} as const;

async function mentorOf(step: StepContext, id: string | undefined, lang: Lang = 'en'): Promise<Agent> {
  const mentors = await listMentors(step);
  const mentor = mentors.find((m) => m.id === id);
  if (!mentor) {
    const t = FEEDBACK_LABELS[lang];
    const known = mentors.map((m) => `${m.id} (${m.name}, ${m.mainTag})`).join(', ');
    throw new Error(`${id ? t.unknownMentor(id) : t.noMentor}. ${t.select(known)}`);
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
  const t = FEEDBACK_LABELS[lang];
  if (opts.autofill) {
    const card = await autofillFeedbackCard(step);
    print(ctx, card, () => [t.filled, ...cardLines(card, lang)]);
    return card;
  }
  const mentor = await mentorOf(step, opts.mentor, lang);
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
      ? [`  ${t.pinned}`, ...added.map((pin, i) => `  ${pinLine(pin, card.pins.length + i, lang)}`)]
      : []),
    ...(reply.formTransfer.length > 0
      ? [`  ${t.couldAnswer}`, ...reply.formTransfer.map((s) => `    - ${s.text}`)]
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
  apply: (card: FeedbackCardResult, step: StepContext, lang: Lang) => Promise<FeedbackCardResult> | FeedbackCardResult,
  refused: (t: (typeof FEEDBACK_LABELS)[Lang]) => string,
) {
  const step = await cardStep(ctx, roundId);
  const lang = await languageOf(ctx);
  const card = await readFeedbackCard(step);
  const next = await apply(card, step, lang);
  if (next === card) throw new Error(refused(FEEDBACK_LABELS[lang]));
  await storeFeedbackCard(step, next);
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
    async (card, step, lang) => {
      const mentor = await mentorOf(step, opts.mentor, lang);
      return addPin(card, {
        topic: opts.topic ?? '',
        content: opts.content ?? '',
        agentId: mentor.id,
        agentName: mentor.name,
        mainTag: mentor.mainTag,
        source: 'MANUALLY-ADDED',
      });
    },
    (t) => t.needsOptions,
  );

export const pinsEdit = (ctx: Context, roundId: string, n: string, opts: PinTextOptions) =>
  change(
    ctx,
    roundId,
    (card) => rephrasePin(card, indexOf(n), opts.topic ?? '', opts.content ?? ''),
    (t) => (canAddPin(opts.topic ?? '', opts.content ?? '') ? t.noPin(n) : t.needsText),
  );

export const pinsPrio = (ctx: Context, roundId: string, n: string) =>
  change(
    ctx,
    roundId,
    (card) => prioritisePin(card, indexOf(n)),
    (t) => t.noPin(n),
  );

export const pinsRemove = (ctx: Context, roundId: string, n: string) =>
  change(
    ctx,
    roundId,
    (card) => deletePin(card, indexOf(n)),
    (t) => t.noPin(n),
  );

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
    const t = FEEDBACK_LABELS[await userLang(ctx)];
    print(ctx, { path }, () => [t.wrote(path)]);
    return { path };
  }
  const rows = await unwrap(client.POST('/rounds/{roundId}/pins/export', { params: { path: { roundId } }, body: {} }));
  const t = FEEDBACK_LABELS[await userLang(ctx)];
  print(ctx, rows, () => (rows.pinCount > 0 ? rows.text.split('\n') : [t.noPins]));
  return rows;
}

// `idea-studio interview add|ls|rm <roundId>`: the real conversations a founder recorded for a round, with the
// SDK's interview flow (the one the web uses). A record holds the notes (from a .txt or .docx file, or typed with
// --notes), who it was with and when; the server reads the notes against the round's pains and sums the records up:
// the pains confirmed and contradicted by how many real interviews, with quotes, and what surprised. Labels follow
// the user's language (English or German).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  createInterview,
  createInterviewFromFile,
  currentUser,
  deleteInterview,
  INTERVIEW_FILE_EXTENSIONS,
  type InterviewList,
  type InterviewRecord,
  isInterviewFileName,
  listInterviews,
} from '@idea-studio/sdk';
import ora from 'ora';
import type { Context } from '../context.js';
import type { Lang } from '../lang.js';
import { print } from '../output.js';

export interface InterviewAddOptions {
  file?: string;
  notes?: string;
  persona?: string;
  date?: string;
  role?: string;
}

/** The command's words in both languages. */
export const INTERVIEW_LABELS = {
  en: {
    heading: (n: number) => `Real interviews (${n})`,
    none: 'No interviews recorded yet. Record one: idea-studio interview add <roundId> --file notes.txt',
    like: (persona: string) => `like ${persona}`,
    insights: 'What the interviews say about the pains',
    confirmedBy: (n: number) => `confirmed by ${n} real interview${n === 1 ? '' : 's'}`,
    contradictedBy: (n: number) => `contradicted by ${n} real interview${n === 1 ? '' : 's'}`,
    noPains: 'No pain of the round is confirmed or contradicted yet.',
    surprises: 'Surprises',
    coreProblem: 'Core problem',
    recorded: (id: string) => `Interview recorded: ${id}`,
    readBy: (provider: string) => `Read by: ${provider === 'offline' ? 'the offline assistant' : 'the AI model'}`,
    confirms: 'Confirms',
    contradicts: 'Contradicts',
    quotes: 'Quotes',
    deleted: (id: string) => `Interview ${id} deleted.`,
    reading: 'Reading the notes…',
    roleUnknown: 'not stated',
    oneSource: 'Give the notes either with --file or with --notes, not both.',
    noSource: 'Give the notes with --file <notes.txt|notes.docx> or --notes "<text>".',
    fileType: `Interview notes can be read from ${INTERVIEW_FILE_EXTENSIONS.join(' or ')} files only.`,
    badDate: '--date must be a date in the form YYYY-MM-DD.',
  },
  de: {
    heading: (n: number) => `Echte Interviews (${n})`,
    none: 'Noch keine Interviews erfasst. Erfasse eines: idea-studio interview add <roundId> --file notizen.txt',
    like: (persona: string) => `ähnlich wie ${persona}`,
    insights: 'Was die Interviews über die Schmerzpunkte sagen',
    confirmedBy: (n: number) => `bestätigt durch ${n} ${n === 1 ? 'echtes Interview' : 'echte Interviews'}`,
    contradictedBy: (n: number) => `widerlegt durch ${n} ${n === 1 ? 'echtes Interview' : 'echte Interviews'}`,
    noPains: 'Noch kein Schmerzpunkt der Runde ist bestätigt oder widerlegt.',
    surprises: 'Überraschungen',
    coreProblem: 'Kernproblem',
    recorded: (id: string) => `Interview erfasst: ${id}`,
    readBy: (provider: string) =>
      `Gelesen von: ${provider === 'offline' ? 'dem Offline-Assistenten' : 'dem KI-Modell'}`,
    confirms: 'Bestätigt',
    contradicts: 'Widerlegt',
    quotes: 'Zitate',
    deleted: (id: string) => `Interview ${id} gelöscht.`,
    reading: 'Die Notizen werden gelesen…',
    roleUnknown: 'nicht angegeben',
    oneSource: 'Gib die Notizen entweder mit --file oder mit --notes an, nicht beides.',
    noSource: 'Gib die Notizen mit --file <notizen.txt|notizen.docx> oder --notes "<Text>" an.',
    fileType: `Interview-Notizen können nur aus ${INTERVIEW_FILE_EXTENSIONS.join(' oder ')}-Dateien gelesen werden.`,
    badDate: '--date muss ein Datum im Format JJJJ-MM-TT sein.',
  },
} as const;

const labelsOf = (lang: Lang) => INTERVIEW_LABELS[lang];
const quoted = (text: string) => `"${text}"`;

/** Today in the founder's own time zone (the server takes the UTC date when none is sent). */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One record: date, role, persona, file, then its quotes. */
export function recordLines(record: InterviewRecord, lang: Lang): string[] {
  const t = labelsOf(lang);
  const head = [record.heldOn, record.role, record.persona ? t.like(record.persona) : '', record.fileName ?? '']
    .filter(Boolean)
    .join(' · ');
  return [`  ${head}  [${record.id}]`, ...record.analysis.quotes.map((quote) => `    ${quoted(quote)}`)];
}

/** The records, then the pains confirmed and contradicted with their counts and quotes, then the surprises. */
export function interviewListLines(list: InterviewList, lang: Lang): string[] {
  const t = labelsOf(lang);
  const { interviews, insights } = list;
  if (interviews.length === 0) return [t.none];
  const byId = new Map(interviews.map((record) => [record.id, record]));
  const painLines = (mark: string, label: (n: number) => string, pains: InterviewList['insights']['confirmed']) =>
    pains.flatMap((entry) => [
      `  ${mark} ${entry.pain} — ${label(entry.interviewIds.length)}`,
      ...entry.quotes.map((quote) => `      ${quoted(quote.text)} (${byId.get(quote.interviewId)?.role ?? ''})`),
    ]);
  const counted = insights.confirmed.length + insights.contradicted.length;
  return [
    t.heading(interviews.length),
    ...interviews.flatMap((record) => recordLines(record, lang)),
    '',
    t.insights,
    ...(insights.coreProblem ? [`  ${t.coreProblem}: ${insights.coreProblem}`] : []),
    ...painLines('✓', t.confirmedBy, insights.confirmed),
    ...painLines('✗', t.contradictedBy, insights.contradicted),
    ...(counted === 0 ? [`  ${t.noPains}`] : []),
    ...(insights.surprises.length > 0
      ? [
          t.surprises,
          ...insights.surprises.map((s) => `  ! ${quoted(s.text)} (${byId.get(s.interviewId)?.role ?? ''})`),
        ]
      : []),
  ];
}

/** What was recorded and what the assistant took from it. */
export function addedLines(record: InterviewRecord, lang: Lang): string[] {
  const t = labelsOf(lang);
  const { analysis } = record;
  return [
    t.recorded(record.id),
    ...recordLines(record, lang).slice(0, 1),
    t.readBy(record.provider),
    ...analysis.confirmedPains.map((pain) => `  ✓ ${t.confirms}: ${pain}`),
    ...analysis.contradictedPains.map((pain) => `  ✗ ${t.contradicts}: ${pain}`),
    ...(analysis.quotes.length > 0 ? [t.quotes, ...analysis.quotes.map((q) => `  ${quoted(q)}`)] : []),
    ...(analysis.surprises.length > 0 ? [t.surprises, ...analysis.surprises.map((s) => `  ! ${quoted(s)}`)] : []),
  ];
}

async function languageOf(ctx: Context): Promise<Lang> {
  const user = await currentUser(await ctx.client());
  return user.lang === 'de' ? 'de' : 'en';
}

export async function interviewAdd(ctx: Context, roundId: string, opts: InterviewAddOptions) {
  const client = await ctx.client();
  const lang = await languageOf(ctx);
  const t = labelsOf(lang);
  if (opts.file !== undefined && opts.notes !== undefined) throw new Error(t.oneSource);
  if (opts.file === undefined && opts.notes === undefined) throw new Error(t.noSource);
  if (opts.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(opts.date)) throw new Error(t.badDate);
  const meta = {
    role: opts.role?.trim() || t.roleUnknown,
    persona: opts.persona ?? null,
    heldOn: opts.date ?? localDate(),
  };
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  if (opts.file !== undefined) {
    const fileName = basename(opts.file);
    if (!isInterviewFileName(fileName)) throw new Error(t.fileType);
    file = { fileName, bytes: new Uint8Array(await readFile(opts.file)) };
  }
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr }).start(t.reading);
  let record: InterviewRecord;
  try {
    record = file
      ? await createInterviewFromFile(client, roundId, file, meta)
      : await createInterview(client, roundId, opts.notes ?? '', meta);
  } finally {
    spinner?.stop();
  }
  print(ctx, record, () => addedLines(record, lang));
  return record;
}

export async function interviewList(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const lang = await languageOf(ctx);
  const list = await listInterviews(client, roundId);
  print(ctx, list, () => interviewListLines(list, lang));
  return list;
}

export async function interviewRemove(ctx: Context, roundId: string, interviewId: string) {
  const client = await ctx.client();
  const lang = await languageOf(ctx);
  await deleteInterview(client, roundId, interviewId);
  print(ctx, { success: true, interviewId }, () => [labelsOf(lang).deleted(interviewId)]);
}

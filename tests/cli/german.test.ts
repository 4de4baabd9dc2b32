// A German founder in the terminal, from the Basic Idea to the verdict: one fresh idea is walked step by step
// (autofill, show, save, next on every step), another is filled with `run --autofill`; then every command a founder
// uses on it — track ls and status, results ls and download, pins and the whiteboard rows, the four reports, the
// canvas, close, the landing page, an interview, the verdict and share — and the extracted text of every PDF result
// file of the round (and of every PDF close and the reports write) read German. Only the product's own names and the
// founder's own data may stay as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, tempConfigDir } from '../src/harness/cli.js';
import { startCliSession } from '../src/harness/cliSession.js';
import { englishIn, englishTermIn } from '../src/harness/englishText.js';
import type { RunningServer } from '../src/harness/server.js';

/** Fresh ideas that name a setting, a partner or channel and a price, as a German founder types them. */
const IDEA = 'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag';
const WALKED = 'Bohrmaschinen und Leitern für Mieter, ausgeliehen über den Hausmeister, 3 € pro Ausleihe';

/**
 * English that files outside the CLI, the SDK and the result documents still write into German rounds, each with
 * the file that has to say it in German. The check below takes these words out before it reads a line; remove an
 * entry once its file is fixed (the test then guards it too).
 */
const ENGLISH_ELSEWHERE: ReadonlyArray<{ text: RegExp; where: string }> = [
  {
    text: /^\| (?:Author|Main persona|Accepted users|Rejected users|Hears|Sees|Feels|Frustrations) \|/g,
    where:
      'assistant/src/generators/miro.ts (and its miroTopics bank): the closing whiteboard rows of Qualify head the idea card’s author, the personas and the empathy map in English',
  },
  {
    text: /\bPins auf der Feedback Card hinterlassen\b/g,
    where:
      'assistant/src/banks/reports.json: the mentor feedback report says "auf der Feedback Card" (de: Feedback-Karte)',
  },
];

let server: RunningServer;
let env: Record<string, string>;
let email: string;
let roundId: string;
let walkedId: string;
let dir: string;
/** Every command with what it printed (stdout and stderr, where the spinners write). */
const outputs: Array<{ command: string; text: string }> = [];
/** Every PDF read: its file and the text of its pages. */
const pdfs: Array<{ file: string; text: string }> = [];
/** `step save` on an empty Basic Idea. */
let refused: CliResult;
/** Which of the English texts of other files were met, for the report at the end. */
const metElsewhere = new Set<string>();

async function cli(args: string[]): Promise<CliResult> {
  const result = await runCli(args, env);
  outputs.push({ command: args.join(' '), text: `${result.stdout}\n${result.stderr}` });
  expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result;
}

async function pdfsIn(folder: string): Promise<void> {
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.pdf'))) {
    const { text } = await extractText(new Uint8Array(await readFile(join(folder, name))), { mergePages: false });
    pdfs.push({ file: name, text: (text as string[]).join('\n') });
  }
}

/** The lines of a text that read English, each with where it came from and why. */
function englishLines(where: string, text: string): string[] {
  const allowed = [IDEA, WALKED, email, dir];
  return text.split('\n').flatMap((line) => {
    let rest = line;
    for (const known of ENGLISH_ELSEWHERE) {
      if (rest.match(known.text)) metElsewhere.add(known.where);
      rest = rest.replace(known.text, ' ');
    }
    const why = englishIn(rest, allowed) ?? englishTermIn(rest, allowed);
    return why ? [`${where}: ${line.trim()}  ← ${why}`] : [];
  });
}

beforeAll(async () => {
  const session = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' });
  ({ server, env } = session);
  email = session.user.email;
  dir = await tempConfigDir();
  expect((await cli(['profile', 'set', '--prename', 'Ada', '--lang', 'de'])).stdout).toContain('Profil gespeichert.');

  // The walked idea: every step of both streams by hand, from the Basic Idea on.
  walkedId = (await cli(['track', 'start', '--name', WALKED])).stdout.match(/Runde (\S+)\./)![1]!;
  await cli(['next', walkedId]);
  // Saving before the sections are filled is refused, in German too.
  refused = await runCli(['step', 'save', walkedId], env);
  outputs.push({ command: `step save ${walkedId} (refused)`, text: `${refused.stdout}\n${refused.stderr}` });
  for (let step = 0; step < 6; step++) {
    await cli(['step', 'autofill', walkedId]);
    await cli(['step', 'save', walkedId]);
    await cli(['step', 'show', walkedId]);
    await cli(['next', walkedId]);
    // After the first stream's last step comes its closing view, then the second stream's first step.
    if (step === 2) await cli(['next', walkedId]);
  }

  // The autofilled idea, then everything a founder does with it, up to the verdict.
  roundId = (await cli(['track', 'start', '--name', IDEA])).stdout.match(/Runde (\S+)\./)![1]!;
  await cli(['run', roundId, '--autofill']);
  await cli(['track', 'ls']);
  await cli(['track', 'status', roundId]);
  await cli(['step', 'show', roundId]);
  await cli(['results', 'ls', roundId]);
  await cli(['results', 'download', roundId, '--out', join(dir, 'results')]);
  await cli(['pins', 'ls', roundId]);
  await cli(['export', roundId, '--whiteboard']);
  for (const report of ['market-potential', 'competitor', 'user-validation', 'mentor-feedback']) {
    await cli(['report', roundId, report, '--out', join(dir, 'reports')]);
  }
  await cli(['bmc', roundId, '--out', join(dir, 'reports')]);
  await cli(['close', roundId, '--out', join(dir, 'close')]);
  for (const file of (await readdir(join(dir, 'close'))).filter((name) => name.endsWith('.txt'))) {
    outputs.push({ command: `close: ${file}`, text: await readFile(join(dir, 'close', file), 'utf8') });
  }
  await cli(['landing', 'generate', roundId]);
  await cli(['landing', 'open', roundId]);
  await cli(['landing', 'publish', roundId]);
  await cli(['landing', 'signups', roundId]);
  const notes = join(dir, 'gespraech.txt');
  await writeFile(notes, 'Wir haben zwanzig Minuten gesprochen.\nSie sagte: Morgens ist kein Rad mehr da.\n');
  await cli(['interview', 'add', roundId, '--file', notes, '--role', 'Pendlerin aus Celle']);
  await cli(['interview', 'ls', roundId]);
  await cli(['verdict', roundId]);
  await cli(['share', roundId]);
  for (const folder of ['results', 'reports', 'close']) await pdfsIn(join(dir, folder));
}, 600_000);

afterAll(async () => {
  if (metElsewhere.size > 0) {
    console.info(`English still written by other files in German rounds:\n- ${[...metElsewhere].join('\n- ')}`);
  }
  await server?.close();
});

describe('a German founder in the terminal', () => {
  it('reads every command from the Basic Idea to the verdict in German', () => {
    const english = outputs.flatMap(({ command, text }) => englishLines(command, text));
    expect(english, english.join('\n')).toEqual([]);
  });

  it('is told in German why a step cannot be saved yet', () => {
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Fehler: Die Grundidee braucht alle drei Abschnitte (Problem, erste Nutzer, Lösung), bevor sie gespeichert werden kann.',
    );
  });

  it('walks the steps by their German names and labels', () => {
    const walked = outputs
      .filter((o) => o.command.includes(walkedId))
      .map((o) => o.text)
      .join('\n');
    for (const seen of [
      'Grundidee (SCHRITT 1/3)',
      'Das Problem, das ich löse:',
      'Haupt-Persona:',
      'Was frustriert',
      'Zielperson:',
      'RUNDE 1/4',
      'Rückmeldungen:',
      'Jetzt bei Feedback-Karte.',
      'Empathiekarte',
      'Expertenchat',
    ]) {
      expect(walked).toContain(seen);
    }
  });

  it('names the result files in German and reads German in the text of every PDF', () => {
    const files = pdfs.map((pdf) => pdf.file);
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(files.some((file) => file.startsWith('Empathiekarte '))).toBe(true);
    expect(files.some((file) => file.startsWith('Expertenchat '))).toBe(true);
    expect(files).toContain('Feedback-Karte.pdf');
    expect(files.join('\n')).not.toMatch(/Expert Chat|Feedback Card/);
    const english = pdfs.flatMap((pdf) => englishLines(pdf.file, pdf.text));
    expect(english, english.join('\n')).toEqual([]);
  });

  it('gives the canvas’s licence in its German wording, in the terminal and in the PDF', () => {
    const licence = 'Namensnennung – Weitergabe unter gleichen Bedingungen 3.0 Unported';
    expect(outputs.find((o) => o.command.startsWith('bmc'))?.text).toContain('Dieses Werk ist lizenziert unter einer');
    const canvas = pdfs.filter((pdf) => pdf.file === 'Business Model Canvas.pdf');
    expect(canvas.length).toBeGreaterThan(0);
    for (const pdf of canvas) {
      expect(pdf.text.replace(/\s+/g, ' ')).toContain(licence);
      expect(pdf.text).not.toContain('licensed under');
    }
  });

  it('prints the verdict with German labels', () => {
    const verdict = outputs.find((o) => o.command.startsWith('verdict'))!.text;
    expect(verdict).toMatch(/^URTEIL: (GO|PIVOT|NO-GO)$/m);
    expect(verdict).toContain('Nächste Schritte');
    expect(verdict).toMatch(/^ {5}Testet: /m);
    expect(verdict).toMatch(/^ {5}Wie: /m);
    expect(verdict).toMatch(/^ {5}Ändert das Urteil, wenn: /m);
  });
});

// The end of the track from the terminal: `run --autofill` from a new track (Next refused on a step without a
// result) saves every step as a PDF and closes every stream (the reports, the
// canvas and every closing output as result PDFs), `close` makes a stream's outputs again and refuses a round that
// lacks results with the §8 message, `share` makes the project page public, `landing generate|open|publish`
// puts a landing page online whose form collects sign-ups that `landing signups` lists, and `verdict` says GO,
// PIVOT or NO-GO with three next steps. One autofill run is shared by the journeys.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { autoLogin, createIdeaClient, type IdeaClient, loadClosingOptions, type UserData } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { STREAM_IDS, stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let user: UserData;
let env: Record<string, string>;
let client: IdeaClient;
let roundId: string;
let autofill: CliResult;
let fromStart: CliResult;
let blocked: CliResult;

const json = (args: string[]) => cliJson(env, args);

beforeAll(async () => {
  // Every CLI command logs in with the API key: this journey runs more of them than the default limit allows.
  ({ server, user, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
  const { token } = await autoLogin(createIdeaClient({ baseUrl: server.apiUrl }), user.id, user.apiKey);
  client = createIdeaClient({ baseUrl: server.apiUrl, token });
  ({ roundId } = await json(['track', 'start', '--name', 'Rural kiosks without grid power']));
  // From the start view Next needs no result; on the Basic Idea it does.
  fromStart = await runCli(['next', roundId], env);
  blocked = await runCli(['next', roundId], env);
  autofill = await runCli(['run', roundId, '--autofill'], env);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

interface ResultFile {
  fileId: string;
  fileName: string;
  fileType: string;
  stepId: string;
}

const pdfText = async (path: string) =>
  (await extractText(new Uint8Array(await readFile(path)), { mergePages: true })).text.replace(/\s+/g, ' ');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const projectPage = (id: string) => fetch(`${server.apiUrl}/projectpage/${id}`);

describe('the end of the track from the CLI', () => {
  it('run --autofill from a new track reaches the closing view with every closing output of both streams', async () => {
    expect(fromStart.code).toBe(0);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain('You have no Result saved!');
    expect(autofill.code, autofill.stderr).toBe(0);
    expect(autofill.stderr).toMatch(/Basic Idea: saved .+\.pdf/);
    expect(autofill.stdout).toContain('The track is finished.');
    expect(autofill.stdout).toContain(`Share link: ${server.url}/projectpage?pid=${roundId} (private`);
    expect(autofill.stderr).toContain('Business Model Canvas: made');
    expect(autofill.stderr).toContain('Idea Card: Idea Card.pdf');
    expect(autofill.stderr).toContain('Whiteboard Export (pins): whiteboard rows made');

    const status = await json(['track', 'status', roundId]);
    expect(status.finished).toBeTruthy();
    expect(status.position.stepId).toBe('closing-stream');
    expect(status.streams[0].steps[0]).toMatchObject({ id: stepIdOfType('basicIdea'), done: true });
    // The title typed at the start stays: the file's name replaces only the default title.
    expect(status.name).toBe('Rural kiosks without grid power');

    const files: ResultFile[] = await json(['results', 'ls', roundId]);
    const outputs = files.filter((f) => f.stepId === 'closing-stream');
    expect(outputs.every((f) => f.fileType.startsWith('output_'))).toBe(true);
    // Six step PDFs, four reports and the canvas, then the closing outputs.
    expect(files.length - outputs.length).toBe(11);
    const pdfOptions = [];
    for (const streamId of STREAM_IDS) {
      const options = (await loadClosingOptions(client, streamId)).filter((o) => o.outputType === 'PDF');
      expect(options.length, streamId).toBeGreaterThan(0);
      pdfOptions.push(...options);
    }
    expect(outputs).toHaveLength(pdfOptions.length);
    for (const option of pdfOptions) {
      expect(
        outputs.some((f) => f.fileType === `output_${option.type.toLowerCase().replace(/ /g, '_')}`),
        option.name,
      ).toBe(true);
    }

    const out = await tempConfigDir();
    await json(['results', 'download', roundId, '--out', out]);
    for (const file of outputs) {
      const bytes = await readFile(join(out, file.fileName));
      expect(bytes.subarray(0, 5).toString('latin1'), file.fileName).toBe('%PDF-');
    }
    expect(await pdfText(join(out, 'Idea Card.pdf'))).toContain('Idea Card');
    const basicIdea = files.find((f) => f.stepId === stepIdOfType('basicIdea'))!;
    expect(basicIdea.fileType).toBe('basic_idea');
    const basicText = await pdfText(join(out, basicIdea.fileName));
    expect(basicText).toContain('Basic Idea');
    expect(basicText.toLowerCase()).toContain('kiosk');
    const page = await json(['landing', 'open', roundId]);
    expect(await pdfText(join(out, 'Landing Page Copy.pdf'))).toContain(oneLine(page.heroHeadline));
  });

  it('the autofilled round’s verdict is not GO: nothing observed, nothing the founder’s, all of it inferred by the AI', async () => {
    const verdict = await json(['verdict', roundId]);
    expect(verdict.verdict).not.toBe('GO');
    expect(verdict).toMatchObject({ observedShare: 0, observedCount: 0, claimCount: 0 });
    expect(verdict.summary).toContain('No real-world evidence yet: everything here was inferred by the AI.');
  });

  it('close makes one stream again into --out; a round lacking results is refused with the §8 message', async () => {
    const out = await tempConfigDir();
    const closed = await runCli(['close', roundId, '--stream', 'Qualify', '--out', out], env);
    expect(closed.code, closed.stderr).toBe(0);
    expect(closed.stdout).toContain('Qualify');
    expect(closed.stdout).toContain('  Idea Card: Idea Card.pdf');
    expect(closed.stdout).not.toContain('Validate');
    expect(closed.stdout).toContain(`whiteboard rows written to ${join(out, 'whiteboard-qualify.txt')}`);
    expect(closed.stdout).toContain(`Share link: ${server.url}/projectpage?pid=${roundId} (private`);
    expect((await readFile(join(out, 'Idea Card.pdf'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await readFile(join(out, 'whiteboard-qualify.txt'), 'utf8')).trim().length).toBeGreaterThan(0);

    const { roundId: empty } = await json(['track', 'start', '--name', 'Nothing saved yet']);
    const refused = await runCli(['--json', 'close', empty], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    const { error } = JSON.parse(refused.stderr);
    expect(error.headline).toBe('Error');
    expect(error.text).toContain('One of the required steps is missing. Try to reload the page.');
    // Nothing was made before the refusal.
    expect(await json(['results', 'ls', empty])).toEqual([]);
  });

  it('share makes the project page public for anyone with the link, --off private again, --mail sends it', async () => {
    expect((await projectPage(roundId)).status).toBe(404);
    const shared = await runCli(['share', roundId], env);
    expect(shared.code, shared.stderr).toBe(0);
    expect(shared.stdout).toContain(`Share link: ${server.url}/projectpage?pid=${roundId} (public`);
    const page = await projectPage(roundId);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ roundId, shared: true });

    expect(await json(['share', roundId, '--off'])).toMatchObject({ shared: false });
    expect((await projectPage(roundId)).status).toBe(404);

    const mailed = await json(['share', roundId, '--mail', 'cofounder@example.com, ']);
    expect(mailed).toMatchObject({ sent: ['cofounder@example.com'], shared: true });
    const mail = await server.waitForMail('cofounder@example.com');
    expect(mail.text).toContain(`/projectpage?pid=${roundId}`);
    expect((await projectPage(roundId)).status).toBe(200);
  });

  it('landing generate, open and publish put the page online; its form collects sign-ups that signups lists', async () => {
    const generated = await runCli(['landing', 'generate', roundId], env);
    expect(generated.code, generated.stderr).toBe(0);
    expect(generated.stdout).toContain('generated and stored');
    const page = await json(['landing', 'open', roundId]);
    expect(generated.stdout).toContain(page.heroHeadline);
    const opened = await runCli(['landing', 'open', roundId], env);
    for (const text of [
      'Home · About · Services · Contact',
      page.heroHeadline,
      `Offers: ${page.offerHeadline}`,
      // The AI's testimonials are examples, never quotes of a customer.
      `1. [example — replace with a real quote from an interview] ${page.testimonial1}`,
      page.bigImageSection,
      page.serviceCard3Description,
      `[${page.finalCTAButton}]`,
    ]) {
      expect(opened.stdout).toContain(text);
    }

    // The account's first name defaults to the user's.
    const nameless = await runCli(['landing', 'publish', roundId], env);
    expect(nameless.code).toBe(1);
    expect(nameless.stderr).toContain('--firstname');
    await json(['profile', 'set', '--prename', 'Ada']);
    const published = await runCli(['landing', 'publish', roundId], env);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain('free for 14 days, with no automatic charges');
    const link = published.stdout.match(/Published: (\S+)/)![1]!;
    expect(link).toMatch(new RegExp(`^${server.url}/lp/[A-Za-z0-9_-]+$`));

    const visit = await fetch(link);
    expect(visit.status).toBe(200);
    expect(visit.headers.get('content-type')).toContain('text/html');
    const firstHtml = await visit.text();
    expect(firstHtml).toContain(escapeHtml(page.heroHeadline));
    // An autofilled page: no testimonial at all on the public page, and no example slot.
    expect(firstHtml).not.toContain('id="testimonials"');
    expect(firstHtml).not.toContain(escapeHtml(page.testimonial1));

    // A testimonial of the founder's own, by hand; a record the round does not have is refused.
    const own = await runCli(
      [
        'landing',
        'testimonial',
        roundId,
        '2',
        '--text',
        'We would try it.',
        '--name',
        'Jana Krüger',
        '--position',
        'Owner',
      ],
      env,
    );
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout).toContain('2. "We would try it." — Jana Krüger, Owner  (written by you)');
    const forged = await runCli(['landing', 'testimonial', roundId, '1', '--interview', 'nope12345'], env);
    expect(forged.code).toBe(1);
    expect(forged.stderr).toContain('no interview record nope12345');
    expect((await runCli(['landing', 'publish', roundId], env)).code).toBe(0);
    const withOwn = await (await fetch(link)).text();
    expect(withOwn).toContain('id="testimonials"');
    expect(withOwn).toContain('We would try it.');
    expect(withOwn).toContain(escapeHtml('Jana Krüger'));
    const signup = await fetch(`${link}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'early.bird@example.com', website: '' }).toString(),
      redirect: 'manual',
    });
    expect(signup.status).toBe(303);

    const listed = await runCli(['landing', 'signups', roundId], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`Published: ${link}`);
    // The page was fetched twice by the same client: one visitor that day.
    expect(listed.stdout).toContain('1 view, 1 sign-up');
    expect(listed.stdout).toContain('early.bird@example.com');
    const signups = await json(['landing', 'signups', roundId]);
    expect(signups).toMatchObject({ link, count: 1, signups: [{ email: 'early.bird@example.com' }] });
  });

  it('verdict says GO, PIVOT or NO-GO with its reasons and three next steps', async () => {
    const r = await runCli(['verdict', roundId], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^VERDICT: (GO|PIVOT|NO-GO)$/m);
    // The evidence by class: the autofilled round's only observation is the landing page's one view and sign-up.
    expect(r.stdout).toMatch(/^ {2}\d+ % observed in the real world$/m);
    expect(r.stdout).toMatch(/^ {2}Evidence: 1 observed, \d+ your own claims, \d+ inferred by the AI$/m);
    expect(r.stdout).toMatch(/ \[AI-inferred: AI-generated(, filled automatically)?\]$/m);
    expect(r.stdout).toMatch(/ \[observed: from the web: http\S+\/lp\/\S+\]$/m);
    expect(r.stdout).not.toMatch(/^VERDICT: GO$/m);
    expect(r.stdout.match(/^ {5}Tests: /gm)).toHaveLength(3);
    expect(r.stdout.match(/^ {5}Changes the verdict if: /gm)).toHaveLength(3);
    const verdict = await json(['verdict', roundId]);
    expect(['GO', 'PIVOT', 'NO_GO']).toContain(verdict.verdict);
    expect(verdict.nextSteps).toHaveLength(3);
    expect(r.stdout).toContain(`1. ${verdict.nextSteps[0].title}`);
  });
});

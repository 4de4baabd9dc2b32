// `idea read` against a fake API (typed by the contract; anything else answers 501): the reading through
// POST /aiservice/ideaframe, printed slot by slot in the idea's language or the user's, or as the frame with --json;
// a refusal of the server is printed as the server's headline and text with exit code 1.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../program.js';

type S = components['schemas'];

const FRAME: S['IdeaFrame'] = {
  offer: 'laundry pickup service',
  people: 'students',
  setting: 'in Leeds',
  price: '£5 per bag',
  priceKind: 'per_use',
  partners: [],
  channels: ['Instagram', 'phone'],
  shape: 'service_visit',
  name: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function run(args: string[], options: { userLang?: 'en' | 'de'; refuse?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const bodies: unknown[] = [];
  const configDir = await mkdtemp(join(tmpdir(), 'idea-cli-'));
  process.exitCode = 0;
  const program = buildProgram({
    env: { IDEA_CONFIG_DIR: configDir, IDEA_API_URL: 'http://api.test/api' },
    output: { out: (l) => out.push(l), err: (l) => err.push(l) },
    fetch: async (request) => {
      const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
      if (route === 'POST /aiservice/ideaframe') {
        bodies.push(await request.json());
        if (options.refuse)
          return json(400, {
            msg: { headline: 'Invalid input', text: 'body/text must NOT have more than 4000 characters' },
            code: 'validation',
          });
        return json(200, { frame: FRAME, provider: 'offline' } satisfies S['IdeaFrameResponse']);
      }
      if (route === 'POST /auth/checklogin') return json(200, { userdata: { lang: options.userLang ?? 'en' } });
      return json(501, { msg: { headline: 'Not implemented', text: route }, code: 'notImplemented' });
    },
  });
  await program.parseAsync(['node', 'idea-studio', ...args]);
  const exitCode = process.exitCode;
  process.exitCode = 0;
  return { out, err, bodies, exitCode };
}

describe('idea-studio idea read', () => {
  it('sends the text, title and language and prints one line per slot, "not said" for the empty ones', async () => {
    const r = await run(['idea', 'read', 'Laundry pickup for students in Leeds', '--title', 'Washly', '--lang', 'en']);
    expect(r.exitCode).toBe(0);
    expect(r.bodies).toEqual([{ text: 'Laundry pickup for students in Leeds', title: 'Washly', lang: 'en' }]);
    expect(r.out).toEqual([
      'How we read your idea:',
      '  What you offer:    laundry pickup service',
      '  Who it is for:     students',
      '  Where or when:     in Leeds',
      '  Price:             £5 per bag',
      '  How it is charged: per_use',
      '  Partners:          not said',
      '  Channels:          Instagram; phone',
      '  Kind of business:  service_visit',
      '  Product name:      not said',
      '  (read by the offline assistant)',
    ]);
  });

  it('speaks German for --lang de, and for a German user without --lang', async () => {
    const de = await run(['idea', 'read', 'Nachhilfe für Schüler in Köln', '--lang', 'de']);
    expect(de.out[0]).toBe('So lesen wir deine Idee:');
    expect(de.out).toContain(`  ${'Partner:'.padEnd(22)}nicht genannt`);
    expect(de.out).toContain(`  ${'Was du anbietest:'.padEnd(22)}laundry pickup service`);
    const user = await run(['idea', 'read', 'Nachhilfe für Schüler in Köln'], { userLang: 'de' });
    expect(user.bodies).toEqual([{ text: 'Nachhilfe für Schüler in Köln' }]);
    expect(user.out[0]).toBe('So lesen wir deine Idee:');
  });

  it('prints exactly the frame with --json', async () => {
    const r = await run(['--json', 'idea', 'read', 'Laundry pickup for students in Leeds']);
    const printed = JSON.parse(r.out.join('\n'));
    expect(Object.keys(printed).sort()).toEqual(
      ['channels', 'name', 'offer', 'partners', 'people', 'price', 'priceKind', 'setting', 'shape'].sort(),
    );
    expect(printed).toEqual(FRAME);
  });

  it("exits 1 with the server's headline and text when the server refuses the idea", async () => {
    const r = await run(['idea', 'read', 'x'.repeat(4001)], { refuse: true });
    expect(r.exitCode).toBe(1);
    expect(r.err).toEqual(['Invalid input: body/text must NOT have more than 4000 characters']);
    expect(r.out).toEqual([]);
  });
});

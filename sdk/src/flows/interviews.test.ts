import { describe, expect, it } from 'vitest';
import { createIdeaClient } from '../client.js';
import { bytesToBase64, createInterview, createInterviewFromFile, isInterviewFileName } from './interviews.js';

/** A client whose requests are recorded and answered with a 201 record. */
function recording() {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  const client = createIdeaClient({
    baseUrl: 'http://test/api',
    fetch: async (request: Request) => {
      sent.push({ url: request.url, method: request.method, body: await request.json() });
      return new Response(JSON.stringify({ id: 'int-1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, sent };
}

describe('interview flow', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['Grüße', 'R3LDvMOfZQ=='],
  ])('base64 of %j is %s', (text, expected) => {
    expect(bytesToBase64(new TextEncoder().encode(text))).toBe(expected);
  });

  it('encodes bytes beyond one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it.each([
    ['notes.txt', true],
    ['Notes.DOCX', true],
    ['notes.pdf', false],
    ['notes.txt.exe', false],
  ])('%s is an interview file: %s', (name, expected) => {
    expect(isInterviewFileName(name)).toBe(expected);
  });

  it('sends notes with who and when, leaving out what was not given', async () => {
    const { client, sent } = recording();
    await createInterview(client, 'r-1', 'They cancel late.', { role: 'Nurse', persona: ' ', heldOn: null });
    expect(sent).toEqual([
      {
        url: 'http://test/api/rounds/r-1/interviews',
        method: 'POST',
        body: { notes: 'They cancel late.', role: 'Nurse' },
      },
    ]);
  });

  it('sends a file as its name and bytes in base64', async () => {
    const { client, sent } = recording();
    const bytes = new TextEncoder().encode('They cancel late.');
    await createInterviewFromFile(
      client,
      'r-1',
      { fileName: 'anna.txt', bytes },
      {
        role: 'Nurse',
        persona: 'Mia Roth',
        heldOn: '2026-01-15',
      },
    );
    expect(sent[0]?.body).toEqual({
      document: { fileName: 'anna.txt', data: Buffer.from('They cancel late.').toString('base64') },
      role: 'Nurse',
      persona: 'Mia Roth',
      heldOn: '2026-01-15',
    });
  });
});

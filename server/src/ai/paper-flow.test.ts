import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData, makePdf } from '../test/hub-files.js';
import { makeScanPdf } from '../test/scan-pdf.js';

// The paper flow with the offline assistant: a scanned PDF gives no text and no title, and a summary is never made
// up from what little a client might still send (its metadata title, a file name).

describeEachDialect('the paper flow', (dialect) => {
  let t: TestApp;
  let user: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    user = await createAccount(t.app, 'researcher');
  });
  afterAll(() => t?.close());

  const extract = (filename: string, content: Buffer) =>
    injectAs(t.app, user, {
      method: 'POST',
      url: '/api/knowledgehub/pdfextract',
      ...formData([{ name: 'file', filename, content }]),
    });
  const summarize = (userInput: string) =>
    injectAs(t.app, user, {
      method: 'POST',
      url: '/api/aiservice/standalone',
      payload: { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput },
    });
  const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

  it('reads a scan as no text and no title, and refuses to summarise the little that is left', async () => {
    const scan = await extract('scan.pdf', await makeScanPdf('scan'));
    expect(scan.statusCode, scan.body).toBe(200);
    expect(json(scan)).toEqual({ pages: [''], title: null, author: null });
    for (const input of ['scan', 'scan.pdf', '']) {
      const res = await summarize(input);
      // The document is at fault, not the assistant: a 400 that says why (the dialog shows 'Summary failed').
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toEqual({
        msg: { headline: 'Nothing to work with', text: 'The document has no readable text.' },
        code: 'unusableInput',
      });
    }
  });

  it('summarises a PDF with a junk metadata title under the heading of its first page', async () => {
    const pdf = await makePdf(
      [
        [
          'Low-cost capacitive soil',
          'moisture sensing',
          'Smallholder vegetable farms rarely measure soil moisture and irrigate based on experience. We present a ' +
            'low-cost capacitive sensor network that sends readings to a cloud dashboard. In a field trial on ' +
            'twelve farms, sensor-guided irrigation reduced water use by 31 percent while yields remained stable.',
        ],
      ],
      { title: 'Microsoft Word - paper_final_v2.docx' },
    );
    const extracted = json(await extract('paper.pdf', pdf)) as { pages: string[]; title: string };
    expect(extracted.title).toBe('Low-cost capacitive soil moisture sensing');
    const res = await summarize([extracted.title, ...extracted.pages].join('\n\n'));
    expect(res.statusCode, res.body).toBe(200);
    const paper = json(res).promptResult as { title: string; summary: string };
    expect(paper.title).toBe('Low-cost capacitive soil moisture sensing');
    expect(paper.summary).toMatch(/31 percent/);
  });
});

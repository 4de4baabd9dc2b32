import type { components } from '@idea-studio/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../db/ids.js';
import { addProjectMember, createProject } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  type FormPart,
  formData,
  makeBinary,
  makeDocx,
  makeImage,
  makePdf,
  makePdfOfSize,
  makeTextOfSize,
} from '../test/hub-files.js';
import { DOCX_MIME, PDF_MIME, TEXT_MIME } from './detect.js';
import { readHubFileText } from './repository.js';
import { searchPassages } from './search.js';

type HubFile = components['schemas']['HubFile'];
type User = components['schemas']['User'];

describeEachDialect('knowledge hub', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  /** Uploads pitch decks concurrently. */
  let racer: TestAccount;
  /** A second, non-default project of alice's. */
  let aliceSide: string;

  beforeAll(async () => {
    // These tests upload far more files per user than the upload limit lets through (heavy-uploads.test.ts checks it).
    t = await buildTestApp({ dialect, env: { ...ACCOUNT_TEST_ENV, UPLOAD_RATE_LIMIT: '1000/1m' } });
    check = createResponseChecker(t.app.contract);
    alice = await createAccount(t.app, 'alice');
    bob = await createAccount(t.app, 'bob');
    carol = await createAccount(t.app, 'carol');
    racer = await createAccount(t.app, 'racer');
    aliceSide = newId();
    await createProject(t.app.db, { id: aliceSide, name: 'Side', ownerId: alice.id, sysDefault: 0, now: nowIso() });
    // carol is a member of alice's default project.
    await addProjectMember(t.app.db, { projectId: alice.projectId, userId: carol.id, role: 'Member', now: nowIso() });
  });
  afterAll(() => t?.close());

  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  function expectError(res: LightMyRequestResponse, operationId: string, status: number, text?: string | RegExp) {
    const body = expectAnswer(res, operationId, status);
    if (typeof text === 'string') expect(body.msg.text).toBe(text);
    else if (text) expect(body.msg.text).toMatch(text);
    return body;
  }

  const uploadParts = (
    hubId: string,
    filename: string,
    content: Buffer,
    fileType?: 'RAGFILE' | 'PITCHDECK',
  ): FormPart[] => [
    { name: 'hubId', value: hubId },
    ...(fileType ? [{ name: 'fileType', value: fileType }] : []),
    { name: 'file', filename, content },
  ];

  const upload = (account: TestAccount | undefined, parts: FormPart[]) =>
    injectAs(t.app, account, { method: 'POST', url: '/api/knowledgehub/uploads', ...formData(parts) });

  const list = (account: TestAccount, hubId: string) =>
    injectAs(t.app, account, { method: 'GET', url: `/api/knowledgehub/${hubId}` });

  const remove = (account: TestAccount, fileId: string) =>
    injectAs(t.app, account, { method: 'DELETE', url: `/api/knowledgehub/${fileId}` });

  async function uploadOk(account: TestAccount, hubId: string, name: string, content: Buffer, kind?: 'PITCHDECK') {
    return expectAnswer(
      await upload(account, uploadParts(hubId, name, content, kind)),
      'uploadHubFile',
      200,
    ) as HubFile;
  }

  describe('size limits, judged by the bytes received', () => {
    it('takes a RAGFILE of exactly 2,000,000 bytes and refuses one byte more (text and PDF)', async () => {
      const text = await uploadOk(alice, aliceSide, 'exact.txt', makeTextOfSize(2_000_000));
      expect(text).toMatchObject({ name: 'exact.txt', size: 2_000_000, fileType: 'RAGFILE', type: TEXT_MIME });
      expectError(
        await upload(alice, uploadParts(aliceSide, 'over.txt', makeTextOfSize(2_000_001))),
        'uploadHubFile',
        413,
        'File is too big max 2MB',
      );

      const pdf = await uploadOk(alice, aliceSide, 'exact.pdf', await makePdfOfSize(2_000_000, [['Exact size']]));
      expect(pdf).toMatchObject({ size: 2_000_000, type: PDF_MIME });
      const over = await makePdfOfSize(2_000_001, [['One byte over']]);
      const res = await upload(alice, uploadParts(aliceSide, 'over.pdf', over, 'RAGFILE'));
      expect(expectError(res, 'uploadHubFile', 413, 'File is too big max 2MB').code).toBe('fileTooLarge');
    });

    it('takes a PITCHDECK of exactly 5,000,000 bytes and refuses one byte more', async () => {
      const deck = await uploadOk(
        alice,
        alice.projectId,
        'deck.pdf',
        await makePdfOfSize(5_000_000, [['Pitch deck']]),
        'PITCHDECK',
      );
      expect(deck).toMatchObject({ size: 5_000_000, fileType: 'PITCHDECK', projectId: alice.projectId });
      const over = await makePdfOfSize(5_000_001, [['Pitch deck, too big']]);
      expectError(
        await upload(alice, uploadParts(alice.projectId, 'deck-big.pdf', over, 'PITCHDECK')),
        'uploadHubFile',
        413,
        'File is too big max 5MB',
      );
      expect(await remove(alice, deck.fileId).then((r) => r.statusCode)).toBe(200);
    });

    it('refuses files beyond the multipart limit with the same message, whatever the fields order', async () => {
      const huge = makeTextOfSize(6_500_000);
      const parts: FormPart[] = [
        { name: 'file', filename: 'huge.txt', content: huge },
        { name: 'hubId', value: aliceSide },
      ];
      expectError(await upload(alice, parts), 'uploadHubFile', 413, 'File is too big max 2MB');
    });
  });

  describe('types, judged by the bytes', () => {
    it('refuses a PNG renamed to .pdf, random binary as .txt and a PDF called .txt', async () => {
      const png = await makeImage(16, 16, 'png');
      const pdf = await makePdf([['A real PDF']]);
      for (const [name, content] of [
        ['picture.pdf', png],
        ['random.txt', makeBinary(4000)],
        ['document.txt', pdf],
        ['plan.pdf', makeDocx(['A docx named pdf'])],
        ['notes.docx', Buffer.from('Plain text named docx')],
        ['notes.md', Buffer.from('Markdown is not on the list')],
      ] as const) {
        const body = expectError(
          await upload(alice, uploadParts(aliceSide, name, content)),
          'uploadHubFile',
          415,
          'Filetype not allowed',
        );
        expect(body.code).toBe('fileType');
      }
    });

    it('refuses an empty file and a broken PDF with a readable 400', async () => {
      expectError(await upload(alice, uploadParts(aliceSide, 'empty.txt', Buffer.alloc(0))), 'uploadHubFile', 400);
      const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('this is not a pdf body '.repeat(30))]);
      expectError(
        await upload(alice, uploadParts(aliceSide, 'broken.pdf', broken)),
        'uploadHubFile',
        400,
        /could not be read/,
      );
      const names = (expectAnswer(await list(alice, aliceSide), 'listHubFiles', 200) as HubFile[]).map((f) => f.name);
      expect(names).not.toContain('broken.pdf');
      expect(names).not.toContain('empty.txt');
    });
  });

  describe('extraction and search', () => {
    it('extracts and indexes PDF (with umlauts), docx and txt, and finds their passages', async () => {
      const pdf = await uploadOk(
        alice,
        alice.projectId,
        'markt.pdf',
        await makePdf([['Die Zielgruppe sind Bäckereien in München.'], ['Größere Filialen zahlen monatlich.']]),
      );
      const docx = await uploadOk(
        alice,
        alice.projectId,
        'plan.docx',
        makeDocx(['Our photovoltaic installers need scheduling software.', 'Second paragraph.']),
      );
      const txt = await uploadOk(
        alice,
        alice.projectId,
        'notes.txt',
        Buffer.from('Interview notes: farmers want irrigation sensors.\n\nThey pay per hectare.'),
      );
      expect(docx.type).toBe(DOCX_MIME);
      expect(await readHubFileText(t.app.db, pdf.fileId)).toMatch(
        /Bäckereien in München\.\n\nGrößere Filialen zahlen monatlich\./,
      );
      expect(await readHubFileText(t.app.db, docx.fileId)).toBe(
        'Our photovoltaic installers need scheduling software.\n\nSecond paragraph.',
      );

      const bakeries = await searchPassages(t.app.db, alice.projectId, 'Welche Bäckereien?', 5);
      expect(bakeries[0]).toMatchObject({ fileId: pdf.fileId, fileName: 'markt.pdf' });
      expect(bakeries[0].text).toContain('Bäckereien in München');
      const solar = await searchPassages(t.app.db, alice.projectId, 'photovoltaic scheduling', 5);
      expect(solar.map((hit) => hit.fileId)).toEqual([docx.fileId]);
      const farm = await searchPassages(t.app.db, alice.projectId, 'irrigation', 5);
      expect(farm[0]).toMatchObject({ fileId: txt.fileId, fileName: 'notes.txt' });
    });

    it('ranks the passage matching more words first and respects the limit', async () => {
      await uploadOk(
        bob,
        bob.projectId,
        'ranking.txt',
        Buffer.from(
          [
            'Coffee roasting is an art.',
            'Coffee subscriptions for offices with fresh roasting every week.',
            'Tea is different.',
          ].join('\n\n'.concat('filler '.repeat(120), '\n\n')),
        ),
      );
      const hits = await searchPassages(t.app.db, bob.projectId, 'coffee subscriptions offices', 10);
      expect(hits.length).toBeGreaterThanOrEqual(2);
      expect(hits[0].text).toContain('Coffee subscriptions for offices');
      for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
      expect(await searchPassages(t.app.db, bob.projectId, 'coffee', 1)).toHaveLength(1);
    });

    it("never finds another project's passages", async () => {
      await uploadOk(bob, bob.projectId, 'secret.txt', Buffer.from('Quantum marshmallow recipe for bob only.'));
      expect(await searchPassages(t.app.db, alice.projectId, 'marshmallow', 10)).toEqual([]);
      expect((await searchPassages(t.app.db, bob.projectId, 'marshmallow', 10))[0].fileName).toBe('secret.txt');
    });

    it('survives full-text syntax in the query', async () => {
      for (const query of [
        '"foo" OR (bar* -',
        'NEAR(a b) AND NOT ^col:x',
        "it's & | ! <-> :* 'quoted'",
        '"""',
        '',
        '   ',
        '*',
        'irrigation" OR "x',
      ]) {
        await expect(searchPassages(t.app.db, alice.projectId, query, 5)).resolves.toBeInstanceOf(Array);
      }
      const hits = await searchPassages(t.app.db, alice.projectId, '"irrigation" OR (sensors* -', 5);
      expect(hits[0]?.fileName).toBe('notes.txt');
    });
  });

  describe('access and names', () => {
    it('refuses a name already in the hub with 409, in the same project only', async () => {
      await uploadOk(bob, bob.projectId, 'same.txt', Buffer.from('first'));
      const res = await upload(bob, uploadParts(bob.projectId, 'same.txt', Buffer.from('second')));
      expect(expectError(res, 'uploadHubFile', 409, 'File already exists').code).toBe('fileExists');
      await uploadOk(alice, aliceSide, 'same.txt', Buffer.from('elsewhere is fine'));
    });

    it('keeps names unique and one pitch deck per project under concurrent uploads', async () => {
      const hub = newId();
      await createProject(t.app.db, { id: hub, name: 'Race', ownerId: alice.id, sysDefault: 0, now: nowIso() });
      const same = await Promise.all(
        [1, 2, 3].map((n) => upload(alice, uploadParts(hub, 'race.txt', Buffer.from(`version ${n}`)))),
      );
      expect(same.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await list(alice, hub)).json()).toHaveLength(1);

      const decks = await Promise.all(
        [1, 2, 3].map(async (n) =>
          upload(racer, uploadParts(racer.projectId, `deck-${n}.pdf`, await makePdf([[`Deck ${n}`]]), 'PITCHDECK')),
        ),
      );
      for (const res of decks) expect([200, 409]).toContain(res.statusCode);
      const stored = (await list(racer, racer.projectId)).json().filter((f: HubFile) => f.fileType === 'PITCHDECK');
      expect(stored).toHaveLength(1);
    });

    it("answers 404 for another user's hub: upload, list and delete", async () => {
      expectError(
        await upload(bob, uploadParts(alice.projectId, 'intruder.txt', Buffer.from('x'))),
        'uploadHubFile',
        404,
      );
      expectError(await upload(bob, uploadParts('NOPE', 'x.txt', Buffer.from('x'))), 'uploadHubFile', 404);
      expectError(await list(bob, alice.projectId), 'listHubFiles', 404);
      // Ids no row can have (a NUL byte, which PostgreSQL refuses in text) are simply not found.
      expectError(await list(bob, 'a%00b'), 'listHubFiles', 404);
      expectError(await remove(bob, 'a%00b'), 'deleteHubFile', 404);
      expectError(await upload(bob, uploadParts('a\u0000b', 'x.txt', Buffer.from('x'))), 'uploadHubFile', 404);
      const file = await uploadOk(alice, aliceSide, 'private.txt', Buffer.from('private'));
      expectError(await remove(bob, file.fileId), 'deleteHubFile', 404);
      expect((await list(alice, aliceSide)).json().map((f: HubFile) => f.fileId)).toContain(file.fileId);
    });

    it('lets members of the project use its hub', async () => {
      const file = await uploadOk(carol, alice.projectId, 'from-carol.txt', Buffer.from('Carol was here.'));
      const names = (expectAnswer(await list(alice, alice.projectId), 'listHubFiles', 200) as HubFile[]).map(
        (f) => f.name,
      );
      expect(names).toContain('from-carol.txt');
      expectAnswer(await remove(alice, file.fileId), 'deleteHubFile', 200);
    });

    it('checks the form: hubId required, fileType RAGFILE or PITCHDECK, multipart only, logged in', async () => {
      const file = { name: 'file', filename: 'a.txt', content: Buffer.from('a') };
      expectError(await upload(alice, [file]), 'uploadHubFile', 400, /hubId/);
      expectError(
        await upload(alice, [{ name: 'hubId', value: aliceSide }, { name: 'fileType', value: 'OTHER' }, file]),
        'uploadHubFile',
        400,
        /RAGFILE or PITCHDECK/,
      );
      expectError(await upload(alice, [{ name: 'hubId', value: aliceSide }]), 'uploadHubFile', 400, /"file"/);
      const json = await injectAs(t.app, alice, {
        method: 'POST',
        url: '/api/knowledgehub/uploads',
        payload: { hubId: aliceSide },
      });
      expect(json.statusCode).toBe(415);
      expect((await upload(undefined, uploadParts(aliceSide, 'a.txt', Buffer.from('a')))).statusCode).toBe(401);
    });

    it('answers 400, never 500, to a broken multipart body, and takes one file per request', async () => {
      const cutOff = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello';
      for (const url of ['/api/knowledgehub/uploads', '/api/knowledgehub/pdfextract', '/api/user/avatar']) {
        for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
          const res = await injectAs(t.app, alice, {
            method: 'POST',
            url,
            payload: cutOff,
            headers: { 'content-type': contentType },
          });
          expect(res.statusCode, `${url} ${contentType}`).toBe(400);
          expect(res.json().code).toBe('invalidMultipart');
        }
      }
      const two = await upload(alice, [
        ...uploadParts(aliceSide, 'first.txt', Buffer.from('one')),
        { name: 'file', filename: 'second.txt', content: Buffer.from('two') },
      ]);
      expectError(two, 'uploadHubFile', 400, 'Send one file per request.');
      // Other file fields are ignored.
      const extra = await upload(alice, [
        ...uploadParts(aliceSide, 'with-extra.txt', Buffer.from('one')),
        { name: 'attachment', filename: 'ignored.txt', content: Buffer.from('two') },
      ]);
      expect(expectAnswer(extra, 'uploadHubFile', 200).name).toBe('with-extra.txt');
    });
  });

  describe('pitch deck', () => {
    it('goes only into the own default project and replaces the previous one', async () => {
      const deck = () => makePdf([['Pitch deck slide']]);
      expectError(
        await upload(alice, uploadParts(aliceSide, 'deck.pdf', await deck(), 'PITCHDECK')),
        'uploadHubFile',
        400,
        /default project/,
      );
      // carol is a member of alice's default project, which is not carol's own default project.
      expectError(
        await upload(carol, uploadParts(alice.projectId, 'deck.pdf', await deck(), 'PITCHDECK')),
        'uploadHubFile',
        400,
        /default project/,
      );

      const first = await uploadOk(bob, bob.projectId, 'deck-v1.pdf', await deck(), 'PITCHDECK');
      const second = await uploadOk(bob, bob.projectId, 'deck-v2.pdf', await deck(), 'PITCHDECK');
      // The same name as the current pitch deck replaces it too.
      const third = await uploadOk(bob, bob.projectId, 'deck-v2.pdf', await deck(), 'PITCHDECK');
      const decks = (await list(bob, bob.projectId)).json().filter((f: HubFile) => f.fileType === 'PITCHDECK');
      expect(decks.map((f: HubFile) => f.fileId)).toEqual([third.fileId]);
      expect([first.fileId, second.fileId]).not.toContain(third.fileId);
      expect(await readHubFileText(t.app.db, first.fileId)).toBeUndefined();

      // A RAGFILE may not take the pitch deck's name, nor the pitch deck a RAGFILE's.
      expectError(await upload(bob, uploadParts(bob.projectId, 'deck-v2.pdf', await deck())), 'uploadHubFile', 409);
      expectError(
        await upload(bob, uploadParts(bob.projectId, 'same.txt', Buffer.from('x'), 'PITCHDECK')),
        'uploadHubFile',
        409,
      );
    });
  });

  describe('listing and deleting', () => {
    it('lists a hub newest first and deletes a file with its text and passages', async () => {
      const hub = newId();
      await createProject(t.app.db, { id: hub, name: 'Listing', ownerId: bob.id, sysDefault: 0, now: nowIso() });
      const one = await uploadOk(bob, hub, 'one.txt', Buffer.from('Zebra crossing number one'));
      const two = await uploadOk(bob, hub, 'two.txt', Buffer.from('Zebra crossing number two'));
      const files = expectAnswer(await list(bob, hub), 'listHubFiles', 200) as HubFile[];
      expect(files.map((f) => f.fileId)).toEqual([two.fileId, one.fileId]);
      expect(files[0]).toEqual({
        fileId: two.fileId,
        name: 'two.txt',
        size: 25,
        fileType: 'RAGFILE',
        type: TEXT_MIME,
        projectId: hub,
        dateCreated: expect.any(String),
      });
      expect(await searchPassages(t.app.db, hub, 'zebra', 10)).toHaveLength(2);

      expect(expectAnswer(await remove(bob, one.fileId), 'deleteHubFile', 200)).toEqual({ success: true });
      expect((await list(bob, hub)).json().map((f: HubFile) => f.fileId)).toEqual([two.fileId]);
      expect(await readHubFileText(t.app.db, one.fileId)).toBeUndefined();
      const hits = await searchPassages(t.app.db, hub, 'zebra', 10);
      expect(hits.map((hit) => hit.fileId)).toEqual([two.fileId]);
      expectError(await remove(bob, one.fileId), 'deleteHubFile', 404);
      // The name is free again.
      await uploadOk(bob, hub, 'one.txt', Buffer.from('Back again'));
    });
  });

  describe('userdata', () => {
    it('carries the pitch deck of the default project and the RAG files of every own project', async () => {
      const dave = await createAccount(t.app, 'dave');
      const side = newId();
      await createProject(t.app.db, { id: side, name: 'Side', ownerId: dave.id, sysDefault: 0, now: nowIso() });
      const checkLogin = async () => {
        const res = await injectAs(t.app, dave, { method: 'POST', url: '/api/auth/checklogin' });
        return (expectAnswer(res, 'checkLogin', 200) as { userdata: User }).userdata;
      };
      const empty = await checkLogin();
      expect(empty.companyData.pitchDeck).toBeNull();
      expect(empty.ragFiles).toEqual([
        { projectId: dave.projectId, files: [] },
        { projectId: side, files: [] },
      ]);

      const deck = await uploadOk(dave, dave.projectId, 'deck.pdf', await makePdf([['Deck']]), 'PITCHDECK');
      const a = await uploadOk(dave, dave.projectId, 'a.txt', Buffer.from('a'));
      const b = await uploadOk(dave, dave.projectId, 'b.txt', Buffer.from('b'));
      const c = await uploadOk(dave, side, 'c.txt', Buffer.from('c'));
      const userdata = await checkLogin();
      expect(userdata.companyData.pitchDeck).toEqual(deck);
      expect(userdata.ragFiles).toEqual([
        { projectId: dave.projectId, files: [b, a] },
        { projectId: side, files: [c] },
      ]);
    });
  });

  describe('pdfextract', () => {
    const extract = (account: TestAccount, filename: string, content: Buffer) =>
      injectAs(t.app, account, {
        method: 'POST',
        url: '/api/knowledgehub/pdfextract',
        ...formData([{ name: 'file', filename, content }]),
      });

    it('answers the pages, title and author and stores nothing', async () => {
      const before = (await list(bob, bob.projectId)).json().length;
      const pdf = await makePdf([['Erste Seite über Äpfel'], ['Second page']], { title: 'Paper', author: 'Zoë' });
      const body = expectAnswer(await extract(bob, 'paper.pdf', pdf), 'extractPdfText', 200);
      expect(body).toEqual({ pages: ['Erste Seite über Äpfel', 'Second page'], title: 'Paper', author: 'Zoë' });
      expect((await list(bob, bob.projectId)).json()).toHaveLength(before);
    });

    it('refuses a broken PDF (400), other types (415) and more than 5,000,000 bytes (413)', async () => {
      const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('broken '.repeat(50))]);
      expectError(await extract(bob, 'broken.pdf', broken), 'extractPdfText', 400, 'The PDF could not be read.');
      expectError(await extract(bob, 'image.pdf', await makeImage(8, 8, 'png')), 'extractPdfText', 415);
      expectError(await extract(bob, 'text.pdf', Buffer.from('just text')), 'extractPdfText', 415);
      const exact = await makePdfOfSize(5_000_000, [['Big paper']]);
      expect(expectAnswer(await extract(bob, 'big.pdf', exact), 'extractPdfText', 200).pages).toEqual(['Big paper']);
      const over = await makePdfOfSize(5_000_001, [['Too big paper']]);
      expectError(await extract(bob, 'big.pdf', over), 'extractPdfText', 413);
    });
  });

  it('answers the allowed file types and limits of the SDK', async () => {
    const res = await injectAs(t.app, alice, { method: 'GET', url: '/api/knowledgehub/allowedfiletypes?t=1' });
    expect(expectAnswer(res, 'listAllowedFileTypes', 200)).toEqual({
      types: [
        { mime: PDF_MIME, extension: '.pdf' },
        { mime: TEXT_MIME, extension: '.txt' },
        { mime: DOCX_MIME, extension: '.docx' },
      ],
      maxSize: { RAGFILE: 2_000_000, PITCHDECK: 5_000_000 },
    });
  });
});

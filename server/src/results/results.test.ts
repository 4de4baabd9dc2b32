import type { components } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/ids.js';
import { addProjectMember } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, PROBLEM_SHADOWING, QUALIFY, roundsApi, VALIDATE } from '../test/rounds-api.js';

type ResultFile = components['schemas']['ResultFile'];

const NOT_ALLOWED = {
  msg: { headline: 'Download not allowed', text: 'You are not allowed to download this file!' },
  code: 'downloadNotAllowed',
};
const NO_PROJECT = {
  msg: { headline: 'No Project found', text: 'Please contact the support team. There is no project in your accouunt.' },
  code: 'noProject',
};

/** The text of a PDF; unpdf empties the array it is given, so it gets a copy. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

describeEachDialect('result files', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let outsider: TestAccount;
  let german: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    member = await createAccount(t.app, 'member');
    outsider = await createAccount(t.app, 'outsider');
    german = await createAccount(t.app, 'deutsch', 'de');
    // There is no invitation call yet: the member joins the owner's project in the database.
    await addProjectMember(t.app.db, { projectId: owner.projectId, userId: member.id, role: 'Member', now: nowIso() });
  });
  afterAll(() => t?.close());

  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  const fileBody = (account: TestAccount, roundId: string, overrides: Record<string, unknown> = {}) => ({
    roundId,
    name: 'ShelfSense idea card',
    data: { name: 'ShelfSense' },
    type: 'Basic Idea',
    projectId: account.projectId,
    currentStepNr: 1,
    stepId: BASIC_IDEA,
    ...overrides,
  });

  async function createFile(account: TestAccount, roundId: string, overrides: Record<string, unknown> = {}) {
    const res = await api(account, 'POST', '/knowledgehub/trackresult', fileBody(account, roundId, overrides));
    return expectAnswer(res, 'createResultFile', 200).filedata as { id: string; identifer: string; file: ResultFile };
  }

  const fileUrl = (roundId: string, fileId: string, fileName: string) =>
    `/knowledgehub/trackresult/${roundId}/${fileId}/${encodeURIComponent(fileName)}`;

  describe('createResultFile', () => {
    it('renders the step result as a PDF with title, step name, date and every section', async () => {
      const roundId = await startRound(owner);
      const data = {
        name: 'ShelfSense',
        tagline: 'Weiß heute, was morgen in Köln gekauft wird – „präzise“',
        key_features: ['Bedarfsprognose für Läden', 'Warnungen bei Überbestand'],
        target_group: { primary_users: 'Inhaber kleiner Lebensmittelläden', shops_reached: 120, pilot_ready: true },
        value_proposition: 'Weniger Abfall, volle Regale.',
      };
      const dateOf = (date: Date) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
      const before = dateOf(new Date());
      const filedata = await createFile(owner, roundId, { name: 'Meine Geschäftsidee', data });
      const after = dateOf(new Date());
      expect(filedata.identifer).toBe('Meine Geschäftsidee.pdf');
      expect(filedata.file).toMatchObject({
        id: filedata.id,
        fileId: filedata.id,
        fileName: 'Meine Geschäftsidee.pdf',
        fileType: 'basic_idea',
        currentStepNr: 1,
        stepId: BASIC_IDEA,
        roundId,
        userId: owner.id,
        projectOwnerId: owner.id,
      });

      const download = await api(owner, 'GET', fileUrl(roundId, filedata.id, filedata.identifer));
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(filedata.file.fileSize).toBe(download.rawPayload.length);
      const text = await pdfText(download.rawPayload);
      for (const expected of [
        'Meine Geschäftsidee',
        'Basic Idea',
        'Name',
        'ShelfSense',
        'Tagline',
        'Weiß heute, was morgen in Köln gekauft wird – „präzise“',
        'Key features',
        'Bedarfsprognose für Läden',
        'Warnungen bei Überbestand',
        'Target group',
        'Primary users',
        'Inhaber kleiner Lebensmittelläden',
        'Shops reached',
        '120',
        'Pilot ready',
        'Yes',
        'Value proposition',
        'Weniger Abfall, volle Regale.',
      ]) {
        expect(text).toContain(expected);
      }
      expect(
        [before, after].some((date) => text.includes(date)),
        `${before} in the PDF`,
      ).toBe(true);
      // Laid out, not dumped.
      expect(text).not.toMatch(/[{}]|":|key_features/);
    });

    it('says how long the PDF took to render in its Server-Timing header', async () => {
      const roundId = await startRound(owner);
      const res = await api(owner, 'POST', '/knowledgehub/trackresult', fileBody(owner, roundId));
      expectAnswer(res, 'createResultFile', 200);
      expect(res.headers['server-timing']).toMatch(/^pdf;dur=\d+(\.\d)?;desc="PDF render"$/);
    });

    it('names the step in the user’s language and the closing view Closing', async () => {
      const roundId = await startRound(german);
      const step = await createFile(german, roundId, {
        name: 'Idee',
        data: { tagline: 'Licht am Abend', target_group: 'Kioske', pilot_bereit: true },
      });
      const stepText = await pdfText((await api(german, 'GET', fileUrl(roundId, step.id, step.identifer))).rawPayload);
      expect(stepText).toContain('Grundidee');
      // Known fields in German, unknown ones by their own name.
      expect(stepText).toContain('Slogan');
      expect(stepText).toContain('Zielgruppe');
      expect(stepText).not.toMatch(/Tagline|Target group/);
      expect(stepText).toContain('Pilot bereit');
      expect(stepText).toContain('Ja');
      const other = await createFile(german, roundId, { name: 'Problem', stepId: PROBLEM_SHADOWING, data: 'Text' });
      const otherText = await pdfText(
        (await api(german, 'GET', fileUrl(roundId, other.id, other.identifer))).rawPayload,
      );
      expect(otherText).toContain('Problem Shadowing');

      const ownerRound = await startRound(owner);
      const closing = await createFile(owner, ownerRound, {
        name: 'Final report',
        stepId: 'closing-stream',
        type: 'Business Model Canvas',
        output: true,
        currentStepNr: 0,
        data: ['first point', 'second point'],
      });
      expect(closing.file.fileType).toBe('output_business_model_canvas');
      expect(closing.file.stepId).toBe('closing-stream');
      const text = await pdfText(
        (await api(owner, 'GET', fileUrl(ownerRound, closing.id, closing.identifer))).rawPayload,
      );
      expect(text).toContain('Closing');
      expect(text).toContain('first point');
      expect(text).toContain('second point');
    });

    it('stores the type lower-cased with underscores and sanitises the file name', async () => {
      const roundId = await startRound(owner);
      const a = await createFile(owner, roundId, { type: 'User Insight  Mapping', name: ' a/b: c?.pdf ' });
      expect(a.file.fileType).toBe('user_insight__mapping');
      expect(a.identifer).toBe('a b c.pdf');
      const b = await createFile(owner, roundId, { type: 'Report', output: true, name: '...' });
      expect(b.file.fileType).toBe('output_report');
      expect(b.identifer).toBe('Result.pdf');
    });

    it('needs the round’s project for a step file and the default project for a closing file', async () => {
      const roundId = await startRound(owner);
      const wrongProject = await api(owner, 'POST', '/knowledgehub/trackresult', {
        ...fileBody(owner, roundId),
        projectId: member.projectId,
      });
      expect(expectAnswer(wrongProject, 'createResultFile', 400).msg.text).toBe(
        'projectId is not the project of this round.',
      );
      const closingElsewhere = await api(owner, 'POST', '/knowledgehub/trackresult', {
        ...fileBody(owner, roundId, { stepId: 'closing-stream' }),
        projectId: member.projectId,
      });
      expect(expectAnswer(closingElsewhere, 'createResultFile', 404)).toEqual(NO_PROJECT);
    });

    it.each([
      ['a step outside the track', { stepId: 'nope' }, 400],
      ['a start view', { stepId: `initial-${VALIDATE}` }, 400],
      ['a blank title', { name: '   ' }, 400],
      ['a blank type', { type: ' ' }, 400],
      ['data nested too deeply', { data: JSON.parse(`${'['.repeat(100)}1${']'.repeat(100)}`) }, 400],
      ['a missing field', { stepId: undefined }, 400],
      ['an unknown field', { extra: 1 }, 400],
      ['an unknown round', { roundId: '01NOSUCHROUND0000000000000' }, 404],
    ])('refuses %s', async (_label, overrides, status) => {
      const roundId = await startRound(owner);
      const res = await api(owner, 'POST', '/knowledgehub/trackresult', fileBody(owner, roundId, overrides));
      expectAnswer(res, 'createResultFile', status);
    });

    it('refuses a result that would need more than 300 pages with 413', async () => {
      const roundId = await startRound(owner);
      const data = { entries: Array.from({ length: 20_000 }, (_, i) => `Entry ${i}`) };
      const res = await api(owner, 'POST', '/knowledgehub/trackresult', fileBody(owner, roundId, { data }));
      expect(expectAnswer(res, 'createResultFile', 413).code).toBe('payloadTooLarge');
      expect((await api(owner, 'GET', `/knowledgehub/trackresult/${roundId}`)).json()).toEqual([]);
    });
  });

  describe('listResultFiles, downloadResultFile, deleteResultFile', () => {
    it('lists the round’s files, oldest first', async () => {
      const roundId = await startRound(owner);
      const first = await createFile(owner, roundId, { name: 'First' });
      const second = await createFile(owner, roundId, { name: 'Second', output: true });
      const list: ResultFile[] = expectAnswer(
        await api(owner, 'GET', `/knowledgehub/trackresult/${roundId}?t=1`),
        'listResultFiles',
        200,
      );
      expect(list.map((file) => [file.id, file.fileName, file.fileType])).toEqual([
        [first.id, 'First.pdf', 'basic_idea'],
        [second.id, 'Second.pdf', 'output_basic_idea'],
      ]);
      expect(list[0]).toEqual(first.file);
    });

    it('downloads with content type, length and the file name (RFC 5987 for non-ASCII names)', async () => {
      const roundId = await startRound(owner);
      const plain = await createFile(owner, roundId, { name: 'Idea card' });
      const res = await api(owner, 'GET', `${fileUrl(roundId, plain.id, plain.identifer)}?t=5`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Idea card.pdf"');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

      const umlauts = await createFile(owner, roundId, { name: 'Größe & Übermaß' });
      const res2 = await api(owner, 'GET', fileUrl(roundId, umlauts.id, umlauts.identifer));
      expect(res2.statusCode).toBe(200);
      expect(res2.headers['content-disposition']).toBe(
        `attachment; filename="Grosse & Ubermass.pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%26%20%C3%9Cberma%C3%9F.pdf`,
      );
    });

    it('finds files whose names need encoding in the path', async () => {
      const roundId = await startRound(owner);
      for (const name of ['50% done #1 + more', 'Ünïcödé ’quotes’ & (brackets)', 'semi;colon,comma=equals']) {
        const file = await createFile(owner, roundId, { name });
        expect(file.identifer).toBe(`${name}.pdf`);
        const res = await api(owner, 'GET', fileUrl(roundId, file.id, file.identifer));
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
      }
    });

    it('answers 404 for a wrong file name, an unknown file or a file of another round', async () => {
      const roundId = await startRound(owner);
      const other = await startRound(owner);
      const file = await createFile(owner, roundId);
      for (const url of [
        fileUrl(roundId, file.id, 'Other.pdf'),
        fileUrl(roundId, '01NOSUCHFILE00000000000000', file.identifer),
        fileUrl(other, file.id, file.identifer),
      ]) {
        expect(expectAnswer(await api(owner, 'GET', url), 'downloadResultFile', 404).code, url).toBe('notFound');
        expect(expectAnswer(await api(owner, 'DELETE', url), 'deleteResultFile', 404).code, url).toBe('notFound');
      }
    });

    it('deletes the file, its bytes and the step result that points to it', async () => {
      const roundId = await startRound(owner);
      const file = await createFile(owner, roundId);
      const keep = await createFile(owner, roundId, { name: 'Keep' });
      const added = await api(owner, 'POST', `/rounds/${roundId}/results`, {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        result: { name: 'ShelfSense' },
        stepIndex: 1,
        fileId: file.id,
      });
      expect(added.statusCode).toBe(200);

      const res = await api(owner, 'DELETE', fileUrl(roundId, file.id, file.identifer));
      expect(expectAnswer(res, 'deleteResultFile', 200)).toEqual({ success: true });
      const list: ResultFile[] = (await api(owner, 'GET', `/knowledgehub/trackresult/${roundId}`)).json();
      expect(list.map((f) => f.id)).toEqual([keep.id]);
      const results = await t.app.db.selectFrom('step_results').select('id').where('round_id', '=', roundId).execute();
      expect(results).toEqual([]);
      const bytes = await t.app.db
        .selectFrom('result_file_contents')
        .select('file_id')
        .where('file_id', '=', file.id)
        .execute();
      expect(bytes).toEqual([]);
      expect((await api(owner, 'GET', fileUrl(roundId, file.id, file.identifer))).statusCode).toBe(404);
    });
  });

  describe('ownership', () => {
    it('outsiders get 404 everywhere; members see the files but may not download or delete them', async () => {
      const roundId = await startRound(owner, 'Shared');
      const file = await createFile(owner, roundId);
      const url = fileUrl(roundId, file.id, file.identifer);

      // An outsider learns nothing.
      for (const [operationId, method, path] of [
        ['listResultFiles', 'GET', `/knowledgehub/trackresult/${roundId}`],
        ['downloadResultFile', 'GET', url],
        ['deleteResultFile', 'DELETE', url],
        ['getTrackData', 'GET', `/rounds/${roundId}/track`],
      ] as const) {
        const res = await api(outsider, method, path);
        expect(expectAnswer(res, operationId, 404).msg.headline, operationId).toBe('Round not found');
      }
      const outsiderCreate = await api(outsider, 'POST', '/knowledgehub/trackresult', fileBody(outsider, roundId));
      expect(expectAnswer(outsiderCreate, 'createResultFile', 404).msg.headline).toBe('Round not found');

      // A member of the project sees the files, and gets the spec's message for download and delete.
      const listed: ResultFile[] = expectAnswer(
        await api(member, 'GET', `/knowledgehub/trackresult/${roundId}`),
        'listResultFiles',
        200,
      );
      expect(listed.map((f) => f.id)).toEqual([file.id]);
      expect(expectAnswer(await api(member, 'GET', url), 'downloadResultFile', 403)).toEqual(NOT_ALLOWED);
      expect(expectAnswer(await api(member, 'DELETE', url), 'deleteResultFile', 403)).toEqual(NOT_ALLOWED);
      // Creating files in someone else's round changes it: only its user may.
      const memberCreate = await api(member, 'POST', '/knowledgehub/trackresult', fileBody(owner, roundId));
      expect(expectAnswer(memberCreate, 'createResultFile', 404).msg.headline).toBe('Round not found');

      // The owner (creator and project owner) may.
      expect((await api(owner, 'GET', url)).statusCode).toBe(200);
      expect((await api(owner, 'DELETE', url)).statusCode).toBe(200);
    });

    it('lets the file’s creator and the project’s owner download and delete, and no other member', async () => {
      const creator = await createAccount(t.app, 'creator');
      const bystander = await createAccount(t.app, 'bystander');
      for (const account of [creator, bystander]) {
        await addProjectMember(t.app.db, {
          projectId: owner.projectId,
          userId: account.id,
          role: 'Member',
          now: nowIso(),
        });
      }
      const roundId = await startRound(owner, 'Team round');
      const byCreator = await createFile(owner, roundId, { name: 'By creator' });
      const byCreator2 = await createFile(owner, roundId, { name: 'By creator 2' });
      // Files made by a team member (the API creates files only for the round's user; the team flow comes later).
      await t.app.db
        .updateTable('result_files')
        .set({ user_id: creator.id })
        .where('id', 'in', [byCreator.id, byCreator2.id])
        .execute();
      const url = fileUrl(roundId, byCreator.id, byCreator.identifer);
      const url2 = fileUrl(roundId, byCreator2.id, byCreator2.identifer);

      const listed: ResultFile[] = (await api(bystander, 'GET', `/knowledgehub/trackresult/${roundId}`)).json();
      expect(listed.find((f) => f.id === byCreator.id)).toMatchObject({ userId: creator.id, projectOwnerId: owner.id });

      expect(expectAnswer(await api(bystander, 'GET', url), 'downloadResultFile', 403)).toEqual(NOT_ALLOWED);
      expect(expectAnswer(await api(bystander, 'DELETE', url), 'deleteResultFile', 403)).toEqual(NOT_ALLOWED);
      expect((await api(creator, 'GET', url)).statusCode).toBe(200);
      expect((await api(owner, 'GET', url)).statusCode).toBe(200);
      expect(expectAnswer(await api(creator, 'DELETE', url), 'deleteResultFile', 200)).toEqual({ success: true });
      expect(expectAnswer(await api(owner, 'DELETE', url2), 'deleteResultFile', 200)).toEqual({ success: true });
    });

    it('answers 401 without a session', async () => {
      const roundId = await startRound(owner);
      expect((await api(undefined, 'GET', `/knowledgehub/trackresult/${roundId}`)).statusCode).toBe(401);
      expect((await api(undefined, 'POST', '/knowledgehub/trackresult', fileBody(owner, roundId))).statusCode).toBe(
        401,
      );
    });
  });
});

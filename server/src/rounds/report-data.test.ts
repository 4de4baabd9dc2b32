import { CANVAS_BLOCKS, CANVAS_SHAPE_INVALID, REPORT_INVALID } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { FEEDBACK_CARD, roundsApi, sampleResultOf, VALIDATE } from '../test/rounds-api.js';
import { spreadsheetSafe } from './pins-export.js';

// Reports per mentor on the server (part 1 §4): a report is stored as a step result of the stream export_reports
// under its report option's id, re-checked as a report; its PDF lists each point's origin and the sources; the
// report data answers every result and, per mentor, its pins, its changes and whether its report exists; nobody
// else's round is answered.

const REPORT = {
  title: 'Market Potential Report: Sunbox',
  summary: 'Kiosk owners would pay for light.',
  sections: [
    {
      heading: 'What drives the market',
      points: [
        { text: 'Solar prices fell.', origin: 'web', source: 'https://example.org/solar' },
        { text: 'Count kiosks bottom-up.', origin: 'ai', source: null },
      ],
    },
  ],
};

describeEachDialect('reports and their data', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let roundId: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    other = await createAccount(t.app, 'other');
    roundId = await startRound(owner, 'Kiosks');
    const card = sampleResultOf(FEEDBACK_CARD, 'Solar on the roof');
    const saved = await api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId: VALIDATE,
      stepId: FEEDBACK_CARD,
      name: 'feedbackCard',
      result: card,
      stepIndex: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  const store = (account: TestAccount, body: object) =>
    api(account, 'POST', `/rounds/${roundId}/results`, {
      streamId: 'export_reports',
      stepId: 'market-potential',
      name: 'report',
      result: REPORT,
      stepIndex: 0,
      ...body,
    });

  it('answers each mentor’s pins and changes, and no report yet', async () => {
    const data = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/report-data?t=1`), 'getReportData', 200);
    expect(data.roundId).toBe(roundId);
    const market = data.agents.find((a: { agentId: string }) => a.agentId === 'mentor_market');
    expect(market).toMatchObject({ changeEvents: 1, hasReport: false });
    expect(market.pins.map((p: { topic: string }) => p.topic)).toEqual(['Solar on the roof']);
    expect(data.agents.map((a: { agentId: string }) => a.agentId)).not.toContain('flying_jhonny');
  });

  it('stores a report in export_reports with its PDF; the report data then says so', async () => {
    const file = expectAnswer(
      await api(owner, 'POST', '/knowledgehub/trackresult', {
        roundId,
        name: REPORT.title,
        data: REPORT,
        type: 'Market Potential Report',
        projectId: owner.projectId,
        currentStepNr: 0,
        stepId: 'market-potential',
      }),
      'createResultFile',
      200,
    );
    const pdf = await api(
      owner,
      'GET',
      `/knowledgehub/trackresult/${roundId}/${file.filedata.id}/${encodeURIComponent(file.filedata.identifer)}`,
    );
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Market Potential Report');
    expect(flat).toContain('Solar prices fell. (from the web: https://example.org/solar)');
    expect(flat).toContain('Count kiosks bottom-up. (AI-generated)');
    expect(flat).toMatch(/Sources.*https:\/\/example\.org\/solar/);

    expectAnswer(await store(owner, { fileId: file.filedata.id }), 'addStepResult', 200);
    const data = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/report-data`), 'getReportData', 200);
    expect(data.agents.find((a: { agentId: string }) => a.agentId === 'mentor_market').hasReport).toBe(true);
    expect(data.results).toContainEqual(
      expect.objectContaining({ streamId: 'export_reports', stepId: 'market-potential', fileId: file.filedata.id }),
    );
    // The round's data lists the reports after the track's streams, so Key Results can show them.
    const track = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/track`), 'getTrackData', 200);
    expect(track.streams.at(-1)).toMatchObject({ id: 'export_reports', results: [{ stepId: 'market-potential' }] });
  });

  it.each([
    ['an unknown report', { stepId: 'horoscope' }, 'stepId is not a report option.'],
    ['a report without sections', { result: { ...REPORT, sections: [] } }, REPORT_INVALID],
    [
      'a point without origin',
      { result: { ...REPORT, sections: [{ heading: 'H', points: [{ text: 'x' }] }] } },
      REPORT_INVALID,
    ],
  ])('refuses %s with 400', async (_label, body, text) => {
    const res = expectAnswer(await store(owner, body), 'addStepResult', 400);
    expect(res.msg.text).toBe(text);
  });

  it('stores the Business Model Canvas next to the reports, re-checked as a canvas', async () => {
    const block = [{ text: 'Kiosk owners', origin: 'ai', source: null }];
    const canvas = Object.fromEntries(CANVAS_BLOCKS.map((key) => [key, block]));
    const stored = await store(owner, { stepId: 'business-model-canvas', name: 'canvas', result: canvas });
    expect(expectAnswer(stored, 'addStepResult', 200).stepId).toBe('business-model-canvas');
    const broken = await store(owner, {
      stepId: 'business-model-canvas',
      name: 'canvas',
      result: { ...canvas, channels: [] },
    });
    expect(expectAnswer(broken, 'addStepResult', 400).msg.text).toBe(CANVAS_SHAPE_INVALID);
  });

  it('lets a report point or canvas entry claim the founder’s words (origin user) only with a pin the founder wrote', async () => {
    const pin = (sampleResultOf(FEEDBACK_CARD, 'x').pins as object[])[0];
    const round = await startRound(owner, 'Origins checked');
    const card = {
      pins: [
        { ...pin, topic: 'Van', content: 'Ask two insurers about a van.', origin: 'user', author: 'founder' },
        { ...pin, topic: 'Owners', content: 'Owners walk at six.', origin: 'ai', author: 'ai' },
      ],
      changedEvents: [],
    };
    const saveTo = (stepId: string, result: object) =>
      api(owner, 'POST', `/rounds/${round}/results`, {
        streamId: 'export_reports',
        stepId,
        name: 'r',
        result,
        stepIndex: 0,
      });
    expectAnswer(
      await api(owner, 'POST', `/rounds/${round}/results`, {
        streamId: VALIDATE,
        stepId: FEEDBACK_CARD,
        name: 'feedbackCard',
        result: card,
        stepIndex: 3,
      }),
      'addStepResult',
      200,
    );
    const points = [
      { text: 'Van: Ask two insurers about a van.', origin: 'user', source: null },
      // A model's own sentence (or an autofilled pin) claiming to be the founder's: the AI's.
      { text: 'We talked to forty owners.', origin: 'user', source: null },
      { text: 'Owners: Owners walk at six.', origin: 'user', source: null },
      { text: 'Solar prices fell.', origin: 'web', source: 'https://example.org/solar' },
    ];
    const report = { ...REPORT, sections: [{ heading: 'H', points }] };
    const stored = expectAnswer(await saveTo('market-potential', report), 'addStepResult', 200);
    const origins = (stored.result as typeof report).sections[0]!.points.map((p) => p.origin);
    expect(origins).toEqual(['user', 'ai', 'ai', 'web']);

    const canvas = Object.fromEntries(CANVAS_BLOCKS.map((key) => [key, points]));
    const drawn = expectAnswer(await saveTo('business-model-canvas', canvas), 'addStepResult', 200);
    expect((drawn.result as Record<string, typeof points>).channels!.map((p) => p.origin)).toEqual(origins);
  });

  it('answers nobody else: another user 404, an anonymous caller 401, for the data and for storing', async () => {
    expectAnswer(await api(other, 'GET', `/rounds/${roundId}/report-data`), 'getReportData', 404);
    expectAnswer(await api(undefined, 'GET', `/rounds/${roundId}/report-data`), 'getReportData', 401);
    expectAnswer(await store(other, {}), 'addStepResult', 404);
    expectAnswer(await store(undefined as unknown as TestAccount, {}), 'addStepResult', 401);
  });

  it('never labels an autofilled card’s pins as entered by you, in the rows or the CSV', async () => {
    const pin = (sampleResultOf(FEEDBACK_CARD, 'x').pins as object[])[0];
    const card = {
      pins: [
        {
          ...pin,
          content: 'I spoke with three of them last month.',
          source: 'SIMPLE-CHAT',
          origin: 'user',
          author: 'ai',
        },
        {
          ...pin,
          topic: 'Kept',
          content: 'A mentor pin kept.',
          source: 'SIMPLE-CHAT',
          origin: 'ai',
          author: 'ai-accepted',
        },
      ],
      changedEvents: [],
    };
    const round = await startRound(owner, 'Autofilled pins');
    expectAnswer(
      await api(owner, 'POST', `/rounds/${round}/results`, {
        streamId: VALIDATE,
        stepId: FEEDBACK_CARD,
        name: 'feedbackCard',
        result: card,
        stepIndex: 3,
      }),
      'addStepResult',
      200,
    );
    const rows = expectAnswer(await api(owner, 'POST', `/rounds/${round}/pins/export`, {}), 'exportPins', 200);
    expect(rows.text).not.toContain('entered by you');
    expect(rows.text).toContain('| I spoke with three of them last month. | AI-generated, filled automatically |');
    const csv = (await api(owner, 'GET', `/rounds/${round}/pins.csv`)).body;
    expect(csv).not.toContain('entered by you');
    expect(csv).toContain('SIMPLE-CHAT,ai,"AI-generated, filled automatically"');
    expect(csv).toContain('SIMPLE-CHAT,ai-accepted,"AI-generated, accepted by you"');
  });

  it("labels the pins in the German user's language in the whiteboard rows and the CSV file", async () => {
    const round = await startRound(owner, 'Pins auf Deutsch');
    const card = {
      pins: [
        { ...(sampleResultOf(FEEDBACK_CARD, 'Kiosk').pins as object[])[0], prio: true, author: 'ai', origin: 'ai' },
      ],
      changedEvents: [],
    };
    expectAnswer(
      await api(owner, 'POST', `/rounds/${round}/results`, {
        streamId: VALIDATE,
        stepId: FEEDBACK_CARD,
        name: 'feedbackCard',
        result: card,
        stepIndex: 3,
      }),
      'addStepResult',
      200,
    );
    const profile = { prename: 'Ada', lastname: 'Founder', intentionRoleId: null };
    expectAnswer(await api(owner, 'POST', '/user/data', { ...profile, lang: 'de' }), 'updateUserData', 200);
    try {
      const rows = expectAnswer(await api(owner, 'POST', `/rounds/${round}/pins/export`, {}), 'exportPins', 200);
      expect(rows.text).toMatch(/\| KI-[^|]+ \|$/);
      expect(rows.text).not.toMatch(/AI-generated|entered by you/);
      const csv = (await api(owner, 'GET', `/rounds/${round}/pins.csv`)).body;
      expect(csv.split('\n')[0]).toBe('Mentor,Thema,Inhalt,priorisiert,Quelle,Autor,Herkunft,Beleg,erstellt');
      expect(csv).toContain(',ja,');
      expect(csv).not.toMatch(/AI-generated|,yes,/);
    } finally {
      expectAnswer(await api(owner, 'POST', '/user/data', { ...profile, lang: 'en' }), 'updateUserData', 200);
    }
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1'])(
    'keeps the cell %j as text in a spreadsheet',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
      expect(spreadsheetSafe(`Note ${cell}`)).toBe(`Note ${cell}`);
    },
  );

  it('exports the pins as whiteboard rows and as a CSV file, prioritised first, formulas kept as text', async () => {
    const card = {
      pins: [
        {
          ...(sampleResultOf(FEEDBACK_CARD, 'Solar on the roof').pins as object[])[0],
          content: 'Ask | three, owners\nfirst',
        },
        {
          topic: '=SUM(A1)',
          content: 'Prices "fell"',
          agentId: 'mentor_tech',
          agentName: 'Priya',
          prio: true,
          source: 'SIMPLE-CHAT',
          origin: 'web',
          evidence: 'https://example.org/solar',
        },
      ],
      changedEvents: [],
    };
    const round = await startRound(owner, 'Kiosk pins');
    expectAnswer(
      await api(owner, 'POST', `/rounds/${round}/results`, {
        streamId: VALIDATE,
        stepId: FEEDBACK_CARD,
        name: 'feedbackCard',
        result: card,
        stepIndex: 3,
      }),
      'addStepResult',
      200,
    );
    const rows = expectAnswer(await api(owner, 'POST', `/rounds/${round}/pins/export`, {}), 'exportPins', 200);
    expect(rows).toEqual({
      pinCount: 2,
      text:
        '| Priya | =SUM(A1) | Prices "fell" | from the web: https://example.org/solar |\n' +
        '| Mara | Solar on the roof | Ask / three, owners first | entered by you |',
    });
    const csv = await api(owner, 'GET', `/rounds/${round}/pins.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Kiosk pins Pins.csv"');
    expect(csv.body.split('\n')[0]).toBe('mentor,topic,content,prioritised,source,author,origin,evidence,created');
    // Saved without an author, texts the AI never wrote for this round are the founder's (the server settles it);
    // a web pin still names its page.
    expect(csv.body).toContain(
      `Priya,'=SUM(A1),"Prices ""fell""",yes,SIMPLE-CHAT,founder,from the web,https://example.org/solar,`,
    );
    expect(csv.body).toContain(
      'Mara,Solar on the roof,"Ask | three, owners\nfirst",no,MANUALLY-ADDED,founder,entered by you,,',
    );

    expectAnswer(await api(other, 'POST', `/rounds/${round}/pins/export`, {}), 'exportPins', 404);
    expectAnswer(await api(undefined, 'POST', `/rounds/${round}/pins/export`, {}), 'exportPins', 401);
    expect((await api(other, 'GET', `/rounds/${round}/pins.csv`)).statusCode).toBe(404);
    expect((await api(undefined, 'GET', `/rounds/${round}/pins.csv`)).statusCode).toBe(401);
  });
});

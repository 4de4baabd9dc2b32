import { loadContractSync } from '@idea-studio/openapi';
import { describe, expect, it } from 'vitest';
import type { IdeaCard } from '../ai.js';
import { createIdeaClient } from '../client.js';
import type { TrackData, TrackStructure } from '../flows/tracks.js';
import type { components } from '../generated/openapi.js';
import { entryAuthors } from '../rules/authoring.js';
import type { Author } from '../rules/evidence.js';
import { frameFromEntries, frameToEntries } from '../rules/ideaFrame.js';
import { resultFileTitle } from '../rules/resultTitles.js';
import {
  autofillBasicIdea,
  basicIdeaFields,
  basicIdeaSections,
  basicIdeaWorker,
  saveBasicIdea,
  sectionsToEntries,
  storeIdeaFrame,
} from './basicIdea.js';
import { expertChatWorker } from './expertChat.js';
import { feedbackCardWorker } from './feedbackCard.js';
import { roundSteps, STEP_WORKERS, stepContext, stepProviding, stepWorker, typesProviding } from './index.js';
import { insightMappingWorker } from './insightMapping.js';
import { problemShadowingWorker } from './problemShadowing.js';
import { replaceStepResult, saveStepResult, trackNameFromFile } from './results.js';
import type { StepCapability } from './types.js';
import { fieldNumber, StepFieldError, StepNotReadyError } from './types.js';
import { userTinderWorker } from './userTinder.js';

type S = components['schemas'];

describe('Basic Idea sections', () => {
  it('reads the saved history entries by type, ignoring others', () => {
    expect(
      basicIdeaSections([
        { type: 'SOLUTION', content: 'A sensor kit' },
        { type: 'PROBLEM', content: 'Bakeries waste bread' },
        { type: 'NOTE', content: 'x' },
        { type: 'TARGET USER', content: 42 },
      ]),
    ).toEqual({ PROBLEM: 'Bakeries waste bread', 'TARGET USER': '', SOLUTION: 'A sensor kit' });
  });

  it('treats anything but a list as empty and writes the sections back in order', () => {
    expect(basicIdeaSections(null)).toEqual({ PROBLEM: '', 'TARGET USER': '', SOLUTION: '' });
    expect(sectionsToEntries({ SOLUTION: 's', PROBLEM: 'p', 'TARGET USER': 't' }).map((e) => e.type)).toEqual([
      'PROBLEM',
      'TARGET USER',
      'SOLUTION',
    ]);
  });
});

// A fake of the round's server side (input, AI answers), typed by the contract: result files and step results with the server's
// rule that deleting a file deletes the step result pointing to it. Unhandled requests answer 501.
const ROUND = 'rnd_1';
const STREAM = 'stream-1';
/** The Basic Idea step of the fake track (any id: steps are found by their type). */
const IDEA_STEP = 'step-idea';
const PROJECT = 'prj_1';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const FILLED = sectionsToEntries({ PROBLEM: 'Kiosks lose power', 'TARGET USER': 'Kiosk owners', SOLUTION: 'Solar' });

function fakeRound(options: { name?: string; failStore?: boolean; input?: unknown; lang?: 'en' | 'de' } = {}) {
  let next = 1;
  let input: unknown = options.input === undefined ? FILLED : options.input;
  const calls: Call[] = [];
  const files: Array<S['ResultFile'] & { data: unknown; title: string }> = [];
  const results: S['StepResult'][] = [];
  const round = { name: options.name ?? 'Solar kiosks' };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const addFile = (body: S['ResultFileCreate']) => {
    const id = `file_${next++}`;
    const file = {
      id,
      fileId: id,
      fileName: `${body.name}.pdf`,
      fileSize: 1000,
      dateCreated: '2026-11-30T10:00:00.000Z',
      fileType: `${body.output ? 'output_' : ''}${body.type.toLowerCase().replace(/ /g, '_')}`,
      currentStepNr: body.currentStepNr,
      stepId: body.stepId,
      roundId: ROUND,
      userId: 'usr_1',
      projectOwnerId: 'usr_1',
      data: body.data,
      title: body.name,
    };
    files.push(file);
    return file;
  };

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, path, body });
    const route = `${request.method} ${path}`;
    if (route === `GET /rounds/${ROUND}/inputs/${IDEA_STEP}`) {
      return json(200, { roundId: ROUND, stepId: IDEA_STEP, content: input });
    }
    if (route === `PUT /rounds/${ROUND}/inputs/${IDEA_STEP}`) {
      input = (body as S['UserInputUpdate']).content;
      return json(200, { roundId: ROUND, stepId: IDEA_STEP, content: input });
    }
    if (route === 'POST /aiservice/ideaframe') {
      // The reader: the first line of the text as the offer, "kiosk owners" as the people when the text says so.
      const { text } = body as S['IdeaFrameRequest'];
      const frame: S['IdeaFrame'] = {
        offer: text.split('\n')[0] ?? null,
        people: /kiosk owners/i.test(text) ? 'Kiosk owners' : null,
        setting: null,
        price: null,
        priceKind: null,
        partners: [],
        channels: ['Instagram'],
        shape: 'physical_product',
        name: null,
      };
      return json(200, { frame, provider: 'offline' } satisfies S['IdeaFrameResponse']);
    }
    if (route === 'POST /aiservice/airesponse' && (body as S['AiStepRequest']).promptType === 'FILL_OUT_ALL_PROMPT') {
      const promptResult = sectionsToEntries({
        PROBLEM: 'Kiosks close at dusk',
        'TARGET USER': 'Kiosk owners in villages',
        SOLUTION: 'A solar roof',
      });
      return json(200, { promptResult, provider: 'offline' });
    }
    if (route === 'POST /aiservice/airesponse') {
      const card: IdeaCard = {
        name: 'Sunbox',
        tagline: 'Light for every kiosk',
        key_features: ['Solar roof'],
        target_group: 'Kiosk owners',
        value_proposition: 'Open after dark',
      };
      return json(200, { promptResult: [card], provider: 'offline' });
    }
    if (route === 'GET /streams/usertracks') {
      return json(200, [{ roundId: ROUND, projectId: PROJECT }]);
    }
    if (route === 'POST /knowledgehub/trackresult') {
      const file = addFile(body as S['ResultFileCreate']);
      const { data: _data, title: _title, ...plain } = file;
      return json(200, { filedata: { id: file.id, identifer: file.fileName, file: plain } });
    }
    if (route === `POST /rounds/${ROUND}/results`) {
      if (options.failStore) return json(400, { msg: { headline: 'Invalid input', text: 'Refused.' }, code: 'x' });
      const b = body as S['StepResultCreate'];
      const stored: S['StepResult'] = {
        stepId: b.stepId,
        streamId: b.streamId,
        stepIndex: b.stepIndex,
        name: b.name,
        result: b.result,
        finished: 1,
        fileId: b.fileId ?? null,
      };
      const index = results.findIndex((r) => r.stepId === b.stepId);
      if (index >= 0) results[index] = stored;
      else results.push(stored);
      return json(200, stored);
    }
    const deleting = /^DELETE \/knowledgehub\/trackresult\/([^/]+)\/([^/]+)\/(.+)$/.exec(route);
    if (deleting) {
      const index = files.findIndex((f) => f.fileId === deleting[2] && f.fileName === decodeURIComponent(deleting[3]!));
      if (index < 0) return json(404, { msg: { headline: 'File not found', text: 'No such file.' }, code: 'notFound' });
      files.splice(index, 1);
      // The server's cascade: a step result pointing to the deleted file goes with it.
      for (let i = results.length - 1; i >= 0; i--) if (results[i]!.fileId === deleting[2]) results.splice(i, 1);
      return json(200, { success: true });
    }
    if (route === 'PUT /streams/trackname') {
      round.name = (body as S['RenameTrackRequest']).name;
      return json(200, { roundId: ROUND, name: round.name });
    }
    if (route === `POST /rounds/${ROUND}/actions`) return json(200, { success: true });
    if (route === 'POST /auth/checklogin' && options.lang) return json(200, { userdata: { lang: options.lang } });
    return json(501, { msg: { headline: 'Not implemented', text: route }, code: 'notImplemented' });
  };

  const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, token: 'tok' });
  const data = (): TrackData => ({
    id: 'Clu-4-HBY',
    roundId: ROUND,
    name: round.name,
    finished: 0,
    editable: true,
    streams: [{ id: STREAM, steps: [], results: results.map((r) => ({ ...r })) }],
    files: files.map(({ data: _data, title: _title, ...plain }) => plain),
  });
  return { client, calls, files, results, round, data, addFile, input: () => input };
}

const structure: TrackStructure = {
  track: { id: 'Clu-4-HBY' } as S['Track'],
  streams: [
    {
      id: STREAM,
      steps: [{ id: IDEA_STEP, type: 'basicIdea', name_en: 'Basic Idea', name_de: 'Basisidee' } as S['Step']],
    } as TrackStructure['streams'][number],
  ],
};

// The contract's StepType enum, read from the contract itself.
const contractStepTypes = (loadContractSync() as { components: { schemas: { StepType: { enum: string[] } } } })
  .components.schemas.StepType.enum;

const ideaStep = (fake: ReturnType<typeof fakeRound>) => stepContext(fake.client, fake.data(), structure, IDEA_STEP);

describe('the Basic Idea fields', () => {
  it('write sections by name as the founder’s, leaving the others and their authors as they are', async () => {
    const fake = fakeRound({ input: FILLED.map((e) => ({ ...e, author: 'ai' as const })) });
    const entries = await basicIdeaFields.write(ideaStep(fake), [
      { name: 'problem', value: '  Kiosks lose power at dusk  ' },
      { name: 'SOLUTION', value: 'A roof of solar panels', author: 'ai-accepted' },
    ]);
    expect(entries).toEqual([
      { type: 'PROBLEM', content: 'Kiosks lose power at dusk', author: 'founder' },
      { type: 'TARGET USER', content: 'Kiosk owners', author: 'ai' },
      { type: 'SOLUTION', content: 'A roof of solar panels', author: 'ai-accepted' },
    ]);
    expect(fake.input()).toEqual(entries);
    const fields = await basicIdeaFields.read(ideaStep(fake));
    expect(fields.slice(0, 3).map((f) => [f.name, f.value, f.author, f.open])).toEqual([
      ['problem', 'Kiosks lose power at dusk', 'founder', false],
      ['users', 'Kiosk owners', 'ai', false],
      ['solution', 'A roof of solar panels', 'ai-accepted', false],
    ]);
    expect(basicIdeaFields.idea).toBe('problem');
    expect(basicIdeaWorker.fields).toBe(basicIdeaFields);
  });

  it('empty a section with a blank value: it is open again and has no author', async () => {
    const fake = fakeRound();
    await basicIdeaFields.write(ideaStep(fake), [{ name: 'users', value: '  ' }]);
    const fields = await basicIdeaFields.read(ideaStep(fake));
    expect(fields[1]).toEqual({ name: 'users', label: expect.any(Object), value: '', open: true });
  });

  it('refuse an unknown field before anything is saved, naming the fields there are', async () => {
    const fake = fakeRound();
    const writing = basicIdeaFields.write(ideaStep(fake), [
      { name: 'problem', value: 'New text' },
      { name: 'budget', value: '5 €' },
    ]);
    await expect(writing).rejects.toBeInstanceOf(StepFieldError);
    await expect(writing).rejects.toThrow(
      'This step has no field "budget"; its fields are: problem, users, solution, offer, people, setting, price, priceKind, partners, channels, shape, name.',
    );
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    const german = await basicIdeaFields.write(ideaStep(fake), [{ name: 'x', value: 'y' }]).catch((e) => e);
    expect((german as StepFieldError).in('de')).toMatch(
      /^Dieser Schritt hat kein Feld „x“; seine Felder sind: problem, users, solution, offer, /,
    );
  });

  it.each([
    ['situation.2', 'situation', 2],
    [' round.4 ', 'round', 4],
    ['situation.x', 'situation', undefined],
    ['situation2', 'situation', undefined],
    ['round.1', 'situation', undefined],
  ])('fieldNumber(%j, %j) is %j', (name, prefix, n) => {
    expect(fieldNumber(name, prefix)).toBe(n);
  });
});

/** A saved input with the sections and a frame read by the AI. */
const READ: S['StepInputEntry'][] = [
  ...FILLED.map((e) => ({ ...e, author: 'founder' as const })),
  ...frameToEntries({
    offer: 'Kiosks lose power',
    people: 'Kiosk owners',
    setting: null,
    price: null,
    priceKind: null,
    partners: [],
    channels: ['Instagram', 'phone'],
    shape: 'physical_product',
    name: null,
  }),
];

describe('the Basic Idea’s frame fields', () => {
  it('follow the sections: each slot with its value and author, a slot not said empty and open', async () => {
    const fake = fakeRound({ input: READ });
    const fields = await basicIdeaFields.read(ideaStep(fake));
    expect(fields.map((f) => f.name)).toEqual([
      'problem',
      'users',
      'solution',
      'offer',
      'people',
      'setting',
      'price',
      'priceKind',
      'partners',
      'channels',
      'shape',
      'name',
    ]);
    expect(fields.slice(3).map((f) => [f.name, f.value, f.author, f.open])).toEqual([
      ['offer', 'Kiosks lose power', 'ai', false],
      ['people', 'Kiosk owners', 'ai', false],
      ['setting', '', undefined, true],
      ['price', '', undefined, true],
      ['priceKind', '', undefined, true],
      ['partners', '', undefined, true],
      ['channels', 'Instagram; phone', 'ai', false],
      ['shape', 'physical_product', 'ai', false],
      ['name', '', undefined, true],
    ]);
    expect(fields.slice(3).map((f) => [f.label.en, f.label.de])).toEqual([
      ['What you offer', 'Was du anbietest'],
      ['Who it is for', 'Für wen'],
      ['Where or when', 'Wo oder wann'],
      ['Price', 'Preis'],
      ['How it is charged', 'Wie abgerechnet wird'],
      ['Partners', 'Partner'],
      ['Channels', 'Kanäle'],
      ['Kind of business', 'Art des Geschäfts'],
      ['Product name', 'Produktname'],
    ]);
    // Before the idea is read every slot is not said.
    const unread = await basicIdeaFields.read(ideaStep(fakeRound()));
    expect(unread.slice(3).every((f) => f.value === '' && f.open && f.author === undefined)).toBe(true);
  });

  it('write one slot as the founder’s, keeping the sections and the other slots with their authors', async () => {
    const fake = fakeRound({ input: READ });
    const entries = await basicIdeaFields.write(ideaStep(fake), [
      { name: 'offer', value: '  A solar roof for kiosks ' },
      { name: 'partners', value: 'the village council; a roofer' },
    ]);
    expect(fake.calls.some((c) => c.path === '/aiservice/ideaframe')).toBe(false);
    expect(entries.slice(0, 3)).toEqual(READ.slice(0, 3));
    const frame = frameFromEntries(fake.input());
    expect(frame).toMatchObject({
      offer: 'A solar roof for kiosks',
      people: 'Kiosk owners',
      partners: ['the village council', 'a roofer'],
      channels: ['Instagram', 'phone'],
    });
    expect(entryAuthors(fake.input())).toEqual(
      new Map([
        ['PROBLEM', 'founder'],
        ['TARGET USER', 'founder'],
        ['SOLUTION', 'founder'],
        ['OFFER', 'founder'],
        ['PEOPLE', 'ai'],
        ['SETTING', 'ai'],
        ['PRICE', 'ai'],
        ['PRICE KIND', 'ai'],
        ['PARTNERS', 'founder'],
        ['CHANNELS', 'ai'],
        ['SHAPE', 'ai'],
        ['NAME', 'ai'],
      ]),
    );
    // A blank value makes a slot not said; a price kind and a shape take their values.
    await basicIdeaFields.write(ideaStep(fake), [
      { name: 'channels', value: ' ' },
      { name: 'priceKind', value: 'subscription' },
      { name: 'SHAPE', value: 'rental' },
    ]);
    expect(frameFromEntries(fake.input())).toMatchObject({ channels: [], priceKind: 'subscription', shape: 'rental' });
  });

  it('a slot written before the idea was read reads it first: the other slots are the reader’s (`ai`)', async () => {
    const fake = fakeRound({ input: FILLED.map((e) => ({ ...e, author: 'founder' as const })) });
    await basicIdeaFields.write(ideaStep(fake), [{ name: 'price', value: '20 € a month' }]);
    const asked = fake.calls.filter((c) => c.path === '/aiservice/ideaframe').map((c) => c.body);
    expect(asked).toEqual([{ text: 'Kiosks lose power\nKiosk owners\nSolar', title: 'Solar kiosks' }]);
    expect(frameFromEntries(fake.input())).toMatchObject({
      offer: 'Kiosks lose power',
      people: 'Kiosk owners',
      price: '20 € a month',
      channels: ['Instagram'],
    });
    const authors = entryAuthors(fake.input());
    expect([authors.get('PRICE'), authors.get('OFFER'), authors.get('PEOPLE'), authors.get('PROBLEM')]).toEqual([
      'founder',
      'ai',
      'ai',
      'founder',
    ]);
  });

  it.each([
    [{ name: 'priceKind', value: 'bogus' }, /^priceKind must be empty or one of subscription, per_use, /],
    [{ name: 'shape', value: 'bakery' }, /^shape must be one of service_visit, /],
    [{ name: 'offer', value: 'x'.repeat(301) }, /^offer is longer than 300 characters\.$/],
  ])('refuse %j with a StepFieldError before anything is read or saved', async (value, message) => {
    const fake = fakeRound({ input: READ });
    const writing = basicIdeaFields.write(ideaStep(fake), [{ name: 'offer', value: 'fine' }, value]);
    await expect(writing).rejects.toBeInstanceOf(StepFieldError);
    await expect(writing).rejects.toThrow(message);
    expect(fake.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const german = (await basicIdeaFields.write(ideaStep(fake), [value]).catch((e) => e)) as StepFieldError;
    expect(german.in('de')).toMatch(/^(priceKind muss|shape muss|offer ist länger)/);
  });

  it('writing a section and autofill keep the frame’s entries as they are', async () => {
    const fake = fakeRound({ input: READ });
    await basicIdeaFields.write(ideaStep(fake), [{ name: 'users', value: 'Kiosk owners in villages' }]);
    expect((fake.input() as S['StepInputEntry'][]).slice(3)).toEqual(READ.slice(3));
    const partly = fakeRound({ input: [READ[0]!, ...READ.slice(3)] });
    const filled = await basicIdeaWorker.autofill(ideaStep(partly));
    expect(filled.map((e) => e.type).slice(0, 3)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    expect(filled.slice(3)).toEqual(READ.slice(3));
    expect(partly.input()).toEqual(filled);
    const all = fakeRound({ input: READ });
    await autofillBasicIdea(ideaStep(all));
    expect((all.input() as S['StepInputEntry'][]).slice(3)).toEqual(READ.slice(3));
    // The worker's input (step show) has the frame after the sections.
    expect((await basicIdeaWorker.input(ideaStep(all))).map((e) => e.type).slice(3)).toEqual(
      READ.slice(3).map((e) => e.type),
    );
  });

  it('storeIdeaFrame reads the sections and stores the reading as the AI’s, replacing an earlier one', async () => {
    const fake = fakeRound({
      input: [
        ...FILLED.map((e) => ({ ...e, author: 'founder' as const })),
        { type: 'OFFER', content: 'x', author: 'founder' },
      ],
    });
    const reading = await storeIdeaFrame(ideaStep(fake), { text: 'Solar roofs for kiosk owners' });
    expect(reading?.provider).toBe('offline');
    expect(fake.calls.find((c) => c.path === '/aiservice/ideaframe')?.body).toEqual({
      text: 'Solar roofs for kiosk owners',
      title: 'Solar kiosks',
    });
    const input = fake.input() as S['StepInputEntry'][];
    expect(input.slice(0, 3)).toEqual(FILLED.map((e) => ({ ...e, author: 'founder' })));
    expect(frameFromEntries(input)).toEqual(reading?.frame);
    expect(input.slice(3).every((e) => e.author === 'ai')).toBe(true);
    expect(basicIdeaFields.storeFrame).toBeDefined();
    // No idea text: nothing is read or saved.
    const empty = fakeRound({ input: null });
    expect(await storeIdeaFrame(ideaStep(empty))).toBeUndefined();
    expect(empty.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a default round title is never sent as the reading’s title', async () => {
    const fake = fakeRound({ name: 'My Business Model Canvas 2026-12-01' });
    await storeIdeaFrame(ideaStep(fake));
    expect(fake.calls.find((c) => c.path === '/aiservice/ideaframe')?.body).toEqual({
      text: 'Kiosks lose power\nKiosk owners\nSolar',
    });
  });
});

describe('the step workers', () => {
  it('are chosen by the step type', () => {
    expect(stepWorker('basicIdea')).toBe(basicIdeaWorker);
    expect(stepWorker('userTinder')).toBe(userTinderWorker);
    expect(stepWorker('insightMapping')).toBe(insightMappingWorker);
    expect(stepWorker('problemShadowing')).toBe(problemShadowingWorker);
    expect(stepWorker('expertChat')).toBe(expertChatWorker);
    expect(stepWorker('feedbackCard')).toBe(feedbackCardWorker);
    for (const [type, worker] of Object.entries(STEP_WORKERS)) expect(worker?.type).toBe(type);
  });

  it('exist for every step type of the contract, and for no other', () => {
    expect(Object.keys(STEP_WORKERS).sort()).toEqual([...contractStepTypes].sort());
  });

  it('provide each capability from exactly one step type, found by what it is for', () => {
    const capabilities: StepCapability[] = [
      'ideaCard',
      'mainPersona',
      'empathyMap',
      'coreProblem',
      'expertInterview',
      'feedbackPins',
    ];
    for (const capability of capabilities) expect(typesProviding(capability), capability).toHaveLength(1);
    expect(stepProviding(structure, 'ideaCard')?.step.id).toBe(IDEA_STEP);
    expect(stepProviding(structure, 'mainPersona')).toBeUndefined();
    const fake = fakeRound();
    expect(roundSteps(fake.data(), structure).providing('ideaCard')?.step.id).toBe(IDEA_STEP);
    expect(ideaStep(fake).providing('ideaCard')?.step.id).toBe(IDEA_STEP);
  });

  it('work on a step of the track, never on a start or closing view', () => {
    const fake = fakeRound();
    expect(ideaStep(fake)).toMatchObject({ step: { id: IDEA_STEP }, stream: { id: STREAM }, stepNumber: 1 });
    expect(() => stepContext(fake.client, fake.data(), structure, 'closing-stream')).toThrow('not a step');
  });
});

describe('the Basic Idea worker', () => {
  it('autofill saves the AI’s three sections as the input and answers them', async () => {
    const fake = fakeRound({ input: null });
    const filled = await autofillBasicIdea(ideaStep(fake));
    expect(filled.map((e) => e.type)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    // Autofill writes for the AI, never for the founder.
    expect(filled.map((e) => e.author)).toEqual(['ai', 'ai', 'ai']);
    expect(fake.input()).toEqual(filled);
    // Without sections the round's name is what the AI starts from.
    expect(fake.calls.find((c) => c.path === '/aiservice/airesponse')?.body).toMatchObject({
      stepId: IDEA_STEP,
      streamId: STREAM,
      promptType: 'FILL_OUT_ALL_PROMPT',
      content: 'Solar kiosks',
    });
  });

  it('autofill keeps the author of a section it leaves word for word, and the card is the AI’s after autofill', async () => {
    const fake = fakeRound({
      input: [
        { type: 'PROBLEM', content: 'Kiosks close at dusk', author: 'founder' },
        { type: 'SOLUTION', content: 'Batteries', author: 'founder' },
      ],
    });
    const filled = await autofillBasicIdea(ideaStep(fake));
    expect(filled.map((e) => e.author)).toEqual(['founder', 'ai', 'ai']);
    const saved = await saveBasicIdea(ideaStep(fake), PROJECT);
    expect(saved.result.result.author).toBe('ai');
  });

  it('the worker’s autofill keeps the sections that hold text with their authors and fills only the empty ones', async () => {
    const fake = fakeRound({
      input: [{ type: 'PROBLEM', content: 'Kiosks in villages lose their evening customers', author: 'founder' }],
    });
    const filled = await basicIdeaWorker.autofill(ideaStep(fake));
    expect(filled).toEqual([
      { type: 'PROBLEM', content: 'Kiosks in villages lose their evening customers', author: 'founder' },
      { type: 'TARGET USER', content: 'Kiosk owners in villages', author: 'ai' },
      { type: 'SOLUTION', content: 'A solar roof', author: 'ai' },
    ]);
    // The AI got the founder's section to build on.
    const asked = fake.calls.find((c) => c.path === '/aiservice/airesponse')?.body as { content?: string } | undefined;
    expect(asked?.content).toContain('evening customers');
    // With every section written the AI is not asked at all.
    const full = fakeRound({ input: FILLED.map((e) => ({ ...e, author: 'founder' as const })) });
    expect((await basicIdeaWorker.autofill(ideaStep(full))).map((e) => e.author)).toEqual([
      'founder',
      'founder',
      'founder',
    ]);
    expect(full.calls.some((c) => c.path === '/aiservice/airesponse')).toBe(false);
  });

  it('gives the idea card the author its sections decide: accepted unless a section was filled automatically', async () => {
    const sections = (authors: Author[]) => FILLED.map((entry, i) => ({ ...entry, author: authors[i] }));
    for (const [authors, card] of [
      [['founder', 'founder', 'founder'], 'ai-accepted'],
      [['founder', 'ai-accepted', 'founder'], 'ai-accepted'],
      [['founder', 'ai', 'founder'], 'ai'],
    ] as Array<[Author[], Author]>) {
      const saved = await saveBasicIdea(ideaStep(fakeRound({ input: sections(authors) })), PROJECT);
      expect(saved.result.result.author).toBe(card);
    }
    // Sections saved without authors count as the AI's.
    expect((await saveBasicIdea(ideaStep(fakeRound()), PROJECT)).result.result.author).toBe('ai');
  });

  it('save refuses while a section is empty, and saves nothing', async () => {
    const fake = fakeRound({ input: sectionsToEntries({ PROBLEM: 'p', 'TARGET USER': ' ', SOLUTION: 's' }) });
    await expect(saveBasicIdea(ideaStep(fake), PROJECT)).rejects.toBeInstanceOf(StepNotReadyError);
    expect(fake.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('save makes the idea card the result, with its PDF, and replaces an earlier one', async () => {
    const fake = fakeRound();
    const first = await saveBasicIdea(ideaStep(fake), PROJECT);
    expect(first.result).toMatchObject({
      stepId: IDEA_STEP,
      name: 'basicIdea',
      stepIndex: 1,
      result: { name: 'Sunbox' },
    });
    expect(first.file.identifer).toBe('Sunbox.pdf');
    const second = await saveBasicIdea(ideaStep(fake), PROJECT);
    expect(fake.files.map((f) => f.id)).toEqual([second.file.id]);
    expect(fake.results).toEqual([expect.objectContaining({ fileId: second.file.id })]);
    const actions = fake.calls.filter((c) => c.path === `/rounds/${ROUND}/actions`).map((c) => c.body);
    expect(actions).toEqual([
      { action: 'Save Result', streamId: STREAM, stepId: IDEA_STEP },
      { action: 'Save Result', streamId: STREAM, stepId: IDEA_STEP },
    ]);
  });

  it('show answers the step, its sections in order and its result', async () => {
    const fake = fakeRound({ input: [{ type: 'SOLUTION', content: 'Solar' }] });
    const shown = await basicIdeaWorker.show(ideaStep(fake));
    expect(shown).toMatchObject({ roundId: ROUND, streamId: STREAM, stepNumber: 1, stepCount: 1, result: null });
    // Saved without an author, the section counts as the AI's.
    expect(shown.input).toEqual([
      { type: 'PROBLEM', content: '' },
      { type: 'TARGET USER', content: '' },
      { type: 'SOLUTION', content: 'Solar', author: 'ai' },
    ]);
  });
});

describe('saveBasicIdea and the track name (part 2 §3)', () => {
  it('names a round that still has the default title after the result file', async () => {
    const fake = fakeRound({ name: 'My Business Model Canvas 2026-11-30' });
    const saved = await saveBasicIdea(ideaStep(fake), PROJECT);
    expect(fake.round.name).toBe('Sunbox');
    // The caller learns the new name, so the founder is told.
    expect(saved.renamedTo).toBe('Sunbox');
  });

  it('keeps a name the founder typed', async () => {
    const fake = fakeRound({ name: 'Solar kiosks' });
    const { file, renamedTo } = await saveBasicIdea(ideaStep(fake), PROJECT);
    expect(file.identifer).toBe('Sunbox.pdf');
    expect(fake.round.name).toBe('Solar kiosks');
    expect(renamedTo).toBeUndefined();
    expect(fake.calls.some((c) => c.path === '/streams/trackname')).toBe(false);
  });

  it('cuts a long file name to the track-name limit', () => {
    expect(trackNameFromFile(`${'x'.repeat(150)}.pdf`)).toHaveLength(120);
    expect(trackNameFromFile('Sunbox.PDF')).toBe('Sunbox');
  });
});

describe('result file titles in the user’s language', () => {
  const title = (lang: 'en' | 'de') => resultFileTitle(insightMappingWorker.resultTitle!, lang, 'Lena Weber');

  it('follows the language the screen knows', async () => {
    const fake = fakeRound();
    const { file } = await saveStepResult({ ...ideaStep(fake), lang: 'de' }, PROJECT, { a: 1 }, title);
    expect(file.identifer).toBe('Empathiekarte Lena Weber.pdf');
    expect(fake.calls.some((c) => c.path === '/auth/checklogin')).toBe(false);
  });

  it('else asks for the user’s language, and stays English when it cannot be read', async () => {
    const german = fakeRound({ lang: 'de' });
    expect((await saveStepResult(ideaStep(german), PROJECT, { a: 1 }, title)).file.identifer).toBe(
      'Empathiekarte Lena Weber.pdf',
    );
    const unknown = fakeRound();
    expect((await saveStepResult(ideaStep(unknown), PROJECT, { a: 1 }, title)).file.identifer).toBe(
      'Empathy Map Lena Weber.pdf',
    );
  });
});

describe('replaceStepResult (the result preview’s Save)', () => {
  const card = { name: 'Sunbox', tagline: 'Light for every kiosk', key_features: ['Solar roof'] };

  async function savedRound(options: { failStore?: boolean } = {}) {
    const fake = fakeRound(options);
    const old = fake.addFile({
      roundId: ROUND,
      name: 'Sunbox',
      data: card,
      type: 'Basic Idea',
      projectId: PROJECT,
      currentStepNr: 1,
      stepId: IDEA_STEP,
    });
    fake.results.push({
      stepId: IDEA_STEP,
      streamId: STREAM,
      stepIndex: 1,
      name: 'basicIdea',
      result: card,
      finished: 1,
      fileId: old.id,
    });
    return { fake, old };
  }

  it('renders a new file from the edited values, points the result to it, then deletes the old file', async () => {
    const { fake, old } = await savedRound();
    const edited = { ...card, name: 'Sunbox Pro', tagline: 'Power after dark' };
    const saved = await replaceStepResult(fake.client, fake.data(), IDEA_STEP, edited);

    expect(fake.files).toHaveLength(1);
    const [file] = fake.files;
    expect(file).toMatchObject({ fileName: 'Sunbox Pro.pdf', fileType: 'basic_idea', currentStepNr: 1, data: edited });
    expect(fake.results).toEqual([expect.objectContaining({ result: edited, fileId: file!.id, stepIndex: 1 })]);
    expect(saved).toMatchObject({ streamId: STREAM, result: { result: edited }, file: { fileId: file!.id } });
    // The old file goes last, once no result points to it any more.
    const order = fake.calls.map((c) => `${c.method} ${c.path.split('/').slice(0, 3).join('/')}`);
    expect(order.filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /knowledgehub/trackresult',
      `POST /rounds/${ROUND}`,
      'DELETE /knowledgehub/trackresult',
    ]);
    expect(fake.calls.at(-1)?.path).toContain(`/${old.id}/`);
    // The file belongs to the round's project.
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ projectId: PROJECT });
  });

  it('keeps the old file’s title when the result has no name', async () => {
    const { fake } = await savedRound();
    await replaceStepResult(fake.client, fake.data(), IDEA_STEP, { tagline: 'Only a tagline' }, PROJECT);
    expect(fake.files.map((f) => f.fileName)).toEqual(['Sunbox.pdf']);
    expect(fake.files[0]!.data).toEqual({ tagline: 'Only a tagline' });
    expect(fake.calls.some((c) => c.path === '/streams/usertracks')).toBe(false);
  });

  it('leaves the old result and file alone when the result cannot be stored', async () => {
    const { fake, old } = await savedRound({ failStore: true });
    await expect(
      replaceStepResult(fake.client, fake.data(), IDEA_STEP, { ...card, name: 'Other' }, PROJECT),
    ).rejects.toMatchObject({ text: 'Refused.' });
    // The new file was removed again; the result still has its old values and file.
    expect(fake.files.map((f) => f.id)).toEqual([old.id]);
    expect(fake.results).toEqual([expect.objectContaining({ result: card, fileId: old.id })]);
  });

  it('refuses a step without a result', async () => {
    const fake = fakeRound();
    await expect(replaceStepResult(fake.client, fake.data(), IDEA_STEP, card)).rejects.toThrow(/no saved result/);
  });
});

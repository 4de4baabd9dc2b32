import { testPin } from '@idea-studio/assistant/testing';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { contentDisposition, resultFileName, resultFileType } from './file-names.js';
import {
  canvasLegend,
  fontRuns,
  isEmpathyMap,
  isExpertChatResult,
  isFeedbackCard,
  isShadowingResult,
  isTinderResult,
  MAX_PDF_PAGES,
  PdfTooLongError,
  parseUnicodeRange,
  renderResultPdf,
} from './pdf.js';

const DATE = new Date('2026-11-21T10:30:00Z');

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  // unpdf empties the array it is given: pass a copy.
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text, pages: totalPages };
}

/** The text of each page. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}

describe('renderResultPdf', () => {
  it('writes title, step name, date and every section of nested data, laid out rather than dumped', async () => {
    const data = {
      name: 'Jürgen’s Bäckerei',
      tagline: 'Frische Brötchen – „jeden Morgen“ … für 0,99 €',
      key_features: ['Vorbestellung per App', 'Abholung ohne Warten'],
      target_group: {
        primary_users: 'Pendler in Köln und Düsseldorf',
        details: { age_range: '25–45', share_of_market: 0.35, verified: false },
      },
      personas: [
        { name: 'Anna Groß', occupation: 'Ärztin', pain_points: ['Keine Zeit am Morgen', 'Lange Schlangen'] },
        { name: 'Łukasz Żółć', occupation: 'Ingenieur' },
      ],
      day_in_life_story: [['Aufstehen', 'Bäcker'], 'Arbeit'],
      empty_list: [],
      nothing: null,
    };
    const pdf = await renderResultPdf({
      title: 'Grundidee: Bäckerei',
      stepName: 'Basic Idea',
      date: DATE,
      lang: 'en',
      data,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(pdf);
    for (const expected of [
      'Grundidee: Bäckerei',
      'Basic Idea',
      '21 November 2026',
      // keys become headings
      'Name',
      'Tagline',
      'Key features',
      'Target group',
      'Primary users',
      'Details',
      'Age range',
      'Share of market',
      'Verified',
      'Personas',
      'Occupation',
      'Pain points',
      'Day in life story',
      'Empty list',
      'Nothing',
      // values
      'Jürgen’s Bäckerei',
      'Frische Brötchen – „jeden Morgen“ … für 0,99 €',
      '• Vorbestellung per App',
      '• Abholung ohne Warten',
      'Pendler in Köln und Düsseldorf',
      '25–45',
      '0.35',
      'No',
      '1.',
      'Anna Groß',
      'Ärztin',
      '• Keine Zeit am Morgen',
      '2.',
      'Łukasz Żółć',
      'Ingenieur',
      'Aufstehen',
      'Arbeit',
      '—',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[{}[\]]|":|_/);
  });

  it('uses the German words for dates and booleans', async () => {
    const pdf = await renderResultPdf({
      title: 'Idee',
      stepName: 'Grundidee',
      date: DATE,
      lang: 'de',
      data: { fertig: true, offen: false },
    });
    const { text } = await textOf(pdf);
    expect(text).toContain('21. November 2026');
    expect(text).toContain('Ja');
    expect(text).toContain('Nein');
  });

  it('lays out a plain string and a plain list as the whole body', async () => {
    const fromString = await textOf(
      await renderResultPdf({ title: 'T', stepName: 'S', date: DATE, lang: 'en', data: 'Just one paragraph.' }),
    );
    expect(fromString.text).toContain('Just one paragraph.');
    const fromList = await textOf(
      await renderResultPdf({ title: 'T', stepName: 'S', date: DATE, lang: 'en', data: ['alpha', 7, true] }),
    );
    for (const item of ['• alpha', '• 7', '• Yes']) expect(fromList.text).toContain(item);
  });

  it('breaks pages as the text needs, with title and page number on each page', async () => {
    const sentences = Array.from({ length: 600 }, (_, i) => `Satz ${i} über Größe.`).join(' ');
    const data = { long_story: sentences, closing_words: 'Das Ende.' };
    const pdf = await renderResultPdf({ title: 'Lange Geschichte', stepName: 'Step', date: DATE, lang: 'de', data });
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Lange Geschichte · ${index + 1} / ${pages.length}`);
    });
    const all = pages.join('\n');
    expect(all).toContain('Satz 0 über Größe.');
    expect(all).toContain('Satz 599 über Größe.');
    expect(pages[pages.length - 1]).toContain('Das Ende.');
  });

  it('breaks unbroken long strings without losing their characters', async () => {
    const token = 'A'.repeat(30) + 'B'.repeat(30) + 'C'.repeat(30);
    const pdf = await renderResultPdf({ title: 'T', stepName: 'S', date: DATE, lang: 'en', data: { token } });
    const { text } = await textOf(pdf);
    expect(text.replace(/[\s\u200b]/g, '')).toContain(token);
  });

  it('embeds the Noto Sans subsets it uses', async () => {
    const pdf = await renderResultPdf({
      title: 'Fonts',
      stepName: 'S',
      date: DATE,
      lang: 'en',
      data: { latin: 'Straße', latin_ext: 'Łódź', greek: 'Ελληνικά', cyrillic: 'Кириллица' },
    });
    const { text } = await textOf(pdf);
    for (const word of ['Straße', 'Łódź', 'Ελληνικά', 'Кириллица']) expect(text).toContain(word);
    // Embedded font subsets carry a tag: /BaseFont /ABCDEF+NotoSans-Regular; one per Unicode subset used.
    const embedded = new Set(pdf.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+NotoSans[\w-]*/g));
    expect(embedded.size).toBeGreaterThanOrEqual(4);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it(`refuses data that needs more than ${MAX_PDF_PAGES} pages`, async () => {
    const data = { items: Array.from({ length: 25_000 }, (_, i) => `Entry ${i}`) };
    await expect(renderResultPdf({ title: 'T', stepName: 'S', date: DATE, lang: 'en', data })).rejects.toBeInstanceOf(
      PdfTooLongError,
    );
  });
});

describe('field headings in the user language', () => {
  const card = {
    name: 'Sonnenkiosk',
    tagline: 'Strom, wo das Netz endet',
    key_features: ['Mieten statt kaufen'],
    target_group: 'Kioskbesitzer',
    value_proposition: 'Günstiges Licht am Abend',
    persona_extension: { core_problem: 'Kein Strom nach 18 Uhr', needs_and_barriers: ['Kleines Budget'] },
    situations: [{ step: 'Wann fällt der Strom aus?', answer: 'Jeden Abend' }],
    __private__: 'x',
    äpfel_und_birnen: 'y',
  };

  it('heads the idea card and later results in German for a German user', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Sonnenkiosk', stepName: 'Grundidee', date: DATE, lang: 'de', data: card }),
    );
    for (const heading of [
      'Name',
      'Slogan',
      'Kernfunktionen',
      'Zielgruppe',
      'Nutzenversprechen',
      'Persona-Erweiterung',
      'Kernproblem',
      'Bedürfnisse und Hürden',
      'Situationen',
      'Schritt',
      'Antwort',
      // unknown keys keep the generic heading
      'Private',
      'Äpfel und birnen',
    ]) {
      expect(text).toContain(heading);
    }
    for (const english of ['Tagline', 'Key features', 'Target group', 'Value proposition', 'Core problem']) {
      expect(text).not.toContain(english);
    }
  });

  it('heads the same data in English for an English user', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Sunbox', stepName: 'Basic Idea', date: DATE, lang: 'en', data: card }),
    );
    for (const heading of ['Tagline', 'Key features', 'Target group', 'Value proposition', 'Needs and barriers']) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain('Zielgruppe');
  });
});

describe('the Qualify stream’s result layouts', () => {
  const persona = {
    name: 'Miriam Schneider',
    image: 'persona-neo-ecological-female-1',
    short_summary: 'Well informed and values-driven. Lives with the problem every week.',
    values: ['Sustainability', 'Family'],
    occupation: 'Project manager, mother of two',
    demographics: { age: 38, gender: 'Female', location: 'Hamburg' },
    sinus_milieu: 'Neo-Ecologicals',
    goals: ['Balance job and family'],
    lifestyle: 'Cycles the children to daycare.',
    pain_points: ['Constant juggling of appointments'],
    attitude: 'Early adopter',
    created: Date.UTC(2026, 10, 18),
  };
  const tinder = {
    main_persona: persona,
    accepted_users: ['Miriam Schneider — Project manager, mother of two', 'Kim Nowak — Freelance UX designer'],
    rejected_users: ['Josef Maier — Dairy farmer running the family farm'],
  };
  const map = {
    persona: { name: 'Miriam Schneider', occupation: 'Project manager, mother of two' },
    hears: ['Other parents at daycare swap tips about dog grooming.', 'Friends ask whether it is worth the money.'],
    sees: ['I see the usual workarounds: lists and phone calls.'],
    feels: ['I feel the pressure every week: “Constant juggling of appointments”.'],
    frustrations: ['Offers that promise a lot and then need a long setup.', 'Being told it is not a real problem.'],
  };

  it('recognises the two results by their shape', () => {
    expect(isTinderResult(tinder)).toBe(true);
    expect(isEmpathyMap(map)).toBe(true);
    expect(isEmpathyMap({ ...map, feels: 'sad' })).toBe(false);
    expect(isTinderResult({ main_persona: 'Miriam', accepted_users: [], rejected_users: [] })).toBe(false);
    expect(isTinderResult(map) || isEmpathyMap(tinder)).toBe(false);
  });

  it('lists the main persona in full, then the accepted and rejected users', async () => {
    const { text } = await textOf(
      await renderResultPdf({
        title: 'Miriam Schneider',
        stepName: 'User Tinder',
        date: DATE,
        lang: 'en',
        data: tinder,
      }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Main persona',
      'Short summary',
      'Well informed and values-driven. Lives with the problem every week.',
      'Demographics',
      'Location',
      'Hamburg',
      'Sinus milieu',
      'Neo-Ecologicals',
      'Pain points',
      '• Constant juggling of appointments',
      'Attitude',
      'Early adopter',
      'Created',
      '18 November 2026',
      'Accepted users',
      '• Kim Nowak — Freelance UX designer',
      'Rejected users',
      '• Josef Maier — Dairy farmer running the family farm',
    ]) {
      expect(flat).toContain(expected);
    }
    // The image style is a file reference, not text for the reader.
    expect(flat).not.toContain('persona-neo-ecological');
    expect(flat.indexOf('Main persona')).toBeLessThan(flat.indexOf('Accepted users'));
    expect(flat.indexOf('Accepted users')).toBeLessThan(flat.indexOf('Rejected users'));
  });

  it('heads the Tinder result in German for a German user', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Miriam', stepName: 'User Tinder', date: DATE, lang: 'de', data: tinder }),
    );
    for (const heading of ['Hauptpersona', 'Kurzbeschreibung', 'Schmerzpunkte', 'Haltung', 'Akzeptierte Nutzer']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Abgelehnte Nutzer');
    expect(text).toContain('18. November 2026');
  });

  it('lays out the empathy map as four quadrants on one page under the persona', async () => {
    const pdf = await renderResultPdf({
      title: 'Empathy Map Miriam Schneider',
      stepName: 'User Insight Mapping',
      date: DATE,
      lang: 'en',
      data: map,
    });
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const flat = pages[0]!.replace(/\s+/g, ' ');
    for (const expected of [
      'Miriam Schneider',
      'Project manager, mother of two',
      'What Miriam hears',
      'What Miriam sees',
      'What Miriam feels',
      'What frustrates Miriam most',
      ...map.hears,
      ...map.sees,
      ...map.feels,
      ...map.frustrations,
    ]) {
      expect(flat).toContain(expected);
    }
    // Quadrants in reading order: hears and sees side by side, then feels and frustrations.
    expect(flat.indexOf('What Miriam hears')).toBeLessThan(flat.indexOf('What Miriam sees'));
    expect(flat.indexOf('What Miriam sees')).toBeLessThan(flat.indexOf('What Miriam feels'));
    expect(flat).not.toMatch(/Hears|Frustrations/);
  });

  it('heads the quadrants in German and marks an empty one', async () => {
    const { text } = await textOf(
      await renderResultPdf({
        title: 'Empathiekarte',
        stepName: 'User Insight Mapping',
        date: DATE,
        lang: 'de',
        data: { ...map, sees: [] },
      }),
    );
    for (const heading of [
      'Was Miriam hört',
      'Was Miriam sieht',
      'Was Miriam fühlt',
      'Was Miriam am meisten frustriert',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('—');
  });

  it('grows a quadrant with its answers and never cuts one, moving a row to the next page when needed', async () => {
    const long = Array.from(
      { length: 9 },
      (_, i) => `Answer ${i + 1}: ${'a longer thought about the week '.repeat(3)}`,
    );
    const pages = await pagesOf(
      await renderResultPdf({
        title: 'Long map',
        stepName: 'User Insight Mapping',
        date: DATE,
        lang: 'en',
        data: { ...map, hears: long, feels: long },
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ').replace(/\s+/g, ' ');
    for (const answer of long) expect(all).toContain(answer.trim());
    // Still the quadrants (the document layout would head them "What the persona …"), each row whole on a page,
    // the persona's occupation above the first one.
    const pageOf = (text: string) => pages.findIndex((page) => page.replace(/\s+/g, ' ').includes(text));
    expect(pageOf('What Miriam hears')).toBe(pageOf('What Miriam sees'));
    expect(pageOf('What Miriam hears')).toBe(pageOf('Project manager, mother of two'));
    expect(pageOf('What Miriam feels')).toBe(pageOf('What frustrates Miriam most'));
    expect(pageOf('What Miriam feels')).toBeGreaterThan(pageOf('What Miriam hears'));
    expect(pageOf(long[8]!.trim())).toBe(pageOf('What Miriam hears'));
  });

  it('falls back to the document layout when a quadrant is longer than a page', async () => {
    const huge = Array.from({ length: 80 }, (_, i) => `Thought ${i + 1} about the persona's week.`);
    const { text, pages } = await textOf(
      await renderResultPdf({ title: 'Huge', stepName: 'S', date: DATE, lang: 'en', data: { ...map, sees: huge } }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('What the persona sees');
    expect(text).toContain('Thought 80 about the persona');
  });
});

describe('the Validate stream’s result layouts', () => {
  const shadowing = {
    target_user: 'Lena Weber',
    day_in_life_story: ['Lena starts her shift at six.', 'In the evening she walks the dog.'],
    situations: [
      { step: 'When the salon cancels my appointment, I', answer: 'wait three more weeks.' },
      { step: 'When I come home late, I', answer: 'brush the dog myself and give up.' },
    ],
    core_problem: 'Lena cannot get grooming appointments that fit her shifts.',
    needs_and_barriers: ['Need: evening slots', 'Barrier: price of a mobile service'],
  };
  const chat = {
    interview_partner: 'Mira Skylark',
    persona: 'Lena Weber',
    transcript: [
      { round: 1, question: 'How would Lena react to booking in the app?', answer: 'I would book after my shift.' },
      { round: 2, question: 'What would Lena pay?', answer: 'Not more than my salon charges.' },
    ],
    summary: 'Lena would try the service if it fits her shifts.',
    learned: ['Evening slots decide.'],
    objections: ['The price must match the salon.'],
  };

  it('recognises both results by their shape', () => {
    expect(isShadowingResult(shadowing)).toBe(true);
    expect(isExpertChatResult(chat)).toBe(true);
    expect(isShadowingResult(chat) || isExpertChatResult(shadowing)).toBe(false);
  });

  it('holds the day, the situations with their answers, the core problem and the needs and barriers', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Lena', stepName: 'Problem Shadowing', date: DATE, lang: 'en', data: shadowing }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      'Day in life story',
      'Lena starts her shift at six.',
      'Situation',
      'When the salon cancels my appointment, I',
      'wait three more weeks.',
      'Core problem',
      'Needs and barriers',
      'Barrier: price of a mobile service',
    ]) {
      expect(flat).toContain(part);
    }
    expect(flat).not.toContain('Step ');
  });

  it('is the interview transcript with the chosen answers and what was learned, in German for a German user', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Lena', stepName: 'Expertenchat', date: DATE, lang: 'de', data: chat }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      'Interviewpartner',
      'Mira Skylark',
      'Interview-Verlauf',
      'Gewählte Antwort',
      'I would book after my shift.',
      'Was wir gelernt haben',
      'Einwände',
      'The price must match the salon.',
    ]) {
      expect(flat).toContain(part);
    }
  });
});

describe('the Feedback Card’s result layout', () => {
  const pin = (agentId: string, agentName: string, topic: string, extra: object = {}) =>
    testPin(agentId, agentName, topic, `${topic} in detail.`, extra);
  const card = {
    pins: [
      pin('mentor_market', 'Mara', 'Size the market'),
      pin('mentor_market', 'Mara', 'Pet spending', { origin: 'web', evidence: 'https://example.org/pets' }),
      pin('mentor_tech', 'Priya', 'Van insurance', {
        origin: 'user',
        source: 'MANUALLY-ADDED',
        prio: true,
        author: 'founder',
      }),
      pin('mentor_tech', 'Priya', 'Study', { origin: 'document', evidence: 'dogs.pdf' }),
    ],
    changedEvents: [{ type: 'add', agentId: 'mentor_tech' }],
  };

  it('lists each mentor’s pins, prioritised first and marked, each with its origin, and the sources at the end', async () => {
    expect(isFeedbackCard(card)).toBe(true);
    const { text } = await textOf(
      await renderResultPdf({ title: 'Feedback Card', stepName: 'Feedback Card', date: DATE, lang: 'en', data: card }),
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/Mara.*Size the market: Size the market in detail\. \(AI-generated\)/);
    expect(flat).toContain('Pet spending in detail. (from the web: https://example.org/pets)');
    expect(flat).toMatch(/Priya • Van insurance \[prioritised\]: Van insurance in detail\. \(entered by you\).*Study/);
    expect(flat).toContain('(from your document: dogs.pdf)');
    expect(flat).toMatch(/Sources.*https:\/\/example\.org\/pets.*dogs\.pdf/);
    expect(flat).not.toContain('mentor_tech');
    expect(flat).not.toMatch(/Changed events|priorised/i);
  });

  it('labels the origins in German for a German user', async () => {
    const { text } = await textOf(
      await renderResultPdf({ title: 'Feedback', stepName: 'Feedback Card', date: DATE, lang: 'de', data: card }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      '(KI-generiert)',
      '(von dir eingegeben)',
      '(aus dem Web: https://example.org/pets)',
      'Quellen',
    ]) {
      expect(flat).toContain(part);
    }
  });
});

describe('who wrote it, in the PDFs (an autofilled round never says “entered by you”)', () => {
  const render = async (data: unknown, lang: 'en' | 'de' = 'en') =>
    (await textOf(await renderResultPdf({ title: 'T', stepName: 'S', date: DATE, lang, data }))).text.replace(
      /\s+/g,
      ' ',
    );

  it('labels an autofilled card’s pins as the AI’s, even a pin that claims the founder’s words (origin user)', async () => {
    const card = {
      pins: [
        testPin('mentor_users', 'Uma', 'Lost time', 'I spoke with three of them last month.', {
          origin: 'user',
          author: 'ai',
        }),
        testPin('mentor_users', 'Uma', 'Kept', 'A mentor’s pin the founder kept.', { author: 'ai-accepted' }),
        testPin('mentor_users', 'Uma', 'Old', 'A pin saved before authors, origin user.', { origin: 'user' }),
      ],
      changedEvents: [],
    };
    const flat = await render(card);
    expect(flat).not.toContain('entered by you');
    expect(flat).toContain('I spoke with three of them last month. (AI-generated, filled automatically)');
    expect(flat).toContain('A mentor’s pin the founder kept. (AI-generated, accepted by you)');
    expect(await render(card, 'de')).not.toContain('von dir eingegeben');
  });

  it('says who wrote each Problem Shadowing answer and each chosen expert chat answer', async () => {
    const shadowing = {
      target_user: 'Lena Weber',
      day_in_life_story: ['Lena starts at six.'],
      situations: [
        { step: 'When the salon cancels, I', answer: 'wait three weeks.', author: 'ai' },
        { step: 'When I come home late, I', answer: 'brush the dog myself.', author: 'founder' },
        { step: 'When it rains, I', answer: 'skip the walk.' },
      ],
      core_problem: 'No appointments after six.',
      needs_and_barriers: [],
    };
    const flat = await render(shadowing);
    expect(flat).toMatch(/wait three weeks\. Author AI-generated, filled automatically/);
    expect(flat).toMatch(/brush the dog myself\. Author entered by you/);
    expect(flat).toMatch(/skip the walk\. Author AI-generated, filled automatically/);
    const autofilled = { ...shadowing, situations: shadowing.situations.map((s) => ({ ...s, author: 'ai' })) };
    expect(await render(autofilled)).not.toContain('entered by you');
    expect(await render(autofilled, 'de')).toContain('KI-generiert, automatisch ausgefüllt');

    const chat = {
      interview_partner: 'Mira Skylark',
      persona: 'Lena Weber',
      transcript: [
        { round: 1, question: 'Q1?', answer: 'I would book after my shift.', author: 'ai-accepted' },
        { round: 2, question: 'Q2?', answer: 'Not more than my salon.', author: 'ai' },
      ],
      summary: 'S.',
      learned: [],
      objections: [],
    };
    const chatText = await render(chat);
    expect(chatText).toMatch(/I would book after my shift\. Author AI-generated, accepted by you/);
    // (a page break may fall between the answer and its label)
    expect(chatText).toMatch(/Not more than my salon\..*Author AI-generated, filled automatically/);
    expect(chatText).not.toContain('entered by you');
  });

  it('labels the idea card’s author instead of printing its raw value', async () => {
    const card = { name: 'GroomGo', tagline: 'Grooming at your door', author: 'ai' };
    const flat = await render(card);
    expect(flat).toContain('AI-generated, filled automatically');
    expect(flat).not.toMatch(/Author ai\b/);
    expect(await render({ ...card, author: 'ai-accepted' }, 'de')).toContain('KI-generiert, von dir übernommen');
  });

  it('explains only the canvas marks it uses: no “entered by you” without a founder’s entry', () => {
    expect(canvasLegend(['ai', 'ai', 'web'], 'en')).toBe('AI = AI-generated · doc n / web n = source n.');
    expect(canvasLegend(['ai', 'user'], 'en')).toBe('AI = AI-generated · you = entered by you.');
    expect(canvasLegend(['ai'], 'de')).toBe('KI = KI-generiert.');
  });
});

describe('the Business Model Canvas layout', () => {
  const point = (text: string, origin = 'ai', source: string | null = null) => ({ text, origin, source });
  const canvas = {
    keyPartners: [point('Dog associations')],
    keyActivities: [point('Matching walkers')],
    keyResources: [point('Vetted walkers')],
    valuePropositions: [point('Walks you can count on', 'user')],
    customerRelationships: [point('Personal onboarding')],
    channels: [point('Vets’ waiting rooms', 'web', 'https://example.org/vets')],
    customerSegments: [point('Busy dog owners')],
    costStructure: [point('Insurance')],
    revenueStreams: [point('A monthly walk pass', 'document', 'prices.pdf')],
  };

  it('is a landscape page with the nine blocks, origin marks, the attribution and the numbered sources', async () => {
    const pdf = await renderResultPdf({
      title: 'PawWalk',
      stepName: 'Business Model Canvas',
      date: DATE,
      lang: 'en',
      data: canvas,
    });
    const pages = await pagesOf(pdf);
    const first = pages[0]!.replace(/\s+/g, ' ');
    for (const heading of [
      'Key partners',
      'Key activities',
      'Key resources',
      'Value propositions',
      'Customer relationships',
      'Channels',
      'Customer segments',
      'Cost structure',
      'Revenue streams',
    ]) {
      expect(first).toContain(heading);
    }
    expect(first).toContain('Walks you can count on (you)');
    expect(first).toContain('Vets’ waiting rooms (web 1)');
    expect(first).toContain('A monthly walk pass (doc 2)');
    expect(first).toContain('licensed under CC BY-SA 3.0');
    expect(pages[1]).toMatch(/Sources[\s\S]*1\. https:\/\/example\.org\/vets[\s\S]*2\. prices\.pdf/);
    const { getDocumentProxy } = await import('unpdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const [, , width, height] = (await doc.getPage(1)).view;
    expect(width).toBeGreaterThan(height!);
  });

  it('in German, heads the blocks in German and gives the attribution in the licence’s German wording', async () => {
    const pdf = await renderResultPdf({
      title: 'PawWalk',
      stepName: 'Business Model Canvas',
      date: DATE,
      lang: 'de',
      data: canvas,
    });
    const first = (await pagesOf(pdf))[0]!.replace(/\s+/g, ' ');
    for (const heading of ['Schlüsselpartner', 'Wertangebote', 'Kundensegmente', 'Einnahmequellen']) {
      expect(first).toContain(heading);
    }
    expect(first).toContain('Das Business Model Canvas ist ein Entwurf der Strategyzer AG (strategyzer.com).');
    expect(first).toContain(
      'Dieses Werk ist lizenziert unter einer Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 3.0 Unported Lizenz (CC BY-SA 3.0).',
    );
    expect(first).not.toContain('licensed under');
  });
});

describe('the landing page copy layout', () => {
  const copy = {
    companyName: 'Radkiste',
    heroHeadline: 'Räder beim Bäcker abholen',
    heroDescription: 'Leihräder für Pendler',
    testimonial1: 'Beispiel: warum jemand Radkiste ausprobieren würde.',
    testimonial2: 'Endlich komme ich ohne Auto zum Bahnhof.',
    testimonial3: 'Das Rad stand pünktlich da.',
    testimonialSources: {
      testimonial1: { kind: 'example' },
      testimonial2: { kind: 'founder' },
      testimonial3: { kind: 'interview', interviewId: 'int-7' },
    },
    authors: { testimonial2: 'founder' },
  };

  it.each([
    [
      'de',
      ['Herkunft der Kundenstimmen', 'Beispiel – durch ein echtes Zitat aus einem Interview ersetzen'],
      ['von dir geschrieben', 'aus dem Interview int-7', 'Autoren', 'von dir eingegeben'],
    ],
    [
      'en',
      ['Testimonial sources', 'example — replace with a real quote from an interview'],
      ['written by you', 'from interview int-7', 'Authors', 'entered by you'],
    ],
  ] as const)(
    'says in %s where each testimonial comes from and who wrote a field, never a raw kind',
    async (lang, a, b) => {
      const pdf = await renderResultPdf({ title: 'Radkiste', stepName: 'Abschluss', date: DATE, lang, data: copy });
      const { text } = await textOf(pdf);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [...a, ...b]) expect(flat).toContain(expected);
      expect(flat).not.toMatch(/\bTestimonialSources\b|\bKind\b|\bexample\b(?! —)/);
    },
  );
});

describe('pdf helpers', () => {
  it('reads Fontsource unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131,U+2000-206F')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
  });

  it('splits text into runs per font subset', () => {
    expect(fontRuns('Grüße – „gut“')).toEqual([{ subset: 'latin', text: 'Grüße – „gut“' }]);
    expect(fontRuns('Łódź!')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ód' },
      { subset: 'latin-ext', text: 'ź' },
      { subset: 'latin', text: '!' },
    ]);
    expect(fontRuns('Ωmega Я')).toEqual([
      { subset: 'greek', text: 'Ω' },
      { subset: 'latin', text: 'mega ' },
      { subset: 'cyrillic', text: 'Я' },
    ]);
    expect(fontRuns('')).toEqual([]);
  });
});

describe('result file names and types', () => {
  it.each([
    ['My idea', 'My idea.pdf'],
    ['  Größe & Übermaß  ', 'Größe & Übermaß.pdf'],
    ['report.PDF', 'report.pdf'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j.pdf'],
    ['line\nbreak\u0000', 'line break.pdf'],
    ['..hidden..', 'hidden.pdf'],
    ['', 'Result.pdf'],
    ['???', 'Result.pdf'],
    ['x'.repeat(300), `${'x'.repeat(150)}.pdf`],
  ])('file name of %j is %j', (name, fileName) => {
    expect(resultFileName(name)).toBe(fileName);
  });

  it.each([
    ['Basic Idea', false, 'basic_idea'],
    ['USER TINDER', false, 'user_tinder'],
    ['  Problem Shadowing ', false, 'problem_shadowing'],
    ['Business Model Canvas', true, 'output_business_model_canvas'],
    ['output_report', true, 'output_report'],
  ])('type %j (output %s) is stored as %j', (type, output, stored) => {
    expect(resultFileType(type, output)).toBe(stored);
  });

  it('names the download in Content-Disposition, with RFC 5987 for non-ASCII names', () => {
    expect(contentDisposition('Idea card.pdf')).toBe('attachment; filename="Idea card.pdf"');
    expect(contentDisposition('Größe (neu).pdf')).toBe(
      `attachment; filename="Grosse (neu).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%28neu%29.pdf`,
    );
    expect(contentDisposition('Łódź’s plan.pdf')).toBe(
      `attachment; filename="_odz_s plan.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%E2%80%99s%20plan.pdf`,
    );
  });
});

// How the corpus matches a named detail in a text: whole words, stemmed, a German compound by its last part.
import { describe, expect, it } from 'vitest';
import type { CorpusEntry, CorpusRun } from './corpus.js';
import {
  CRITERIA,
  conversationClaim,
  evaluate,
  headIn,
  holds,
  ideaWords,
  personaMisfit,
  sentencesOf,
  stockKey,
  stockProblems,
} from './criteria.js';
import { toCorpusEntry } from './shared-corpus.js';
import type { Lang, TrackArtifacts } from './track.js';

describe('a named term held by a text', () => {
  it.each([
    ['Über Packstationen.', 'Packstation', 'de', true],
    ['Sophie, Inhaberin eines Ferienhauses', 'Ferienhausbesitzer|Ferienhaus', 'de', true],
    ['Hütten in den Bergen', 'Berghütte', 'de', false],
    ['Übernachtung auf Berghütten', 'Hütte', 'de', true],
    ['Hundehalterinnen im Viertel', 'Hundehalter', 'de', true],
    ['Inhaber eines Yogastudios', 'Yogastudio', 'de', true],
    ['Die Preise der Kitas', 'Preis', 'de', true],
    ['Abzuholen beim Bioladen um die Ecke', 'abholen', 'de', true],
    ['Two surf shops in the bay', 'surf shop', 'en', true],
    ["The farmers' market on Saturdays", 'farmers market|market', 'en', true],
    ['Automated invoices', 'auto', 'en', false],
    ['A shop for surfers', 'surf shop', 'en', false],
  ] as const)('%j holds %j (%s): %s', (text, term, lang, expected) => {
    expect(holds(text, term, lang)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The criteria added with the shared corpus: a round is built by hand, with only the texts a case needs.

function round(idea: string, lang: Lang, parts: Partial<TrackArtifacts> = {}): TrackArtifacts {
  return { idea, lang, roundId: 'r', ms: 0, errors: [], steps: {}, deck: [], outputs: {}, files: [], ...parts };
}

function entry(id: string, idea: string, more: Partial<CorpusEntry> = {}): CorpusEntry {
  return { id, lang: 'en', idea, b2b: false, kind: 'service', sufferer: ['owner'], ...more };
}

const criterion = (name: string) => {
  const found = CRITERIA.find((c) => c.name === name);
  if (!found) throw new Error(`no criterion ${name}`);
  return found;
};

async function problemsOf(name: string, run: CorpusRun): Promise<string[] | null> {
  const checks = (await evaluate([run], [run.entry])).failures.filter((f) => f.criterion === name);
  return criterion(name).applies(run.entry) ? checks.flatMap((f) => f.problems) : null;
}

describe('stock sentences', () => {
  const ideas = [
    ['kayak', 'Kayak rental for tourists at lakeside campsites'],
    ['bread', 'Bread subscription for commuters at train stations'],
    ['piano', 'Piano lessons for adult beginners in the evening'],
    ['tools', 'Tool lockers for tenants in big housing estates'],
    ['dogs', 'Dog walking for busy nurses in small villages'],
  ] as const;
  const unique = (i: number) =>
    Array.from({ length: 60 }, (_, k) => `Sentence r${i}s${k} of this round is its very own line.`);
  // The same template in every round, filled with each idea's own words: masked, it reads the same everywhere.
  const stockLine = (idea: string) => {
    const words = idea.split(' ');
    return `Describe in one sentence why ${words[3]} would choose ${words[0]} over what they use today.`;
  };
  const runs = (withStock: boolean): CorpusRun[] =>
    ideas.map(([id, idea], i) => ({
      entry: entry(id, idea),
      artifacts: round(idea, 'en', {
        outputs: {
          report: {
            points: [
              ...unique(i),
              ...(withStock ? [stockLine(idea), 'Test it with a small, fast and cheap experiment first.'] : []),
            ],
          },
        },
      }),
    }));

  it('are the sentences that read the same, the idea’s words masked, in the rounds of three or more other ideas', () => {
    const problems = stockProblems(runs(true));
    for (const [id] of ideas) {
      const found = problems.get(id)!;
      expect(found[0], id).toMatch(/^2 of 62 sentences are stock/);
      expect(found.some((p) => p.includes('describe in one sentence why _ would choose _ over'))).toBe(true);
    }
    expect([...stockProblems(runs(false)).values()].every((p) => p.length === 0)).toBe(true);
  });

  it('allow up to 2 % of a round, and never count headings and short labels', () => {
    const many = runs(true).map((run) => {
      const report = run.artifacts.outputs.report as { points: string[] };
      const more = Array.from({ length: 50 }, (_, k) => `Another line ${run.entry.id}z${k} that only this round says.`);
      return { ...run, artifacts: { ...run.artifacts, outputs: { report: { points: [...report.points, ...more] } } } };
    });
    // 2 of 112 sentences: 1.8 %.
    expect([...stockProblems(many).values()].every((p) => p.length === 0)).toBe(true);
    expect(stockKey('Next steps', new Set(), 'en')).toBeUndefined();
    expect(stockKey('What drives the market', new Set(), 'en')).toBeUndefined();
    expect(sentencesOf('One. Two!\nThree? Four')).toEqual(['One.', 'Two!', 'Three?', 'Four']);
    expect(ideaWords('Kayak rental for tourists at the lakeside', 'en')).toEqual(
      new Set(['kayak', 'rental', 'tourist', 'lakesid']),
    );
  });

  it('are measured across the runs evaluated together', async () => {
    const evaluation = await evaluate(
      runs(true),
      ideas.map(([id, idea]) => entry(id, idea)),
    );
    const row = evaluation.rows.find((r) => r.criterion === 'stock sentences ≤ 2 %')!;
    expect(row).toEqual({ criterion: 'stock sentences ≤ 2 %', passed: 0, total: 5 });
  });
});

describe('an invented conversation', () => {
  it.each([
    ['I spoke with three of them last month; they all mentioned the same trouble.', 'en'],
    ["We've talked to twelve landlords.", 'en'],
    ['In our interviews, the lost time came up again and again.', 'en'],
    ['Customers told us they would pay.', 'en'],
    ['Evidence from conversations: the lost time.', 'en'],
    ['What landlords told you: “It takes too long.”', 'en'],
    ['Ich habe letzten Monat mit drei von ihnen gesprochen; alle haben die verlorene Zeit erwähnt.', 'de'],
    ['Belege aus Gesprächen: die verlorene Zeit.', 'de'],
    ['In unseren Interviews kam das immer wieder vor.', 'de'],
    ['Kunden haben uns gesagt, dass sie zahlen würden.', 'de'],
  ] as const)('%j (%s) is claimed', (text, lang) => {
    expect(conversationClaim(text, lang)).toBeDefined();
  });

  it.each([
    ['I have not talked to users yet; that is my next step.', 'en'],
    ['Interview five landlords about the last time they dealt with it.', 'en'],
    ['Talk to five users this week.', 'en'],
    ['I would talk to users and build a prototype.', 'en'],
    ['Ich habe noch nicht mit Nutzern gesprochen; das ist mein nächster Schritt.', 'de'],
    ['Sprich diese Woche mit fünf Nutzern.', 'de'],
  ] as const)('%j (%s) is no claim', (text, lang) => {
    expect(conversationClaim(text, lang)).toBeUndefined();
  });

  const claimed = (interviews: number): CorpusRun => ({
    entry: entry('kayak', 'Kayak rental for tourists'),
    artifacts: round('Kayak rental for tourists', 'en', {
      interviews,
      steps: {
        feedbackCard: {
          type: 'feedbackCard',
          input: null,
          result: { pins: [{ topic: 'Evidence', content: 'I spoke with three of them last month.' }] },
        },
      },
      outputs: { 'business-model-canvas': { customerRelationships: [{ text: 'Personal onboarding.' }] } },
    }),
  });

  it('fails a round whose pins claim one, unless the round has an interview record', async () => {
    expect(await problemsOf('no invented conversation', claimed(0))).toEqual([
      'claims "I spoke": feedbackCard.result.pins[0].content: I spoke with three of them last month.',
    ]);
    expect(await problemsOf('no invented conversation', claimed(1))).toEqual([]);
  });
});

describe('filler where the founder named the slot', () => {
  const canvas = (texts: Record<string, string[]>) => ({
    'business-model-canvas': Object.fromEntries(
      Object.entries(texts).map(([block, list]) => [block, list.map((text) => ({ text }))]),
    ),
  });
  const run = (more: Partial<CorpusEntry>, texts: Record<string, string[]>): CorpusRun => ({
    entry: entry('repair', 'Washing machine repair for landlords', more),
    artifacts: round('Washing machine repair for landlords', 'en', { outputs: canvas(texts) }),
  });
  const name = 'no filler where a detail was named';

  it('fails partners, channels and price filler where the slot is named, and passes it where it is not', async () => {
    const texts = {
      keyPartners: ['Associations and communities of landlords.'],
      channels: ['Where landlords already gather, online and offline.'],
      revenueStreams: ['A price per job or per appointment.'],
    };
    const named = await problemsOf(
      name,
      run({ partners: ['letting agents'], channels: ['phone'], revenue: ['£45'] }, texts),
    );
    expect(named?.map((p) => p.split(':')[0])).toEqual([
      'partners filler "Associations and communities of"',
      'channels filler "Where landlords already gather"',
      'price filler "A price per job or per appointment"',
    ]);
    expect(await problemsOf(name, run({}, texts))).toBeNull();
    expect(await problemsOf(name, run({ setting: ['Leeds'] }, texts))).toEqual([]);
  });
});

describe('the offer’s and the people’s words in every artifact', () => {
  it('finds a head word by its start, in a plural or a German compound', () => {
    expect(headIn('Repairs for student landlords', 'landlord')).toBe(true);
    expect(headIn('Kinderwagen-Reparatur in Köln', 'reparatur')).toBe(true);
    expect(headIn('Für Hausverwaltungen', 'hausverwaltung')).toBe(true);
    expect(headIn('A pickup service for machines', 'washing')).toBe(false);
  });

  it('fails the artifact that lacks one of them', async () => {
    const run: CorpusRun = {
      entry: entry('repair', 'Washing machine repair for landlords', {
        offerHead: ['washing'],
        peopleHead: ['landlord'],
      }),
      artifacts: round('Washing machine repair for landlords', 'en', {
        steps: { basicIdea: { type: 'basicIdea', input: null, result: { tagline: 'Machines fixed for landlords.' } } },
        outputs: { 'landing-page': { heroHeadline: 'Washing machines fixed the same week for landlords' } },
      }),
    };
    expect(await problemsOf('offer and people named: idea card', run)).toEqual(['offer "washing" missing']);
    expect(await problemsOf('offer and people named: landing copy', run)).toEqual([]);
    expect(await problemsOf('offer and people named: canvas', run)).toEqual([
      'offer "washing" missing',
      'people "landlord" missing',
    ]);
  });
});

describe('the shared corpus in the quality runner', () => {
  const idea = (people_head: string[], lang: Lang) => ({
    id: 'x',
    lang,
    idea: 'x',
    offer: 'x',
    offer_head: ['x'],
    people: people_head.join(' '),
    people_head,
    setting: null,
    price: null,
    price_kind: null,
    partners: [],
    channels: [],
    shape: 'other' as const,
  });

  it('counts a mother as one of the parents and a pensioner as one of the seniors', () => {
    const parents = toCorpusEntry(idea(['parent'], 'en'));
    const mother = {
      name: 'A',
      occupation: 'Mother and dental assistant',
    } as unknown as TrackArtifacts['deck'][number];
    expect(personaMisfit(mother, parents)).toBeUndefined();
    const senioren = toCorpusEntry(idea(['senioren'], 'de'));
    const rentnerin = {
      name: 'B',
      occupation: 'Rentnerin, früher Ingenieurin',
    } as unknown as TrackArtifacts['deck'][number];
    expect(personaMisfit(rentnerin, senioren)).toBeUndefined();
    const teacher = { name: 'C', occupation: 'Primary school teacher' } as unknown as TrackArtifacts['deck'][number];
    expect(personaMisfit(teacher, parents)).toMatch(/is none of parent/);
  });
});

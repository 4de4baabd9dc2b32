// The attribute banks personas are composed from, an English and a German half of the same shape (a list may be
// longer in one language): who they are (banks/persona-people.<lang>.json: names, age bands, jobs and lives,
// milieus, roles in a trade or a firm) and what they say (banks/persona-notes.<lang>.json: pains, goals,
// objections, quotes and how their own situation joins them). Templates use {placeholders} (render()), "[her|his|their]" for the persona's gender and
// "<o:m:…|f:…|n:…>" for the gender of the offer's German noun; a template whose placeholder the market cannot fill
// is left out.
import { readFileSync } from 'node:fs';
import type { Attitude } from '../banks.js';
import type { AgeBand, RevenueModel } from '../idea-facts.js';
import type { Lang } from '../types.js';
import type { Gender } from './persona-words.js';

const BANKS_DIR = new URL('../banks/', import.meta.url);

function load<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, BANKS_DIR), 'utf8')) as T;
}

/** A job of a private person: the occupation, what they do (when "works as …" does not fit) and their day. */
export interface Job {
  job: string;
  does?: string;
  routine: string;
}

/** A life situation ({inPlace} is the setting) and what keeps them busy ("two school-age children"). */
export interface Life {
  life: string;
  busy: string;
  /** The youngest a person with this life can be (a twelve-year-old child, a parent in need of care). */
  minAge?: number;
}

export interface BandBank {
  age: [number, number];
  /** What one of them is called ("pensioner", "[Studentin|Student]"). */
  identity?: string;
  jobs: Job[];
  lives: Life[];
  goals: string[];
  pains: string[];
}

export interface MilieuBank {
  age: [number, number];
  /** How readily its people try something new: 1 (rarely) to 3 (first in line). */
  openness: number;
  values: string[];
  /** Third-person phrases of how they judge offers ("pays for anything that saves time"). */
  stance: string[];
  hobbies: string[];
}

export type FirmRoleKey = 'owner' | 'coowner' | 'manager' | 'staff' | 'apprentice' | 'buyer' | 'office' | 'bookkeeper';

export interface FirmRole {
  occupation: string;
  summary: string;
  age: [number, number];
  /** Their day, their aim and their trouble in this role: one of each is drawn per persona. */
  routines: string[];
  goals: string[];
  pains: string[];
}

export type PainKind =
  | 'time'
  | 'cost'
  | 'access'
  | 'hassle'
  | 'waste'
  | 'trust'
  | 'info'
  | 'lonely'
  | 'storage'
  | 'rental'
  | 'subscription'
  | 'setting';

type ByAttitude = Partial<Record<Attitude, string[]>>;
type KeenDoubt = { keen: string[]; doubt: string[] };

export interface AttributeBank {
  names: Record<Gender, Record<'young' | 'mid' | 'old', string[]>>;
  lastNames: string[];
  bands: Record<Exclude<AgeBand, 'children'>, BandBank>;
  milieus: Record<string, MilieuBank>;
  professional: {
    qualifiers: Array<{ text: string; age: [number, number] }>;
    summaries: string[];
    routines: string[];
    goals: string[];
    pains: string[];
  };
  firm: {
    qualifiers: Array<{ adj?: string; tail?: string }>;
    roles: Record<FirmRoleKey, FirmRole>;
  };
  /** A sufferer's grown-up child: summaries and occupations pair by index (mother, father). */
  relative: { age: [number, number]; summaries: string[]; occupations: string[]; goals: string[]; pains: string[] };
  partner: {
    age: [number, number];
    occupation: string;
    summaries: string[];
    routines: string[];
    goals: string[];
    pains: string[];
  };
  summaries: { role: string[]; plain: string[]; parentOf: string[]; second: string };
  clauses: { generic: Record<Attitude, string[]> } & Partial<
    Record<'rental' | 'subscription' | 'marketplace', ByAttitude>
  >;
  pains: Record<PainKind, Record<'consumer' | 'business', string[]>> & {
    doubt: Record<'sceptic' | 'anti', string[]>;
  } & Partial<Record<string, unknown>>;
  goals: Record<Attitude, string[]>;
  objections: Record<'generic' | 'business' | 'partner' | 'relative', KeenDoubt> &
    Partial<
      Record<
        RevenueModel | 'app' | 'software' | 'service' | 'marketplace' | 'delivery' | 'device' | 'course',
        KeenDoubt
      >
    >;
  quotes: Record<'generic' | 'business', Record<Attitude, string[]>> &
    Partial<Record<'rental' | 'subscription' | 'marketplace' | 'partner' | 'facts', ByAttitude>>;
  /**
   * How a persona's own situation joins their notes, so a note is theirs and not the market's: their quote opens
   * with their day ({lead}, first person); a goal or a pain names what keeps them busy ({busy}) or their work
   * ({work}).
   */
  context: Record<
    'quote' | 'goalBusy' | 'goalWork' | 'goalBoth' | 'noteBusy' | 'noteWork' | 'noteBoth' | 'noteYears',
    string[]
  >;
  /** The founder's named channels, partners and price, said by the personas who would buy. */
  details: {
    channelPrep: string[];
    channelNoun: string[];
    channelParticiple: string[];
    partnersPlural: string[];
    partnerSingular: string[];
    revenueKeen: string[];
    revenueDoubt: string[];
  };
  /** A billing period as the templates say it ("day"; German "pro Tag"). */
  periods: Record<string, string>;
}

const halves = (lang: Lang): AttributeBank => ({
  ...load<AttributeBank>(`persona-people.${lang}.json`),
  ...load<AttributeBank>(`persona-notes.${lang}.json`),
});

export const attributeBank: Record<Lang, AttributeBank> = { en: halves('en'), de: halves('de') };

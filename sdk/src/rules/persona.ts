// Personas (part 2 §3): the fields an answer may spell in several ways are read once here, for the server's
// answer repair, the web and the CLI. The image is a style string chosen by milieu, gender and a variant 1 or 2
// (part 2 §3, §9); the web shows the generated asset of that style (web/public/assets/personas).
import type { Persona } from '../ai.js';

/**
 * The ten Sinus milieus (Germany), with the names an answer may use for them (English, German, plural forms) and, in
 * plain words, who belongs to each (`about`): a founder meets the label beside a persona and needs no sociology.
 */
export const SINUS_MILIEUS = [
  {
    key: 'conservative-upscale',
    en: 'Conservative Upscale',
    de: 'Konservativ-Gehobene',
    about: {
      en: 'Established, well-off people who value tradition, quality and responsibility.',
      de: 'Etablierte, gut situierte Menschen, die Tradition, Qualität und Verantwortung schätzen.',
    },
    aliases: ['established conservatives', 'konservativ-etablierte', 'konservativ-gehobenes'],
  },
  {
    key: 'post-materialist',
    en: 'Post-Materialists',
    de: 'Postmaterielle',
    about: {
      en: 'Educated, socially engaged people who care about fairness, sustainability and living by their values.',
      de: 'Gebildete, gesellschaftlich engagierte Menschen, denen Gerechtigkeit, Nachhaltigkeit und ein Leben nach eigenen Werten wichtig sind.',
    },
    aliases: ['liberal intellectuals', 'liberal-intellektuelle', 'postmaterielles'],
  },
  {
    key: 'performer',
    en: 'Performers',
    de: 'Performer',
    about: {
      en: 'Ambitious high achievers who value success, efficiency and being first with new technology.',
      de: 'Ehrgeizige Leistungsträger, die Erfolg, Effizienz und technischen Vorsprung schätzen.',
    },
    aliases: [],
  },
  {
    key: 'expeditive',
    en: 'Expeditives',
    de: 'Expeditive',
    about: {
      en: 'Young, urban trendsetters who look for creativity, mobility and new experiences.',
      de: 'Junge, urbane Trendsetter, die Kreativität, Mobilität und neue Erfahrungen suchen.',
    },
    aliases: ['expeditives milieu'],
  },
  {
    key: 'neo-ecological',
    en: 'Neo-Ecologicals',
    de: 'Neo-Ökologische',
    about: {
      en: 'Open-minded optimists who want to change things for the planet and for society.',
      de: 'Aufgeschlossene Optimisten, die für Umwelt und Gesellschaft etwas verändern wollen.',
    },
    aliases: ['neo-ecological', 'neo-oekologische', 'neo-ökologisches'],
  },
  {
    key: 'adaptive-pragmatic',
    en: 'Adaptive-Pragmatic Middle',
    de: 'Adaptiv-Pragmatische Mitte',
    about: {
      en: 'The flexible, practical middle of society: security, family and getting on in life come first.',
      de: 'Die flexible, praktische Mitte der Gesellschaft: Sicherheit, Familie und Vorankommen stehen vorn.',
    },
    aliases: ['adaptive pragmatists', 'adaptiv-pragmatische'],
  },
  {
    key: 'nostalgic-middle-class',
    en: 'Nostalgic Middle Class',
    de: 'Nostalgisch-Bürgerliche',
    about: {
      en: 'Middle-class people who value order, harmony and what has proven itself.',
      de: 'Bürgerliche Menschen, die Ordnung, Harmonie und Bewährtes schätzen.',
    },
    aliases: ['bürgerliche mitte', 'middle-class mainstream', 'nostalgisch-bürgerliches'],
  },
  {
    key: 'traditional',
    en: 'Traditionals',
    de: 'Traditionelle',
    about: {
      en: 'Older people rooted in tradition who value thrift, order and security.',
      de: 'Ältere, traditionsverbundene Menschen, denen Sparsamkeit, Ordnung und Sicherheit wichtig sind.',
    },
    aliases: ['traditionelles'],
  },
  {
    key: 'precarious',
    en: 'Precarious',
    de: 'Prekäre',
    about: {
      en: 'People on tight budgets who want to keep up and belong, often worried about what comes next.',
      de: 'Menschen mit knappem Budget, die mithalten und dazugehören wollen und sich oft um die Zukunft sorgen.',
    },
    aliases: ['prekäres', 'prekaere'],
  },
  {
    key: 'consumer-hedonist',
    en: 'Consumer-Hedonists',
    de: 'Konsum-Hedonisten',
    about: {
      en: 'People who live for the moment, for fun and spending, and push back against rules and pressure.',
      de: 'Menschen, die im Hier und Jetzt leben, Spaß und Konsum suchen und sich gegen Regeln und Druck wehren.',
    },
    aliases: ['hedonists', 'hedonisten', 'konsum-hedonistische', 'escapists'],
  },
] as const;

export type MilieuKey = (typeof SINUS_MILIEUS)[number]['key'];
export const GENDER_KEYS = ['male', 'female', 'diverse'] as const;
export type GenderKey = (typeof GENDER_KEYS)[number];
export const PERSONA_IMAGE_VARIANTS = [1, 2] as const;

/** The milieu a persona is shown with when its answer names none the rules know. */
const DEFAULT_MILIEU: MilieuKey = 'adaptive-pragmatic';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The key of a milieu name in English or German (singular or plural); undefined for anything else. */
export function milieuKey(name: unknown): MilieuKey | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined;
  const wanted = fold(name)
    .replace(/\bmilieus?\b/g, '')
    .trim();
  const stem = (text: string) => text.replace(/(e|s|es|en|n)\b/g, '');
  for (const milieu of SINUS_MILIEUS) {
    const names = [milieu.key, milieu.en, milieu.de, ...milieu.aliases].map(fold);
    if (names.includes(wanted) || names.map(stem).includes(stem(wanted))) return milieu.key;
  }
  return undefined;
}

/** Male/m → male, Female/w/f → female, non-binary, diverse or empty → diverse (part 2 §3). */
export function genderKey(gender: unknown): GenderKey {
  const value = typeof gender === 'string' ? gender.trim().toLowerCase() : '';
  if (['male', 'm', 'man', 'männlich', 'maennlich', 'mann'].includes(value)) return 'male';
  if (['female', 'w', 'f', 'woman', 'weiblich', 'frau'].includes(value)) return 'female';
  return 'diverse';
}

const MILIEU_FIELDS = ['sinus_milieu', 'sinus_milieus', 'sinus_milieuse'] as const;

/** The milieu of an answer: of sinus_milieu, sinus_milieus and sinus_milieuse the last one present is kept. */
export function personaMilieu(raw: Record<string, unknown>): string {
  let found = '';
  for (const field of MILIEU_FIELDS) {
    const value = raw[field];
    const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : value;
    if (typeof text === 'string' && text.trim()) found = text.trim();
  }
  return found;
}

/** occupation, else demographics.occupation. */
export function personaOccupation(persona: Pick<Persona, 'occupation' | 'demographics'>): string {
  return (persona.occupation?.trim() || persona.demographics?.occupation?.trim() || '').trim();
}

/** A small stable hash (FNV-1a), so a persona keeps its image variant across reloads and clients. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The image style of a persona: `persona-<milieu>-<gender>-<variant>`, the variant 1 or 2 chosen by its name. */
export function personaImageStyle(persona: Pick<Persona, 'name' | 'sinus_milieu' | 'demographics'>): string {
  const milieu = milieuKey(persona.sinus_milieu) ?? DEFAULT_MILIEU;
  const gender = genderKey(persona.demographics?.gender);
  const variant = PERSONA_IMAGE_VARIANTS[hash(persona.name ?? '') % PERSONA_IMAGE_VARIANTS.length];
  return `persona-${milieu}-${gender}-${variant}`;
}

/** Every style string there is an image for. */
export function allPersonaImageStyles(): string[] {
  return SINUS_MILIEUS.flatMap((m) =>
    GENDER_KEYS.flatMap((g) => PERSONA_IMAGE_VARIANTS.map((v) => `persona-${m.key}-${g}-${v}`)),
  );
}

const STYLE = /^persona-[a-z-]+-(male|female|diverse)-[12]$/;

/** The asset of a style string (served by the web from /assets/personas); the default one for anything else. */
export function personaImageUrl(style: unknown): string {
  const known = typeof style === 'string' && STYLE.test(style) && allPersonaImageStyles().includes(style);
  return `/assets/personas/${known ? style : `persona-${DEFAULT_MILIEU}-diverse-1`}.svg`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(text).filter(Boolean)
    : typeof value === 'string' && value.trim()
      ? value
          .split(/[,;\n]/)
          .map((v) => v.trim())
          .filter(Boolean)
      : [];

/**
 * A persona as the app keeps it, from whatever an answer holds: the milieu read from its three spellings (the
 * last kept), the occupation also from demographics, lists as lists, the image style set; free fields stay.
 * Null for an item that is no persona (not an object, or without a name).
 */
export function normalizePersona(raw: unknown): Persona | null {
  if (!isObject(raw)) return null;
  const name = text(raw.name);
  if (!name) return null;
  const { sinus_milieus: _plural, sinus_milieuse: _other, ...rest } = raw;
  const demographics = isObject(raw.demographics) ? (raw.demographics as Persona['demographics']) : undefined;
  const persona: Persona = {
    ...rest,
    name,
    short_summary: text(raw.short_summary),
    values: list(raw.values),
    sinus_milieu: personaMilieu(raw),
    goals: list(raw.goals),
    lifestyle: text(raw.lifestyle),
    pain_points: list(raw.pain_points),
    ...(demographics ? { demographics } : {}),
  };
  const occupation = personaOccupation(persona);
  if (occupation) persona.occupation = occupation;
  persona.image = personaImageStyle(persona);
  return persona;
}

/** A milieu as a screen shows it: its name and who belongs to it in the language, or the AI's own word unexplained. */
export function milieuLabel(written: unknown, lang: string): { name: string; about?: string } | undefined {
  const key = milieuKey(written);
  const known = key ? SINUS_MILIEUS.find((m) => m.key === key) : undefined;
  const de = lang.toLowerCase().startsWith('de');
  if (known) return { name: de ? known.de : known.en, about: de ? known.about.de : known.about.en };
  return typeof written === 'string' && written.trim() ? { name: written.trim() } : undefined;
}

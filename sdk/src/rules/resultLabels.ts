// Headings of result fields (spec part 1 §2 result preview, part 2 §2.10 persona dialog, §7.2 result PDFs),
// shared by the web's result renderer and the server's PDF layout so both name a field the same way in English
// and German.
import type { Lang } from '../client.js';

export type ResultLabelLang = Lang;

type Labels = Readonly<Record<ResultLabelLang, string>>;

/** English label, German label. */
const label = (en: string, de: string): Labels => ({ en, de });

/**
 * Known keys of step results, keyed as written. English labels of snake_case keys are what the generic rule
 * gives (the spec shows persona fields that way), so the table only adds the German.
 */
const KNOWN: Readonly<Record<string, Labels>> = {
  // Idea card (Basic Idea)
  name: label('Name', 'Name'),
  tagline: label('Tagline', 'Slogan'),
  key_features: label('Key features', 'Kernfunktionen'),
  target_group: label('Target group', 'Zielgruppe'),
  value_proposition: label('Value proposition', 'Nutzenversprechen'),
  nameProposed: label('Name proposed by the assistant', 'Name vom Assistenten vorgeschlagen'),
  // User Tinder's result and its personas (persona dialog)
  main_persona: label('Main persona', 'Hauptpersona'),
  accepted_users: label('Accepted users', 'Akzeptierte Nutzer'),
  rejected_users: label('Rejected users', 'Abgelehnte Nutzer'),
  attitude: label('Attitude', 'Haltung'),
  objections: label('Objections', 'Einwände'),
  objection: label('Objection', 'Einwand'),
  evidence: label('Evidence', 'Beleg'),
  short_summary: label('Short summary', 'Kurzbeschreibung'),
  values: label('Values', 'Werte'),
  occupation: label('Occupation', 'Beruf'),
  demographics: label('Demographics', 'Demografie'),
  gender: label('Gender', 'Geschlecht'),
  age: label('Age', 'Alter'),
  location: label('Location', 'Wohnort'),
  income: label('Income', 'Einkommen'),
  education: label('Education', 'Bildung'),
  family_status: label('Family status', 'Familienstand'),
  sinus_milieu: label('Sinus milieu', 'Sinus-Milieu'),
  sinus_milieus: label('Sinus milieus', 'Sinus-Milieus'),
  sinus_milieuse: label('Sinus milieuse', 'Sinus-Milieu'),
  goals: label('Goals', 'Ziele'),
  lifestyle: label('Lifestyle', 'Lebensstil'),
  pain_points: label('Pain points', 'Schmerzpunkte'),
  needs: label('Needs', 'Bedürfnisse'),
  motivations: label('Motivations', 'Motivationen'),
  behaviors: label('Behaviors', 'Verhalten'),
  quote: label('Quote', 'Zitat'),
  image: label('Image', 'Bild'),
  created: label('Created', 'Erstellt'),
  // Empathy map (User Insight Mapping): the four questions of the map, as the step asks them
  hears: label('What the persona hears', 'Was die Persona hört'),
  sees: label('What the persona sees', 'Was die Persona sieht'),
  feels: label('What the persona feels', 'Was die Persona fühlt'),
  says: label('Says', 'Sagt'),
  thinks: label('Thinks', 'Denkt'),
  does: label('Does', 'Tut'),
  frustrations: label('What frustrates the persona most', 'Was die Persona am meisten frustriert'),
  persona: label('Persona', 'Persona'),
  // Problem Shadowing
  day_in_life_story: label('Day in life story', 'Ein Tag im Leben'),
  situations: label('Situations', 'Situationen'),
  step: label('Step', 'Schritt'),
  answer: label('Answer', 'Antwort'),
  target_user: label('Target user', 'Zielperson'),
  persona_extension: label('Persona extension', 'Persona-Erweiterung'),
  core_problem: label('Core problem', 'Kernproblem'),
  needs_and_barriers: label('Needs and barriers', 'Bedürfnisse und Hürden'),
  situation: label('Situation', 'Situation'),
  // Expert chat
  speaker: label('Speaker', 'Sprecher'),
  options: label('Options', 'Optionen'),
  follow_up_question: label('Follow up question', 'Folgefrage'),
  turn: label('Turn', 'Runde'),
  interview_partner: label('Interview partner', 'Interviewpartner'),
  transcript: label('Interview transcript', 'Interview-Verlauf'),
  question: label('Question', 'Frage'),
  chosen_answer: label('Chosen answer', 'Gewählte Antwort'),
  learned: label('What was learned', 'Was wir gelernt haben'),
  round: label('Round', 'Runde'),
  // Reports, feedback pins and web findings
  title: label('Title', 'Titel'),
  text: label('Text', 'Text'),
  content: label('Content', 'Inhalt'),
  summary: label('Summary', 'Zusammenfassung'),
  findings: label('Findings', 'Erkenntnisse'),
  origin: label('Origin', 'Herkunft'),
  source: label('Source', 'Quelle'),
  url: label('URL', 'URL'),
  topic: label('Topic', 'Thema'),
  pins: label('Pins', 'Pins'),
  sources: label('Sources', 'Quellen'),
  recommendations: label('Recommendations', 'Empfehlungen'),
  risks: label('Risks', 'Risiken'),
  opportunities: label('Opportunities', 'Chancen'),
  strengths: label('Strengths', 'Stärken'),
  weaknesses: label('Weaknesses', 'Schwächen'),
  competitors: label('Competitors', 'Wettbewerber'),
  market_size: label('Market size', 'Marktgröße'),
  conclusion: label('Conclusion', 'Fazit'),
  next_steps: label('Next steps', 'Nächste Schritte'),
  description: label('Description', 'Beschreibung'),
  // Business model canvas
  key_partners: label('Key partners', 'Schlüsselpartner'),
  key_activities: label('Key activities', 'Schlüsselaktivitäten'),
  key_resources: label('Key resources', 'Schlüsselressourcen'),
  value_propositions: label('Value propositions', 'Wertangebote'),
  customer_relationships: label('Customer relationships', 'Kundenbeziehungen'),
  channels: label('Channels', 'Kanäle'),
  customer_segments: label('Customer segments', 'Kundensegmente'),
  cost_structure: label('Cost structure', 'Kostenstruktur'),
  revenue_streams: label('Revenue streams', 'Einnahmequellen'),
  // Paper ideas
  author: label('Author', 'Autor'),
  ideaTitle: label('Idea title', 'Titel der Idee'),
  ideaAbstract: label('Idea abstract', 'Kurzfassung der Idee'),
  problemStatement: label('Problem statement', 'Problemstellung'),
  targetUsers: label('Target users', 'Zielnutzer'),
  solutionMechanism: label('Solution mechanism', 'Lösungsansatz'),
  // Landing page (the field names of part 2 §3, camelCase)
  companyName: label('Company name', 'Firmenname'),
  heroHeadline: label('Hero headline', 'Hero-Überschrift'),
  heroDescription: label('Hero description', 'Hero-Beschreibung'),
  offerHeadline: label('Offer headline', 'Überschrift der Angebote'),
  features: label('Features', 'Funktionen'),
  featuresHeadline: label('Features headline', 'Überschrift der Funktionen'),
  solution: label('Solution', 'Lösung'),
  solutionHeadline: label('Solution headline', 'Überschrift der Lösung'),
  testimonials: label('Testimonials', 'Kundenstimmen'),
  bigImageSection: label('Big image section', 'Großes Bild'),
  valuePropositionHeadline: label('Value proposition headline', 'Überschrift des Nutzenversprechens'),
  finalCTAHeadline: label('Final call to action headline', 'Überschrift des Abschluss-Aufrufs'),
  finalCTAButton: label('Final call to action button', 'Button des Abschluss-Aufrufs'),
  testimonialSources: label('Testimonial sources', 'Herkunft der Kundenstimmen'),
  authors: label('Authors', 'Autoren'),
  // The root of a result that is a single value
  value: label('Value', 'Wert'),
};

/** Numbered landing page fields ('offeringTitle2', 'testimonial3Name'): the label with its number. */
const NUMBERED: ReadonlyArray<{ pattern: RegExp; labels: (n: string) => Labels }> = [
  { pattern: /^(?:heroButton|geroButton)(\d+)$/, labels: (n) => label(`Hero button ${n}`, `Hero-Button ${n}`) },
  { pattern: /^offeringTitle(\d+)$/, labels: (n) => label(`Offer ${n} title`, `Angebot ${n}: Titel`) },
  {
    pattern: /^offeringSubheadline(\d+)$/,
    labels: (n) => label(`Offer ${n} subheadline`, `Angebot ${n}: Unterzeile`),
  },
  { pattern: /^feature(\d+)$/, labels: (n) => label(`Feature ${n}`, `Funktion ${n}`) },
  { pattern: /^solution(\d+)$/, labels: (n) => label(`Solution ${n}`, `Lösung ${n}`) },
  { pattern: /^testimonial(\d+)$/, labels: (n) => label(`Testimonial ${n}`, `Kundenstimme ${n}`) },
  { pattern: /^testimonial(\d+)Name$/, labels: (n) => label(`Testimonial ${n} name`, `Kundenstimme ${n}: Name`) },
  {
    pattern: /^testimonial(\d+)Position$/,
    labels: (n) => label(`Testimonial ${n} position`, `Kundenstimme ${n}: Position`),
  },
  { pattern: /^serviceCard(\d+)Name$/, labels: (n) => label(`Service card ${n} name`, `Service ${n}: Name`) },
  {
    pattern: /^serviceCard(\d+)Description$/,
    labels: (n) => label(`Service card ${n} description`, `Service ${n}: Beschreibung`),
  },
];

/** The generic heading of a key: underscores as spaces, first letter capitalised ('key_features' → 'Key features'). */
export function genericFieldLabel(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return '—';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** German for 'de' and its regional forms ('de-AT'), English for everything else. */
function labelLang(lang: string): ResultLabelLang {
  return lang.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The heading of a result field in the user's language: the label of a known key, else the generic heading of
 * the key itself (keys of a result are data; an unknown one is shown as it is named).
 */
export function resultFieldLabel(key: string, lang: string): string {
  const language = labelLang(lang);
  const known = Object.hasOwn(KNOWN, key) ? KNOWN[key] : undefined;
  if (known) return known[language];
  for (const { pattern, labels } of NUMBERED) {
    const match = pattern.exec(key);
    if (match) return labels(match[1]!)[language];
  }
  return genericFieldLabel(key);
}

// The Solution Expert Chat's answers (its step's prompts, part 2 §2.13, §4.6): an interview partner with a character of
// their own tests the founder's solution through the eyes of an accepted persona in four rounds — first impression,
// the fit into the persona's day (the shadowing's situations), cost and switching, trust — and sums up what was
// learned and which objections were heard. The three options of a round are the persona's own reactions: a) the
// most likely for this persona, and always one that voices a doubt, a cost or a switching barrier from the
// persona's own pain points or objections, because a synthetic user who likes everything teaches nothing.
import {
  type ExpertChatEntry,
  type ExpertChatSummary,
  INTERVIEW_PARTNERS,
  isDoubter,
  type Persona,
  personaOccupation,
} from '@idea-studio/sdk';
import { type Facts, parseJson } from '../facts.js';
import { readText } from '../nlp.js';
import type { Rng } from '../random.js';
import { capitalize, lowerFirst, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';
import { inFirstPerson, inOwnWords } from './first-person.js';
import {
  afterColon,
  type Cost,
  clean,
  germanGenitive,
  type IdeaVoice,
  ideaVoice,
  quoteInQuote,
  tidyGerman,
} from './idea-voice.js';
import { lifestyleParts, noteOf } from './note-voice.js';
import {
  completedSituation,
  germanClause,
  ideaSubject,
  inputPersona,
  isRecord,
  listOf,
  ownGroup,
  ownObjection,
} from './persona-notes.js';
import { withArticle } from './persona-words.js';

type Voice = 'mira' | 'corvin' | 'juno';

interface Turn {
  round: number;
  question: string;
  answer: string;
  /** The founder answered in their own words rather than with one of the options (sdk `chatPromptContent`). */
  own?: boolean;
}

/** The chat's input as the clients send it (sdk `chatPromptContent` / `chatClosingContent`). */
export interface ChatInput {
  round: number;
  partner: string;
  voice: Voice;
  persona?: Persona;
  transcript: Turn[];
  discarded: string[];
}

export function chatInput(input: string, stepPromptNumber: number | undefined, results: readonly unknown[]): ChatInput {
  const parsed = parseJson(input);
  const record = isRecord(parsed) ? parsed : {};
  const partnerName = isRecord(record.partner) ? record.partner.name : record.partner;
  const known = INTERVIEW_PARTNERS.find(
    (p) => typeof partnerName === 'string' && p.name.toLowerCase() === partnerName.trim().toLowerCase(),
  );
  const persona = inputPersona(record, results);
  const transcript = Array.isArray(record.transcript)
    ? record.transcript.filter(isRecord).map((t) => ({
        round: Number(t.round) || 0,
        question: String(t.question ?? ''),
        answer: String(t.answer ?? ''),
        ...(t.own === true ? { own: true } : {}),
      }))
    : [];
  const round = Number(record.round) || stepPromptNumber || transcript.length + 1;
  return {
    round: Math.min(4, Math.max(1, round)),
    partner:
      known?.name ??
      (typeof partnerName === 'string' && partnerName.trim() ? partnerName.trim() : INTERVIEW_PARTNERS[0].name),
    voice: (known?.id ?? 'mira') as Voice,
    persona,
    transcript,
    discarded: listOf(record.discarded),
  };
}

/** What the interview knows of the persona, the solution and the shadowing. */
interface Stage {
  lang: Lang;
  name: string;
  first: string;
  occupation: string;
  product: string;
  /** What the solution does, as a phrase ("booking in the app"). */
  feature: string;
  subject: string;
  pains: string[];
  /** The pain points that are noun phrases ("unpredictable daily demand"), which fit after "with". */
  painNouns: string[];
  objections: string[];
  /** The persona's own reason not to use the offer (Persona.objection), as they said it. */
  own?: string;
  goals: string[];
  life: string[];
  /** The situations of the shadowing, as the founder completed them (those naming a pain first). */
  situations: string[];
  corePain?: string;
  /** The idea's facts around the persona: where they live, how the offer reaches them, what it costs. */
  voice: IdeaVoice;
}

function stageOf(chat: ChatInput, facts: Facts, results: readonly unknown[]): Stage {
  const lang = facts.lang;
  const en = lang === 'en';
  const persona = chat.persona;
  const name = persona?.name ?? (en ? 'your persona' : 'deine Persona');
  const card = facts.card;
  const shadowing = results.find(
    (r) => isRecord(r) && Array.isArray(r.situations) && typeof r.core_problem === 'string',
  );
  const situations =
    isRecord(shadowing) && Array.isArray(shadowing.situations) ? shadowing.situations.filter(isRecord) : [];
  const voice = ideaVoice(facts);
  const group = ownGroup(facts, persona);
  const fit = (text: string) => clean(text, voice);
  const painNotes = listOf(persona?.pain_points)
    .map((p) => noteOf(p, lang, group) ?? { text: lowerFirst(p, lang), clause: false })
    .map((n) => (lang === 'de' && !n.clause && germanClause(n.text) ? { ...n, clause: true } : n))
    .filter((n) => fit(n.text));
  // After a colon a German sentence opens with a capital ("das zermürbt mich: Der letzte Bus …").
  const pains = painNotes.map((n) => afterColon(n.text, n.clause, lang));
  const ownField = (persona as Record<string, unknown> | undefined)?.objection;
  // Inside a reaction the objection stands as a clause: "What stops me: …" loses its lead-in, and a German "Ich"
  // is lower case mid-sentence.
  const ownText =
    typeof ownField === 'string' && ownField.trim()
      ? stripTerminal(ownField.trim().replace(/^(?:What stops me|Was mich abhält):\s*/i, ''))
      : undefined;
  const own = ownText && fit(ownText) ? (lang === 'de' ? ownText.replace(/^Ich\b/, 'ich') : ownText) : undefined;
  const notes = listOf((persona as Record<string, unknown> | undefined)?.objections)
    .map((o) => ownObjection(o, lang))
    .filter(fit);
  // The persona's own objection first, so the doubts and the summary start from it.
  const objections = own ? [own, ...notes.filter((o) => o.toLowerCase() !== own.toLowerCase())] : notes;
  const completedSituations = situations
    .filter((s) => typeof s.step === 'string' && typeof s.answer === 'string' && s.answer.trim())
    .map((s) => completedSituation(String(s.step), String(s.answer)));
  const namesPain = (text: string) => pains.some((p) => text.toLowerCase().includes(p.toLowerCase()));
  return {
    lang,
    name,
    // Without a persona the whole phrase stands: "your persona", not "your".
    first: persona?.name ? (name.split(/\s+/)[0] ?? name) : name,
    occupation: persona ? personaOccupation(persona) : '',
    product: card?.name?.trim() || facts.ownName || (en ? 'this solution' : 'diese Lösung'),
    feature: lowerFirst(stripTerminal(card?.key_features?.[0] ?? facts.solutionClause ?? ''), lang),
    subject: ideaSubject(facts, persona),
    pains,
    painNouns: listOf(persona?.pain_points)
      .map((p) => noteOf(p, lang, group))
      .filter((n) => n && !n.clause && !(lang === 'de' && germanClause(n.text)))
      .map((n) => n!.text)
      .filter(fit),
    objections,
    own,
    goals: listOf(persona?.goals)
      .map((g) => lowerFirst(inOwnWords(g, lang), lang))
      .filter(fit),
    // The persona's day in their own voice ("I work night shifts", "ich arbeite nachts"): they speak the options.
    life: persona?.lifestyle
      ? lifestyleParts(persona.lifestyle, lang)
          .map((p) => inFirstPerson(p, lang))
          .filter((p) => p.clause && fit(p.text))
          .map((p) => p.text.replace(/^Ich\b/, 'ich'))
      : [],
    situations: [...completedSituations.filter(namesPain), ...completedSituations.filter((s) => !namesPain(s))].filter(
      fit,
    ),
    corePain: isRecord(shadowing) ? stripTerminal(String(shadowing.core_problem)).split(/(?<=[.!?])\s+/)[0] : undefined,
    voice,
  };
}

/**
 * The first sentences of a text up to about `words` words: cut only between sentences, never inside one and never
 * with an ellipsis, so a quote keeps its meaning; a longer first sentence stands whole.
 */
const clip = (text: string, words: number) => {
  const count = (t: string) => t.split(/\s+/).filter(Boolean).length;
  const [first = '', ...rest] = text.trim().split(/(?<=[.!?])\s+/);
  let kept = first;
  for (const sentence of rest) {
    // A first sentence of a few words ("Per day?") is no quote on its own: the next one stays with it.
    if (count(`${kept} ${sentence}`) > words && count(kept) >= 6) break;
    kept = `${kept} ${sentence}`;
  }
  return stripTerminal(kept);
};

/** A quote is a sentence of its own: a German "ich" opens it with a capital. */
const quoted = (text: string, lang: Lang) =>
  lang === 'en' ? `“${quoteInQuote(text, lang)}”` : `„${quoteInQuote(text, lang).replace(/^ich\b/, 'Ich')}“`;

/** The first sentence of a text when it has at most `words` words: a quote that reads at a glance, else none. */
export function shortQuote(text: string, words: number): string | undefined {
  const first = stripTerminal(text.trim().split(/(?<=[.!?])\s+/)[0] ?? '');
  if (!first || /…|\.\.\./.test(first) || /\?$/.test(text.trim().split(/(?<=[.!?])\s+/)[0] ?? '')) return undefined;
  const count = first.split(/\s+/).length;
  return count >= 5 && count <= words ? first : undefined;
}

// ── the partner's lead-in and question ──

function leadIn(voice: Voice, st: Stage, previous: Turn | undefined, round: number, variant: number): string {
  const en = st.lang === 'en';
  if (previous) return reactionTo(voice, st, previous, round);
  const openers: Record<Voice, string[]> = {
    mira: en
      ? [
          `Hi, I'm Mira! Let's sneak into ${st.first}'s world like explorers and look at ${st.product} through ${st.first}'s eyes.`,
          `Mira here, ready for an adventure: today I am ${st.first}'s shadow and I will ask what nobody dares to ask.`,
        ]
      : [
          `Hallo, ich bin Mira! Lass uns wie Entdecker in ${germanGenitive(st.first)} Welt schleichen und ${st.product} mit ${germanGenitive(st.first)} Augen ansehen.`,
          `Mira hier, bereit für ein Abenteuer: Heute bin ich ${germanGenitive(st.first)} Schatten und frage, was sich sonst keiner traut.`,
        ],
    corvin: en
      ? [
          `Corvin. Before any move I study the ground: ${st.first}${st.occupation ? `, ${st.occupation}` : ''}, and where ${st.product} has to win.`,
          `Corvin here. Every plan has a weak spot. Let's find the one ${st.first} would see in ${st.product}.`,
        ]
      : [
          `Corvin. Vor jedem Zug prüfe ich das Gelände: ${st.first}${st.occupation ? `, ${st.occupation}` : ''}, und wo ${st.product} gewinnen muss.`,
          `Corvin hier. Jeder Plan hat eine Schwachstelle. Suchen wir die, die ${st.first} an ${st.product} sehen würde.`,
        ],
    juno: en
      ? [
          `Juno here. Incremental is boring: I want to know if ${st.product} could be ten times better for ${st.first} than what exists today.`,
          `Hi, Juno. Let's imagine ${st.product} at scale — and start with one real person: ${st.first}.`,
        ]
      : [
          `Juno hier. Kleine Schritte langweilen mich: Ich will wissen, ob ${st.product} für ${st.first} zehnmal besser sein kann als alles, was es heute gibt.`,
          `Hi, Juno. Stell dir ${st.product} im großen Maßstab vor – und fang bei einem echten Menschen an: ${st.first}.`,
        ],
  };
  const list = openers[voice];
  return list[variant % list.length]!;
}

/** How an answer stands to the offer: it doubts, it sets a condition, or it is keen. */
type Stance = 'keen' | 'conditional' | 'doubt';

const CONDITION_WORDS =
  /\b(?:only if|if|unless|as long as|maybe|perhaps|compare|once|before I|first|nur wenn|bevor ich|wenn|falls|solange|vielleicht|vergleiche|erst)\b/i;

function stanceOf(answer: string): Stance {
  // "Honestly, … is fine if …" opens frankly but sets a condition: the opener alone is no doubt.
  const said = answer.replace(/^\s*(?:honestly|to be honest|ehrlich gesagt|ehrlich)\s*[,:—–-]?\s*/i, '');
  if (DOUBT_WORDS.test(said) || /\b(?:not|never|no|nicht|nie|kein\w*)\b/i.test(said)) return 'doubt';
  return CONDITION_WORDS.test(said) ? 'conditional' : 'keen';
}

/**
 * The partner's lead-in after an answer, built from the conversation: the answer itself (quoted when it is short,
 * and always when the founder wrote it in their own words), what its stance tells the partner, and the way into the
 * round's topic. The comment is chosen by the round and the topic is the round's own, so no two rounds of a chat
 * open with the same words.
 */
function reactionTo(voice: Voice, st: Stage, previous: Turn, round: number): string {
  const en = st.lang === 'en';
  const F = st.first;
  const P = st.product;
  const own = previous.own === true;
  // The founder's own words are picked up whole (up to a few sentences); an option only when it is short.
  const said = own ? clip(previous.answer, 24) : shortQuote(previous.answer, 14);
  const quote = said ? quoted(said, st.lang) : '';
  const stance = stanceOf(previous.answer);
  const at = Math.min(2, Math.max(0, round - 2));
  const intro: Record<Voice, string> = en
    ? {
        mira: own ? `You put it in your own words: ${quote}.` : quote ? `${quote}.` : '',
        corvin: own ? `Your own words, noted: ${quote}.` : quote ? `Noted: ${quote}.` : '',
        juno: own ? `Straight from you, in your own words: ${quote}.` : quote ? `${quote}.` : '',
      }
    : {
        mira: own ? `Du sagst es in deinen eigenen Worten: ${quote}.` : quote ? `${quote}.` : '',
        corvin: own ? `Deine eigenen Worte, notiert: ${quote}.` : quote ? `Notiert: ${quote}.` : '',
        juno: own ? `Direkt von dir, in deinen eigenen Worten: ${quote}.` : quote ? `${quote}.` : '',
      };
  const comments: Record<Voice, Record<Stance, string[]>> = en
    ? {
        mira: {
          keen: [
            `${F} is in on ${P}, and that is a clue worth following!`,
            `${F} lights up. Adventure on!`,
            `So ${F} likes ${P}; let's see how far that goes.`,
          ],
          conditional: [
            `So ${F} has a condition for ${P}, and conditions hide treasure.`,
            `A "but" on the map to ${P}! Let's mark it.`,
            `${F} keeps the door to ${P} half open; let's peek through it.`,
          ],
          doubt: [
            `Hmm, ${F} is not convinced by ${P}. I love a mystery!`,
            `So there is a dragon on the path to ${P}.`,
            `A doubt about ${P}! That is where ${F}'s story gets interesting.`,
          ],
        },
        corvin: {
          keen: [
            `Ground gained: ${F} is on the side of ${P}.`,
            `A clean opening for ${P}. ${F} is willing.`,
            `${F} holds the line with ${P}. Good.`,
          ],
          conditional: [
            `A condition. That is where ${F} will test ${P}.`,
            `${F} sets terms for ${P}, and terms can be met.`,
            `${F} negotiates before committing to ${P}.`,
          ],
          doubt: [
            `There is the weak spot of ${P}: ${F} resists.`,
            `Resistance. ${F}'s defence against ${P} shows its shape.`,
            `${F} holds back; ${P} needs a better move.`,
          ],
        },
        juno: {
          keen: [
            `That is a signal: ${F} wants ${P}.`,
            `Strong pull from ${F} towards ${P}. Let's scale the thought.`,
            `${F} is a believer. Can we make ${P} ten times better?`,
          ],
          conditional: [
            `${F}'s condition is a design brief for ${P} in disguise.`,
            `${F} would switch to ${P} on terms, and that is a product spec.`,
            `Half a yes from ${F} for ${P}. Let's find the missing half.`,
          ],
          doubt: [
            `Friction around ${P}, and that is where the big idea hides.`,
            `${F} is not sold on ${P} yet, and every no is data.`,
            `A doubt from ${F} about ${P}: exactly what scale would amplify.`,
          ],
        },
      }
    : {
        mira: {
          keen: [
            `${F} ist bei ${P} dabei, und das ist eine Spur, der wir folgen!`,
            `${F} strahlt. Weiter geht das Abenteuer!`,
            `${F} mag ${P} also; mal sehen, wie weit das trägt.`,
          ],
          conditional: [
            `${F} hat also eine Bedingung für ${P}, und hinter Bedingungen liegen Schätze.`,
            `Ein „Aber“ auf der Karte zu ${P}! Das markieren wir.`,
            `${F} lässt die Tür zu ${P} halb offen; schauen wir hindurch.`,
          ],
          doubt: [
            `Oh, ${F} ist von ${P} nicht überzeugt. Ich liebe Rätsel!`,
            `Auf dem Weg zu ${P} wartet also ein Drache.`,
            `Ein Zweifel an ${P}! Genau da wird die Geschichte von ${F} spannend.`,
          ],
        },
        corvin: {
          keen: [
            `Boden gewonnen: ${F} steht auf der Seite von ${P}.`,
            `Eine saubere Eröffnung für ${P}. ${F} ist bereit.`,
            `${F} hält die Linie mit ${P}. Gut.`,
          ],
          conditional: [
            `Eine Bedingung. Genau dort wird ${F} ${P} prüfen.`,
            `${F} stellt ${P} Bedingungen, und die lassen sich erfüllen.`,
            `${F} verhandelt, bevor ${F} sich auf ${P} festlegt.`,
          ],
          doubt: [
            `Da ist die Schwachstelle von ${P}: ${F} wehrt sich.`,
            `Widerstand. Die Abwehr von ${F} gegen ${P} zeigt ihre Form.`,
            `${F} hält sich zurück; ${P} braucht einen besseren Zug.`,
          ],
        },
        juno: {
          keen: [
            `Das ist ein Signal: ${F} will ${P}.`,
            `Starker Sog bei ${F} hin zu ${P}. Denken wir es größer.`,
            `${F} ist überzeugt. Geht ${P} zehnmal besser?`,
          ],
          conditional: [
            `Die Bedingung von ${F} ist ein verstecktes Pflichtenheft für ${P}.`,
            `${F} würde zu Bedingungen zu ${P} wechseln, und das ist eine Produktvorgabe.`,
            `Ein halbes Ja von ${F} zu ${P}. Suchen wir die fehlende Hälfte.`,
          ],
          doubt: [
            `Reibung rund um ${P}, und genau dort steckt die große Idee.`,
            `${F} ist von ${P} noch nicht überzeugt, und jedes Nein sind Daten.`,
            `Ein Zweifel von ${F} an ${P}: genau das, was Größe verstärken würde.`,
          ],
        },
      };
  const ways: Record<Voice, string[]> = en
    ? {
        mira: [
          `Let's tiptoe into ${F}'s day and see where ${P} could turn up.`,
          `Now the treasure question: what would ${P} cost ${F} in money and habits?`,
          `Last stop of our adventure: would ${F} trust ${P}?`,
        ],
        corvin: [
          `Next move: the terrain of ${F}'s day, where ${P} has to fit.`,
          `Next move: the price ${F} pays for switching to ${P}.`,
          `Final move: whether ${F} stays loyal to ${P}.`,
        ],
        juno: [
          `Now zoom into one real day of ${F} with ${P} in it.`,
          `Now the economics: what does switching to ${P} cost ${F}?`,
          `Last question: would ${F} stay with ${P} for years?`,
        ],
      }
    : {
        mira: [
          `Schleichen wir uns in ${germanGenitive(F)} Tag und schauen, wo ${P} auftauchen könnte.`,
          `Jetzt die Schatzfrage: Was würde ${P} ${F} an Geld und Gewohnheiten kosten?`,
          `Letzter Halt unseres Abenteuers: Würde ${F} ${P} vertrauen?`,
        ],
        corvin: [
          `Nächster Zug: das Gelände von ${germanGenitive(F)} Tag, in das ${P} passen muss.`,
          `Nächster Zug: der Preis, den ${F} für den Wechsel zu ${P} zahlt.`,
          `Letzter Zug: ob ${F} ${P} treu bleibt.`,
        ],
        juno: [
          `Zoomen wir in einen echten Tag von ${F}, mit ${P} darin.`,
          `Jetzt die Wirtschaftlichkeit: Was kostet ${F} der Wechsel zu ${P}?`,
          `Letzte Frage: Würde ${F} jahrelang bei ${P} bleiben?`,
        ],
      };
  return [intro[voice], comments[voice][stance][at]!, ways[voice][at]!].filter(Boolean).join(' ');
}

function question(round: number, st: Stage, variant: number): string {
  const en = st.lang === 'en';
  const does = featurePhrase(st);
  const situation = st.situations.length ? st.situations[variant % st.situations.length] : undefined;
  const momentText = (situation && shortQuote(situation, 20)) ?? (st.life[0] && shortQuote(st.life[0], 16));
  // A quote is a sentence of its own: the persona's "ich" opens it with a capital.
  const moment = momentText ? quoted(momentText.replace(/^ich\b/, 'Ich'), st.lang) : undefined;
  const { cost, channel } = st.voice;
  const questions: Record<number, string[]> = en
    ? {
        1: [
          `How would ${st.first} react on first hearing about ${st.product}${does}?`,
          `${st.first} sees ${st.product} for the first time. What goes through ${st.first}'s head?`,
        ],
        2: channel
          ? [
              `This is how ${st.product} reaches ${st.first}: ${quoted(channel, st.lang)}.${moment ? ` Picture the moment ${moment}.` : ''} Would ${st.first} use it right then?`,
              `${capitalize(st.product)} comes with ${quoted(channel, st.lang)}. Where in ${st.first}'s day would that fit — and how would ${st.first} react?`,
            ]
          : moment
            ? [
                `${st.first}'s day has a moment like this: ${moment}. How would ${st.first} react if ${st.product} stepped in right then?`,
                `Picture the moment ${moment}. Would ${st.first} reach for ${st.product} there?`,
              ]
            : [`Where in ${st.first}'s day would ${st.product} fit — and how would ${st.first} react?`],
        3: cost
          ? [
              `${capitalize(st.product)} is paid like this: ${cost.name}. What would it take for ${st.first} to switch from today's way and pay that?`,
              `Picture the price tag: ${cost.name}. Would ${st.first} pay that rather than keep today's way with ${st.subject}?`,
            ]
          : [
              `Today ${st.first} copes with ${st.subject} in the usual way. What would it take to switch to ${st.product} and pay for it?`,
              `What would ${st.first} give up — money, time, habits — to use ${st.product} instead of today's way?`,
            ],
        4: [
          `What would make ${st.first} commit to ${st.product} for good — or walk away?`,
          `Three months on: why does ${st.first} still use ${st.product}, or why not?`,
        ],
      }
    : {
        1: [
          `Wie würde ${st.first} reagieren, wenn ${st.first} zum ersten Mal von ${st.product}${does} hört?`,
          `${st.first} sieht ${st.product} zum ersten Mal. Was geht ${st.first} durch den Kopf?`,
        ],
        2: channel
          ? [
              `So kommt ${st.product} zu ${st.first}: ${quoted(channel, st.lang)}.${moment ? ` Stell dir den Moment vor: ${moment}.` : ''} Würde ${st.first} es genau dann nutzen?`,
              `Bei ${st.product} heißt es: ${quoted(channel, st.lang)}. Wo in ${germanGenitive(st.first)} Tag passt das – und wie würde ${st.first} reagieren?`,
            ]
          : moment
            ? [
                `In ${germanGenitive(st.first)} Tag gibt es so einen Moment: ${moment}. Wie würde ${st.first} reagieren, wenn ${st.product} genau dann einspringt?`,
                `Stell dir den Moment vor: ${moment}. Würde ${st.first} da zu ${st.product} greifen?`,
              ]
            : [
                `Wo in ${germanGenitive(st.first)} Tag würde ${st.product} passen – und wie würde ${st.first} reagieren?`,
              ],
        3: cost
          ? [
              `So wird ${st.product} bezahlt: ${cost.name}. Was bräuchte es, damit ${st.first} vom heutigen Weg wechselt und das zahlt?`,
              `Stell dir das Preisschild vor: ${cost.name}. Würde ${st.first} das zahlen, statt beim heutigen Weg zu bleiben?`,
            ]
          : [
              `Heute regelt ${st.first} alles rund um ${st.subject} auf die gewohnte Art. Was bräuchte es, damit ${st.first} zu ${st.product} wechselt und dafür zahlt?`,
              `Was würde ${st.first} aufgeben – Geld, Zeit, Gewohnheiten –, um ${st.product} statt des heutigen Wegs zu nutzen?`,
            ],
        4: [
          `Was würde ${st.first} dazu bringen, dauerhaft bei ${st.product} zu bleiben – oder abzuspringen?`,
          `Drei Monate später: Warum nutzt ${st.first} ${st.product} noch – oder warum nicht?`,
        ],
      };
  const list = questions[round]!;
  return list[variant % list.length]!;
}

/**
 * What the solution does, after its name: "PawWalk, which lets people book a walker" for a feature that opens with a
 * verb, "BreadPilot with daily demand forecasts" for a noun; German "…, mit dem man Hundesitter buchen kann" for a
 * feature ending in its infinitive, else the feature in brackets (no case ending to guess after "mit").
 */
function featurePhrase(st: Stage): string {
  const feature = st.feature;
  if (!feature) return '';
  if (st.lang === 'en') {
    // A feature that opens with its verb ("Book a vetted walker") is something people do; two words are a name.
    const first = feature.split(/\s+/)[0]!.toLowerCase();
    const verbFirst = feature.split(/\s+/).length >= 3 && readText(feature, 'en').verbs.some((v) => v.word === first);
    return verbFirst ? `, which lets people ${feature}` : ` with ${feature}`;
  }
  const last = feature.split(/\s+/).at(-1) ?? '';
  if (/^\p{Ll}+en$/u.test(last)) return `, mit dem man ${lowerFirst(feature, 'de')} kann,`;
  return ` (${feature.charAt(0).toUpperCase()}${feature.slice(1)})`;
}

// ── the persona's reactions ──

type Slot = 'keen' | 'conditional' | 'doubt';

function reactions(round: number, st: Stage, slot: Slot, n: number): string[] {
  const en = st.lang === 'en';
  const pain = st.pains.length ? st.pains[n % st.pains.length]! : undefined;
  const painNoun = st.painNouns.length ? st.painNouns[n % st.painNouns.length]! : undefined;
  const objection = st.objections.length ? st.objections[n % st.objections.length]! : undefined;
  const goal = st.goals.length ? st.goals[n % st.goals.length]! : undefined;
  // The first impression and the cost round disagree from the persona's own objection, in their words; the
  // other rounds from their further objections and pains.
  const concern =
    (st.own && (round === 1 || round === 3) ? st.own : undefined) ??
    objection ??
    pain ??
    (en ? 'I have been let down by promises like this before' : 'solche Versprechen haben mich schon enttäuscht');
  const life = st.life[0];
  // The persona's day in brackets only when it is short enough to read at a glance.
  const lifeNote = life ? shortQuote(life, 10) : undefined;
  const table: Record<Slot, Record<number, string[]>> = en
    ? {
        keen: {
          1: [
            `I'd try ${st.product} right away if it really helps me ${goal ?? `with ${st.subject}`}.`,
            `Finally someone takes ${st.subject} seriously — I'd sign up for ${st.product} today.`,
          ],
          2: [
            `In exactly that moment ${st.product} would save me — ${pain ? `this is what wears me down: ${pain}` : 'that is when I need help most'}.`,
            `If ${st.product} works in that moment, I would use it every week.`,
          ],
          3: [
            `I'd switch if the first try of ${st.product} is cheap and my old way stays as a backup.`,
            `I'd pay for ${st.product} if it costs less than the time I lose on ${st.subject} today.`,
          ],
          4: [
            `I'd stay with ${st.product} once it has worked three times in a row without trouble.`,
            `If ${st.product} keeps its promise, I'd tell everyone around me about it.`,
          ],
        },
        conditional: {
          1: [
            `Sounds useful, but I'd want to see ${st.product} work for someone like me first.`,
            `Interesting — I'd ask a friend who tried ${st.product} before I do.`,
          ],
          2: [
            `Only if ${st.product} fits around my day${lifeNote ? ` (${lifeNote})` : ''}; otherwise I'd forget about it.`,
            `Maybe — if ${st.product} takes less than two minutes right then.`,
          ],
          3: [
            `I'd compare ${st.product} with what I pay today and only switch if it's clearly cheaper or faster.`,
            `I'd switch to ${st.product} if moving over takes no more than an evening.`,
          ],
          4: [
            `I'd keep ${st.product} as long as it saves me time every week — not out of loyalty.`,
            `I'd commit to ${st.product} if I can cancel any month without a fight.`,
          ],
        },
        doubt: {
          1: [
            `Honestly, I'm doubtful about ${st.product}: ${concern}.`,
            `I don't see ${st.product} in my life yet — ${concern}.`,
          ],
          2: [
            `In that moment I have no head for something new like ${st.product}: ${pain ?? concern}.`,
            `Right then I'd stick to what I know instead of trying ${st.product}, because ${pain ?? concern}.`,
          ],
          3: [
            `Switching to ${st.product} costs me more than money: ${concern} — I'm not sure it's worth it.`,
            `Another subscription for ${st.subject}? ${painNoun ? `With ${painNoun}, every euro counts for me.` : `Every euro I'd spend on ${st.product} counts twice for me.`}`,
          ],
          4: [
            `I'd walk away from ${st.product} the first time it lets me down — ${concern}.`,
            `Trust is the problem with ${st.product}: ${concern}, so one bad experience and I'm gone.`,
          ],
        },
      }
    : {
        keen: {
          1: [
            `Ich würde ${st.product} sofort ausprobieren, wenn es mir wirklich hilft: ${goal ?? st.subject}.`,
            `Endlich nimmt jemand ${st.subject} ernst – ich würde mich noch heute für ${st.product} anmelden.`,
          ],
          2: [
            `Genau in dem Moment würde mich ${st.product} retten – ${pain ? `das zermürbt mich: ${pain}` : 'da brauche ich am meisten Hilfe'}.`,
            `Wenn ${st.product} in dem Moment funktioniert, nutze ich es jede Woche.`,
          ],
          3: [
            `Ich würde wechseln, wenn der erste Versuch mit ${st.product} günstig ist und mein alter Weg als Notlösung bleibt.`,
            `Ich würde für ${st.product} zahlen, wenn es weniger kostet als die Zeit, die ich heute für ${st.subject} aufwende.`,
          ],
          4: [
            `Ich bleibe bei ${st.product}, sobald es dreimal hintereinander ohne Ärger geklappt hat.`,
            `Wenn ${st.product} hält, was es verspricht, erzähle ich allen davon.`,
          ],
        },
        conditional: {
          1: [
            `Klingt nützlich, aber ich würde ${st.product} erst bei jemandem wie mir funktionieren sehen wollen.`,
            `Spannend – ich würde erst eine Freundin fragen, die ${st.product} schon ausprobiert hat.`,
          ],
          2: [
            `Nur wenn ${st.product} in meinen Tag passt${lifeNote ? ` (${lifeNote})` : ''}; sonst vergesse ich es.`,
            `Vielleicht – wenn ${st.product} in dem Moment weniger als zwei Minuten braucht.`,
          ],
          3: [
            `Ich würde ${st.product} mit dem vergleichen, was ich heute zahle, und nur wechseln, wenn es klar günstiger oder schneller ist.`,
            `Ich wechsle zu ${st.product}, wenn der Umstieg nicht mehr als einen Abend kostet.`,
          ],
          4: [
            `Ich behalte ${st.product}, solange es mir jede Woche Zeit spart – nicht aus Treue.`,
            `Ich bleibe bei ${st.product}, wenn ich jeden Monat ohne Theater kündigen kann.`,
          ],
        },
        doubt: {
          1: [
            `Ehrlich gesagt habe ich Zweifel an ${st.product}: ${concern}.`,
            `Ich sehe ${st.product} noch nicht in meinem Alltag – ${concern}.`,
          ],
          2: [
            `In dem Moment habe ich keinen Kopf für etwas Neues wie ${st.product}: ${pain ?? concern}.`,
            `Dann bleibe ich beim Gewohnten, statt ${st.product} auszuprobieren. Der Grund: ${capitalize(pain ?? concern)}.`,
          ],
          3: [
            `Der Wechsel zu ${st.product} kostet mich mehr als Geld: ${concern} – ich weiß nicht, ob es sich lohnt.`,
            `Noch ein Abo für ${st.subject}? ${painNoun ? `Bei ${painNoun} zählt jeder Euro.` : `Für ${st.product} zählt bei mir jeder Euro doppelt.`}`,
          ],
          4: [
            `Ich springe ab, sobald ${st.product} mich einmal hängen lässt – ${concern}.`,
            `Vertrauen ist das Problem bei ${st.product}: ${concern}; eine schlechte Erfahrung, und ich bin weg.`,
          ],
        },
      };
  if (round === 3 && st.voice.cost) return costReactions(st, st.voice.cost, slot, concern);
  if (round === 2 && slot === 'conditional' && st.voice.channel) {
    const way = quoted(st.voice.channel, st.lang);
    const own = en
      ? `Only if ${way} really fits my day; if it means a detour, I'd forget about it.`
      : `Nur wenn ${way} wirklich in meinen Tag passt; wenn es einen Umweg bedeutet, vergesse ich es.`;
    if (clean(own, st.voice)) return [own];
  }
  return table[slot][round]!;
}

/** The cost round's reactions when the founder named how the offer is paid: each names the charge. */
function costReactions(st: Stage, cost: Cost, slot: Slot, concern: string): string[] {
  const en = st.lang === 'en';
  const Name = capitalize(cost.name);
  const object = st.voice.object;
  const rental = cost.model === 'rental' || cost.model === 'per-use';
  const subscription = cost.model === 'subscription';
  if (en) {
    if (slot === 'keen') {
      return rental && object
        ? [
            `${Name} is fine by me — cheaper than buying ${withArticle(object.sg)} I would only use now and then.`,
            `I'd pay ${cost.name} without thinking twice if ${withArticle(object.sg)} is ready when I need one.`,
          ]
        : subscription
          ? [
              `${Name} is fine if I can cancel any month.`,
              `I'd pay ${cost.name} if it saves me time every single week.`,
            ]
          : [
              `I'd pay ${cost.name} if it costs less than the time I lose on ${st.subject} today.`,
              `${Name} sounds fair to me, as long as I only pay when it works.`,
            ];
    }
    if (slot === 'conditional') {
      return [
        `I'd compare ${cost.name} with what I spend today and only switch if it's clearly cheaper.`,
        `${Name} works for me if I can try it once before I commit.`,
      ];
    }
    return rental && object && cost.periods
      ? [
          `${Name} adds up fast — after a few ${cost.periods} I'd rather buy a used ${object.sg}.`,
          `${Name} makes me hesitate: ${concern} — I'm not sure it's worth it.`,
        ]
      : subscription
        ? [
            `Another subscription at ${cost.name} is a lot for me — every euro counts.`,
            `${Name} makes me hesitate: ${concern}.`,
          ]
        : [
            `${Name} makes me hesitate: ${concern} — I'm not sure it's worth it.`,
            `Paying ${cost.name} for something I have not tried yet feels like a gamble to me.`,
          ];
  }
  if (slot === 'keen') {
    return rental && object
      ? [
          `${Name} finde ich fair – günstiger, als selbst ${object.pl} zu kaufen, die ich nur ab und zu brauche.`,
          `${Name} würde ich ohne Zögern zahlen, wenn alles bereitsteht, sobald ich es brauche.`,
        ]
      : subscription
        ? [
            `${Name} ist in Ordnung, wenn ich jeden Monat kündigen kann.`,
            `${Name} zahle ich, wenn es mir jede Woche Zeit spart.`,
          ]
        : [
            `${Name} zahle ich, wenn es weniger kostet als die Zeit, die mich das Thema ${st.subject} heute kostet.`,
            `${Name} finde ich fair, solange ich nur zahle, wenn es funktioniert.`,
          ];
  }
  if (slot === 'conditional') {
    return [
      `Ich würde ${cost.name} mit dem vergleichen, was ich heute ausgebe, und nur wechseln, wenn es klar günstiger ist.`,
      `${Name} passt für mich, wenn ich es einmal ausprobieren kann, bevor ich mich festlege.`,
    ];
  }
  return rental && cost.periods
    ? [
        `${Name} läppert sich schnell – nach ein paar ${cost.periods} kaufe ich lieber selbst etwas Gebrauchtes.`,
        `${Name} lässt mich zögern: ${capitalize(concern)}; ob es sich lohnt, weiß ich nicht.`,
      ]
    : subscription
      ? [
          `Noch ein Abo für ${cost.name} ist viel für mich – jeder Euro zählt.`,
          `${Name} lässt mich zögern: ${capitalize(concern)}.`,
        ]
      : [
          `${Name} lässt mich zögern: ${capitalize(concern)}; ob es sich lohnt, weiß ich nicht.`,
          `${Name} für etwas, das ich noch nicht ausprobiert habe, ist mir ein zu großes Risiko.`,
        ];
}

/** Which reaction is the most likely for this persona: a doubter doubts, a pragmatist sets conditions. */
function slotsFor(persona: Persona | undefined): [Slot, Slot, Slot] {
  if (persona && isDoubter(persona)) return ['doubt', 'conditional', 'keen'];
  const attitude = String((persona as Record<string, unknown> | undefined)?.attitude ?? '').toLowerCase();
  if (/pragma/.test(attitude)) return ['conditional', 'keen', 'doubt'];
  return ['keen', 'conditional', 'doubt'];
}

/** One round: the partner's lead-in and question, and three lettered reactions of the persona. */
export function chatRound(chat: ChatInput, facts: Facts, results: readonly unknown[], rng: Rng): ExpertChatEntry[] {
  const st = stageOf(chat, facts, results);
  // What a refresh discarded, compared without letter labels and final punctuation.
  const plain = (text: string) => stripTerminal(text.replace(/^\s*[a-c]\)\s*/i, '').trim());
  const discarded = new Set(chat.discarded.map(plain));
  const variant = rng.int(0, 1);
  const previous = chat.transcript.filter((t) => t.round < chat.round).at(-1);
  let follow = question(chat.round, st, variant);
  if (discarded.has(plain(follow))) follow = question(chat.round, st, variant + 1);
  const options = slotsFor(chat.persona).map((slot, i) => {
    // A reaction that would repeat the founder's words is not the persona's own — unless every one would (it was
    // "undefined" then).
    const all = reactions(chat.round, st, slot, variant + i);
    const own = all.filter((text) => clean(text, st.voice));
    const list = own.length ? own : all;
    const fresh = list.filter((text) => !discarded.has(plain(text)));
    return (fresh.length ? fresh : list)[(variant + i) % (fresh.length || list.length)]!;
  });
  const tidy = (text: string) => (st.lang === 'de' ? tidyGerman(text) : text);
  return [
    {
      speaker: chat.partner,
      text: tidy(leadIn(chat.voice, st, previous, chat.round, variant)),
      options: options.map((text, i) => `${'abc'[i]}) ${tidy(text)}`),
      follow_up_question: tidy(follow),
      turn: chat.round,
    },
  ];
}

// ── the summary (CLOSING_STEP_PROMPT) ──

const DOUBT_WORDS =
  /doubt|honestly|walk away|not sure|costs me|trust is|don't see|no head|stick to|adds up fast|gamble|rather buy|hesitate|is a lot for me|zögern|ist viel für mich|zweifel|ehrlich|springe ab|weiß nicht|kostet mich|vertrauen|keinen kopf|gewohnten|noch nicht in meinem alltag|jeder euro|every euro|läppert|zu großes risiko|kaufe ich lieber/i;

/** "rounds 1, 2 and 4" / "den Runden 1, 2 und 4" (after "in"; a single one: "Runde 3"). */
function roundList(turns: readonly Turn[], lang: Lang): string {
  const numbers = turns.map((t) => String(t.round));
  const last = numbers.pop();
  const joined = numbers.length ? `${numbers.join(', ')} ${lang === 'en' ? 'and' : 'und'} ${last}` : last;
  return lang === 'en'
    ? `${numbers.length ? 'rounds' : 'round'} ${joined}`
    : `${numbers.length ? 'den Runden' : 'Runde'} ${joined}`;
}

/** What the persona agreed with and what they objected to, by round: the summary reports both. */
function balance(st: Stage, agreed: readonly Turn[], doubts: readonly Turn[]): string {
  const en = st.lang === 'en';
  const yes = agreed.length
    ? en
      ? `${st.first} agreed in ${roundList(agreed, st.lang)}`
      : `${st.first} stimmte in ${roundList(agreed, st.lang)} zu`
    : en
      ? `${st.first} agreed in no round`
      : `${st.first} stimmte in keiner Runde zu`;
  const no = doubts.length
    ? en
      ? `objected in ${roundList(doubts, st.lang)}: ${quoted(clip(doubts[0]!.answer, 18), st.lang)}`
      : `widersprach in ${roundList(doubts, st.lang)}: ${quoted(clip(doubts[0]!.answer, 18), st.lang)}`
    : en
      ? `raised no objection in the answers chosen${st.own ? `, though their own objection stands: ${quoted(st.own, st.lang)}` : ''}`
      : `erhob in den gewählten Antworten keinen Einwand${st.own ? `, der eigene Einwand bleibt aber: ${quoted(st.own, st.lang)}` : ''}`;
  return en ? `${yes} and ${no}.` : `${yes} und ${no}.`;
}

export function chatSummary(chat: ChatInput, facts: Facts, results: readonly unknown[]): ExpertChatSummary[] {
  const st = stageOf(chat, facts, results);
  const en = st.lang === 'en';
  const turns = chat.transcript.filter((t) => t.answer.trim());
  const voices = (answer: string) =>
    st.objections.some((o) => o.length >= 12 && answer.toLowerCase().includes(o.toLowerCase().slice(0, 40)));
  const doubts = turns.filter((t) => DOUBT_WORDS.test(t.answer) || voices(t.answer));
  const agreed = turns.filter((t) => !doubts.includes(t));
  const verdict = en
    ? doubts.length >= 2
      ? `${st.first} hesitates: so far the doubts weigh more than the promise of ${st.product}`
      : doubts.length === 1
        ? `${st.first} would give ${st.product} a try, with one clear reservation`
        : `${st.first} would give ${st.product} a try — but every answer chosen was a favourable one, so the concerns below are still untested`
    : doubts.length >= 2
      ? `${st.first} zögert: Bisher wiegen die Zweifel schwerer als das Versprechen von ${st.product}`
      : doubts.length === 1
        ? `${st.first} würde ${st.product} ausprobieren, mit einem klaren Vorbehalt`
        : `${st.first} würde ${st.product} ausprobieren – aber alle gewählten Antworten waren wohlwollend, die Bedenken unten sind also noch ungeprüft`;
  const summary = en
    ? `${chat.partner} tested ${st.product} through the eyes of ${st.name} in ${turns.length} rounds. ${verdict}. ${balance(st, agreed, doubts)}`
    : `${chat.partner} hat ${st.product} in ${turns.length} Runden mit den Augen von ${st.name} geprüft. ${verdict}. ${balance(st, agreed, doubts)}`;
  const topics = en
    ? ['first impression', 'fit into the day', 'cost and switching', 'trust']
    : ['erster Eindruck', 'Platz im Alltag', 'Kosten und Wechsel', 'Vertrauen'];
  const learned = turns
    .slice(0, 4)
    .map((t) =>
      en
        ? `Round ${t.round} (${topics[t.round - 1] ?? 'interview'}): ${st.first} said ${quoted(clip(t.answer, 18), st.lang)}.`
        : `Runde ${t.round} (${topics[t.round - 1] ?? 'Interview'}): ${st.first} sagte ${quoted(clip(t.answer, 18), st.lang)}.`,
    );
  if (learned.length < 2) {
    learned.push(
      en
        ? `${st.first} judges ${st.product} by whether it fits a full day around ${st.subject}.`
        : `${st.first} misst ${st.product} daran, ob es in einen vollen Tag rund um ${st.subject} passt.`,
    );
  }
  const heard = doubts.map((t) =>
    en
      ? `Heard in round ${t.round}: ${quoted(clip(t.answer, 18), st.lang)}`
      : `Gehört in Runde ${t.round}: ${quoted(clip(t.answer, 18), st.lang)}`,
  );
  // Concerns the chosen answers did not voice stay open; one already heard is not listed twice.
  const voiced = doubts.map((t) => t.answer.toLowerCase()).join(' ');
  const untested = [...st.objections, ...st.pains]
    .filter((o) => !voiced.includes(o.toLowerCase()))
    .slice(0, Math.max(1, 3 - heard.length))
    .map((o) =>
      en
        ? `Still untested with ${st.product}: ${o}`
        : `Noch ungeprüft bei ${st.product}: ${o.replace(/^ich\b/, 'Ich')}`,
    );
  const objections = [...heard, ...untested];
  if (!objections.length) {
    objections.push(
      en
        ? `Still untested: whether ${st.first} would pay for ${st.product} at all`
        : `Noch ungeprüft: ob ${st.first} für ${st.product} überhaupt zahlen würde`,
    );
  }
  const tidy = (text: string) => (st.lang === 'de' ? tidyGerman(text) : text);
  return [{ summary: tidy(summary), learned: learned.slice(0, 4).map(tidy), objections: objections.map(tidy) }];
}

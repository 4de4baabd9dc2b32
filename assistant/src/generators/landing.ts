// CREATE_LP_DATA_INTERN: landing page copy from the round's idea card (or the Basic Idea sections when no card
// is saved yet), the core problem of later steps, and company data. It names no persona and quotes no customer:
// personas are made up, and a public page must not present them as customers. The three testimonials are example
// slots (the example's name and position, a text that says what a real quote should be about) for the founder to
// replace with a quote from a real interview; the server makes any provider's answer follow the same rule.
// The offerings and features come from the idea's facts first: the channel, the price and the setting the founder
// named, and the partners; then the card's own features; phrasings for the offer's form (a rental speaks of pick-up
// and return, an app of what it shows, a marketplace of both sides) stand in only where nothing was named. A general
// phrasing ("at home or at work", "a mobile on-site service") never stands beside a named detail.
import { readFileSync } from 'node:fs';
import { EXAMPLE_TESTIMONIAL, type LandingPageData } from '@idea-studio/sdk';
import { landingBank } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, render, stripTerminal } from '../text.js';
import { ideaCard, keyFeatures, mechanismFeatures, solutionPhrase } from './basic-idea.js';
import { type Closing, closingOf, fill, fits, hasTerm, type Variant } from './closing-facts.js';

interface Feature {
  title: string;
  sub: string;
}
interface LandingFacts {
  named: Array<Variant & Feature>;
  /** Phrasings of each offer form; a page draws some of them (its own draw), never the same three everywhere. */
  forms: Record<string, Array<Variant & Feature>>;
  /** The lines under a feature of the card, one drawn for each. */
  cardSubs: string[];
  solution: Array<Variant & { text: string }>;
  problemLine: string;
  formWords: Record<string, string>;
  filler: string[];
}
const LANDING_FACTS = JSON.parse(
  readFileSync(new URL('../banks/landing-facts.json', import.meta.url), 'utf8'),
) as Record<Facts['lang'], LandingFacts>;

/** How many of the form's phrasings stand before the extras (the engine's own feature lines). */
const FORM_FIRST = 3;

/**
 * The offerings and features of the page, in order: what the founder named (channel, price, setting, partners),
 * the card's own features without general filler, then the phrasings of the offer's form. Each with a line under it.
 * The form's phrasings are drawn with `rng` (a few first, the rest only to fill up), so two ideas of one form do not
 * read alike; without an rng they keep the bank's order.
 */
export function landingFeatures(
  closingIn: Closing,
  cardFeatures: readonly string[],
  extras: readonly string[],
  rng?: Rng,
): Feature[] {
  let closing = closingIn;
  const texts = LANDING_FACTS[closing.lang];
  // A price that says its unit ("5 € pro Tag") is not followed by the unit again.
  const { price = '', perUnit = '' } = closing.vars;
  if (perUnit && price.toLowerCase().includes(perUnit.toLowerCase()))
    closing = { ...closing, vars: { ...closing.vars, perUnit: '' } };
  const out: Feature[] = [];
  const seen = (title: string) =>
    out.some(
      (f) => f.title.toLowerCase() === title.toLowerCase() || f.title.toLowerCase().includes(title.toLowerCase()),
    );
  const push = (feature: Feature) => {
    if (feature.title && !seen(feature.title)) out.push(feature);
  };
  for (const variant of texts.named) {
    if (fits(variant, closing))
      push({ title: fill(variant.title, closing.vars), sub: endSentence(fill(variant.sub, closing.vars)) });
  }
  // A phrasing that repeats or contradicts a named detail ("Book online" beside a booking channel) is left out.
  const fitting = (texts.forms[closing.form] ?? texts.forms.service!).filter((f) => fits(f, closing));
  const form = rng ? rng.shuffle(fitting) : fitting;
  const cardSub = (feature: string) =>
    endSentence(fill(rng ? rng.pick(texts.cardSubs) : texts.cardSubs[0]!, { ...closing.vars, feature }));
  // A feature is a short phrase: never filler, never the founder's sentence pasted.
  const clean = (list: readonly string[]) =>
    list.filter(
      (f) =>
        f.trim() && f.split(/\s+/).length <= 9 && !hasTerm(f, texts.filler) && !pastesSource(f, closing.idea.source),
    );
  // A card feature that repeats what a named one says ("Pick-up at local surf shops") is left out.
  // So is one that holds a named detail (the price, a channel, a partner) a named feature already states.
  const details = [closing.vars.price, closing.vars.revenue, ...closing.idea.channels, ...closing.idea.partners]
    .filter((d): d is string => !!d)
    .map((d) => d.toLowerCase());
  const said = (feature: string) => {
    const lower = feature.toLowerCase();
    const tail = lower.split(/\s+/).slice(-3).join(' ');
    if (tail.split(' ').length >= 3 && out.some((f) => f.title.toLowerCase().includes(tail))) return true;
    return details.some((d) => lower.includes(d) && out.some((f) => f.title.toLowerCase().includes(d)));
  };
  for (const feature of clean(cardFeatures).filter((f) => !said(stripTerminal(f))))
    push({ title: stripTerminal(feature), sub: cardSub(stripTerminal(feature)) });
  const pushForm = (feature: Feature) =>
    push({ title: fill(feature.title, closing.vars), sub: endSentence(fill(feature.sub, closing.vars)) });
  for (const feature of form.slice(0, FORM_FIRST)) pushForm(feature);
  for (const extra of clean(extras)) {
    if (out.length >= 6) break;
    push({ title: stripTerminal(extra), sub: cardSub(stripTerminal(extra)) });
  }
  for (const feature of form.slice(FORM_FIRST)) {
    if (out.length >= 6) break;
    pushForm(feature);
  }
  return out.slice(0, 6);
}

/**
 * The core problem of Problem Shadowing without the persona who voiced it: that text quotes the persona ("In Gerd's
 * own words: …"), and a persona's words on a public page would pass fiction off as a customer's.
 */
function plainProblem(coreProblem: string): string {
  const sentences = coreProblem
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/own words|eigenen Worten/i.test(sentence));
  return stripTerminal(sentences[0] ?? '');
}

/** Whether a text speaks of another form than the one the founder named (a rental called a marketplace). */
function misnamesForm(text: string, closing: Closing): boolean {
  if (!closing.idea.form) return false;
  const words = LANDING_FACTS[closing.lang].formWords;
  const own = words[closing.form];
  if (own && hasTerm(text, own)) return false;
  return Object.entries(words).some(([form, list]) => form !== closing.form && hasTerm(text, list));
}

/** Whether a text repeats a run of six words of the founder's one-liner (the sentence pasted, not a feature). */
function pastesSource(text: string, source: string): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}€$%]+/gu) ?? [];
  const own = words(source);
  if (own.length < 6) return false;
  const runs = new Set(own.slice(0, -5).map((_, i) => own.slice(i, i + 6).join(' ')));
  const said = words(text);
  return said.some((_, i) => i + 6 <= said.length && runs.has(said.slice(i, i + 6).join(' ')));
}

/** A problem clause fit for a public page: one short clause, no quoted persona, no label in brackets. */
const cleanProblem = (problem: string, subject: string) =>
  !!problem &&
  problem.toLowerCase() !== subject.toLowerCase() &&
  !/[()“”„"]|people like you|Menschen wie du/i.test(problem) &&
  // "for independent hair salons …" names the people, not their problem.
  !/^(?:for|für)\s/i.test(problem) &&
  problem.split(/\s+/).length <= 20;

/** Words that promise something free. */
const FREE = /\b(?:free|kostenlos\w*|gratis|umsonst)\b/i;

/** Whether the founder said the offer (or a version of it) is free. */
const freeOffer = (closing: Closing) =>
  closing.idea.priceKind === 'free' || ['free', 'freemium'].includes(closing.idea.revenue?.model ?? '');

export function landingPage(facts: Facts, rng: Rng): LandingPageData {
  const lang = facts.lang;
  const bank = landingBank[lang];
  const card = facts.card ?? ideaCard(facts, rng.fork('card'));
  const name = facts.card?.name || facts.company?.name || card.name;
  const solution = solutionPhrase(facts, rng.fork('solution'));
  const problem = facts.problemClause || (facts.coreProblem ? plainProblem(facts.coreProblem) : facts.subject);
  const vars = templateVars(facts, { name, tagline: stripTerminal(card.tagline), solution, problem });
  const pick = (list: string[], label: string) => render(rng.fork(label).pick(list), vars);

  // What the founder named, the card's features, then the form's phrasings; never a claim the idea does not make.
  const closing = closingOf(facts, { name, tagline: stripTerminal(card.tagline), problem });
  const texts = LANDING_FACTS[lang];
  // The group and offer as the facts name them, for every template of the page.
  Object.assign(vars, closing.vars);
  const extras = [...keyFeatures(facts, rng.fork('features'), 6), ...mechanismFeatures(facts, rng.fork('more'), 6)];
  // The form's phrasings are drawn per idea: the offer and name in the label keep two ideas apart on one seed.
  const features = landingFeatures(
    closing,
    card.key_features,
    extras,
    rng.fork(`features ${closing.vars.offer} ${name}`),
  );
  const offers = features.slice(0, 3);
  const more = features.length >= 6 ? features.slice(3, 6) : [...features.slice(3), ...features].slice(0, 3);
  // A channel the offer and setting already say ("lockers at hardware stores" beside "tool lockers at hardware
  // stores") is not said a second time in the solution.
  const wordsOf = (text = '') => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const told = new Set(wordsOf(`${closing.vars.offer} ${closing.vars.setting}`));
  const repeats = !!closing.vars.channel && wordsOf(closing.vars.channel).every((w) => told.has(w));
  const forSolution = repeats ? { ...closing, vars: { ...closing.vars, channel: '' } } : closing;
  const named = texts.solution.find((v) => fits(v, forSolution));
  // The solution lines by role: solutions[i] is a problem line (i % 3 = 0), a solution line (1) or a closing line (2).
  const role = (r: number) => bank.solutions.filter((_, i) => i % 3 === r);
  const solutionLine = fill(rng.fork('solutionLine').pick(role(1)), {
    ...vars,
    solution: named
      ? fill(named.text, forSolution.vars)
      : // The offer as the founder named it, never a mechanism the engine guessed ("a small sensor kit …").
        closing.idea.offer
        ? closing.vars.offer!
        : vars.solution!,
  });

  const examples = rng.fork('quotes').shuffle(bank.testimonials);
  // An example slot's position says whom a real quote should come from: the people as the founder named them
  // ("Dog owners in Munich"); the slot's name and the web's and PDF's label say it is an example to replace.
  const people = closing.idea.sufferer.named ? stripTerminal(closing.idea.sufferer.text ?? '') : '';
  const example = {
    name: EXAMPLE_TESTIMONIAL[lang].name,
    position: people ? people.charAt(0).toUpperCase() + people.slice(1) : EXAMPLE_TESTIMONIAL[lang].position,
  };
  const services = rng.fork('services').sample(bank.serviceCards, 3);

  return {
    companyName: name,
    heroHeadline: stripTerminal(card.tagline) || pick(bank.heroHeadlineFallback, 'hero'),
    heroDescription:
      card.value_proposition &&
      !(
        named &&
        (hasTerm(card.value_proposition, texts.filler) ||
          misnamesForm(card.value_proposition, closing) ||
          pastesSource(card.value_proposition, closing.idea.source))
      )
        ? card.value_proposition
        : endSentence(named ? fill(named.text, forSolution.vars) : pick(bank.heroDescriptionFallback, 'heroText')),
    // "Try it free" only for what the founder offers free.
    heroButton1: pick(freeOffer(closing) ? bank.heroButton1 : bank.heroButton1.filter((b) => !FREE.test(b)), 'button1'),
    geroButton2: pick(bank.heroButton2, 'button2'),
    offerHeadline: pick(bank.offerHeadline, 'offer'),
    offeringTitle1: offers[0]!.title,
    offeringSubheadline1: offers[0]!.sub,
    offeringTitle2: offers[1]!.title,
    offeringSubheadline2: offers[1]!.sub,
    offeringTitle3: offers[2]!.title,
    offeringSubheadline3: offers[2]!.sub,
    featuresHeadline: pick(bank.featuresHeadline, 'featuresHeadline'),
    feature1: more[0]!.title,
    feature2: more[1]!.title,
    feature3: more[2]!.title,
    solutionHeadline: pick(bank.solutionHeadline, 'solutionHeadline'),
    solution1: endSentence(
      cleanProblem(problem, facts.subject)
        ? render(rng.fork('problemLine').pick(role(0)), vars)
        : fill(texts.problemLine, closing.vars),
    ),
    solution2: endSentence(solutionLine),
    solution3: endSentence(render(rng.fork('closingLine').pick(role(2)), vars)),
    testimonial1: endSentence(render(examples[0]!, vars)),
    testimonial1Name: example.name,
    testimonial1Position: example.position,
    testimonial2: endSentence(render(examples[1]!, vars)),
    testimonial2Name: example.name,
    testimonial2Position: example.position,
    testimonial3: endSentence(render(examples[2]!, vars)),
    testimonial3Name: example.name,
    testimonial3Position: example.position,
    bigImageSection: endSentence(pick(bank.bigImageSection, 'bigImage')),
    valuePropositionHeadline: pick(bank.valuePropositionHeadline, 'vpHeadline'),
    serviceCard1Name: services[0]!.name,
    serviceCard1Description: render(services[0]!.description, vars),
    serviceCard2Name: services[1]!.name,
    serviceCard2Description: render(services[1]!.description, vars),
    serviceCard3Name: services[2]!.name,
    serviceCard3Description: render(services[2]!.description, vars),
    finalCTAHeadline: pick(bank.finalCTAHeadline, 'cta'),
    finalCTAButton: pick(bank.finalCTAButton, 'ctaButton'),
  };
}

// CREATE_LP_DATA_INTERN: landing page copy from the round's idea card (or the Basic Idea sections when no card
// is saved yet), the core problem of later steps, and company data. It names no persona and quotes no customer:
// personas are made up, and a public page must not present them as customers. The three testimonials are example
// slots (the example's name and position, a text that says what a real quote should be about) for the founder to
// replace with a quote from a real interview; the server makes any provider's answer follow the same rule.
import { EXAMPLE_TESTIMONIAL } from '@idea-studio/sdk';
import { landingBank } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, render, stripTerminal } from '../text.js';
import { ideaCard, keyFeatures, mechanismFeatures, solutionPhrase } from './basic-idea.js';

export type LandingPageData = Record<
  | 'companyName'
  | 'heroHeadline'
  | 'heroDescription'
  | 'heroButton1'
  | 'geroButton2'
  | 'offerHeadline'
  | 'offeringTitle1'
  | 'offeringSubheadline1'
  | 'offeringTitle2'
  | 'offeringSubheadline2'
  | 'offeringTitle3'
  | 'offeringSubheadline3'
  | 'featuresHeadline'
  | 'feature1'
  | 'feature2'
  | 'feature3'
  | 'solutionHeadline'
  | 'solution1'
  | 'solution2'
  | 'solution3'
  | 'testimonial1'
  | 'testimonial1Name'
  | 'testimonial1Position'
  | 'testimonial2'
  | 'testimonial2Name'
  | 'testimonial2Position'
  | 'testimonial3'
  | 'testimonial3Name'
  | 'testimonial3Position'
  | 'bigImageSection'
  | 'valuePropositionHeadline'
  | 'serviceCard1Name'
  | 'serviceCard1Description'
  | 'serviceCard2Name'
  | 'serviceCard2Description'
  | 'serviceCard3Name'
  | 'serviceCard3Description'
  | 'finalCTAHeadline'
  | 'finalCTAButton',
  string
>;

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

export function landingPage(facts: Facts, rng: Rng): LandingPageData {
  const lang = facts.lang;
  const bank = landingBank[lang];
  const card = facts.card ?? ideaCard(facts, rng.fork('card'));
  const name = facts.card?.name || facts.company?.name || card.name;
  const solution = solutionPhrase(facts, rng.fork('solution'));
  const problem = facts.problemClause || (facts.coreProblem ? plainProblem(facts.coreProblem) : facts.subject);
  const vars = templateVars(facts, { name, tagline: stripTerminal(card.tagline), solution, problem });
  const pick = (list: string[], label: string) => render(rng.fork(label).pick(list), vars);

  // The card's features, then the user's own solution parts, then what the fitting mechanisms imply: never a
  // claim the idea does not make (hosting, prices, support hours).
  const features = [...card.key_features];
  const extras = [...keyFeatures(facts, rng.fork('features'), 6), ...mechanismFeatures(facts, rng.fork('more'), 6)];
  for (const extra of extras) {
    if (features.length >= 6) break;
    if (!features.some((f) => f.toLowerCase() === extra.toLowerCase())) features.push(extra);
  }
  const offers = features.slice(0, 3);
  const more = features.length >= 6 ? features.slice(3, 6) : [...features.slice(3), ...features].slice(0, 3);
  const subheadlines = rng.fork('sub').shuffle(bank.offeringSubheadline);

  const examples = rng.fork('quotes').shuffle(bank.testimonials);
  const example = EXAMPLE_TESTIMONIAL[lang];
  const services = rng.fork('services').sample(bank.serviceCards, 3);

  return {
    companyName: name,
    heroHeadline: stripTerminal(card.tagline) || pick(bank.heroHeadlineFallback, 'hero'),
    heroDescription: card.value_proposition || endSentence(pick(bank.heroDescriptionFallback, 'heroText')),
    heroButton1: pick(bank.heroButton1, 'button1'),
    geroButton2: pick(bank.heroButton2, 'button2'),
    offerHeadline: pick(bank.offerHeadline, 'offer'),
    offeringTitle1: offers[0]!,
    offeringSubheadline1: endSentence(render(subheadlines[0]!, { ...vars, feature: offers[0]! })),
    offeringTitle2: offers[1]!,
    offeringSubheadline2: endSentence(render(subheadlines[1]!, { ...vars, feature: offers[1]! })),
    offeringTitle3: offers[2]!,
    offeringSubheadline3: endSentence(render(subheadlines[2]!, { ...vars, feature: offers[2]! })),
    featuresHeadline: pick(bank.featuresHeadline, 'featuresHeadline'),
    feature1: more[0]!,
    feature2: more[1]!,
    feature3: more[2]!,
    solutionHeadline: pick(bank.solutionHeadline, 'solutionHeadline'),
    solution1: endSentence(render(bank.solutions[0]!, vars)),
    solution2: endSentence(render(bank.solutions[1]!, vars)),
    solution3: endSentence(render(bank.solutions[2]!, vars)),
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

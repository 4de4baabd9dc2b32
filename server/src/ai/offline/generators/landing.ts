// CREATE_LP_DATA_INTERN: landing page copy from the round's idea card (or the Basic Idea sections when no card
// is saved yet), the persona and core problem of later steps, and company data.
import { landingBank, type Persona, personaBank } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { contentWords, endSentence, render, stripTerminal } from '../text.js';
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

/** Three persona archetypes, those whose occupation and concerns share words with the idea first. */
function relevantArchetypes(facts: Facts, rng: Rng): Persona[] {
  const stems = new Set(facts.contentWords.filter((w) => w.length >= 5).map((w) => w.slice(0, 5)));
  return rng
    .shuffle(personaBank[facts.lang].archetypes)
    .map((a, index) => {
      const own = contentWords([a.occupation, a.summary, ...a.goals, ...a.painPoints].join(' '));
      return { a, index, score: new Set(own.filter((w) => w.length >= 5 && stems.has(w.slice(0, 5)))).size };
    })
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, 3)
    .map((x) => x.a);
}

export function landingPage(facts: Facts, rng: Rng): LandingPageData {
  const lang = facts.lang;
  const bank = landingBank[lang];
  const card = facts.card ?? ideaCard(facts, rng.fork('card'));
  const name = facts.card?.name || facts.company?.name || card.name;
  const solution = solutionPhrase(facts, rng.fork('solution'));
  const problem = facts.problemClause || (facts.coreProblem ? stripTerminal(facts.coreProblem) : facts.subject);
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

  // Testimonials: the round's persona first (if a later step chose one), then archetypes of the persona bank.
  const archetypes = relevantArchetypes(facts, rng.fork('people'));
  const people = archetypes.map((a, i) => ({
    name: `${a.firstNames[i % a.firstNames.length]} ${a.lastNames[(i + 1) % a.lastNames.length]}`,
    position: a.occupation,
  }));
  if (facts.persona?.name)
    people[0] = { name: facts.persona.name, position: facts.persona.occupation || people[0]!.position };
  const quotes = rng.fork('quotes').shuffle(bank.testimonials);
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
    testimonial1: render(quotes[0]!, vars),
    testimonial1Name: people[0]!.name,
    testimonial1Position: people[0]!.position,
    testimonial2: render(quotes[1]!, vars),
    testimonial2Name: people[1]!.name,
    testimonial2Position: people[1]!.position,
    testimonial3: render(quotes[2]!, vars),
    testimonial3Name: people[2]!.name,
    testimonial3Position: people[2]!.position,
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

// The facts of the founder's one-liner that personas are composed from are the engine's IdeaFacts (facts.idea):
// who suffers, the setting, the offer and its thing, the partners, channels and revenue. Re-exported here for the
// persona modules and the generators that import these types from this file.
export type { AgeBand, IdeaFacts as PersonaIdeaFacts, RevenueModel } from '../idea-facts.js';

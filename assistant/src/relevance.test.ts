import { describe, expect, it } from 'vitest';
import { ideaTerms, relevance, relevantPassages, stem, termQuery } from './relevance.js';

const DOG = ideaTerms([
  { text: 'How much would busy dog owners in Hamburg pay per grooming visit?', weight: 3 },
  { text: 'Busy dog owners have no time to take their dogs to a grooming salon.', weight: 2 },
]);
const BIKE = 'I would pay 20 euros a month if someone fixed my bike. Most owners in Hamburg have no time for a shop.';

describe('passage relevance', () => {
  it('stems English and German words alike', () => {
    expect(stem('bikes')).toBe(stem('bike'));
    expect(stem('Hunde')).toBe(stem('Hund'));
    expect(stem('grooming')).toBe('groom');
  });

  it('drops a passage that shares only common words, places and groups of people with the idea', () => {
    expect(relevance(BIKE, DOG)).toBe(0);
    expect(relevantPassages([{ text: BIKE }], DOG, 5)).toEqual([]);
  });

  it('keeps a passage on the topic and ranks the closer one first', () => {
    const salon = { text: 'Grooming salons in Hamburg are booked out for weeks.' };
    const both = { text: 'Dog owners want grooming at home: the dogs stay calm.' };
    expect(relevantPassages([{ text: BIKE }, salon, both], DOG, 5)).toEqual([both, salon]);
  });

  it('matches German compounds built on a word of the idea', () => {
    const terms = ideaTerms([{ text: 'Berufstätige haben keine Zeit für den Hund.', weight: 3 }]);
    expect(relevance('Jeder dritte Hundesalon ist ausgebucht.', terms)).toBeGreaterThan(0);
    expect(relevance('Jedes dritte Fahrrad ist kaputt.', terms)).toBe(0);
  });

  it('asks the search for the topic words first, places and groups last', () => {
    const query = termQuery(DOG).split(' ');
    expect(query.slice(0, 3)).toEqual(expect.arrayContaining(['dog', 'groom']));
    expect(query.slice(-2).sort()).toEqual(['hamburg', 'owner']);
  });
});

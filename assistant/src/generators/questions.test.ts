// A direct question to Johnny is quoted whole, or by its whole sentences: never cut mid-sentence with an ellipsis.
import { describe, expect, it } from 'vitest';
import { isQuestion, questionQuote } from './questions.js';

describe('the founder’s question as the answer quotes it', () => {
  it('keeps a short question whole', () => {
    expect(questionQuote('How much would busy dog owners pay per grooming visit?')).toBe(
      'How much would busy dog owners pay per grooming visit?',
    );
  });

  it('keeps the asking sentence of a long message and never cuts inside a sentence', () => {
    const message =
      'We rent surfboards in three coastal towns and the surf shops there hand them out to our customers every morning. ' +
      'So far about forty people have rented a board, most of them for one or two days at a time. ' +
      'How much would surfers in a coastal town pay per day for a board they can pick up on the way to the beach?';
    const quoted = questionQuote(message);
    expect(quoted).toBe(
      'How much would surfers in a coastal town pay per day for a board they can pick up on the way to the beach?',
    );
    expect(quoted).not.toMatch(/…|\.\.\./);
    expect(isQuestion(message)).toBe(true);
  });

  it('adds a neighbouring sentence when it still fits', () => {
    const message =
      'Wir verleihen Räder beim Bäcker. Wie viel würden Pendler in einer Kleinstadt pro Tag zahlen, wenn sie das Rad morgens beim Bäcker abholen und abends zurückbringen können?';
    expect(questionQuote(message)).toBe(message);
    const long = `${'Wir verleihen Räder in drei Kleinstädten, und die Bäckereien dort geben sie morgens an unsere Kundschaft aus. '.repeat(2)}Wie viel würden Pendler pro Tag zahlen?`;
    const quoted = questionQuote(long);
    expect(quoted.endsWith('Wie viel würden Pendler pro Tag zahlen?')).toBe(true);
    expect(quoted.split(' ').length).toBeLessThanOrEqual(30);
  });
});

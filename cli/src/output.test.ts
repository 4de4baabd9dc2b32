import { StepNotReadyError } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { messageIn } from './output.js';

// A step that is not ready yet is refused by the SDK in both languages; a German user reads the German one.
describe('messageIn', () => {
  it('says a refused step in the user’s language', () => {
    const refusal = new StepNotReadyError(
      'Please answer every situation before the result can be saved.',
      'Bitte beantworte jede Situation, bevor das Ergebnis gespeichert werden kann.',
    );
    expect(messageIn(refusal, 'de')).toBe(
      'Bitte beantworte jede Situation, bevor das Ergebnis gespeichert werden kann.',
    );
    expect(messageIn(refusal, 'en')).toBe('Please answer every situation before the result can be saved.');
    expect(messageIn(new Error('Something else.'), 'de')).toBe('Something else.');
  });
});

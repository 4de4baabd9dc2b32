import { describe, expect, it } from 'vitest';
import { toErrorAnswer } from './error-handler.js';
import { ApiError, invalidInput } from './errors.js';
import { isPlausibleId } from './ids.js';

describe('invalidInput', () => {
  it('is a 400 validation error with the headline "Invalid input"', () => {
    const error = invalidInput('name must not be empty.');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(400);
    expect(JSON.stringify(error.toEnvelope())).toBe(
      '{"msg":{"headline":"Invalid input","text":"name must not be empty."},"code":"validation"}',
    );
  });

  it('takes another code', () => {
    expect(invalidInput('Unreadable.', 'invalidMultipart').toEnvelope()).toEqual({
      msg: { headline: 'Invalid input', text: 'Unreadable.' },
      code: 'invalidMultipart',
    });
  });

  it("answers the framework's schema errors with the same envelope", () => {
    const answer = toErrorAnswer({
      validation: [{ instancePath: '/name', keyword: 'type', params: { type: 'string' }, message: 'must be string' }],
      validationContext: 'body',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: { headline: 'Invalid input', text: expect.any(String) }, code: 'validation' });
  });
});

describe('isPlausibleId', () => {
  it.each(['01HZY3', 'abc-DEF_123', 'x'.repeat(64)])('accepts %s', (id) => expect(isPlausibleId(id)).toBe(true));
  it.each(['', 'a b', 'a\u0000b', 'ä', '../x', 'x'.repeat(65)])('refuses %j', (id) => {
    expect(isPlausibleId(id)).toBe(false);
  });
});

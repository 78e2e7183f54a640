import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { turnRequestFromBody } from './turn-body.js';

const ask = { message: 'When does the FAFSA open?', studentId: 'st-maya', provider: 'gemini' };

describe('turnRequestFromBody', () => {
  it('reads a turn, dropping fields it does not know', () => {
    expect(turnRequestFromBody({ ...ask, extra: true })).toEqual(ask);
    expect(turnRequestFromBody({ message: 'Hi', provider: 'offline', studentId: null })).toEqual({ message: 'Hi', provider: 'offline', studentId: null });
  });

  // A blank message, an unknown provider and a malformed id are the use case's to refuse (chat.service.test.ts).
  it.each([
    [{ ...ask, message: 42 }, 'Message is required'],
    [{ provider: 'gemini' }, 'Message is required'],
    [{ message: 'Hi' }, 'Unknown provider. Use one of: gemini, openai, offline'],
    [{ ...ask, provider: 7 }, 'Unknown provider. Use one of: gemini, openai, offline'],
    [{ ...ask, studentId: 12 }, 'Invalid student id'],
    [undefined, 'Message is required'],
    [null, 'Message is required'],
    [[1], 'Request body must be a JSON object'],
    ['hello', 'Request body must be a JSON object'],
  ])('refuses %j', (body, message) => {
    expect(() => turnRequestFromBody(body)).toThrow(new ValidationError(message));
  });
});

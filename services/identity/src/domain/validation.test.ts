import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { MESSAGES, parseInput, registerSchema, signInSchema, staffAccountSchema } from './validation.js';
import { displayName, normalizeEmail } from './user.js';

const ok = { email: 'a@b.org', password: '123456', firstName: 'A', lastName: 'B' };
const message = (fn: () => unknown) => {
  try { fn(); } catch (e) { expect(e).toBeInstanceOf(ValidationError); return (e as Error).message; }
  throw new Error('expected a ValidationError');
};

describe('sign-in and registration rules', () => {
  it('accepts the minimums: 6-character password, 1-character names', () => {
    expect(parseInput(registerSchema, ok)).toEqual(ok);
    expect(parseInput(signInSchema, { email: ' a@b.org ', password: '123456' }).email).toBe('a@b.org');
  });
  it('refuses a 5-character password with the spec message', () => {
    expect(message(() => parseInput(signInSchema, { email: 'a@b.org', password: '12345' }))).toBe(MESSAGES.password);
  });
  it.each(['', 'plain', 'a@', '@b.org', 'a b@c.org'])('refuses the email %j', (email) => {
    expect(message(() => parseInput(signInSchema, { email, password: '123456' }))).toBe(MESSAGES.email);
  });
  it('refuses blank names with the spec messages', () => {
    expect(message(() => parseInput(registerSchema, { ...ok, firstName: ' ' }))).toBe(MESSAGES.firstName);
    expect(message(() => parseInput(registerSchema, { ...ok, lastName: '' }))).toBe(MESSAGES.lastName);
  });
  it('bounds hostile lengths', () => {
    expect(message(() => parseInput(registerSchema, { ...ok, password: 'x'.repeat(129) }))).toBe(MESSAGES.passwordTooLong);
    expect(message(() => parseInput(registerSchema, { ...ok, firstName: 'x'.repeat(101) }))).toBe(MESSAGES.nameTooLong);
  });
  it('staff accounts default to counselor and refuse student', () => {
    expect(parseInput(staffAccountSchema, ok).role).toBe('counselor');
    expect(parseInput(staffAccountSchema, { ...ok, role: 'admin' }).role).toBe('admin');
    expect(message(() => parseInput(staffAccountSchema, { ...ok, role: 'student' }))).toBe(MESSAGES.role);
  });
});

describe('display names', () => {
  it('uses first plus last, else email, else User', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Chen', email: 'm@x.org' })).toBe('Maya Chen');
    expect(displayName({ firstName: 'Maya', lastName: null, email: 'm@x.org' })).toBe('Maya');
    expect(displayName({ firstName: null, lastName: ' ', email: 'm@x.org' })).toBe('m@x.org');
    expect(displayName({ firstName: null, lastName: null, email: '' })).toBe('User');
  });
  it('normalises emails for lookup', () => expect(normalizeEmail('  Maya.Chen@Example.ORG ')).toBe('maya.chen@example.org'));
});

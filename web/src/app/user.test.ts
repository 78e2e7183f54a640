// The signed-in user as the gateway answers, and how the shell names them and sends them home.
import { describe, expect, it } from '@jest/globals';
import { homePathFor, isRole, roleLabel } from './roles';
import { displayName, initials, toCurrentUser, userRole } from './user';

describe('toCurrentUser', () => {
  it('reads a bare user and a { user } answer alike', () => {
    const user = { id: 'u1', userId: 'u1', email: 'a@b.org', firstName: 'Ana', lastName: 'Ruiz', role: 'counselor', language: 'es' };
    expect(toCurrentUser(user)).toEqual(user);
    expect(toCurrentUser({ user })).toEqual(user);
  });

  it('fills what is missing: userId from id, empty names and role as null, no email as ""', () => {
    expect(toCurrentUser({ id: 7, firstName: '', role: '' })).toEqual({ id: '7', userId: '7', email: '', firstName: null, lastName: null, role: null, language: null });
  });

  it('is null for anything without an id', () => {
    expect(toCurrentUser(null)).toBeNull();
    expect(toCurrentUser('u1')).toBeNull();
    expect(toCurrentUser({ user: { email: 'a@b.org' } })).toBeNull();
  });
});

describe('roles', () => {
  it('know the spec\'s three roles and teachers only', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(null)).toBe(false);
    expect(roleLabel('counselor')).toBe('Counselor');
    expect(roleLabel('teacher')).toBe('Teacher');
    expect(isRole('guardian')).toBe(true);
  });

  it('send each role to its home, anyone else to /', () => {
    expect(homePathFor('student')).toBe('/student');
    expect(homePathFor('teacher')).toBe('/teacher');
    expect(homePathFor('principal')).toBe('/');
    expect(userRole({ id: '1', userId: '1', email: '', firstName: null, lastName: null, role: 'superuser', language: null })).toBeNull();
    expect(userRole(null)).toBeNull();
  });
});

describe('displayName and initials', () => {
  it('use the names, else the email, else a generic word', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Ruiz', email: 'a@b.org' })).toBe('Ana Ruiz');
    expect(displayName({ firstName: null, lastName: 'Ruiz', email: 'a@b.org' })).toBe('Ruiz');
    expect(displayName({ firstName: null, lastName: null, email: 'a@b.org' })).toBe('a@b.org');
    expect(displayName({ firstName: null, lastName: null, email: '' })).toBe('User');
    expect(initials({ firstName: 'ana', lastName: 'ruiz', email: 'x@y.org' })).toBe('AR');
    expect(initials({ firstName: null, lastName: null, email: 'bo@y.org' })).toBe('B');
    expect(initials({ firstName: null, lastName: null, email: '' })).toBe('U');
  });
});

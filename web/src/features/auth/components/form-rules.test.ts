// The sign-up and set-password forms' rules, with the messages users see.
import { describe, expect, it } from '@jest/globals';
import { formMessages } from '../../../test-support/form-messages';
import { EMAIL_RULES, FIRST_NAME_RULES, LAST_NAME_RULES, PASSWORD_RULES } from './form-rules';

const form = { email: EMAIL_RULES, password: PASSWORD_RULES, firstName: FIRST_NAME_RULES, lastName: LAST_NAME_RULES };

describe('sign-up rules', () => {
  it('accept a complete sign-up', async () => {
    expect(await formMessages(form, { email: 'ana@district.org', password: 'secret', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([]);
  });

  it('say what is missing or wrong, in the form\'s words', async () => {
    expect(await formMessages(form, { email: 'x', password: '', firstName: null, lastName: '' })).toEqual([
      'Please enter a valid email',
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
    ]);
  });

  it('want six characters of password at least', async () => {
    expect(await formMessages({ password: PASSWORD_RULES }, { password: 'abcdef' })).toEqual([]);
    expect(await formMessages({ password: PASSWORD_RULES }, { password: 'abcde' })).toEqual(['Password must be at least 6 characters']);
  });
});

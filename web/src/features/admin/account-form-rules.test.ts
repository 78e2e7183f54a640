// The staff-account and password-reset forms' rules, with the messages users see. A name or email of spaces counts
// as missing here.
import { describe, expect, it } from '@jest/globals';
import { formMessages } from '../../test-support/form-messages';
import { EMAIL_RULES, FIRST_NAME_RULES, LAST_NAME_RULES, PASSWORD_RULES } from './account-form-rules';

const account = { email: EMAIL_RULES, password: PASSWORD_RULES, firstName: FIRST_NAME_RULES, lastName: LAST_NAME_RULES };

describe('staff account rules', () => {
  it('accept a complete account', async () => {
    expect(await formMessages(account, { email: 'ana@district.org', password: 'secret', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([]);
  });

  it('say what is missing or wrong, in the form\'s words', async () => {
    expect(await formMessages(account, { email: 'ana@', password: '12345', firstName: '', lastName: undefined })).toEqual([
      'Please enter a valid email',
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
    ]);
  });

  it('count names of spaces as missing', async () => {
    expect(await formMessages(account, { email: 'ana@district.org', password: 'secret', firstName: '   ', lastName: ' ' }))
      .toEqual(['First name is required', 'Last name is required']);
  });
});

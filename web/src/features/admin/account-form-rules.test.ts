// The staff-account and password-reset forms' rules, with the messages users see. A name or email of spaces counts
// as missing here.
import { describe, expect, it } from '@jest/globals';
import { formMessages } from '../../test-support/form-messages';
import { catalogT } from '../../test-support/catalog-t';
import { emailRules, firstNameRules, lastNameRules, passwordRules } from './account-form-rules';

const t = await catalogT('en', 'admin');
const account = { email: emailRules(t), password: passwordRules(t), firstName: firstNameRules(t), lastName: lastNameRules(t) };

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

  it('say it in Spanish for a Spanish reader', async () => {
    const es = await catalogT('es', 'admin');
    const spanish = { email: emailRules(es), password: passwordRules(es), firstName: firstNameRules(es), lastName: lastNameRules(es) };
    expect(await formMessages(spanish, { email: 'ana@', password: '12345', firstName: '', lastName: ' ' })).toEqual([
      'Ingrese un correo electrónico válido',
      'La contraseña debe tener al menos 6 caracteres',
      'El nombre es obligatorio',
      'El apellido es obligatorio',
    ]);
  });
});

// The sign-up and set-password forms' rules, with the messages users see: the spec's exact English, and Spanish.
import { describe, expect, it } from '@jest/globals';
import { catalogT } from '../../../test-support/catalog-t';
import { formMessages } from '../../../test-support/form-messages';
import { emailRules, firstNameRules, lastNameRules, passwordRules } from './form-rules';

const formIn = async (language: 'en' | 'es') => {
  const t = await catalogT(language, 'auth');
  return { email: emailRules(t), password: passwordRules(t), firstName: firstNameRules(t), lastName: lastNameRules(t) };
};

describe('sign-up rules', () => {
  it('accept a complete sign-up', async () => {
    expect(await formMessages(await formIn('en'), { email: 'ana@district.org', password: 'secret', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([]);
  });

  it('say what is missing or wrong, in the form\'s words', async () => {
    expect(await formMessages(await formIn('en'), { email: 'x', password: '', firstName: null, lastName: '' })).toEqual([
      'Please enter a valid email',
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
    ]);
  });

  it('say it in Spanish to a Spanish reader', async () => {
    expect(await formMessages(await formIn('es'), { email: 'x', password: '', firstName: null, lastName: '' })).toEqual([
      'Ingrese un correo electrónico válido',
      'La contraseña debe tener al menos 6 caracteres',
      'El nombre es obligatorio',
      'El apellido es obligatorio',
    ]);
  });

  it('want six characters of password at least', async () => {
    const { password } = await formIn('en');
    expect(await formMessages({ password }, { password: 'abcdef' })).toEqual([]);
    expect(await formMessages({ password }, { password: 'abcde' })).toEqual(['Password must be at least 6 characters']);
  });
});

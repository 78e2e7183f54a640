import type { Language } from './language.js';

/** What the set-password email says to one user. */
export interface SetPasswordEmailFacts {
  firstName: string | null;
  email: string;
  url: string;
  /** How long the link works. */
  hours: number;
}

interface EmailText { subject: string; body: string }

/** "3 days", "1 day" or "12 hours", in the reader's language. */
function within(hours: number, language: Language): string {
  const days = Math.round(hours / 24);
  if (language === 'es') return days >= 1 ? `${days} ${days === 1 ? 'día' : 'días'}` : `${hours} horas`;
  return days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${hours} hours`;
}

const WRITERS: Record<Language, (f: SetPasswordEmailFacts) => EmailText> = {
  en: (f) => ({
    subject: 'Set your Counsel password',
    body: [
      `Hello${f.firstName ? ` ${f.firstName}` : ''},`,
      '',
      `Your school has created a Counsel account for you (${f.email}). To start, set your password within ${within(f.hours, 'en')}:`,
      '',
      f.url,
      '',
      'The link works once. If it has expired, ask your school counselor for a new one.',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  }),
  es: (f) => ({
    subject: 'Establezca su contraseña de Counsel',
    body: [
      `Hola${f.firstName ? ` ${f.firstName}` : ''}:`,
      '',
      `Su escuela le ha creado una cuenta de Counsel (${f.email}). Para comenzar, establezca su contraseña en un plazo de ${within(f.hours, 'es')}:`,
      '',
      f.url,
      '',
      'El enlace funciona una sola vez. Si ha vencido, pídale uno nuevo a su consejero/a escolar.',
      'Si no esperaba este correo, puede ignorarlo.',
    ].join('\n'),
  }),
};

/** The set-password email in the user's language; English when they have not chosen one. */
export function setPasswordEmail(facts: SetPasswordEmailFacts, language: Language | null): EmailText {
  return WRITERS[language ?? 'en'](facts);
}

/** Words Spanish writes constantly and English does not: two of them make a text Spanish. */
const SPANISH_WORDS = new Set(('el la los las del de que es para por una con como cuando donde cual cuales esta estan hay mi mis su sus se al ' +
  'puedo puede necesito quien quienes cuanto cuesta fecha beca becas ayuda escuela hijo hija').split(' '));

/**
 * Whether a text is written in Spanish (the portal has Spanish-speaking families): ¿ or ¡, or two of its common
 * words. Search and the offline answerer ask it (through mayBeShortForm) before reading a short form ("de", "ea") as the
 * English term it abbreviates.
 */
export function readsAsSpanish(text: string): boolean {
  if (/[¿¡]/.test(text)) return true;
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => SPANISH_WORDS.has(w))).size >= 2;
}

/**
 * Which words of a text may be short forms ("DE" for dual enrollment, "Sr" for senior): any word of a text in English;
 * in a text in Spanish only a word written in capitals, where one that is not is the Spanish word ("la fecha de la
 * beca", "el Sr. Ibarra"). The one rule search and the offline answerer read short forms by.
 */
export function mayBeShortForm(text: string): (word: string) => boolean {
  if (!readsAsSpanish(text)) return () => true;
  return (word) => word === word.toUpperCase();
}

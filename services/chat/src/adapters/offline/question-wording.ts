import { terms } from '../../domain/text-analysis.js';

// A question read the way passages write: what families and counselors say in their own words ("eleventh-grade", "the
// first in their household") put as passages say it, and what a "have you got any …?" question asks to be there.

/**
 * "eleventh-grade parents" names a class year, not grades: the year is said as passages say it ("junior"), so a line
 * that merely mentions grades ("all grades are welcome") does not hold a word asked.
 */
export function classYearsNamed(question: string): string {
  return question.replace(/\b(ninth|tenth|eleventh|twelfth|9th|10th|11th|12th)[-\s]grade(?:rs?)?\b/gi, (_, year: string) => CLASS_YEARS[year.toLowerCase()]);
}

/**
 * "the first in their household to go to a university" is how families say first-generation, the word passages use
 * ("first" alone carries no meaning to match on): the word is added beside what they said.
 */
export function firstGenerationNamed(question: string): string {
  return question.replace(/\bfirst(?:\s+(?:one|person|kid|child))?\s+in\s+(?:their|his|her|the|my|our|your)\s+(?:family|household|home)(?:\s+to\s+(?:go\s+to|attend|go|enroll\s+in)(?:\s+(?:a|the))?\s+(?:college|university|school))?/gi,
    (said) => `${said}, first-generation,`);
}

const CLASS_YEARS: Record<string, string> = {
  ninth: 'freshman', '9th': 'freshman', tenth: 'sophomore', '10th': 'sophomore', eleventh: 'junior', '11th': 'junior', twelfth: 'senior', '12th': 'senior',
};

/** "is there a …", "are there any …", "any …?": what the question asks is there, up to four words. */
const IF_THERE = /\b(?:(?:is|are)\s+there|any)\s+(?:(?:an?|any|some)\s+)?((?:[a-z][a-z-]*\s*){1,4})/i;

/**
 * The terms of the thing whose being there the question asks, up to the first word that is not part of it ("printer
 * kids" of "is there a printer kids can use…", "local award" of "is there a local award for…"); empty when none.
 */
export function askedIfThere(question: string, nameTerms: ReadonlySet<string> = new Set()): string[] {
  const m = IF_THERE.exec(question);
  const out: string[] = [];
  for (const w of m ? m[1].trim().split(/\s+/) : []) {
    const t = terms(w);
    if (t.length !== 1 || nameTerms.has(t[0])) break;
    if (!VAGUE_NOUNS.has(t[0])) out.push(t[0]);
  }
  return out;
}

/** Nouns that say there is something without saying what ("any weekend option?" asks about the weekend). */
const VAGUE_NOUNS = new Set(terms('option options choice choices alternative alternatives kind kinds type types sort sorts chance chances opportunity opportunities resource resources'));

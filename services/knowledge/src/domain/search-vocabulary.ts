import { mayBeShortForm } from '@counsel/kit';

/**
 * The counseling office's vocabulary for search: words and phrases families, students and staff use for the same
 * thing. A question seldom uses its passage's own words ("drop a class" for a schedule change, "charge" for a fee),
 * and BM25 only finds words that are there, so each query word also searches for the others of its group. Groups
 * are general usage in school and college counseling, not the wording of any one document; one group a line,
 * members separated by commas, a member of several words is searched as a phrase.
 */
const GROUPS = `university, college, campus
evening, night, nite
money, funding, funds, scholarship, grant, award, aid
free money, scholarship, grant
fraud, scam, fake, legitimate, suspicious
hire, hired, job, employment, employer, work
teen, teenager, minor, underage
volunteer, volunteering, community service, service
household, family, home
parent, parents, family, families, guardian
kid, kids, child, children, son, daughter, student
first in family, first-generation, first generation
armed forces, military, service academy, academies
promise, offer, verbal, commitment
lock, binding, committed
paperwork, records, documents, forms, file
papers, documents, forms
drop, withdraw, leave, switch, quit, change
class, course, schedule
deadline, due, window, last day
cost, fee, price, charge, pay, paying, afford
low-income, low income, reduced-price, public assistance, income
exam, test
sign up, signup, register, registration, enroll
counselor, adviser, advisor
birthday, date of birth, birth
fix, correct, corrects, correction, update
mistake, wrong, error, incorrect
print, printer, printing
prep, practice, preparation
two-year, community college
credit, credits, units
grades, marks, gpa
twelfth grade, senior, seniors
eleventh grade, junior, juniors
tenth grade, sophomore
ninth grade, freshman
break, summer, vacation
camp, program, institute
aid letter, award letter, aid offer, offer
handles, assigned, responsible, in charge
diploma, graduation, graduate, commencement
acceptance, admission, admitted
lose, rescind, rescinded, revoke, withdrawn, take back
tank, tanked, plummet, plummeted, drop
weekend, weekends, saturday, sunday
undocumented, daca, dream act
trade, trades, vocational, apprenticeship, career-technical, pathway
athlete, athletics, sport, sports, recruiting, recruited
coach, coaches, recruiter
disability, accommodations, iep
housing, dorm, residence
transfer, transferring
meeting, appointment, meet
start, begin, starts, begins
office, room, location`;

/**
 * The short forms counselors write ("DE form", "CC transfer"), each beside what it stands for; apart from the groups
 * because a short form is also a word of its own elsewhere (Spanish "de", "ea"), which a question in Spanish means.
 */
const SHORT_FORMS = `cc, community college
de, dual enrollment, concurrent enrollment
fa, finaid, financial aid
ed, early decision
ea, early action
rea, restrictive early action
rd, regular decision
lor, letter of recommendation, recommendation letter
rec, recs, recommendation, recommendations
app, apps, application, applications
coa, cost of attendance
sai, student aid index
efc, expected family contribution
d1, division i
d2, division ii
d3, division iii
cte, career technical education, career-technical`;

/** A light suffix stripper: plurals and -ing/-ed forms meet their word ("papers" and "paper", "fixing" and "fix"). */
export function lightStem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (/(ches|shes|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (/([bdfglmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The words of a text, lower-cased and without accents. */
export function plainWords(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
}

/** A member's key: its words' stems joined by spaces (a phrase stays a phrase). */
const key = (member: string) => plainWords(member).map(lightStem).join(' ');

/** Each member's equivalents by its key, for lines of members separated by commas. */
function equivalenceTable(lines: string): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  for (const line of lines.split('\n')) {
    const members = line.split(',').map((m) => m.trim()).filter(Boolean);
    for (const m of members) {
      const set = table.get(key(m)) ?? new Set<string>();
      for (const o of members) if (key(o) !== key(m)) set.add(o);
      table.set(key(m), set);
    }
  }
  return table;
}

const EQUIVALENTS = equivalenceTable(GROUPS);
const SHORT_EQUIVALENTS = equivalenceTable(SHORT_FORMS);

/**
 * What a query's words also stand for: the members of their groups, matched by stem, for single words and for the
 * two- and three-word phrases a group lists ("date of birth", "twelfth grade"). `ownWords`: the positions of words
 * that are words of their own, never short forms ("de" in a question in Spanish).
 */
export function equivalentsOf(words: readonly string[], ownWords: ReadonlySet<number> = new Set()): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const stems = words.map(lightStem);
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= stems.length; i++) {
      const k = n === 1 ? stems[i] : stems.slice(i, i + n).join(' ');
      const short = n === 1 && ownWords.has(i) ? undefined : SHORT_EQUIVALENTS.get(k);
      const grouped = EQUIVALENTS.get(k);
      // Most of a query's words and phrases are in no group: nothing is built for them (a search reads dozens).
      if (!grouped?.size && !short?.size) continue;
      out.set(n === 1 ? words[i] : words.slice(i, i + n).join(' '), [...new Set([...(grouped ?? []), ...(short ?? [])])]);
    }
  }
  return out;
}

/**
 * The positions (in plainWords order) of the words a query means as words of their own, never short forms: in a
 * question in Spanish, one not written in capitals is the Spanish word ("la fecha de la beca"), where "DE" in capitals
 * is still dual enrollment (mayBeShortForm).
 */
export function ownWordsOf(text: string): Set<number> {
  const mayBeShort = mayBeShortForm(text);
  const written = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[A-Za-z0-9]+/g) ?? [];
  return new Set(written.flatMap((w, i) => (mayBeShort(w) ? [] : [i])));
}

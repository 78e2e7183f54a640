/**
 * The counseling office's vocabulary for search: words and phrases families, students and staff use for the same
 * thing. A question seldom uses its passage's own words ("drop a class" for a schedule change, "charge" for a fee),
 * and BM25 only finds words that are there, so each query word also searches for the others of its group. Groups
 * are general usage in school and college counseling, not the wording of any one document; one group a line,
 * members separated by commas, a member of several words is searched as a phrase. The last lines are the short
 * forms counselors write ("DE form", "CC transfer"), each beside what it stands for.
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
lose, rescind, rescinded, revoke, withdrawn
undocumented, daca, dream act
trade, trades, vocational, apprenticeship, career-technical, pathway
athlete, athletics, sport, sports, recruiting, recruited
coach, coaches, recruiter
disability, accommodations, iep
housing, dorm, residence
transfer, transferring
meeting, appointment, meet
start, begin, starts, begins
office, room, location
cc, community college
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
d3, division iii`;

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

const EQUIVALENTS = new Map<string, Set<string>>();
for (const line of GROUPS.split('\n')) {
  const members = line.split(',').map((m) => m.trim()).filter(Boolean);
  for (const m of members) {
    const set = EQUIVALENTS.get(key(m)) ?? new Set<string>();
    for (const o of members) if (key(o) !== key(m)) set.add(o);
    EQUIVALENTS.set(key(m), set);
  }
}

/**
 * What a query's words also stand for: the members of their groups, matched by stem, for single words and for the
 * two- and three-word phrases a group lists ("date of birth", "twelfth grade").
 */
export function equivalentsOf(words: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const stems = words.map(lightStem);
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= stems.length; i++) {
      const found = EQUIVALENTS.get(stems.slice(i, i + n).join(' '));
      if (found) out.set(words.slice(i, i + n).join(' '), [...found]);
    }
  }
  return out;
}

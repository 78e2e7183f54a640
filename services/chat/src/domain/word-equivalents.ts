import { terms } from './text-analysis.js';

/**
 * The semantic side of the offline answerer, without a model: words people use for the same thing in school and
 * college-counseling talk, and the short forms they write. A question rarely uses its passage's own words ("an
 * evening where universities set up tables" for "College Night"), so each written word also stands for the words
 * of its group, counted a little less than the word itself. Groups are of general usage, not of one document.
 */
const GROUPS = `university college campus
evening night
money funding funds scholarship grant award aid
free gift grant scholarship
fraud scam fake con
hire hired job employment employ work
teen teenager minor underage
volunteer volunteering service
household family home
parent parents family families guardian
kid kids child children son daughter teen
armed military service academy forces
promise offer verbal commitment
lock binding commit committed
paperwork records documents forms
letter letters offer offers
meet meeting appointment
lunch meal meals
switch change drop leave
cost fee price charge pay
exam test
signup register registration enroll
deadline due
counselor adviser advisor
sign signature signed
undocumented daca dream
job work employer
start begin open
end close finish
report transcript
disability accommodations iep
sport sports athletics athlete
coach recruiting recruiter
trade trades vocational apprenticeship
internship job placement
housing dorm residence
transfer switch
graduate graduation commencement diploma
birthday birth
fix correct correction corrects
wrong mistake error incorrect
print printer printing
paperwork papers records documents forms file
registrar records transcript
marks grades
twelfth senior
eleventh junior
camp program
handles assigned
lose rescind revoke
tank tanked plummet drop
weekend weekends saturday sunday
volunteer volunteering gap
hobby hobbies pastime pastimes extracurricular extracurriculars activity activities
intern interned interning internship internships
volunteer volunteered volunteering`;

/**
 * Short forms written in counseling notes and chats, by the lower-case word: each stands for its long form. AP and IB
 * course names are shortened the same way ("AP Chem", "APUSH").
 */
const SHORT_FORMS: Record<string, string> = {
  frl: 'free reduced-price lunch', frpl: 'free reduced-price lunch', frm: 'free reduced-price meals',
  chem: 'chemistry', bio: 'biology', calc: 'calculus', phys: 'physics', stats: 'statistics', stat: 'statistics', lit: 'literature',
  lang: 'language', gov: 'government', govt: 'government', psych: 'psychology', econ: 'economics', euro: 'european history',
  apush: 'ap united states history', compsci: 'computer science', cs: 'computer science', pe: 'physical education', ela: 'english',
  app: 'application', apps: 'applications', rec: 'recommendation', recs: 'recommendations', lor: 'letter recommendation', info: 'information',
  cc: 'community college', hs: 'high school', d1: 'division i', d2: 'division ii', d3: 'division iii', ncaa: 'ncaa eligibility',
  finaid: 'financial aid', fa: 'financial aid', coa: 'cost attendance', efc: 'expected family contribution', sai: 'student aid index',
  ssn: 'social security number', sr: 'senior', jr: 'junior', soph: 'sophomore', frosh: 'freshman', dept: 'department',
  nite: 'night', tonite: 'tonight', thru: 'through',
  req: 'requirement', reqs: 'requirements', yr: 'year', mtg: 'meeting', appt: 'appointment',
  cte: 'career-technical education', iep: 'individualized education program', ged: 'general educational development',
  ed: 'early decision', ea: 'early action', rea: 'restrictive early action', rd: 'regular decision',
};

/** Numbers written out and as digits ("eighteen", "18"). */
const NUMBERS = `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen
twenty`.split(/\s+/).map((w, i) => `${w} ${i + 1}`);

const EQUIVALENT = new Map<string, Set<string>>();
for (const line of [...GROUPS.split('\n'), ...NUMBERS]) {
  const stems = [...new Set(terms(line))];
  for (const s of stems) {
    const set = EQUIVALENT.get(s) ?? new Set<string>();
    for (const o of stems) if (o !== s) set.add(o);
    EQUIVALENT.set(s, set);
  }
}

/**
 * Each stem's equivalents as a list, made once: the answerer asks for them per question word and per candidate line,
 * and a fresh copy each time was a steady share of a turn's allocations.
 */
const EQUIVALENT_LISTS = new Map([...EQUIVALENT].map(([s, set]) => [s, Object.freeze([...set])] as const));
const NONE: readonly string[] = Object.freeze([]);

/** The stems a stem stands for besides itself (its group's words); shared, so callers must not change it. */
export function equivalents(term: string): readonly string[] {
  return EQUIVALENT_LISTS.get(term) ?? NONE;
}

/** The long form of a short word ("chem" → "chemistry", "FRL" → "free reduced-price lunch"), or null. */
export function longForm(word: string): string | null {
  return SHORT_FORMS[word.toLowerCase().replace(/[^a-z0-9_]/g, '')] ?? null;
}


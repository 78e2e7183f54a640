import { allocate, type CountedCourse } from './allocation.js';
import { markCounts, markPoints } from './marks.js';
import type { RequirementSet } from './requirement-set.js';
import type { Track } from './plan.js';
import { num, phrase, units, type Label, type Phrase } from './words.js';

export interface RequirementCheck {
  key: string;
  label: string;
  met: boolean;
  required: number;
  completed: number;
  planned: number;
  missing: number;
  summary: string;
  /** The summary as a code and values (the web's translations). */
  summaryText: Phrase;
}

export interface RequirementSetCheck {
  setId: string;
  setName: string;
  status: Track;
  summary: string;
  summaryText: Phrase;
  requirements: RequirementCheck[];
}

export interface PlanProblem {
  kind: 'PREREQUISITE_ORDER' | 'GRADE_NOT_OFFERED' | 'OVERLOADED_TERM';
  message: string;
  messageText: Phrase;
  courseCode: string | null;
  grade: number | null;
  term: string | null;
}

/** A course of the plan as the checks see it: the catalog's areas, the entry's place and state. */
export interface CheckedEntry {
  code: string;
  title: string;
  credits: number;
  /** "sced:<area>" and the entrance areas. */
  areas: readonly string[];
  grade: number;
  completed: boolean;
  mark: string | null;
}

/** What the years left allow: the student's grade now and the credits still free per grade (a full load less what is planned). */
export interface Horizon {
  currentGrade: number;
  /** Free credits per grade, from the current grade on. */
  room: ReadonlyMap<number, number>;
}

const roomFrom = (h: Horizon, fromGrade: number, beforeGrade = 13) =>
  [...h.room].filter(([g]) => g >= Math.max(fromGrade, h.currentGrade) && g < beforeGrade).reduce((s, [, r]) => s + r, 0);

/** The requirement names the checks write themselves. */
const TOTAL: Label = { label: 'Total credits', labelCode: 'TOTAL' };
const CORE_GPA: Label = { label: 'Core-course GPA', labelCode: 'CORE_GPA' };

/** A label's fields for a phrase's values (a set's own label has no code). */
const labelArgs = (l: Label): Phrase['args'] => ({ label: l.label, ...(l.labelCode ? { labelCode: l.labelCode } : {}), ...(l.n !== undefined ? { n: l.n } : {}) });

function check(key: string, named: string | Label, required: number, completed: number, planned: number, unit: string): RequirementCheck {
  const l: Label = typeof named === 'string' ? { label: named } : named;
  const label = l.label;
  const have = completed + planned;
  const missing = Math.max(0, Math.round((required - have) * 100) / 100);
  const parts = `${num(completed)} completed, ${num(planned)} planned`;
  const values = { ...labelArgs(l), unit, required: num(required), completed: num(completed), planned: num(planned) };
  const [summary, summaryText] = missing === 0
    ? [`${label}: met, ${num(Math.min(have, required))} of ${units(required, unit)} (${parts})`, phrase('REQUIREMENT_MET', { ...values, have: num(Math.min(have, required)) })]
    : [`${label}: ${units(missing, unit)} missing of ${num(required)} (${parts})`, phrase('REQUIREMENT_MISSING', { ...values, missing: num(missing) })];
  return { key, label, met: missing === 0, required, completed, planned, missing, summary, summaryText };
}

/** A set against the plan: each requirement in words and numbers, then the status (on track, at risk, off track). */
export function checkSet(set: RequirementSet, entries: readonly CheckedEntry[], horizon: Horizon): RequirementSetCheck {
  const counting = entries.filter((e) => !e.completed || (e.mark !== null && markCounts(e.mark, set.minimumMark)));
  const courses: CountedCourse[] = counting.map((e) => ({ code: e.code, areas: e.areas, credits: e.credits, completed: e.completed, grade: e.grade }));
  const tallies = allocate(set.requirements, courses);
  const results: RequirementCheck[] = [];
  set.requirements.forEach((r, i) => {
    if (r.areas.length > 0) results.push(check(r.key, r.label, r.credits, tallies[i].completed, tallies[i].planned, set.unit));
    if (r.courseCodes.length > 0) {
      const done = r.courseCodes.filter((c) => counting.some((e) => e.code === c && e.completed)).length;
      const planned = r.courseCodes.filter((c) => !counting.some((e) => e.code === c && e.completed) && counting.some((e) => e.code === c)).length;
      const missingCodes = r.courseCodes.filter((c) => !counting.some((e) => e.code === c));
      const c = check(`${r.key}:courses`, r.label, r.courseCodes.length, done, planned, 'course');
      results.push(missingCodes.length ? {
        ...c, summary: `${r.label}: ${missingCodes.join(', ')} not in the plan`,
        summaryText: phrase('COURSES_NOT_IN_PLAN', { label: r.label, codes: missingCodes.join(', ') }),
      } : c);
    }
  });
  if (set.minimumTotalCredits !== null) {
    const completed = courses.filter((c) => c.completed).reduce((s, c) => s + c.credits, 0);
    const planned = courses.filter((c) => !c.completed).reduce((s, c) => s + c.credits, 0);
    results.push(check('total', TOTAL, set.minimumTotalCredits, completed, planned, set.unit));
  }
  const setAreas = new Set(set.requirements.flatMap((r) => r.areas));
  const core = courses.filter((c) => c.areas.some((a) => setAreas.has(a)));
  let deadlinePassed = false;
  if (set.earlyCore) {
    const rule = set.earlyCore;
    const early = core.filter((c) => c.grade < rule.beforeGrade);
    const inAreas = early.filter((c) => c.areas.some((a) => rule.inAreas.includes(a)));
    const sum = (cs: CountedCourse[], done: boolean) => cs.filter((c) => c.completed === done).reduce((s, c) => s + c.credits, 0);
    const earlyLabel = { label: `${rule.count} core courses before the seventh semester`, labelCode: 'EARLY_CORE', n: rule.count };
    const emsLabel = { label: `${rule.inAreasCount} of them in English, math or science`, labelCode: 'EARLY_CORE_EMS', n: rule.inAreasCount };
    const a = check('early-core', earlyLabel, rule.count, sum(early, true), sum(early, false), set.unit);
    const b = check('early-core-ems', emsLabel, rule.inAreasCount, sum(inAreas, true), sum(inAreas, false), set.unit);
    results.push(a, b);
    deadlinePassed = horizon.currentGrade >= rule.beforeGrade && (!a.met || !b.met);
  }
  let gpaLow = false;
  if (set.minimumGpa !== null) {
    const graded = counting.filter((e) => e.completed && e.mark !== null && markPoints(e.mark) !== null && e.areas.some((a) => setAreas.has(a)));
    const credits = graded.reduce((s, e) => s + e.credits, 0);
    const gpa = credits > 0 ? graded.reduce((s, e) => s + (markPoints(e.mark!) ?? 0) * e.credits, 0) / credits : null;
    gpaLow = gpa !== null && gpa < set.minimumGpa;
    const minimum = set.minimumGpa;
    results.push({
      key: 'core-gpa', label: CORE_GPA.label, met: !gpaLow, required: minimum, completed: gpa ?? 0, planned: 0,
      missing: gpaLow ? Math.round((minimum - gpa!) * 100) / 100 : 0,
      summary: gpa === null ? `Core-course GPA: no graded core course yet (at least ${minimum} needed)`
        : `Core-course GPA: ${gpa.toFixed(2)}${gpaLow ? `, below the ${minimum} needed` : `, at least ${minimum}`}`,
      summaryText: gpa === null ? phrase('GPA_NONE', { minimum: String(minimum) })
        : phrase(gpaLow ? 'GPA_LOW' : 'GPA_OK', { gpa: gpa.toFixed(2), minimum: String(minimum) }),
    });
  }
  return { setId: set.id, setName: set.name, requirements: results, ...statusOf(results, horizon, deadlinePassed, gpaLow) };
}

/** A check's label as a phrase value: a label the checks wrote keeps its code (the requirement's own phrase has it). */
function labelOf(r: RequirementCheck): Label {
  const args = r.summaryText.args;
  return { label: r.label, ...(typeof args.labelCode === 'string' ? { labelCode: args.labelCode } : r.key === 'core-gpa' ? { labelCode: 'CORE_GPA' } : {}), ...(typeof args.n === 'number' ? { n: args.n } : {}) };
}

function statusOf(results: RequirementCheck[], horizon: Horizon, deadlinePassed: boolean, gpaLow: boolean): { status: Track; summary: string; summaryText: Phrase } {
  const gaps = results.filter((r) => !r.met);
  if (gaps.length === 0) return { status: 'ON_TRACK', summary: 'On track: every requirement is met by completed and planned courses', summaryText: phrase('ON_TRACK') };
  const names = gaps.map((g) => g.label).join('; ');
  const labels = gaps.map(labelOf);
  const creditGap = gaps.filter((g) => g.key !== 'core-gpa' && !g.key.startsWith('early-core') && g.key !== 'total').reduce((s, g) => s + g.missing, 0);
  const room = roomFrom(horizon, horizon.currentGrade);
  const yearsLeft = horizon.currentGrade <= 12;
  if (deadlinePassed) {
    return { status: 'OFF_TRACK', summary: `Off track: the courses before the seventh semester fall short and that time has passed (${names})`, summaryText: phrase('OFF_TRACK_DEADLINE', { names: labels }) };
  }
  if (!yearsLeft || creditGap > room || (gpaLow && room === 0)) {
    return { status: 'OFF_TRACK', summary: `Off track: ${names} cannot be made up in the years left`, summaryText: phrase('OFF_TRACK', { names: labels }) };
  }
  return { status: 'AT_RISK', summary: `At risk: ${names} still missing, which fits in the years left`, summaryText: phrase('AT_RISK', { names: labels }) };
}

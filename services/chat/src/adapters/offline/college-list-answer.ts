import { COLLEGE_LIST_MARKER, OPEN_STATUSES, collegeLabel, planName, statusName, type CollegeListEntry, type FitLevel } from '../../domain/college-list.js';
import { deadlineWindow, inWindow } from '../../domain/deadline-window.js';
import type { StudentContext } from '../../domain/student-context.js';

/** What a question asks of the college list, read from its words (deterministic, no model). */
type Intent = { kind: 'fit'; levels: FitLevel[] } | { kind: 'missing' } | { kind: 'deadlines' } | { kind: 'overview' }
  | { kind: 'plans'; plans: string[]; label: string } | { kind: 'status'; statuses: string[] };

const FIT_WORDS: [RegExp, FitLevel][] = [[/\breach(es)?\b/i, 'REACH'], [/\bmatch(es)?\b/i, 'MATCH'], [/\b(likely|likelies|safety|safeties)\b/i, 'LIKELY']];

const COLLEGE_WORDS = /\b(colleges?|schools?|universit(y|ies)|list|applications?)\b/i;
/** Words of applying: "Which colleges has Maya applied to early?" is about her plans, "Where was she admitted?" her decisions. */
const APPLY_WORDS = /\b(colleges?|schools?|universit(y|ies)|list|applications?|appl(y|ied|ying)|where)\b/i;

/** Application plans a question asks about, by the words it uses. */
const PLAN_WORDS: [RegExp, string[], string][] = [
  [/\bearly decision\s+(ii|2)\b|\bED2\b/i, ['ED2'], 'Early Decision II'],
  [/\brestrictive early action\b|\bREA\b/i, ['REA'], 'Restrictive Early Action'],
  [/\bearly decision\b|\bED\b/, ['ED', 'ED2'], 'Early Decision'],
  [/\bearly action\b|\bEA\b/, ['EA', 'REA'], 'Early Action'],
  [/\bearly\b/i, ['ED', 'ED2', 'EA', 'REA'], 'an early plan (Early Decision or Early Action)'],
  [/\bregular decision\b|\bRD\b/, ['RD'], 'Regular Decision'],
  [/\brolling\b/i, ['ROLLING'], 'Rolling admission'],
];
/** Statuses a question asks about ("Where has Maya been admitted?"); "decisions" alone asks for every one received. */
const STATUS_WORDS: [RegExp, string[]][] = [
  [/\b(admitted|accepted|admits?|got in(?:to)?)\b/i, ['admitted', 'enrolled']],
  [/\b(denied|rejected|rejections?)\b/i, ['denied']],
  [/\bwait-?list(ed)?\b/i, ['waitlisted']],
  [/\bdeferr(ed|al)\b/i, ['deferred']],
  [/\b(submitted|sent|sent in)\b/i, ['submitted']],
  // The open statuses by their own words: "still being researched", "in progress".
  [/\bresearch(?:ed|ing)\b/i, ['researching']],
  [/\bin progress\b/i, ['in_progress']],
  [/\benroll(ed|ing)?\b/i, ['enrolled']],
  [/\b(?<!early |regular )decisions\b|\bheard back\b/i, ['admitted', 'waitlisted', 'deferred', 'denied', 'enrolled']],
];

/** Only questions about the student's colleges: "When does the FAFSA open?" or "Is she likely to get aid?" are not. */
export function listIntent(question: string): Intent | null {
  const levels = FIT_WORDS.filter(([re]) => re.test(question)).map(([, level]) => level);
  const plural = /\b(reaches|matches|safeties)\b/i.test(question);
  if (levels.length && (plural || COLLEGE_WORDS.test(question))) return { kind: 'fit', levels };
  if (/\bfit\b/i.test(question) && COLLEGE_WORDS.test(question)) return { kind: 'fit', levels: ['REACH', 'MATCH', 'LIKELY', 'UNKNOWN'] };
  if (/\b(due|deadlines?|overdue)\b/i.test(question)) return { kind: 'deadlines' };
  if (APPLY_WORDS.test(question)) {
    const plan = PLAN_WORDS.find(([re]) => re.test(question));
    if (plan) return { kind: 'plans', plans: plan[1], label: plan[2] };
    const statuses = [...new Set(STATUS_WORDS.filter(([re]) => re.test(question)).flatMap(([, st]) => st))];
    if (statuses.length) return { kind: 'status', statuses };
  }
  if (/\b(materials?|checklist)\b/i.test(question) || (/\b(missing|outstanding|left)\b/i.test(question) && COLLEGE_WORDS.test(question))) return { kind: 'missing' };
  if (/\b(college list|list of colleges|applications?|applying|applied|apply to)\b|'s (colleges|schools)\b|\b(her|his|their) (colleges|schools)\b/i.test(question)) return { kind: 'overview' };
  return null;
}

const L = `[${COLLEGE_LIST_MARKER}]`;
const missingText = (e: CollegeListEntry) => (e.missing.length ? `missing: ${e.missing.join(', ')}` : 'nothing missing');
const FIT_NAMES: Record<FitLevel, string> = { REACH: 'reach', MATCH: 'match', LIKELY: 'likely', UNKNOWN: 'fit unknown' };

export interface ListAnswer {
  lines: string[];
  nextStep: string;
  /** Fit is read from scores: the student's scores bear on it; deadlines, materials and the overview are the list's alone. */
  scoresMatter: boolean;
}

/**
 * The part of an offline answer that comes from the student's college list, every line cited [L]; null when the
 * question is not about the list. Deadlines are the list's own (an unknown one is said to be unknown, never
 * guessed), and windows count from `today`.
 */
export function answerFromList(question: string, student: StudentContext, name: string, today: string, named: CollegeListEntry[] = []): ListAnswer | null {
  const intent = listIntent(question) ?? (named.length ? { kind: 'overview' as const } : null);
  if (!intent) return null;
  const list = student.collegeList;
  if (!list.length) {
    return {
      lines: [`${name} has no colleges on their college list in Counsel yet, so there are no deadlines, materials or fit levels to report.`],
      nextStep: `Add the colleges ${name} is considering to their college list, with a plan for each, so deadlines and materials can be tracked.`,
      scoresMatter: false,
    };
  }
  // A question that names colleges of the list is answered about them: their plan, status, deadline and fit.
  if (named.length && intent.kind !== 'fit') return entriesAnswer(named, `On ${name}'s college list:`, name);
  if (intent.kind === 'plans') return filteredAnswer(list, (e) => intent.plans.includes(e.plan ?? ''), `with ${intent.label}`, name);
  if (intent.kind === 'status') return filteredAnswer(list, (e) => intent.statuses.includes(e.status), `with the status ${intent.statuses.map(statusName).join(' or ')}`, name);
  if (intent.kind === 'fit') return fitAnswer(list, intent.levels, name);
  if (intent.kind === 'missing') return missingAnswer(list, name);
  if (intent.kind === 'deadlines') return deadlineAnswer(list, question, name, today);
  return {
    lines: [`${name}'s college list has ${list.length} ${list.length === 1 ? 'college' : 'colleges'}:`,
      ...list.map((e) => `- ${collegeLabel(e)}: ${planName(e.plan)}, ${statusName(e.status)}, ${e.deadline ? `deadline ${e.deadline}` : 'no deadline entered'}, ${FIT_NAMES[e.fit.level]} ${L}`)],
    nextStep: `Review ${name}'s list together: the plan and deadline of each college, and the balance of reach, match and likely colleges.`,
    scoresMatter: false,
  };
}

const entryText = (e: CollegeListEntry) =>
  `- ${collegeLabel(e)}: ${planName(e.plan)}, ${statusName(e.status)}, ${e.deadline ? `deadline ${e.deadline}` : 'no deadline entered'}, ${FIT_NAMES[e.fit.level]}${e.missing.length ? `; ${missingText(e)}` : ''} ${L}`;

function entriesAnswer(entries: CollegeListEntry[], heading: string, name: string): ListAnswer {
  return {
    lines: [heading, ...entries.map(entryText)],
    nextStep: `Go over ${entries.map((e) => e.collegeName).join(' and ')} with ${name}: the plan, the deadline and what is still missing.`,
    scoresMatter: false,
  };
}

/** The list's colleges with the plans or statuses asked about, each with its plan and status; none is said to be none. */
function filteredAnswer(list: CollegeListEntry[], keep: (e: CollegeListEntry) => boolean, what: string, name: string): ListAnswer {
  const hits = list.filter(keep);
  if (!hits.length) {
    return {
      lines: [`None of the ${list.length} colleges on ${name}'s college list is one ${what}. ${L}`,
        `On the list: ${list.map((e) => `${e.collegeName} (${planName(e.plan)}, ${statusName(e.status)})`).join(', ')}. ${L}`],
      nextStep: `Review ${name}'s list together: the plan and deadline of each college.`,
      scoresMatter: false,
    };
  }
  return entriesAnswer(hits, `Colleges on ${name}'s college list ${what} (${hits.length} of ${list.length}):`, name);
}

function fitAnswer(list: CollegeListEntry[], levels: FitLevel[], name: string): ListAnswer {
  const lines: string[] = [];
  for (const level of levels) {
    const hits = list.filter((e) => e.fit.level === level);
    if (!hits.length) {
      if (level !== 'UNKNOWN') lines.push(`None of the ${list.length} colleges on ${name}'s list is rated ${FIT_NAMES[level]}. ${L}`);
      continue;
    }
    lines.push(level === 'UNKNOWN' ? `Fit unknown on ${name}'s list:` : `Rated ${FIT_NAMES[level]} on ${name}'s list:`);
    for (const e of hits) lines.push(`- ${collegeLabel(e)}${e.fit.reason ? `: ${e.fit.reason}` : ''} ${L}`);
  }
  if (!list.some((e) => levels.includes(e.fit.level))) lines.push(`On the list: ${list.map((e) => `${e.collegeName} (${FIT_NAMES[e.fit.level]})`).join(', ')}. ${L}`);
  lines.push('Fit compares scores with each college\'s middle 50% and admission rate: an estimate, never a promise.');
  return { lines, nextStep: `Check with ${name} that the list balances reach, match and likely colleges, and that every college is one they would be glad to attend.`, scoresMatter: true };
}

function missingAnswer(list: CollegeListEntry[], name: string): ListAnswer {
  const open = list.filter((e) => e.missing.length && OPEN_STATUSES.has(e.status));
  if (!open.length) return { lines: [`Nothing is missing on ${name}'s open applications. ${L}`], nextStep: `Confirm with ${name} that each college has received what was sent.`, scoresMatter: false };
  return {
    lines: [`Still missing on ${name}'s applications:`, ...open.map((e) => `- ${collegeLabel(e)} (${e.deadline ? `deadline ${e.deadline}` : 'no deadline entered'}): ${e.missing.join(', ')} ${L}`)],
    nextStep: `Agree with ${name} on a date for each missing item, starting with the earliest deadline.`,
    scoresMatter: false,
  };
}

function deadlineAnswer(list: CollegeListEntry[], question: string, name: string, today: string): ListAnswer {
  const window = deadlineWindow(question, today);
  const dated = list.filter((e) => e.deadline).sort((a, b) => a.deadline!.localeCompare(b.deadline!));
  const due = dated.filter((e) => inWindow(e.deadline!, window) && OPEN_STATUSES.has(e.status));
  const sent = dated.filter((e) => inWindow(e.deadline!, window) && !OPEN_STATUSES.has(e.status));
  const passed = dated.filter((e) => e.deadline! < today && OPEN_STATUSES.has(e.status));
  const unknown = list.filter((e) => !e.deadline && OPEN_STATUSES.has(e.status));
  const lines: string[] = [];
  if (due.length) {
    lines.push(`Due for ${name} ${window.label}:`);
    for (const e of due) lines.push(`- ${e.deadline}: ${collegeLabel(e)}, ${planName(e.plan)} (${statusName(e.status)}; ${missingText(e)}) ${L}`);
  } else {
    lines.push(`Nothing on ${name}'s college list is due ${window.label}. ${L}`);
  }
  if (sent.length) lines.push(`Already submitted or decided, with a deadline in this span: ${sent.map((e) => `${collegeLabel(e)} (${statusName(e.status)}, deadline ${e.deadline})`).join('; ')} ${L}`);
  if (passed.length) lines.push(`Deadline passed without the application submitted: ${passed.map((e) => `${collegeLabel(e)} (${e.deadline})`).join('; ')} ${L}`);
  if (unknown.length) lines.push(`No deadline entered for: ${unknown.map((e) => `${collegeLabel(e)} (${planName(e.plan)})`).join('; ')}. These dates are unknown, not guessed. ${L}`);
  const next = due[0] ?? dated.find((e) => e.deadline! >= today && OPEN_STATUSES.has(e.status));
  return {
    lines,
    nextStep: next
      ? `Work back from ${next.deadline} (${next.collegeName}) with ${name}: a date for each missing item, a week before the deadline at the latest.`
      : `Enter the missing deadlines on ${name}'s list so the board and calendar feed can track them.`,
    scoresMatter: false,
  };
}

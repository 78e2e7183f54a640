import { OPEN_STATUSES, planName, statusName } from './college-list.js';
import {
  app, bindingApplications, daysFrom, inDays, line, passedDeadlines, plural, src, upcomingDeadlines, type BriefLine,
} from './meeting-brief-rules.js';
import type { StudentContext } from './student-context.js';

/** Why a topic was suggested: the rule that chose it (tests and the model's phrasing read it). */
export type TopicRule =
  | 'two_binding' | 'due_soon_missing' | 'deadline_passed' | 'no_list' | 'preferences_not_started' | 'no_test_scores'
  | 'unknown_deadlines' | 'no_likely' | 'concern' | 'next_deadline' | 'profile_gaps' | 'list_progress' | 'check_in' | 'profile_review';
export interface Topic extends BriefLine { rule: TopicRule }

/** How many topics the brief suggests, and how near a deadline counts as "soon". */
export const TOPIC_COUNT = 3;
export const SOON_DAYS = 14;

const names = (xs: { collegeName: string }[], max = 3) =>
  xs.length <= max ? xs.map((x) => x.collegeName).join(', ') : `${xs.slice(0, max).map((x) => x.collegeName).join(', ')} and ${xs.length - max} more`;

/**
 * The three topics for the meeting, chosen by rules in order of urgency (a binding conflict before a deadline in
 * days, before what is merely incomplete), one topic per rule, each citing the records that triggered it.
 */
export function suggestTopics(s: StudentContext, today: string): Topic[] {
  const first = s.profile.firstName ?? 'the student';
  const list = s.collegeList;
  const profile = src('student_profile', s.studentId);
  const prefs = src('college_preferences', s.studentId);
  const candidates: (Topic | null)[] = [];
  const add = (rule: TopicRule, l: BriefLine | null) => candidates.push(l ? { ...l, rule } : null);

  const binding = bindingApplications(list);
  add('two_binding', binding.length ? line(
    `Binding applications: ${first} has ${binding.length} (${binding.map((e) => `${e.collegeName}, ${planName(e.plan)}`).join('; ')}) and may hold only one; decide which to keep`,
    ...binding.map(app)) : null);

  const soon = upcomingDeadlines(list, today).filter((e) => daysFrom(today, e.deadline) <= SOON_DAYS && e.missing.length);
  add('due_soon_missing', soon.length ? line(
    `Due within ${SOON_DAYS} days with materials missing: ${soon.slice(0, 3).map((e) => `${e.collegeName} ${inDays(daysFrom(today, e.deadline))} (${plural(e.missing.length, 'item')})`).join('; ')}${soon.length > 3 ? ` and ${soon.length - 3} more` : ''}`,
    ...soon.map(app)) : null);

  const passed = passedDeadlines(list, today);
  add('deadline_passed', passed.length ? line(
    `Deadline passed: ${passed.map((e) => `${e.collegeName} (${e.deadline}, still ${statusName(e.status)})`).join('; ')}; decide whether to drop it or apply under another plan`,
    ...passed.map(app)) : null);

  add('no_list', !list.length ? line(
    `No college list yet: start one with ${first}${s.profile.grade === '12' ? ', as a senior this is urgent' : ''}`, src('college_list')) : null);

  add('preferences_not_started', !s.preferences ? line(
    `College preferences not started: talk through size, location and academics with ${first}`, prefs) : null);

  const p = s.profile;
  add('no_test_scores', p.satScore === null && p.actScore === null ? line(
    `No SAT or ACT on the profile: agree on a testing plan or a test-optional list`, profile) : null);

  const unknown = list.filter((e) => !e.deadline && OPEN_STATUSES.has(e.status));
  add('unknown_deadlines', unknown.length ? line(`Confirm the deadlines for ${names(unknown)}: none entered yet`, ...unknown.map(app)) : null);

  add('no_likely', list.length >= 3 && !list.some((e) => e.fit.level === 'LIKELY') ? line(
    `Balance the list: none of the ${list.length} colleges is estimated likely`, src('college_list')) : null);

  add('concern', s.preferences?.concerns ? line(`${first}'s main concern: ${s.preferences.concerns}`, prefs) : null);

  const next = upcomingDeadlines(list, today)[0];
  add('next_deadline', next ? line(`Next deadline: ${next.collegeName}, ${planName(next.plan)}, ${next.deadline} (${inDays(daysFrom(today, next.deadline))})`, app(next)) : null);

  const gaps = [!p.grade && 'grade', p.gpa === null && 'GPA', !p.highSchoolName && 'high school', !p.activities.length && 'activities'].filter(Boolean);
  add('profile_gaps', gaps.length ? line(`Complete the profile: no ${gaps.join(', ')}`, profile) : null);

  add('list_progress', list.length ? line(`Review progress on the ${plural(list.length, 'application')}`, src('college_list')) : null);
  add('check_in', line(`Check in on how ${first} feels about the college search`, s.preferences ? prefs : profile));
  // The last fallback always applies, so there are always three topics.
  add('profile_review', line(`Review what has changed in ${first}'s profile since the last meeting: courses, activities, scores`, profile));

  return candidates.filter((t): t is Topic => !!t).slice(0, TOPIC_COUNT);
}

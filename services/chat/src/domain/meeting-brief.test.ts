import { describe, expect, it } from '@jest/globals';
import type { CollegeListEntry } from './college-list.js';
import { assembleMeetingBrief } from './meeting-brief.js';
import { daysFrom, statusCounts, upcomingDeadlines } from './meeting-brief-rules.js';
import { suggestTopics } from './meeting-brief-topics.js';
import type { StudentContext } from './student-context.js';
import { MAYA_LIST, TODAY } from '../../test/support/demo-college-lists.js';
import { JORDAN_PROFILE_EVENT, MAYA_PREFERENCES, MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';

const entry = (over: Partial<CollegeListEntry> & Pick<CollegeListEntry, 'applicationId' | 'collegeName'>): CollegeListEntry => ({
  collegeId: over.applicationId, city: null, state: null, plan: 'RD', status: 'planning', deadline: null, missing: [],
  fit: { level: 'MATCH', reason: '' }, flags: [], ...over,
});
const maya = (list: CollegeListEntry[] = MAYA_LIST.applications): StudentContext => ({
  ...contextOf(MAYA_PROFILE_EVENT, MAYA_PREFERENCES), collegeList: list, documents: [{ documentId: 'd-1', fileName: 'transcript.pdf', fileType: 'pdf' }],
});
const section = (s: StudentContext, key: string) => assembleMeetingBrief(s, TODAY).sections.find((x) => x.key === key);
const texts = (s: StudentContext, key: string) => section(s, key)?.lines.map((l) => l.text) ?? [];

describe('the meeting brief', () => {
  it('says who the student is from the profile, citing it', () => {
    const who = section(maya(), 'student')!;
    expect(who.lines[0].text).toBe('Maya Chen: grade 12, Lakeside High School, Sacramento, CA');
    expect(who.lines[1].text).toBe('GPA 3.94, SAT 1520, ACT 34, class rank 8/412');
    expect(who.lines[0].sources).toEqual([{ type: 'student_profile', recordId: MAYA_PROFILE_EVENT.studentId }]);
    const docs = who.lines.find((l) => l.text.startsWith('Documents on file'))!;
    expect(docs.sources).toEqual([{ type: 'documents', recordId: 'd-1' }]);
    expect(who.lines.find((l) => l.text.includes('main concern'))!.sources[0].type).toBe('college_preferences');
  });

  it('counts applications by status in the order they move, and fit', () => {
    expect(statusCounts(MAYA_LIST.applications)).toEqual([
      { status: 'researching', count: 1 }, { status: 'planning', count: 2 }, { status: 'in_progress', count: 1 }, { status: 'submitted', count: 1 },
    ]);
    const list = texts(maya(), 'college_list');
    expect(list[0]).toBe('5 colleges on the list: 1 researching, 2 planning to apply, 1 in progress, 1 submitted');
    expect(list[1]).toBe('Fit (an estimate, never a promise): 3 reach, 1 match, 1 likely');
    // One line per status, citing each application in it.
    expect(list.slice(2)).toEqual([
      'Researching: Massachusetts Institute of Technology (Early Action)',
      'Planning to apply: University of California-San Diego (Regular Decision), University of Washington-Seattle Campus (Regular Decision)',
      'In progress: University of California-Berkeley (Regular Decision)',
      'Submitted: Stanford University (Restrictive Early Action)',
    ]);
    expect(section(maya(), 'college_list')!.lines[3].sources).toEqual([{ type: 'college_list', recordId: 'a-110680' }, { type: 'college_list', recordId: 'a-236948' }]);
  });

  it('lists the next three deadlines from today of applications still being prepared, and the unknown ones', () => {
    const extra = entry({ applicationId: 'a-late', collegeName: 'Late College', deadline: '2027-01-15' });
    const submittedSoon = entry({ applicationId: 'a-sub', collegeName: 'Sent College', status: 'submitted', deadline: '2026-11-25' });
    const lines = texts(maya([...MAYA_LIST.applications, extra, submittedSoon]), 'deadlines');
    expect(lines).toEqual([
      '2026-11-26 (in 2 days): University of California-San Diego, Regular Decision',
      '2026-11-30 (in 6 days): University of California-Berkeley, Regular Decision',
      '2026-12-15 (in 21 days): University of Washington-Seattle Campus, Regular Decision',
      'No deadline entered for Massachusetts Institute of Technology',
    ]);
    // Stanford's 2026-11-01 is past and submitted; the submitted one due tomorrow needs nothing more.
    expect(upcomingDeadlines(maya().collegeList, '2026-11-27').map((e) => e.collegeName)).toEqual(['University of California-Berkeley', 'University of Washington-Seattle Campus']);
    expect(daysFrom('2026-11-24', '2026-12-01')).toBe(7);
    expect(texts(maya([entry({ applicationId: 'a-x', collegeName: 'X', deadline: '2026-11-24' })]), 'deadlines')).toEqual(['2026-11-24 (today): X, Regular Decision']);
  });

  it('lists missing materials of at most five applications, then names the rest', () => {
    const many = Array.from({ length: 7 }, (_, i) => entry({ applicationId: `a-${i}`, collegeName: `College ${i}`, deadline: `2026-12-1${i}`, missing: ['Essays'] }));
    const lines = section(maya(many), 'missing_materials')!.lines;
    expect(lines.map((l) => l.text)).toEqual(['College 0: Essays', 'College 1: Essays', 'College 2: Essays', 'College 3: Essays', 'College 4: Essays',
      'And 2 more applications with materials missing: College 5, College 6']);
    expect(lines[5].sources.map((s) => s.recordId)).toEqual(['a-5', 'a-6']);
  });

  it('lists missing materials of open applications, soonest deadline first', () => {
    expect(texts(maya(), 'missing_materials')).toEqual([
      'University of California-San Diego: Application form, Transcript',
      'University of California-Berkeley: Essays, Application fee',
      'University of Washington-Seattle Campus: Essays',
      'Massachusetts Institute of Technology: Application form, Essays',
    ]);
  });

  it('flags two binding plans and a passed deadline, and says so when there is none', () => {
    const list = [
      entry({ applicationId: 'a-rice', collegeName: 'Rice University', plan: 'ED', deadline: '2026-11-01' }),
      entry({ applicationId: 'a-duke', collegeName: 'Duke University', plan: 'ED2', status: 'submitted' }),
      entry({ applicationId: 'a-yale', collegeName: 'Yale University', plan: 'ED', status: 'denied' }),
    ];
    const flags = section(maya(list), 'flags')!;
    expect(flags.lines.map((l) => l.text)).toEqual([
      'Two binding applications: Rice University (Early Decision) and Duke University (Early Decision II); a student may hold only one',
      'Deadline passed on 2026-11-01 for Rice University while still planning to apply',
    ]);
    expect(flags.lines[0].sources.map((s) => s.recordId)).toEqual(['a-rice', 'a-duke']);
    // A denied ED does not count: one binding plan held is no flag.
    expect(texts(maya([list[0], list[2]].map((e) => ({ ...e, deadline: null }))), 'flags')).toEqual(['No flags on the list']);
  });

  it('names what is missing from the profile and preferences', () => {
    const bare: StudentContext = {
      studentId: 's-1', userId: 'u-1', schoolId: null, documents: [], collegeList: [], preferences: null,
      profile: { ...contextOf(JORDAN_PROFILE_EVENT).profile, grade: null, satScore: null, actScore: null, highSchoolName: null },
    };
    const gaps = section(bare, 'profile_gaps')!;
    expect(gaps.lines.map((l) => l.text)).toEqual(['Profile has no grade, high school, SAT or ACT score', 'College preferences not started', 'No documents uploaded']);
    expect(gaps.lines.map((l) => l.sources[0].type)).toEqual(['student_profile', 'college_preferences', 'documents']);
    expect(texts(bare, 'student')[0]).toBe('Jordan Rivera: grade not recorded');
    // Without a list, the list's section says so and deadline, materials and flags sections are left out.
    expect(texts(bare, 'college_list')).toEqual(['No college list yet: no colleges have been added']);
    expect(assembleMeetingBrief(bare, TODAY).sections.map((s) => s.key)).toEqual(['student', 'college_list', 'academic_plan', 'profile_gaps', 'topics']);
    expect(texts(bare, 'academic_plan')).toEqual(['No four-year plan yet']);
    expect(texts({ ...maya(), preferences: { ...maya().preferences!, locationPreferences: [] } }, 'profile_gaps')).toEqual(['No preferences for location']);
  });

  it('every line of every section cites at least one source', () => {
    for (const s of [maya(), maya([]), { ...contextOf(JORDAN_PROFILE_EVENT), collegeList: [] }]) {
      for (const sec of assembleMeetingBrief(s, TODAY).sections) {
        expect(sec.lines.length).toBeGreaterThan(0);
        for (const l of sec.lines) expect(l.sources.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the suggested topics', () => {
  const rules = (s: StudentContext, today = TODAY) => suggestTopics(s, today).map((t) => t.rule);

  it('are three, chosen by urgency: two binding EDs first', () => {
    const list = [
      entry({ applicationId: 'a-rice', collegeName: 'Rice University', plan: 'ED', deadline: '2026-11-30', missing: ['Essays'] }),
      entry({ applicationId: 'a-duke', collegeName: 'Duke University', plan: 'ED2', deadline: '2027-01-05' }),
    ];
    const topics = suggestTopics(maya(list), TODAY);
    expect(topics.map((t) => t.rule)).toEqual(['two_binding', 'due_soon_missing', 'concern']);
    expect(topics[0].text).toBe('Binding applications: Maya has 2 (Rice University, Early Decision; Duke University, Early Decision II) and may hold only one; decide which to keep');
    expect(topics[0].sources).toEqual([{ type: 'college_list', recordId: 'a-rice' }, { type: 'college_list', recordId: 'a-duke' }]);
    expect(topics[1].text).toBe('Due within 14 days with materials missing: Rice University in 6 days (1 item)');
    expect(topics[2]).toMatchObject({ text: "Maya's main concern: Finding the right College", sources: [{ type: 'college_preferences' }] });
  });

  it('a deadline within 14 days with missing materials; one 15 days out does not count', () => {
    expect(rules(maya())).toEqual(['due_soon_missing', 'unknown_deadlines', 'concern']);
    const topic = suggestTopics(maya(), TODAY)[0];
    expect(topic.text).toBe('Due within 14 days with materials missing: University of California-San Diego in 2 days (2 items); University of California-Berkeley in 6 days (2 items)');
    expect(topic.sources.map((s) => s.recordId)).toEqual(['a-110680', 'a-110635']);
    const far = [entry({ applicationId: 'a-far', collegeName: 'Far College', deadline: '2026-12-09', missing: ['Essays'], fit: { level: 'LIKELY', reason: '' } })];
    expect(rules(maya(far))).not.toContain('due_soon_missing');
    expect(rules(maya(far), '2026-11-25')).toContain('due_soon_missing');
  });

  it('no college list yet, preferences not started and no test scores', () => {
    const jordan: StudentContext = { ...contextOf(JORDAN_PROFILE_EVENT), profile: { ...contextOf(JORDAN_PROFILE_EVENT).profile, satScore: null } };
    const topics = suggestTopics(jordan, TODAY);
    expect(topics.map((t) => t.rule)).toEqual(['no_list', 'preferences_not_started', 'no_test_scores']);
    expect(topics.map((t) => t.sources[0].type)).toEqual(['college_list', 'college_preferences', 'student_profile']);
    expect(topics[0].text).toBe('No college list yet: start one with Jordan');
  });

  it('always three, falling back to reviewing the list and checking in', () => {
    const calm = [entry({ applicationId: 'a-1', collegeName: 'One', status: 'submitted', fit: { level: 'LIKELY', reason: '' } })];
    const s: StudentContext = { ...maya(calm), preferences: { ...maya().preferences!, concerns: null } };
    expect(rules(s)).toEqual(['list_progress', 'check_in', 'profile_review']);
    expect(rules({ ...s, profile: { ...s.profile, gpa: null } })).toEqual(['profile_gaps', 'list_progress', 'check_in']);
  });
});

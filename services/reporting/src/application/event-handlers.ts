import { DEFAULT_SCHOOL_ID, on, type EventSubscription } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { classYearOfGrade, weekOf } from '../domain/school-year.js';
import type { ReadModel } from '../ports/reporting-store.js';

const nameOf = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');

/**
 * The read model is made only of the owning services' events: students (school, class, counselor), colleges'
 * lists, counseling's tasks and meetings, letters' requests, planning's plans, identity's sign-ins, the roster's
 * schools. Each handler writes facts keyed by their owner's ids, so a redelivery changes nothing; a student erased
 * here (the erasure ledger) stays out: a late event about them is dropped.
 */
export function reportingHandlers(model: ReadModel): EventSubscription[] {
  const live = async (studentId: string) => !(await model.isErased(studentId));
  return [
    on(Subjects.studentsProfileUpserted, 'reporting-students', async ({ data: p, time }) => {
      if (!await live(p.studentId) || await model.isUserErased(p.userId)) return;
      await model.upsertStudent({
        studentId: p.studentId, userId: p.userId, schoolId: p.schoolId ?? DEFAULT_SCHOOL_ID,
        classYear: classYearOfGrade(p.profile.grade, new Date(p.profile.updatedAt || time)),
        counselorUserId: p.counselorUserId ?? null, status: p.status ?? 'active',
      }, time);
    }),
    on(Subjects.collegesListChanged, 'reporting-lists', async ({ data: l, time }) => {
      if (!await live(l.studentId)) return;
      await model.replaceApplications(l.studentId, l.applications.map((a) => ({
        applicationId: a.applicationId, collegeId: a.collegeId, collegeName: a.collegeName, status: a.status, deadline: a.deadline,
      })), time);
    }),
    on(Subjects.counselingTaskChanged, 'reporting-tasks', async ({ data: t, time }) => {
      const ids = [];
      for (const id of t.studentIds) if (await live(id)) ids.push(id);
      await model.applyTask({ taskId: t.taskId, dueDate: t.dueDate.slice(0, 10), studentIds: ids, change: t.change }, time);
    }),
    on(Subjects.counselingMeetingChanged, 'reporting-meetings', async ({ data: m, time }) => {
      if (m.counselorName) await model.setName(m.counselorUserId, m.counselorName);
      if (!await live(m.studentId)) return;
      await model.setMeeting({ meetingId: m.meetingId, studentId: m.studentId, counselorUserId: m.counselorUserId, cancelled: m.change === 'cancelled' }, time);
    }),
    on(Subjects.lettersRequestChanged, 'reporting-letters', async ({ data: r, time }) => {
      if (!await live(r.studentId)) return;
      await model.setLetter({ requestId: r.requestId, studentId: r.studentId, state: r.state }, time);
    }),
    on(Subjects.planningPlanChanged, 'reporting-plans', async ({ data: p, time }) => {
      if (!await live(p.studentId)) return;
      await model.setPlan(p.studentId, p.track, time);
    }),
    on(Subjects.identitySessionStarted, 'reporting-sign-ins', async ({ id, data: s, time }) => {
      if (await model.isUserErased(s.userId)) return;
      await model.addSignIn(id, s.userId, s.role, weekOf(s.at), time);
    }),
    on(Subjects.identityUserCreated, 'reporting-people', async ({ data: u }) => {
      const name = nameOf(u.firstName, u.lastName);
      if (name && u.role !== 'student') await model.setName(u.userId, name);
    }),
    on(Subjects.rosterAccountImported, 'reporting-accounts', async ({ data: a }) => {
      if (a.role !== 'student') await model.setName(a.userId, nameOf(a.firstName, a.lastName));
    }),
    on(Subjects.rosterSchoolChanged, 'reporting-schools', async ({ data: s, time }) => { await model.setSchool(s.schoolId, s.name, time); }),
    // A deletion is the kit's (the record participant, records.service.ts): it erases and confirms.
  ];
}

import type { StudentHoldings } from '../ports/erasures-repository.js';

type Read<K extends keyof StudentHoldings> = (studentId: string) => Promise<StudentHoldings[K]>;

/** The reads a student's record is made of, in either store: each aggregate reads its own part. */
export interface HoldingsReads {
  students: { get: Read<'student'> };
  notes: { ofStudent: Read<'notes'>; revisionsOf: Read<'revisions'> };
  meetings: { ofStudent: Read<'meetings'> };
  tasks: { ofStudent: Read<'assignments'>; soleTasks: Read<'soleTasks'> };
}

/** Everything counseling holds on one student, part by part: an export reads it, an erasure counts it. */
export async function readHoldings({ students, notes, meetings, tasks }: HoldingsReads, studentId: string): Promise<StudentHoldings> {
  return {
    student: await students.get(studentId), notes: await notes.ofStudent(studentId), revisions: await notes.revisionsOf(studentId),
    meetings: await meetings.ofStudent(studentId), assignments: await tasks.ofStudent(studentId), soleTasks: await tasks.soleTasks(studentId),
  };
}

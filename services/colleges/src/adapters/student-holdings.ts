import type { StudentHoldings } from '../ports/erasures-repository.js';

type Read<K extends keyof StudentHoldings> = (studentId: string) => Promise<StudentHoldings[K]>;
type ReadMany<K extends keyof StudentHoldings> = (studentIds: readonly string[]) => Promise<StudentHoldings[K]>;

/** The reads a student's lists are made of, in either store: each aggregate reads its own part. */
export interface HoldingsReads {
  students: { get: Read<'student'> };
  applications: { ofStudent: Read<'applications'>; changesOf: Read<'changes'> };
  feeds: { ofStudent: Read<'feed'> };
  letters: { requestsOf: ReadMany<'letterRequests'>; schoolDocumentsOf: ReadMany<'schoolDocuments'> };
}

/** Everything the lists hold on one student, part by part: an export reads it, an erasure counts it. */
export async function readHoldings({ students, applications, feeds, letters }: HoldingsReads, studentId: string): Promise<StudentHoldings> {
  return {
    student: await students.get(studentId), applications: await applications.ofStudent(studentId), changes: await applications.changesOf(studentId),
    feed: await feeds.ofStudent(studentId), letterRequests: await letters.requestsOf([studentId]), schoolDocuments: await letters.schoolDocumentsOf([studentId]),
  };
}

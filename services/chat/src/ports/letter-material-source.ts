/** A recommendation request as the caller may see it (letters subgraph): null when it is not theirs to see. */
export interface DraftRequest {
  id: string;
  studentId: string;
  state: string;
  note: string;
  teacherUserId: string;
  student: { name: string; firstName: string | null; grade: string | null; schoolId: string };
  colleges: string[];
  /** Present only when the letters service shows it to the caller (to the teacher: only when shared). */
  bragSheet: { questionId: string; prompt: string; answer: string }[] | null;
}

export interface DraftMeeting { id: string; date: string; topics: string[]; note: string | null }

/**
 * What a letter draft reads from other subgraphs, on the caller's token (they authorize and log): the request and
 * its shared brag sheet (letters), a student's brag sheet for staff (letters), held meetings (counseling).
 */
export interface LetterMaterialSource {
  request(requestId: string, token: string | null): Promise<DraftRequest | null>;
  bragSheet(studentId: string, token: string | null): Promise<{ questionId: string; prompt: string; answer: string }[]>;
  meetings(studentId: string, token: string | null): Promise<DraftMeeting[]>;
}

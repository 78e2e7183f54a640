export const MEETING_KINDS = ['individual', 'group', 'family', 'virtual'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_STATES = ['scheduled', 'held', 'cancelled'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

/** A meeting a counselor logged (held) or scheduled ahead. The note is the counselor's, never the student's. */
export interface Meeting {
  id: string;
  studentId: string;
  counselorUserId: string;
  counselorName: string;
  /** ISO instant. */
  startsAt: string;
  lengthMinutes: number;
  kind: MeetingKind;
  topics: string[];
  note: string | null;
  state: MeetingState;
  createdAt: string;
  updatedAt: string;
}

export type MeetingView = Meeting & { studentName?: string | null };

/** What a student sees of their own scheduled meeting: never the counselor's note. */
export const forStudent = (m: Meeting): MeetingView => ({ ...m, note: null });

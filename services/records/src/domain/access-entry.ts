import type { RecordPart } from '@counsel/proto-events';

/** One staff read of one student's record: who, when, which parts and which service served it. Never the data. */
export interface AccessEntry {
  /** The read event's id, so a redelivered event is kept once. */
  id: string;
  at: string;
  studentId: string;
  actorId: string;
  actorRole: 'counselor' | 'admin' | 'guardian';
  actorName: string;
  parts: RecordPart[];
  detail: string | null;
  service: string;
}

/** What a student sees of their own log: names and roles, not ids or internal details. */
export function forStudent(e: AccessEntry): AccessEntry {
  return { ...e, id: e.id, actorId: '', detail: null, service: '' };
}

export const PART_LABELS: Record<RecordPart, string> = {
  profile: 'Profile',
  preferences: 'College preferences',
  documents: 'Documents',
  document_file: 'A document file',
  college_list: 'College list',
  chat: 'Assistant conversation about the student',
  meeting_brief: 'Pre-meeting brief',
  notes: 'Counselor notes',
  meetings: 'Meetings',
  tasks: 'Tasks',
  letters: 'Recommendation requests and letters',
  academic_plan: 'Academic plan',
};

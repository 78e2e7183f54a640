import type { RowReasonText } from './roster-file/row-reasons.js';

/**
 * What a roster file holds once parsed, whatever its format (Counsel CSV or OneRoster 1.1): the contract
 * between the file readers (domain/roster-file/) and the import planner and apply (domain/import-plan.ts,
 * application/). Every record keeps the file and line it came from, for the dry run's rejected rows.
 */
export type RosterRole = 'student' | 'counselor' | 'admin' | 'teacher';
export type Grade = '9' | '10' | '11' | '12';

export interface SourceLine {
  /** The file inside the upload the record came from ("roster.csv", "users.csv", "enrollments.csv"…). */
  file: string;
  /** 1-based line number in that file (the header is line 1). */
  line: number;
}

/** A school as the file names it. */
export interface RosterSchoolRecord extends SourceLine {
  /** The source's stable id (OneRoster org sourcedId; in the Counsel CSV, the school's NCES id or its name). */
  sourcedId: string;
  name: string;
  ncesId: string | null;
  city: string | null;
  state: string | null;
}

/** A student or staff member as the file names them. */
export interface RosterPersonRecord extends SourceLine {
  /** The source's stable id (OneRoster user sourcedId, or the Counsel CSV's local id): imports are keyed by it. */
  sourcedId: string;
  role: RosterRole;
  firstName: string;
  lastName: string;
  /** Lower-case. */
  email: string;
  /** Source ids of the person's schools (a student has exactly one). */
  schoolSourcedIds: string[];
  /** Students only. */
  grade: Grade | null;
  /** Students only: their counselor's email (lower-case), when the file names one. */
  counselorEmail: string | null;
  /** False when the source marks the person inactive or deleted (OneRoster status / enabledUser). */
  active: boolean;
}

export interface RosterRejection {
  file: string;
  line: number;
  reason: string;
  /** The same reason as a code and its values (roster-file/row-reasons.ts). */
  reasonText: RowReasonText;
  /**
   * The row's stable id when it had one: a person whose row is rejected is left as they are, never
   * deactivated as "absent from the file" (the planner reads this).
   */
  sourcedId?: string;
}

/**
 * A guardian as the file names them (OneRoster `parent`/`guardian` users; a Counsel CSV `guardian` row): an account
 * identity links to the students named (OneRoster: the students' agentSourcedIds, or the guardian's own; Counsel CSV:
 * the row's `students` local ids).
 */
export interface RosterGuardianRecord extends SourceLine {
  sourcedId: string;
  firstName: string;
  lastName: string;
  /** Lower-case. */
  email: string;
  studentSourcedIds: string[];
  active: boolean;
}

/** A whole file, parsed and checked row by row. */
export interface ParsedRoster {
  schools: RosterSchoolRecord[];
  people: RosterPersonRecord[];
  /** Absent from files parsed before guardians were read. */
  guardians?: RosterGuardianRecord[];
  rejected: RosterRejection[];
}

/** The purpose of the signed uploads school documents and profiles are sent through (the letters' own is LETTER_PURPOSE). */
export const SCHOOL_DOCUMENT_PURPOSE = 'school-document' as const;

/** The counselor's part of a senior's application: five documents per student, each with a state. */
export const SCHOOL_DOCUMENT_KINDS = ['counselor_letter', 'school_report', 'transcript', 'mid_year_report', 'final_report'] as const;
export type SchoolDocumentKind = (typeof SCHOOL_DOCUMENT_KINDS)[number];
export const SCHOOL_DOCUMENT_STATES = ['not_started', 'draft', 'ready'] as const;
export type SchoolDocumentState = (typeof SCHOOL_DOCUMENT_STATES)[number];

export const COURSE_RIGOR = ['most_demanding', 'very_demanding', 'demanding', 'average', 'below_average'] as const;
export type CourseRigor = (typeof COURSE_RIGOR)[number];
/** The counselor's ratings, in the categories and levels school report forms use. */
export const RATING_CATEGORIES = ['academic', 'extracurricular', 'personal', 'overall'] as const;
export const RATING_LEVELS = ['no_basis', 'below_average', 'average', 'good', 'very_good', 'excellent', 'outstanding'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export type RatingLevel = (typeof RATING_LEVELS)[number];

export interface SchoolReportForm {
  gpa: number | null;
  gpaScale: number | null;
  /** As the school reports it ("12 of 340"); null when the school does not rank. */
  rank: string | null;
  courseRigor: CourseRigor | null;
  ratings: { category: RatingCategory; level: RatingLevel }[];
}

/** What a kind holds: the counselor letter text or a PDF; the school report its form; the others a staff-uploaded PDF. */
export const CONTENT_OF: Record<SchoolDocumentKind, readonly ('text' | 'pdf' | 'form')[]> = {
  counselor_letter: ['text', 'pdf'], school_report: ['form'], transcript: ['pdf'], mid_year_report: ['pdf'], final_report: ['pdf'],
};

export interface SchoolDocument {
  studentId: string;
  kind: SchoolDocumentKind;
  state: SchoolDocumentState;
  text: string | null;
  form: SchoolReportForm | null;
  blobId: string | null;
  fileName: string | null;
  fileSize: number | null;
  /** The counselor letter was started from the assistant's draft ("Use this draft"); false for every other kind. */
  aiDraftUsed: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** One PDF per school and school year ("2026-2027"), uploaded by an admin. */
export interface SchoolProfile {
  schoolId: string;
  schoolYear: string;
  blobId: string;
  fileName: string;
  fileSize: number;
  uploadedAt: string;
  uploadedBy: string;
}

/** What the school report is pre-filled from: the student's profile as the students service last published it. */
export interface StudentAcademics {
  studentId: string;
  gpa: number | null;
  classRank: string | null;
}

export const SCHOOL_DOCUMENT_TITLES: Record<SchoolDocumentKind, string> = {
  counselor_letter: 'Counselor letter', school_report: 'School report', transcript: 'Transcript', mid_year_report: 'Mid-year report',
  final_report: 'Final report',
};

export const contentKindOf = (d: Pick<SchoolDocument, 'text' | 'form' | 'blobId'>): 'text' | 'pdf' | 'form' | null =>
  (d.blobId ? 'pdf' : d.text !== null ? 'text' : d.form ? 'form' : null);

export const emptyDocument = (studentId: string, kind: SchoolDocumentKind): SchoolDocument => ({
  studentId, kind, state: 'not_started', text: null, form: null, blobId: null, fileName: null, fileSize: null, aiDraftUsed: false,
  updatedAt: '', updatedBy: '',
});

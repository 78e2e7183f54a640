/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ActivityInput = {
  hoursPerWeek?: number | null | undefined;
  name: string;
  role?: string | null | undefined;
  years?: number | null | undefined;
};

export type AddApplicationInput = {
  collegeId: string;
  plan?: ApplicationPlan | null | undefined;
  status?: ApplicationStatus | null | undefined;
};

export type ApplicationMaterialsInput = {
  applicationForm?: boolean | null | undefined;
  essays?: boolean | null | undefined;
  fee?: FeeState | null | undefined;
  /** The full list when given: recommenders outside Counsel only (a teacher asked through Counsel is refused). */
  recommendations?: Array<RecommendationInput> | null | undefined;
  testScores?: TestScoresState | null | undefined;
  transcript?: TranscriptState | null | undefined;
};

/** An admission plan. ED and ED2 are binding. */
export type ApplicationPlan =
  | 'EA'
  | 'ED'
  | 'ED2'
  | 'PRIORITY'
  | 'RD'
  | 'REA'
  | 'ROLLING';

export type ApplicationScope =
  | 'ALL'
  | 'CASELOAD'
  | 'SCHOOL';

/** Where an application stands. */
export type ApplicationStatus =
  | 'admitted'
  | 'declined'
  | 'deferred'
  | 'denied'
  | 'enrolled'
  | 'in_progress'
  | 'planning'
  | 'researching'
  | 'submitted'
  | 'waitlisted';

export type BragSheetAnswerInput = {
  answer: string;
  questionId: string;
};

/** Issue 19: where a line of the pre-meeting brief comes from. */
export type BriefSourceType =
  | 'college_list'
  | 'college_preferences'
  /** Issue 21: a counselor note (staff only). */
  | 'counselor_note'
  | 'documents'
  | 'student_profile'
  /** Issue 21: one of the student's open tasks. */
  | 'task';

export type CaseloadRuleInput = {
  counselorId: string;
  gradeFrom: number;
  gradeTo: number;
  surnameFrom: string;
  surnameTo: string;
};

/** Every field optional; from and to are days (YYYY-MM-DD, UTC), both included. */
export type ChatAnswerFilter = {
  /** The answerer that answered: offline, gemini or openai. */
  answeredBy?: string | null | undefined;
  flagged?: boolean | null | undefined;
  from?: string | null | undefined;
  rating?: ChatRatingFilter | null | undefined;
  to?: string | null | undefined;
};

/** Issue 19: how the AI answers page filters by rating. */
export type ChatRatingFilter =
  | 'HELPFUL'
  | 'NOT_HELPFUL'
  | 'UNRATED';

export type ChatSourceType =
  /** The student's college list (colleges service): applications, deadlines, missing materials, fit. */
  | 'college_list'
  | 'content'
  /** A counselor's note on the student (counseling service; staff only, never shown to a student). */
  | 'counselor_note'
  | 'knowledge_base'
  | 'student_profile'
  /** One of the student's open tasks (counseling service). */
  | 'task';

/** Public or private control, as the College Scorecard reports it. */
export type CollegeControl =
  | 'FOR_PROFIT'
  | 'NONPROFIT'
  | 'PUBLIC';

/** PRIVATE is nonprofit and for-profit together. */
export type CollegeControlFilter =
  | 'FOR_PROFIT'
  | 'NONPROFIT'
  | 'PRIVATE'
  | 'PUBLIC';

export type CollegeDeadlineInput = {
  /** YYYY-MM-DD. */
  date: string;
  plan: ApplicationPlan;
};

export type CollegePreferencesInput = {
  academicsExtracurricularsPreferences?: Array<string> | null | undefined;
  collegeSearchStarted?: string | null | undefined;
  /** Statement texts (or their id codes, which are stored as the text). */
  collegeSizePreferences?: Array<string> | null | undefined;
  concerns?: string | null | undefined;
  locationPreferences?: Array<string> | null | undefined;
  overallFeeling?: string | null | undefined;
  /** Optional; when given it must be the student in the mutation's studentId. */
  studentId?: string | null | undefined;
};

export type CollegeSearchInput = {
  control?: CollegeControlFilter | null | undefined;
  maxAdmissionRate?: number | null | undefined;
  maxNetPrice?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** Name (prefix and typo-tolerant), city or state. */
  q?: string | null | undefined;
  /** Undergraduate enrolment: SMALL (< 5,000), MEDIUM (5,000-15,000), LARGE (> 15,000). */
  size?: CollegeSize | null | undefined;
  state?: string | null | undefined;
  testPolicy?: TestPolicy | null | undefined;
};

export type CollegeSize =
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

export type ContentItemInput = {
  body?: string | null | undefined;
  description?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
  type: ContentType;
  url?: string | null | undefined;
  visibleToStudents?: boolean | null | undefined;
};

export type ContentItemPatch = {
  body?: string | null | undefined;
  description?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
  visibleToStudents?: boolean | null | undefined;
};

export type ContentType =
  | 'document'
  | 'link'
  | 'note';

export type CourseInput = {
  courseName: string;
  grade?: string | null | undefined;
  level: CourseLevel;
};

export type CourseLevel =
  | 'AP'
  | 'Honors'
  | 'Regular';

export type CreateTaskInput = {
  /** Ties the task to one application: it goes to that application's student. */
  applicationId?: string | null | undefined;
  assignees: TaskAssigneesInput;
  /** YYYY-MM-DD. */
  dueDate: string;
  title: string;
};

export type DeadlineBoardInput = {
  /** Applications due within this many days from today (1-366; default 30). */
  dueWithinDays?: number | null | undefined;
  plan?: ApplicationPlan | null | undefined;
  schoolId?: string | null | undefined;
  scope?: ApplicationScope | null | undefined;
  status?: ApplicationStatus | null | undefined;
};

/** Where an application's deadline comes from. */
export type DeadlineSource =
  | 'CURATED'
  | 'STUDENT'
  | 'UNKNOWN';

export type FeeState =
  | 'paid'
  | 'unpaid'
  | 'waived';

/** Reach, match or likely: an estimate from the student's scores and the college's figures, never a promise. */
export type FitLevel =
  | 'LIKELY'
  | 'MATCH'
  | 'REACH'
  | 'UNKNOWN';

export type ImportStatus =
  | 'APPLIED'
  | 'APPLYING'
  | 'FAILED'
  | 'PREVIEWED';

export type KnowledgeFileStatus =
  | 'Failed'
  | 'Indexed'
  | 'Pending';

/** Where a draft's sentence comes from: one item of the student's record that was given to the assistant. */
export type LetterDraftSourceType =
  | 'activity'
  | 'brag_sheet'
  | 'college_list'
  /** A counselor's note (counselor letter only; to an external model only under the admin's switch). */
  | 'counselor_note'
  | 'course'
  | 'meeting'
  /** The student's note to the teacher (teacher letter only). */
  | 'request_note'
  | 'student_profile';

export type MeetingInput = {
  kind: MeetingKind;
  /** 1 to 480. */
  lengthMinutes: number;
  note?: string | null | undefined;
  /** ISO 8601 date and time. */
  startsAt: string;
  /** Default scheduled. */
  state?: MeetingState | null | undefined;
  /** At most 10, each at most 100 characters. */
  topics?: Array<string> | null | undefined;
};

export type MeetingKind =
  | 'family'
  | 'group'
  | 'individual'
  | 'virtual';

/** Absent or null fields stay as they are; an empty note clears it. */
export type MeetingPatch = {
  kind?: MeetingKind | null | undefined;
  lengthMinutes?: number | null | undefined;
  note?: string | null | undefined;
  startsAt?: string | null | undefined;
  state?: MeetingState | null | undefined;
  topics?: Array<string> | null | undefined;
};

export type MeetingState =
  | 'cancelled'
  | 'held'
  | 'scheduled';

export type NoteInput = {
  /** Rich text; sanitized on the server, at most 20,000 characters after sanitizing. */
  body: string;
  pinned?: boolean | null | undefined;
  tags?: Array<NoteTag> | null | undefined;
};

/** Absent or null fields stay as they are. */
export type NotePatch = {
  body?: string | null | undefined;
  pinned?: boolean | null | undefined;
  tags?: Array<NoteTag> | null | undefined;
};

/** What a counselor note is about. */
export type NoteTag =
  | 'academic'
  | 'college'
  | 'family_contact'
  | 'personal';

/** How a person wants one kind: in the app only, an email at once, in the daily digest, or not at all. */
export type NotificationDelivery =
  | 'DIGEST'
  | 'EMAIL_NOW'
  | 'IN_APP'
  | 'OFF';

/** What a notification is about; each kind is one rule (docs/notifications.md). */
export type NotificationKind =
  | 'DEADLINE_REMINDER'
  | 'DELETION_COMPLETED'
  | 'EXPORT_READY'
  | 'LETTER_ACCEPTED'
  | 'LETTER_DECLINED'
  | 'LETTER_REQUESTED'
  | 'LETTER_SUBMITTED'
  | 'MEETING_CANCELLED'
  | 'MEETING_MOVED'
  | 'MEETING_SCHEDULED'
  | 'PLAN_APPROVED'
  | 'PLAN_RETURNED'
  | 'ROSTER_IMPORT_APPLIED'
  | 'TASK_ASSIGNED'
  | 'TASK_DUE';

export type NotificationPreferenceInput = {
  delivery: NotificationDelivery;
  kind: NotificationKind;
};

export type RecommendationInput = {
  name: string;
  state: RecommendationState;
};

/** The letter: its text, or a PDF uploaded through createLetterUploadUrl (one of them). */
export type RecommendationLetterInput = {
  /** Whether the teacher started from the assistant's draft. */
  aiDraftUsed?: boolean | null | undefined;
  /** The PDF's name on the teacher's computer; cleaned before it is stored. */
  fileName?: string | null | undefined;
  /** The letter, at most 20,000 characters. */
  text?: string | null | undefined;
  /** The upload id carried by the signed upload URL (a PDF, checked by content). */
  uploadId?: string | null | undefined;
};

/** What a change does: the teacher asked accepts or declines; the student who asked cancels (before the letter is submitted). */
export type RecommendationRequestAction =
  | 'accept'
  | 'cancel'
  | 'decline';

export type RecommendationRequestChange = {
  action: RecommendationRequestAction;
  /** Required to decline; the student sees it. At most 1,000 characters. */
  reason?: string | null | undefined;
};

export type RecommendationRequestFilter = {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** Staff: requested or accepted, asked more than this many days ago. */
  pendingForMoreThanDays?: number | null | undefined;
  state?: RecommendationRequestState | null | undefined;
  /** Staff: requests to this teacher. */
  teacherUserId?: string | null | undefined;
};

export type RecommendationRequestInput = {
  /** Applications from the student's list; empty or absent means all of them. */
  applicationIds?: Array<string> | null | undefined;
  /** A note to the teacher, at most 2,000 characters. */
  note?: string | null | undefined;
  /** The teacher to ask: one of recommendationTeachers for the student. */
  teacherUserId: string;
  /** True to waive the right to read the letter (FERPA), false to keep it. Required. */
  waived: boolean;
};

/** Whose list: a student's own requests (mine), a teacher's queue (queue), the staff's requests of their students (caseload). */
export type RecommendationRequestScope =
  | 'caseload'
  | 'mine'
  | 'queue';

/** A recommendation request's state (owned by the letters service; colleges shows requested, accepted and submitted ones). */
export type RecommendationRequestState =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'requested'
  | 'submitted';

export type RecommendationState =
  | 'requested'
  | 'submitted';

export type RecordExportState =
  /** Ready once; the archive was removed after its download period. */
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'READY'
  | 'RUNNING';

export type RegisterKnowledgeFileInput = {
  /** The name the file had on the user's computer; it is cleaned before it is stored. */
  fileName: string;
  /** The upload id carried by the signed upload URL. */
  uploadId: string;
  /** The signed upload URL the file was sent to (kept for the record). */
  uploadURL?: string | null | undefined;
};

export type RegisterStudentDocumentInput = {
  /** The name the file had on the student's computer; it is cleaned before it is stored. */
  fileName: string;
  /** The upload id carried by the signed upload URL. */
  uploadId: string;
};

export type Role =
  | 'admin'
  | 'counselor'
  | 'student'
  | 'teacher';

export type RosterFormat =
  /** The documented Counsel CSV (docs/roster-import.md). */
  | 'COUNSEL_CSV'
  /** A OneRoster 1.1 CSV zip (orgs.csv, users.csv, enrollments.csv). */
  | 'ONEROSTER_ZIP';

/** A state and at most one content of the kind's: text (counselor letter, at most 20,000 characters), a PDF sent through a signed upload (counselor letter, transcript, mid-year and final reports; the documents' size limit, the type checked by content), or the form (school report). Without content the saved content stays (not_started clears it). */
export type SchoolDocumentInput = {
  /**
   * Counselor letter only, with a new text or PDF: it was started from the assistant's draft (default false). A new
   * content replaces it; a state-only save keeps it.
   */
  aiDraftUsed?: boolean | null | undefined;
  /** The PDF's name on the sender's computer; cleaned before it is stored. */
  fileName?: string | null | undefined;
  form?: SchoolReportFormInput | null | undefined;
  state: SchoolDocumentState;
  text?: string | null | undefined;
  /** The upload id carried by the signed upload URL (createSchoolDocumentUploadUrl), used up by this save. */
  uploadId?: string | null | undefined;
};

/** A school document of a senior's packet (owned by the letters service). */
export type SchoolDocumentKind =
  | 'counselor_letter'
  | 'final_report'
  | 'mid_year_report'
  | 'school_report'
  | 'transcript';

/** Where a school document stands. */
export type SchoolDocumentState =
  | 'draft'
  | 'not_started'
  | 'ready';

export type SchoolInput = {
  city?: string | null | undefined;
  name: string;
  ncesId?: string | null | undefined;
  state?: string | null | undefined;
};

export type SchoolPatch = {
  archived?: boolean | null | undefined;
  city?: string | null | undefined;
  name?: string | null | undefined;
  ncesId?: string | null | undefined;
  state?: string | null | undefined;
};

export type SchoolProfileInput = {
  fileName?: string | null | undefined;
  /** The school year, such as 2026-2027. */
  schoolYear: string;
  /** The upload id carried by the signed upload URL (createSchoolDocumentUploadUrl), used up by this save. */
  uploadId: string;
};

export type SchoolReportFormInput = {
  courseRigor?: string | null | undefined;
  gpa?: number | null | undefined;
  gpaScale?: number | null | undefined;
  rank?: string | null | undefined;
  ratings?: Array<SchoolReportRatingInput> | null | undefined;
};

export type SchoolReportRatingInput = {
  category: string;
  level: string;
};

export type SetCollegeDeadlinesInput = {
  cycle: number;
  /** The full set for the cycle: plans left out are removed. */
  deadlines: Array<CollegeDeadlineInput>;
};

export type StaffAccountInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: Role | null | undefined;
};

export type StudentDeletionState =
  | 'COMPLETE'
  | 'IN_PROGRESS';

/**
 * Profile fields. Empty optional values are stored as null. gpa 0 to 4.0 in steps of 0.01; satScore 400 to 1600;
 * actScore 1 to 36; grade 9, 10, 11 or 12; targetColleges 0 or more (default 0). userId must be the caller's.
 */
export type StudentProfileInput = {
  actScore?: number | null | undefined;
  activitiesOutsideSchool?: string | null | undefined;
  apIbHonors?: string | null | undefined;
  classRank?: string | null | undefined;
  clubs?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  gpa?: number | null | undefined;
  grade?: string | null | undefined;
  highSchoolLocation?: string | null | undefined;
  highSchoolName?: string | null | undefined;
  internshipsVolunteer?: string | null | undefined;
  leadership?: string | null | undefined;
  satScore?: number | null | undefined;
  siblings?: string | null | undefined;
  targetColleges?: number | null | undefined;
  userId?: string | null | undefined;
};

/** Which students a staff list shows. */
export type StudentScope =
  /** Every student the caller may see: the district for admins, their schools for counselors. */
  | 'ALL'
  /** The caller's caseload (counselors); for admins, the same as ALL. */
  | 'CASELOAD'
  /** Every student of the caller's schools (or of schoolId, one of them). */
  | 'SCHOOL';

export type StudentSort =
  | 'COLLEGES_ASC'
  | 'COLLEGES_DESC'
  | 'GPA_ASC'
  | 'GPA_DESC'
  | 'GRADE_ASC'
  | 'GRADE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'UPDATED_DESC';

export type TaskAssigneesInput = {
  grade?: string | null | undefined;
  /** A group: the school's active students (of one grade when given), as they are when the task is created. */
  schoolId?: string | null | undefined;
  studentIds?: Array<string> | null | undefined;
};

export type TaskPatch = {
  /** YYYY-MM-DD. */
  dueDate?: string | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

export type TaskScope =
  /** Tasks of any staff member with assignees the caller may see. */
  | 'ALL'
  /** Tasks the caller created. */
  | 'MINE';

/** A college's test policy for admission, as reported (NOT_RECOMMENDED covers test-blind and most test-optional colleges). */
export type TestPolicy =
  | 'CONSIDERED'
  | 'NOT_RECOMMENDED'
  | 'RECOMMENDED'
  | 'REQUIRED';

export type TestScoresState =
  | 'not_required'
  | 'not_sent'
  | 'sent';

export type TranscriptState =
  | 'not_requested'
  | 'requested'
  | 'sent';

export type UpdateApplicationInput = {
  /** This student's own deadline (YYYY-MM-DD); null clears it back to the curated one. */
  deadline?: string | null | undefined;
  materials?: ApplicationMaterialsInput | null | undefined;
  plan?: ApplicationPlan | null | undefined;
  status?: ApplicationStatus | null | undefined;
};

export type AuditEntryFieldsFragment = { id: string, at: string, actorId: string | null, actorEmail: string | null, action: string, targetId: string | null, targetLabel: string | null, outcome: string, detail: string | null };

export type CollegeHeadFieldsFragment = { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null };

export type CollegeCostAndOutcomesFieldsFragment = { costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null };

export type CuratedDeadlineFieldsFragment = { collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string };

export type ApplicationProgressFieldsFragment = { plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, lettersMissing: number, missing: Array<string>, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> };

export type StudentDocumentFieldsFragment = { id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string };

export type ContentItemFieldsFragment = { id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number };

export type SchoolSummaryFieldsFragment = { id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number };

export type StudentIdentityFieldsFragment = { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null };

export type StudentAnswersFieldsFragment = { dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number };

export type CollegePreferencesFieldsFragment = { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string };

export type AdminDashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardStatsQuery = { identityStats: { activeCounselors: number, totalCounselors: number, totalStudents: number }, studentStats: { totalStudents: number }, knowledgeStats: { contentItems: number, files: number }, chatUsage: { queriesThisMonth: number, totalQueries: number } };

export type AdminUsersQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminUsersQuery = { users: { total: number, items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null }> } };

export type StaffAuditLogQueryVariables = Exact<{
  action?: string | null | undefined;
  actorId?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type StaffAuditLogQuery = { auditLog: { total: number, items: Array<{ id: string, at: string, actorId: string | null, actorEmail: string | null, action: string, targetId: string | null, targetLabel: string | null, outcome: string, detail: string | null }> } };

export type AuditActorsQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type AuditActorsQuery = { admins: { items: Array<{ id: string, email: string, displayName: string }> }, counselors: { items: Array<{ id: string, email: string, displayName: string }> } };

export type CreateStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type CreateStaffAccountMutation = { createStaffAccount: { id: string } };

export type ResetUserPasswordMutationVariables = Exact<{
  userId: string;
  password: string;
}>;


export type ResetUserPasswordMutation = { resetPassword: boolean };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null, displayName: string } | null };

export type AiAnswersQueryVariables = Exact<{
  filter?: ChatAnswerFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AiAnswersQuery = { chatAnswers: { total: number, page: number, pageSize: number, items: Array<{ id: string, at: string, askerRole: string, studentId: string | null, question: string | null, answer: string | null, answeredBy: string, outcome: string, asker: { id: string, displayName: string }, student: { id: string, displayName: string } | null, sources: Array<{ type: ChatSourceType, title: string | null, sourceId: string | null }>, rating: { helpful: boolean, reason: string | null, at: string } | null, flag: { at: string, flaggedBy: { id: string, displayName: string } } | null }> } };

export type SetChatTurnFlagMutationVariables = Exact<{
  turnId: string;
  flagged: boolean;
}>;


export type SetChatTurnFlagMutation = { setChatTurnFlag: { id: string, flag: { at: string, flaggedBy: { id: string, displayName: string } } | null } };

export type RateChatTurnMutationVariables = Exact<{
  turnId: string;
  helpful: boolean;
  reason?: string | null | undefined;
}>;


export type RateChatTurnMutation = { rateChatTurn: { helpful: boolean, reason: string | null, at: string } };

export type ChatbotStudentsQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ChatbotStudentsQuery = { students: { total: number, items: Array<{ id: string, userId: string, firstName: string | null, lastName: string | null }> } };

export type AssistantInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantInfoQuery = { assistantInfo: { provider: string, model: string | null } };

export type StaffApplicationRowFieldsFragment = { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, lettersMissing: number, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, flags: Array<{ code: string, message: string }> };

export type StaffApplicationFieldsFragment = { updatedAt: string, id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, lettersMissing: number, fit: { level: FitLevel, reason: string }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, flags: Array<{ code: string, message: string }> };

export type StaffStudentApplicationsQueryVariables = Exact<{
  studentId: string;
}>;


export type StaffStudentApplicationsQuery = { studentApplications: Array<{ updatedAt: string, id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, lettersMissing: number, fit: { level: FitLevel, reason: string }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, flags: Array<{ code: string, message: string }> }> };

export type StaffUpdateApplicationMutationVariables = Exact<{
  id: string;
  input: UpdateApplicationInput;
}>;


export type StaffUpdateApplicationMutation = { updateApplication: { updatedAt: string, id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, lettersMissing: number, fit: { level: FitLevel, reason: string }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, flags: Array<{ code: string, message: string }> } };

export type CollegeRowFieldsFragment = { netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null, unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null };

export type CollegeSearchQueryVariables = Exact<{
  input?: CollegeSearchInput | null | undefined;
}>;


export type CollegeSearchQuery = { colleges: { total: number, items: Array<{ netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null, unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null }> } };

export type CollegeDetailQueryVariables = Exact<{
  unitid: string;
  cycle?: number | null | undefined;
}>;


export type CollegeDetailQuery = { college: { zip: string | null, url: string | null, predominantDegree: string | null, highestDegree: string | null, sat25: number | null, sat75: number | null, satReading25: number | null, satReading75: number | null, satMath25: number | null, satMath75: number | null, act25: number | null, act75: number | null, netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null, costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null, unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, deadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> } | null };

export type StaffCollegeDeadlinesQueryVariables = Exact<{
  unitid: string;
  cycle?: number | null | undefined;
}>;


export type StaffCollegeDeadlinesQuery = { collegeDeadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> };

export type StaffSetCollegeDeadlinesMutationVariables = Exact<{
  unitid: string;
  input: SetCollegeDeadlinesInput;
}>;


export type StaffSetCollegeDeadlinesMutation = { setCollegeDeadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> };

export type StaffDeadlineBoardQueryVariables = Exact<{
  input?: DeadlineBoardInput | null | undefined;
}>;


export type StaffDeadlineBoardQuery = { deadlineBoard: Array<{ studentName: string, studentUserId: string, schoolId: string, grade: string | null, packet: Array<{ kind: SchoolDocumentKind, state: SchoolDocumentState }>, application: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, lettersMissing: number, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, flags: Array<{ code: string, message: string }> } }> };

export type ApplicationFieldsFragment = { id: string, studentId: string, collegeId: string, collegeName: string, createdAt: string, updatedAt: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, lettersMissing: number, missing: Array<string>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { myStudent: { id: string, grade: string | null, applications: Array<{ id: string, studentId: string, collegeId: string, collegeName: string, createdAt: string, updatedAt: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, lettersMissing: number, missing: Array<string>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> }> } | null };

export type AddApplicationMutationVariables = Exact<{
  studentId: string;
  input: AddApplicationInput;
}>;


export type AddApplicationMutation = { addApplication: { id: string, studentId: string, collegeId: string, collegeName: string, createdAt: string, updatedAt: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, lettersMissing: number, missing: Array<string>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } };

export type UpdateApplicationMutationVariables = Exact<{
  id: string;
  input: UpdateApplicationInput;
}>;


export type UpdateApplicationMutation = { updateApplication: { id: string, studentId: string, collegeId: string, collegeName: string, createdAt: string, updatedAt: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, lettersMissing: number, missing: Array<string>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, letters: Array<{ requestId: string, teacherName: string, state: RecommendationRequestState }>, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } };

export type DeleteApplicationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteApplicationMutation = { deleteApplication: { id: string } };

export type MyApplicationsCsvQueryVariables = Exact<{
  studentId: string;
}>;


export type MyApplicationsCsvQuery = { applicationsCsv: string };

export type GetCalendarFeedMutationVariables = Exact<{
  studentId: string;
}>;


export type GetCalendarFeedMutation = { calendarFeed: { path: string, createdAt: string } };

export type RevokeCalendarFeedMutationVariables = Exact<{
  studentId: string;
}>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type CounselorNoteFieldsFragment = { id: string, studentId: string, studentName: string | null, body: string, pinned: boolean, tags: Array<NoteTag>, authorName: string, createdAt: string, updatedAt: string, updatedByName: string };

export type MeetingFieldsFragment = { id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState };

export type TaskAssignmentFieldsFragment = { taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean };

export type TaskFieldsFragment = { id: string, title: string, dueDate: string, applicationId: string | null, groupSchoolId: string | null, groupGrade: string | null, createdBy: string, createdByName: string, createdAt: string, doneCount: number, total: number, overdueCount: number, assignments: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> };

export type StudentNotesQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentNotesQuery = { studentNotes: Array<{ id: string, studentId: string, studentName: string | null, body: string, pinned: boolean, tags: Array<NoteTag>, authorName: string, createdAt: string, updatedAt: string, updatedByName: string }> };

export type NoteHistoryQueryVariables = Exact<{
  studentId: string;
}>;


export type NoteHistoryQuery = { studentNotes: Array<{ id: string, history: Array<{ id: string, previousBody: string, previousPinned: boolean, previousTags: Array<NoteTag>, editedAt: string, editedByName: string }> }> };

export type CreateNoteMutationVariables = Exact<{
  studentId: string;
  input: NoteInput;
}>;


export type CreateNoteMutation = { createNote: { id: string, studentId: string, studentName: string | null, body: string, pinned: boolean, tags: Array<NoteTag>, authorName: string, createdAt: string, updatedAt: string, updatedByName: string } };

export type UpdateNoteMutationVariables = Exact<{
  id: string;
  input: NotePatch;
}>;


export type UpdateNoteMutation = { updateNote: { id: string, studentId: string, studentName: string | null, body: string, pinned: boolean, tags: Array<NoteTag>, authorName: string, createdAt: string, updatedAt: string, updatedByName: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string;
}>;


export type DeleteNoteMutation = { deleteNote: boolean };

export type StudentMeetingsQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentMeetingsQuery = { studentMeetings: Array<{ id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState }> };

export type CreateMeetingMutationVariables = Exact<{
  studentId: string;
  input: MeetingInput;
}>;


export type CreateMeetingMutation = { createMeeting: { id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState } };

export type UpdateMeetingMutationVariables = Exact<{
  id: string;
  input: MeetingPatch;
}>;


export type UpdateMeetingMutation = { updateMeeting: { id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState } };

export type DeleteMeetingMutationVariables = Exact<{
  id: string;
}>;


export type DeleteMeetingMutation = { deleteMeeting: boolean };

export type MyUpcomingMeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUpcomingMeetingsQuery = { myUpcomingMeetings: Array<{ id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState }> };

export type TodaysMeetingsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type TodaysMeetingsQuery = { todaysMeetings: Array<{ id: string, studentId: string, studentName: string | null, counselorName: string, startsAt: string, lengthMinutes: number, kind: MeetingKind, topics: Array<string>, note: string | null, state: MeetingState }> };

export type RecentNotesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentNotesQuery = { recentNotes: Array<{ id: string, studentId: string, studentName: string | null, body: string, pinned: boolean, tags: Array<NoteTag>, authorName: string, createdAt: string, updatedAt: string, updatedByName: string }> };

export type OverdueTasksQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type OverdueTasksQuery = { overdueTasks: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> };

export type StudentTasksQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentTasksQuery = { studentTasks: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> };

export type ApplicationTasksQueryVariables = Exact<{
  applicationId: string;
}>;


export type ApplicationTasksQuery = { applicationTasks: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> };

export type CounselingTasksQueryVariables = Exact<{
  scope?: TaskScope | null | undefined;
  limit?: number | null | undefined;
}>;


export type CounselingTasksQuery = { tasks: Array<{ id: string, title: string, dueDate: string, applicationId: string | null, groupSchoolId: string | null, groupGrade: string | null, createdBy: string, createdByName: string, createdAt: string, doneCount: number, total: number, overdueCount: number, assignments: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> }> };

export type TaskFormSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskFormSchoolsQuery = { schools: Array<{ id: string, name: string }> };

export type TaskStudentSearchQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type TaskStudentSearchQuery = { students: { items: Array<{ id: string, displayName: string, grade: string | null }> } };

export type TaskStudentApplicationsQueryVariables = Exact<{
  studentId: string;
}>;


export type TaskStudentApplicationsQuery = { student: { id: string, applications: Array<{ id: string, collegeName: string }> } | null };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { id: string, title: string, dueDate: string, applicationId: string | null, groupSchoolId: string | null, groupGrade: string | null, createdBy: string, createdByName: string, createdAt: string, doneCount: number, total: number, overdueCount: number, assignments: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> } };

export type UpdateTaskMutationVariables = Exact<{
  id: string;
  input: TaskPatch;
}>;


export type UpdateTaskMutation = { updateTask: { id: string, title: string, dueDate: string, applicationId: string | null, groupSchoolId: string | null, groupGrade: string | null, createdBy: string, createdByName: string, createdAt: string, doneCount: number, total: number, overdueCount: number, assignments: Array<{ taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean }> } };

export type DeleteTaskMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTaskMutation = { deleteTask: boolean };

export type SetTaskCompletionMutationVariables = Exact<{
  taskId: string;
  studentId: string;
  done: boolean;
}>;


export type SetTaskCompletionMutation = { setTaskCompletion: { taskId: string, studentId: string, studentName: string | null, title: string, dueDate: string, applicationId: string | null, done: boolean, doneAt: string | null, overdue: boolean } };

export type CounselorDashboardStatsQueryVariables = Exact<{
  scope?: StudentScope | null | undefined;
  schoolId?: string | null | undefined;
}>;


export type CounselorDashboardStatsQuery = { studentStats: { totalStudents: number, activeApplications: number } };

export type CounselorStudentProfileQueryVariables = Exact<{
  id: string;
}>;


export type CounselorStudentProfileQuery = { student: { displayName: string, targetCollegesFromList: boolean, updatedAt: string, id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, user: { id: string, email: string, firstName: string | null, lastName: string | null } | null, collegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } | null, academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> } | null };

export type CounselorContentCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CounselorContentCountQuery = { contentItems: Array<{ id: string }> };

export type MeetingBriefQueryVariables = Exact<{
  studentId: string;
}>;


export type MeetingBriefQuery = { meetingBrief: { studentId: string, studentName: string, today: string, answeredBy: string, model: string | null, sections: Array<{ key: string, title: string, lines: Array<{ text: string, sources: Array<{ type: BriefSourceType, recordId: string | null }> }> }> } };

export type CounselorLetterQueryVariables = Exact<{
  studentId: string;
}>;


export type CounselorLetterQuery = { schoolDocuments: Array<{ kind: SchoolDocumentKind, state: SchoolDocumentState, contentKind: string | null, text: string | null, fileName: string | null, aiDraftUsed: boolean }> };

export type SaveCounselorLetterMutationVariables = Exact<{
  studentId: string;
  input: SchoolDocumentInput;
}>;


export type SaveCounselorLetterMutation = { saveSchoolDocument: { studentId: string, kind: SchoolDocumentKind, state: SchoolDocumentState, updatedAt: string | null, contentKind: string | null, text: string | null, fileName: string | null, aiDraftUsed: boolean } };

export type CounselorSchoolDocumentsQueryVariables = Exact<{
  studentId: string;
}>;


export type CounselorSchoolDocumentsQuery = { schoolDocuments: Array<{ kind: SchoolDocumentKind, state: SchoolDocumentState, updatedAt: string | null, contentKind: string | null, studentId: string, fileName: string | null, fileSize: number | null, formPrefilled: boolean, aiDraftUsed: boolean, form: { gpa: number | null, gpaScale: number | null, rank: string | null, courseRigor: string | null, ratings: Array<{ category: string, level: string }> } | null }>, studentApplications: Array<{ id: string, collegeId: string, collegeName: string }> };

export type SchoolDocumentFieldsFragment = { studentId: string, kind: SchoolDocumentKind, state: SchoolDocumentState, updatedAt: string | null, contentKind: string | null, fileName: string | null, fileSize: number | null, formPrefilled: boolean, aiDraftUsed: boolean, form: { gpa: number | null, gpaScale: number | null, rank: string | null, courseRigor: string | null, ratings: Array<{ category: string, level: string }> } | null };

export type SaveSchoolDocumentMutationVariables = Exact<{
  studentId: string;
  kind: string;
  input: SchoolDocumentInput;
}>;


export type SaveSchoolDocumentMutation = { saveSchoolDocument: { studentId: string, kind: SchoolDocumentKind, state: SchoolDocumentState, updatedAt: string | null, contentKind: string | null, fileName: string | null, fileSize: number | null, formPrefilled: boolean, aiDraftUsed: boolean, form: { gpa: number | null, gpaScale: number | null, rank: string | null, courseRigor: string | null, ratings: Array<{ category: string, level: string }> } | null } };

export type RegisterStudentDocumentMutationVariables = Exact<{
  studentId: string;
  input: RegisterStudentDocumentInput;
}>;


export type RegisterStudentDocumentMutation = { registerStudentDocument: { id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string } };

export type DeleteStudentDocumentMutationVariables = Exact<{
  id: string;
}>;


export type DeleteStudentDocumentMutation = { deleteStudentDocument: { id: string } };

export type StudentDocumentsQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentDocumentsQuery = { studentDocuments: Array<{ id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string }> };

export type MyDocumentsOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDocumentsOwnerQuery = { myStudent: { id: string } | null };

export type CreateContentItemMutationVariables = Exact<{
  input: ContentItemInput;
}>;


export type CreateContentItemMutation = { createContentItem: { id: string } };

export type UpdateContentItemMutationVariables = Exact<{
  id: string;
  patch: ContentItemPatch;
}>;


export type UpdateContentItemMutation = { updateContentItem: { id: string } };

export type DeleteContentItemMutationVariables = Exact<{
  id: string;
}>;


export type DeleteContentItemMutation = { deleteContentItem: { id: string } };

export type ReindexContentMutationVariables = Exact<{ [key: string]: never; }>;


export type ReindexContentMutation = { reindexContent: { queued: number } };

export type ContentItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentItemsQuery = { contentItems: Array<{ id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number, file: { id: string, filePath: string, status: KnowledgeFileStatus } | null }> };

export type StudentResourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentResourcesQuery = { studentResources: Array<{ id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, body: string | null, url: string | null, createdAt: string }> };

export type KnowledgeFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type KnowledgeFilesQuery = { knowledgeFiles: Array<{ id: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string, isIndexed: boolean, status: KnowledgeFileStatus, statusReason: string | null, chunkCount: number }> };

export type RegisterKnowledgeFileMutationVariables = Exact<{
  input: RegisterKnowledgeFileInput;
}>;


export type RegisterKnowledgeFileMutation = { registerKnowledgeFile: { id: string } };

export type DeleteKnowledgeFileMutationVariables = Exact<{
  id: string;
}>;


export type DeleteKnowledgeFileMutation = { deleteKnowledgeFile: { id: string } };

export type BragSheetFieldsFragment = { studentId: string, updatedAt: string | null, items: Array<{ questionId: string, prompt: string, answer: string }> };

export type BragSheetQueryVariables = Exact<{
  studentId: string;
}>;


export type BragSheetQuery = { bragSheet: { studentId: string, updatedAt: string | null, items: Array<{ questionId: string, prompt: string, answer: string }> } };

export type SaveBragSheetMutationVariables = Exact<{
  studentId: string;
  answers: Array<BragSheetAnswerInput> | BragSheetAnswerInput;
}>;


export type SaveBragSheetMutation = { saveBragSheet: { studentId: string, updatedAt: string | null, items: Array<{ questionId: string, prompt: string, answer: string }> } };

export type ShareBragSheetMutationVariables = Exact<{
  requestId: string;
  shared: boolean;
}>;


export type ShareBragSheetMutation = { shareBragSheet: { requestId: string, shared: boolean } };

export type TeacherBragSheetsQueryVariables = Exact<{
  filter?: RecommendationRequestFilter | null | undefined;
}>;


export type TeacherBragSheetsQuery = { recommendationRequests: { items: Array<{ id: string, bragSheetShared: boolean, bragSheet: { studentId: string, updatedAt: string | null, items: Array<{ questionId: string, prompt: string, answer: string }> } | null }> } };

export type BragSheetSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type BragSheetSchoolsQuery = { schools: Array<{ id: string, name: string }> };

export type BragSheetQuestionsQueryVariables = Exact<{
  schoolId: string;
}>;


export type BragSheetQuestionsQuery = { bragSheetQuestions: Array<{ id: string, prompt: string }> };

export type SetBragSheetQuestionsMutationVariables = Exact<{
  schoolId: string;
  prompts: Array<string> | string;
}>;


export type SetBragSheetQuestionsMutation = { setBragSheetQuestions: Array<{ id: string, prompt: string }> };

export type LetterDraftMutationVariables = Exact<{
  studentId: string;
  kind: string;
  requestId?: string | null | undefined;
}>;


export type LetterDraftMutation = { letterDraft: { studentId: string, kind: string, form: string, answeredBy: string, model: string | null, notesWithheld: boolean, sentences: Array<{ text: string, citations: Array<string>, unsupported: boolean, section: string | null }>, sources: Array<{ marker: string, type: LetterDraftSourceType, title: string, content: string }> } };

export type RecommendationRequestFieldsFragment = { id: string, studentId: string, state: RecommendationRequestState, waived: boolean, note: string, declineReason: string | null, requestedAt: string, updatedAt: string, applicationIds: Array<string>, earliestDeadline: string | null, bragSheetShared: boolean, applications: Array<{ applicationId: string, collegeId: string, collegeName: string, plan: string | null, deadline: string | null, status: string }>, student: { studentId: string, name: string, grade: string | null, schoolId: string, schoolName: string | null }, teacher: { userId: string, name: string, email: string | null }, letter: { kind: string, submittedAt: string, aiDraftUsed: boolean } | null };

export type RecommendationRequestsQueryVariables = Exact<{
  scope?: RecommendationRequestScope | null | undefined;
  filter?: RecommendationRequestFilter | null | undefined;
}>;


export type RecommendationRequestsQuery = { recommendationRequests: { scope: RecommendationRequestScope, total: number, pending: number, done: number, page: number, pageSize: number, items: Array<{ id: string, studentId: string, state: RecommendationRequestState, waived: boolean, note: string, declineReason: string | null, requestedAt: string, updatedAt: string, applicationIds: Array<string>, earliestDeadline: string | null, bragSheetShared: boolean, applications: Array<{ applicationId: string, collegeId: string, collegeName: string, plan: string | null, deadline: string | null, status: string }>, student: { studentId: string, name: string, grade: string | null, schoolId: string, schoolName: string | null }, teacher: { userId: string, name: string, email: string | null }, letter: { kind: string, submittedAt: string, aiDraftUsed: boolean } | null }> } };

export type RecommendationTeachersQueryVariables = Exact<{
  studentId: string;
}>;


export type RecommendationTeachersQuery = { recommendationTeachers: Array<{ userId: string, name: string, email: string | null, requestedThisYear: number, limit: number, full: boolean }> };

export type RecommendationLetterQueryVariables = Exact<{
  requestId: string;
}>;


export type RecommendationLetterQuery = { recommendationLetter: { requestId: string, kind: string, text: string | null, fileName: string | null, submittedAt: string, path: string } | null };

export type RequestRecommendationMutationVariables = Exact<{
  studentId: string;
  input: RecommendationRequestInput;
}>;


export type RequestRecommendationMutation = { requestRecommendation: { overLimit: boolean, requestedThisYear: number, limit: number, request: { id: string, studentId: string, state: RecommendationRequestState, waived: boolean, note: string, declineReason: string | null, requestedAt: string, updatedAt: string, applicationIds: Array<string>, earliestDeadline: string | null, bragSheetShared: boolean, applications: Array<{ applicationId: string, collegeId: string, collegeName: string, plan: string | null, deadline: string | null, status: string }>, student: { studentId: string, name: string, grade: string | null, schoolId: string, schoolName: string | null }, teacher: { userId: string, name: string, email: string | null }, letter: { kind: string, submittedAt: string, aiDraftUsed: boolean } | null } } };

export type ChangeRecommendationRequestMutationVariables = Exact<{
  id: string;
  input: RecommendationRequestChange;
}>;


export type ChangeRecommendationRequestMutation = { changeRecommendationRequest: { id: string, studentId: string, state: RecommendationRequestState, waived: boolean, note: string, declineReason: string | null, requestedAt: string, updatedAt: string, applicationIds: Array<string>, earliestDeadline: string | null, bragSheetShared: boolean, applications: Array<{ applicationId: string, collegeId: string, collegeName: string, plan: string | null, deadline: string | null, status: string }>, student: { studentId: string, name: string, grade: string | null, schoolId: string, schoolName: string | null }, teacher: { userId: string, name: string, email: string | null }, letter: { kind: string, submittedAt: string, aiDraftUsed: boolean } | null } };

export type SubmitRecommendationLetterMutationVariables = Exact<{
  id: string;
  input: RecommendationLetterInput;
}>;


export type SubmitRecommendationLetterMutation = { submitRecommendationLetter: { id: string, studentId: string, state: RecommendationRequestState, waived: boolean, note: string, declineReason: string | null, requestedAt: string, updatedAt: string, applicationIds: Array<string>, earliestDeadline: string | null, bragSheetShared: boolean, applications: Array<{ applicationId: string, collegeId: string, collegeName: string, plan: string | null, deadline: string | null, status: string }>, student: { studentId: string, name: string, grade: string | null, schoolId: string, schoolName: string | null }, teacher: { userId: string, name: string, email: string | null }, letter: { kind: string, submittedAt: string, aiDraftUsed: boolean } | null } };

export type MySchoolDocumentsQueryVariables = Exact<{
  studentId: string;
}>;


export type MySchoolDocumentsQuery = { schoolDocuments: Array<{ kind: SchoolDocumentKind, state: SchoolDocumentState, updatedAt: string | null }> };

export type MyNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationPreferencesQuery = { myNotificationPreferences: Array<{ kind: NotificationKind, delivery: NotificationDelivery }> };

export type UpdateMyNotificationPreferencesMutationVariables = Exact<{
  preferences: Array<NotificationPreferenceInput> | NotificationPreferenceInput;
}>;


export type UpdateMyNotificationPreferencesMutation = { updateMyNotificationPreferences: Array<{ kind: NotificationKind, delivery: NotificationDelivery }> };

export type NotificationStatsQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type NotificationStatsQuery = { notificationStats: { emailPaused: boolean, days: Array<{ date: string, kind: NotificationKind, inApp: number, emailed: number, failed: number }>, failures: Array<{ at: string, kind: NotificationKind, reason: string }> } };

export type SetNotificationEmailPausedMutationVariables = Exact<{
  paused: boolean;
}>;


export type SetNotificationEmailPausedMutation = { setNotificationEmailPaused: boolean };

export type NotificationUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountQuery = { notificationUnreadCount: number };

export type NotificationsQueryVariables = Exact<{
  unread?: boolean | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { unreadCount: number, total: number, items: Array<{ id: string, kind: NotificationKind, title: string, body: string, link: string, createdAt: string, readAt: string | null }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
  all?: boolean | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type AccessLogEntryFieldsFragment = { id: string, at: string, actorId: string | null, actorName: string, actorRole: string, parts: Array<string>, partLabels: Array<string>, detail: string | null, service: string | null };

export type StudentAccessLogQueryVariables = Exact<{
  studentId: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StudentAccessLogQuery = { studentAccessLog: { total: number, items: Array<{ id: string, at: string, actorId: string | null, actorName: string, actorRole: string, parts: Array<string>, partLabels: Array<string>, detail: string | null, service: string | null }> } };

export type RecordExportFieldsFragment = { id: string, studentId: string, state: RecordExportState, createdAt: string, finishedAt: string | null, error: string | null, bytes: number | null, fileCount: number | null, expiresAt: string | null, downloadPath: string | null };

export type StartRecordExportMutationVariables = Exact<{
  studentId: string;
}>;


export type StartRecordExportMutation = { startRecordExport: { id: string, studentId: string, state: RecordExportState, createdAt: string, finishedAt: string | null, error: string | null, bytes: number | null, fileCount: number | null, expiresAt: string | null, downloadPath: string | null } };

export type RecordExportQueryVariables = Exact<{
  id: string;
}>;


export type RecordExportQuery = { recordExport: { id: string, studentId: string, state: RecordExportState, createdAt: string, finishedAt: string | null, error: string | null, bytes: number | null, fileCount: number | null, expiresAt: string | null, downloadPath: string | null } | null };

export type StudentDeletionFieldsFragment = { id: string, studentId: string, studentName: string, reason: string, requestedBy: string | null, requestedByName: string | null, requestedAt: string, state: StudentDeletionState, completedAt: string | null, certificatePath: string | null, servicesHoldingNothing: Array<string>, services: Array<{ service: string, confirmed: boolean, confirmedAt: string | null, removed: Array<{ item: string, count: number }> }> };

export type DeleteStudentRecordMutationVariables = Exact<{
  studentId: string;
}>;


export type DeleteStudentRecordMutation = { deleteStudentRecord: { id: string, studentId: string, studentName: string, reason: string, requestedBy: string | null, requestedByName: string | null, requestedAt: string, state: StudentDeletionState, completedAt: string | null, certificatePath: string | null, servicesHoldingNothing: Array<string>, services: Array<{ service: string, confirmed: boolean, confirmedAt: string | null, removed: Array<{ item: string, count: number }> }> } };

export type StudentDeletionQueryVariables = Exact<{
  id: string;
}>;


export type StudentDeletionQuery = { studentDeletion: { id: string, studentId: string, studentName: string, reason: string, requestedBy: string | null, requestedByName: string | null, requestedAt: string, state: StudentDeletionState, completedAt: string | null, certificatePath: string | null, servicesHoldingNothing: Array<string>, services: Array<{ service: string, confirmed: boolean, confirmedAt: string | null, removed: Array<{ item: string, count: number }> }> } | null };

export type StudentDeletionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type StudentDeletionsQuery = { studentDeletions: Array<{ id: string, studentId: string, studentName: string, reason: string, requestedByName: string | null, requestedAt: string, state: StudentDeletionState, completedAt: string | null, certificatePath: string | null }> };

export type RetentionPreviewFieldsFragment = { enabled: boolean, retentionDays: number, accessLogRetentionDays: number, total: number, previewedAt: string | null, lastRunAt: string | null, lastRunDeleted: number, candidates: Array<{ studentId: string, name: string, status: string, since: string, dueAt: string }> };

export type RetentionPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionPreviewQuery = { retentionPreview: { enabled: boolean, retentionDays: number, accessLogRetentionDays: number, total: number, previewedAt: string | null, lastRunAt: string | null, lastRunDeleted: number, candidates: Array<{ studentId: string, name: string, status: string, since: string, dueAt: string }> } };

export type SetRetentionEnabledMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetRetentionEnabledMutation = { setRetentionEnabled: { enabled: boolean, retentionDays: number, accessLogRetentionDays: number, total: number, previewedAt: string | null, lastRunAt: string | null, lastRunDeleted: number, candidates: Array<{ studentId: string, name: string, status: string, since: string, dueAt: string }> } };

export type PreviewRosterImportMutationVariables = Exact<{
  uploadId: string;
  format: RosterFormat;
  fileName?: string | null | undefined;
}>;


export type PreviewRosterImportMutation = { previewRosterImport: { id: string, sampleNames: Array<string> } };

export type RosterImportFieldsFragment = { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string }, encoding: { encoding: string, needsConfirmation: boolean, candidates: Array<string>, notice: string | null } | null };

export type RosterImportQueryVariables = Exact<{
  id: string;
}>;


export type RosterImportQuery = { rosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, rejected: Array<{ line: number, reason: string }>, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string }, encoding: { encoding: string, needsConfirmation: boolean, candidates: Array<string>, notice: string | null } | null } | null };

export type RosterImportsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RosterImportsQuery = { rosterImports: { total: number, items: Array<{ id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string }, encoding: { encoding: string, needsConfirmation: boolean, candidates: Array<string>, notice: string | null } | null }> } };

export type ImportedAccountCountQueryVariables = Exact<{
  importId: string;
}>;


export type ImportedAccountCountQuery = { importedAccountCount: number };

export type ApplyRosterImportMutationVariables = Exact<{
  id: string;
  acceptRejections?: boolean | null | undefined;
  encoding?: string | null | undefined;
}>;


export type ApplyRosterImportMutation = { applyRosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string }, encoding: { encoding: string, needsConfirmation: boolean, candidates: Array<string>, notice: string | null } | null } };

export type RolloverMutationVariables = Exact<{
  dryRun: boolean;
}>;


export type RolloverMutation = { rollover: { dryRun: boolean, promoted: number, graduated: number, appliedAt: string | null } };

export type SchoolProfileFieldsFragment = { schoolId: string, schoolYear: string, fileName: string, fileSize: number, uploadedAt: string };

export type SchoolProfileOnFileQueryVariables = Exact<{
  schoolId: string;
  schoolYear: string;
}>;


export type SchoolProfileOnFileQuery = { schoolProfile: { schoolId: string, schoolYear: string, fileName: string, fileSize: number, uploadedAt: string } | null };

export type UploadSchoolProfileMutationVariables = Exact<{
  schoolId: string;
  input: SchoolProfileInput;
}>;


export type UploadSchoolProfileMutation = { uploadSchoolProfile: { schoolId: string, schoolYear: string, fileName: string, fileSize: number, uploadedAt: string } };

export type SchoolStaffMemberFragment = { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> };

export type AdminSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSchoolsQuery = { schools: Array<{ id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, staff: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }>, caseloadRules: Array<{ id: string, schoolId: string, gradeFrom: number, gradeTo: number, surnameFrom: string, surnameTo: string, counselor: { id: string, displayName: string } }> }> };

export type AssignableStaffQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type AssignableStaffQuery = { counselors: { items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }> }, admins: { items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }> }, teachers: { items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }> } };

export type CreateSchoolMutationVariables = Exact<{
  input: SchoolInput;
}>;


export type CreateSchoolMutation = { createSchool: { id: string, name: string } };

export type UpdateSchoolMutationVariables = Exact<{
  id: string;
  patch: SchoolPatch;
}>;


export type UpdateSchoolMutation = { updateSchool: { id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean } };

export type SetStaffSchoolsMutationVariables = Exact<{
  userId: string;
  schoolIds: Array<string> | string;
}>;


export type SetStaffSchoolsMutation = { setStaffSchools: Array<{ id: string }> };

export type SetCaseloadRulesMutationVariables = Exact<{
  schoolId: string;
  rules: Array<CaseloadRuleInput> | CaseloadRuleInput;
}>;


export type SetCaseloadRulesMutation = { setCaseloadRules: Array<{ id: string }> };

export type SystemPromptDefaultQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemPromptDefaultQuery = { systemSettingDefault: string };

export type SystemPromptHistoryQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type SystemPromptHistoryQuery = { systemSettingHistory: { total: number, items: Array<{ id: string, value: string, actorEmail: string, at: string }> } };

export type SystemSettingQueryVariables = Exact<{
  key: string;
}>;


export type SystemSettingQuery = { systemSetting: { key: string, value: string } | null };

export type SaveSystemSettingMutationVariables = Exact<{
  key: string;
  value: string;
}>;


export type SaveSystemSettingMutation = { saveSystemSetting: { key: string, value: string } };

export type SaveCollegePreferencesMutationVariables = Exact<{
  studentId: string;
  input: CollegePreferencesInput;
}>;


export type SaveCollegePreferencesMutation = { saveCollegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } };

export type MyCollegePreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCollegePreferencesQuery = { myStudent: { id: string, collegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } | null } | null, collegePreferenceQuestionnaire: { questions: Array<{ field: string, label: string, options: Array<string> }>, checklists: Array<{ field: string, label: string, statements: Array<{ id: string, text: string }> }> } };

export type StudentListQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: StudentSort | null | undefined;
  scope?: StudentScope | null | undefined;
  schoolId?: string | null | undefined;
}>;


export type StudentListQuery = { students: { total: number, items: Array<{ displayName: string, grade: string | null, gpa: number | null, satScore: number | null, actScore: number | null, targetColleges: number, id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null }> } };

export type StudentListScopesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentListScopesQuery = { schools: Array<{ id: string, name: string }>, caseload: { totalStudents: number } };

export type CreateStudentProfileMutationVariables = Exact<{
  input: StudentProfileInput;
}>;


export type CreateStudentProfileMutation = { createStudentProfile: { id: string } };

export type UpdateStudentProfileMutationVariables = Exact<{
  id: string;
  input: StudentProfileInput;
}>;


export type UpdateStudentProfileMutation = { updateStudentProfile: { id: string } };

export type SaveCoursesMutationVariables = Exact<{
  studentId: string;
  courses: Array<CourseInput> | CourseInput;
}>;


export type SaveCoursesMutation = { saveCourses: Array<{ courseName: string }> };

export type SaveActivitiesMutationVariables = Exact<{
  studentId: string;
  activities: Array<ActivityInput> | ActivityInput;
}>;


export type SaveActivitiesMutation = { saveActivities: Array<{ name: string }> };

export type StudentProfileFieldsFragment = { displayName: string, targetCollegesFromList: boolean, updatedAt: string, id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number };

export type StudentListsFieldsFragment = { academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> };

export type MyStudentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStudentQuery = { myStudent: { displayName: string, targetCollegesFromList: boolean, updatedAt: string, id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> } | null };

export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const CollegeCostAndOutcomesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeCostAndOutcomesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}}]}}]} as unknown as DocumentNode<CollegeCostAndOutcomesFieldsFragment, unknown>;
export const CuratedDeadlineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CuratedDeadlineFieldsFragment, unknown>;
export const StudentDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<StudentDocumentFieldsFragment, unknown>;
export const ContentItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<ContentItemFieldsFragment, unknown>;
export const SchoolSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}}]}}]} as unknown as DocumentNode<SchoolSummaryFieldsFragment, unknown>;
export const CollegePreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CollegePreferencesFieldsFragment, unknown>;
export const StaffApplicationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StaffApplicationRowFieldsFragment, unknown>;
export const StaffApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StaffApplicationFieldsFragment, unknown>;
export const CollegeHeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeHeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}}]} as unknown as DocumentNode<CollegeHeadFieldsFragment, unknown>;
export const CollegeRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeHeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeHeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}}]} as unknown as DocumentNode<CollegeRowFieldsFragment, unknown>;
export const ApplicationProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApplicationProgressFieldsFragment, unknown>;
export const ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationProgressFields"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApplicationFieldsFragment, unknown>;
export const CounselorNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CounselorNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounselorNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<CounselorNoteFieldsFragment, unknown>;
export const MeetingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<MeetingFieldsFragment, unknown>;
export const TaskAssignmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<TaskAssignmentFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"groupSchoolId"}},{"kind":"Field","name":{"kind":"Name","value":"groupGrade"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<TaskFieldsFragment, unknown>;
export const SchoolDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"formPrefilled"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"gpaScale"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"courseRigor"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<SchoolDocumentFieldsFragment, unknown>;
export const BragSheetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BragSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BragSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<BragSheetFieldsFragment, unknown>;
export const RecommendationRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teacher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"letter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<RecommendationRequestFieldsFragment, unknown>;
export const AccessLogEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"partLabels"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"service"}}]}}]} as unknown as DocumentNode<AccessLogEntryFieldsFragment, unknown>;
export const RecordExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<RecordExportFieldsFragment, unknown>;
export const StudentDeletionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDeletionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDeletion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificatePath"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicesHoldingNothing"}}]}}]} as unknown as DocumentNode<StudentDeletionFieldsFragment, unknown>;
export const RetentionPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"accessLogRetentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"previewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunDeleted"}}]}}]} as unknown as DocumentNode<RetentionPreviewFieldsFragment, unknown>;
export const RosterImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<RosterImportFieldsFragment, unknown>;
export const SchoolProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SchoolProfileFieldsFragment, unknown>;
export const SchoolStaffMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<SchoolStaffMemberFragment, unknown>;
export const StudentIdentityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<StudentIdentityFieldsFragment, unknown>;
export const StudentAnswersFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}}]} as unknown as DocumentNode<StudentAnswersFieldsFragment, unknown>;
export const StudentProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentIdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentAnswersFields"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}}]} as unknown as DocumentNode<StudentProfileFieldsFragment, unknown>;
export const StudentListsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}}]} as unknown as DocumentNode<StudentListsFieldsFragment, unknown>;
export const AdminDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCounselors"}},{"kind":"Field","name":{"kind":"Name","value":"totalCounselors"}},{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queriesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalQueries"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardStatsQuery, AdminDashboardStatsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const StaffAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<StaffAuditLogQuery, StaffAuditLogQueryVariables>;
export const AuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditActors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"admins"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"admin"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"counselors"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"counselor"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<AuditActorsQuery, AuditActorsQueryVariables>;
export const CreateStaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateStaffAccountMutation, CreateStaffAccountMutationVariables>;
export const ResetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const AiAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAnswerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"askerRole"}},{"kind":"Field","name":{"kind":"Name","value":"asker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpful"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AiAnswersQuery, AiAnswersQueryVariables>;
export const SetChatTurnFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatTurnFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatTurnFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagged"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"flag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetChatTurnFlagMutation, SetChatTurnFlagMutationVariables>;
export const RateChatTurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateChatTurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helpful"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateChatTurn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"helpful"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helpful"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpful"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<RateChatTurnMutation, RateChatTurnMutationVariables>;
export const ChatbotStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<ChatbotStudentsQuery, ChatbotStudentsQueryVariables>;
export const AssistantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<AssistantInfoQuery, AssistantInfoQueryVariables>;
export const StaffStudentApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffStudentApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffStudentApplicationsQuery, StaffStudentApplicationsQueryVariables>;
export const StaffUpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffUpdateApplicationMutation, StaffUpdateApplicationMutationVariables>;
export const CollegeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollegeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colleges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeHeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeHeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}}]} as unknown as DocumentNode<CollegeSearchQuery, CollegeSearchQueryVariables>;
export const CollegeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollegeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"college"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"predominantDegree"}},{"kind":"Field","name":{"kind":"Name","value":"highestDegree"}},{"kind":"Field","name":{"kind":"Name","value":"sat25"}},{"kind":"Field","name":{"kind":"Name","value":"sat75"}},{"kind":"Field","name":{"kind":"Name","value":"satReading25"}},{"kind":"Field","name":{"kind":"Name","value":"satReading75"}},{"kind":"Field","name":{"kind":"Name","value":"satMath25"}},{"kind":"Field","name":{"kind":"Name","value":"satMath75"}},{"kind":"Field","name":{"kind":"Name","value":"act25"}},{"kind":"Field","name":{"kind":"Name","value":"act75"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeCostAndOutcomesFields"}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuratedDeadlineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeHeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeHeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeCostAndOutcomesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CollegeDetailQuery, CollegeDetailQueryVariables>;
export const StaffCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuratedDeadlineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffCollegeDeadlinesQuery, StaffCollegeDeadlinesQueryVariables>;
export const StaffSetCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCollegeDeadlinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCollegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuratedDeadlineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffSetCollegeDeadlinesMutation, StaffSetCollegeDeadlinesMutationVariables>;
export const StaffDeadlineBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDeadlineBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineBoardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadlineBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"studentUserId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"packet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StaffDeadlineBoardQuery, StaffDeadlineBoardQueryVariables>;
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationProgressFields"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const AddApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationProgressFields"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AddApplicationMutation, AddApplicationMutationVariables>;
export const UpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lettersMissing"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationProgressFields"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateApplicationMutation, UpdateApplicationMutationVariables>;
export const DeleteApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteApplicationMutation, DeleteApplicationMutationVariables>;
export const MyApplicationsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<MyApplicationsCsvQuery, MyApplicationsCsvQueryVariables>;
export const GetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<GetCalendarFeedMutation, GetCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const StudentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CounselorNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CounselorNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounselorNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<StudentNotesQuery, StudentNotesQueryVariables>;
export const NoteHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoteHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"previousBody"}},{"kind":"Field","name":{"kind":"Name","value":"previousPinned"}},{"kind":"Field","name":{"kind":"Name","value":"previousTags"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedByName"}}]}}]}}]}}]} as unknown as DocumentNode<NoteHistoryQuery, NoteHistoryQueryVariables>;
export const CreateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CounselorNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CounselorNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounselorNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<CreateNoteMutation, CreateNoteMutationVariables>;
export const UpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotePatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CounselorNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CounselorNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounselorNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const StudentMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMeetings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentMeetings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<StudentMeetingsQuery, StudentMeetingsQueryVariables>;
export const CreateMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CreateMeetingMutation, CreateMeetingMutationVariables>;
export const UpdateMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<UpdateMeetingMutation, UpdateMeetingMutationVariables>;
export const DeleteMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMeetingMutation, DeleteMeetingMutationVariables>;
export const MyUpcomingMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyUpcomingMeetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUpcomingMeetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<MyUpcomingMeetingsQuery, MyUpcomingMeetingsQueryVariables>;
export const TodaysMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodaysMeetings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaysMeetings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"counselorName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<TodaysMeetingsQuery, TodaysMeetingsQueryVariables>;
export const RecentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CounselorNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CounselorNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounselorNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode<RecentNotesQuery, RecentNotesQueryVariables>;
export const OverdueTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverdueTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overdueTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<OverdueTasksQuery, OverdueTasksQueryVariables>;
export const StudentTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<StudentTasksQuery, StudentTasksQueryVariables>;
export const ApplicationTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<ApplicationTasksQuery, ApplicationTasksQueryVariables>;
export const CounselingTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselingTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"groupSchoolId"}},{"kind":"Field","name":{"kind":"Name","value":"groupGrade"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}}]} as unknown as DocumentNode<CounselingTasksQuery, CounselingTasksQueryVariables>;
export const TaskFormSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskFormSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TaskFormSchoolsQuery, TaskFormSchoolsQueryVariables>;
export const TaskStudentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskStudentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}}]}}]} as unknown as DocumentNode<TaskStudentSearchQuery, TaskStudentSearchQueryVariables>;
export const TaskStudentApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskStudentApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}}]}}]}}]}}]} as unknown as DocumentNode<TaskStudentApplicationsQuery, TaskStudentApplicationsQueryVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"groupSchoolId"}},{"kind":"Field","name":{"kind":"Name","value":"groupGrade"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"groupSchoolId"}},{"kind":"Field","name":{"kind":"Name","value":"groupGrade"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const DeleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const SetTaskCompletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTaskCompletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTaskCompletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"done"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<SetTaskCompletionMutation, SetTaskCompletionMutationVariables>;
export const CounselorDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorDashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"activeApplications"}}]}}]}}]} as unknown as DocumentNode<CounselorDashboardStatsQuery, CounselorDashboardStatsQueryVariables>;
export const CounselorStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentProfileFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentListsFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegePreferencesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentIdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentAnswersFields"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CounselorStudentProfileQuery, CounselorStudentProfileQueryVariables>;
export const CounselorContentCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorContentCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CounselorContentCountQuery, CounselorContentCountQueryVariables>;
export const MeetingBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeetingBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingBrief"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeetingBriefQuery, MeetingBriefQueryVariables>;
export const CounselorLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<CounselorLetterQuery, CounselorLetterQueryVariables>;
export const SaveCounselorLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCounselorLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSchoolDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"counselor_letter","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<SaveCounselorLetterMutation, SaveCounselorLetterMutationVariables>;
export const CounselorSchoolDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorSchoolDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"formPrefilled"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"gpaScale"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"courseRigor"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<CounselorSchoolDocumentsQuery, CounselorSchoolDocumentsQueryVariables>;
export const SaveSchoolDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSchoolDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSchoolDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentKind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"formPrefilled"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"gpaScale"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"courseRigor"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSchoolDocumentMutation, SaveSchoolDocumentMutationVariables>;
export const RegisterStudentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterStudentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterStudentDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerStudentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<RegisterStudentDocumentMutation, RegisterStudentDocumentMutationVariables>;
export const DeleteStudentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteStudentDocumentMutation, DeleteStudentDocumentMutationVariables>;
export const StudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<StudentDocumentsQuery, StudentDocumentsQueryVariables>;
export const MyDocumentsOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDocumentsOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MyDocumentsOwnerQuery, MyDocumentsOwnerQueryVariables>;
export const CreateContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateContentItemMutation, CreateContentItemMutationVariables>;
export const UpdateContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateContentItemMutation, UpdateContentItemMutationVariables>;
export const DeleteContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteContentItemMutation, DeleteContentItemMutationVariables>;
export const ReindexContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReindexContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reindexContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}}]}}]}}]} as unknown as DocumentNode<ReindexContentMutation, ReindexContentMutationVariables>;
export const ContentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<ContentItemsQuery, ContentItemsQueryVariables>;
export const StudentResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StudentResourcesQuery, StudentResourcesQueryVariables>;
export const KnowledgeFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isIndexed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]}}]} as unknown as DocumentNode<KnowledgeFilesQuery, KnowledgeFilesQueryVariables>;
export const RegisterKnowledgeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterKnowledgeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterKnowledgeFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterKnowledgeFileMutation, RegisterKnowledgeFileMutationVariables>;
export const DeleteKnowledgeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteKnowledgeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteKnowledgeFileMutation, DeleteKnowledgeFileMutationVariables>;
export const BragSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BragSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bragSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BragSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BragSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BragSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<BragSheetQuery, BragSheetQueryVariables>;
export const SaveBragSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBragSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BragSheetAnswerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBragSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BragSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BragSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BragSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<SaveBragSheetMutation, SaveBragSheetMutationVariables>;
export const ShareBragSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareBragSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shared"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareBragSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shared"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shared"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}}]}}]}}]} as unknown as DocumentNode<ShareBragSheetMutation, ShareBragSheetMutationVariables>;
export const TeacherBragSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherBragSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"queue"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"bragSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BragSheetFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BragSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BragSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<TeacherBragSheetsQuery, TeacherBragSheetsQueryVariables>;
export const BragSheetSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BragSheetSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BragSheetSchoolsQuery, BragSheetSchoolsQueryVariables>;
export const BragSheetQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BragSheetQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bragSheetQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}}]}}]} as unknown as DocumentNode<BragSheetQuestionsQuery, BragSheetQuestionsQueryVariables>;
export const SetBragSheetQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBragSheetQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompts"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBragSheetQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"prompts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}}]}}]} as unknown as DocumentNode<SetBragSheetQuestionsMutation, SetBragSheetQuestionsMutationVariables>;
export const LetterDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LetterDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letterDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notesWithheld"}},{"kind":"Field","name":{"kind":"Name","value":"sentences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citations"}},{"kind":"Field","name":{"kind":"Name","value":"unsupported"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<LetterDraftMutation, LetterDraftMutationVariables>;
export const RecommendationRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendationRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequestScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teacher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"letter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<RecommendationRequestsQuery, RecommendationRequestsQueryVariables>;
export const RecommendationTeachersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendationTeachers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationTeachers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"requestedThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}}]}}]} as unknown as DocumentNode<RecommendationTeachersQuery, RecommendationTeachersQueryVariables>;
export const RecommendationLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendationLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<RecommendationLetterQuery, RecommendationLetterQueryVariables>;
export const RequestRecommendationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRecommendation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overLimit"}},{"kind":"Field","name":{"kind":"Name","value":"requestedThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teacher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"letter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<RequestRecommendationMutation, RequestRecommendationMutationVariables>;
export const ChangeRecommendationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeRecommendationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequestChange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRecommendationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teacher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"letter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<ChangeRecommendationRequestMutation, ChangeRecommendationRequestMutationVariables>;
export const SubmitRecommendationLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRecommendationLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRecommendationLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teacher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bragSheetShared"}},{"kind":"Field","name":{"kind":"Name","value":"letter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiDraftUsed"}}]}}]}}]} as unknown as DocumentNode<SubmitRecommendationLetterMutation, SubmitRecommendationLetterMutationVariables>;
export const MySchoolDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySchoolDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MySchoolDocumentsQuery, MySchoolDocumentsQueryVariables>;
export const MyNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}}]}}]} as unknown as DocumentNode<MyNotificationPreferencesQuery, MyNotificationPreferencesQueryVariables>;
export const UpdateMyNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferenceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preferences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}}]}}]} as unknown as DocumentNode<UpdateMyNotificationPreferencesMutation, UpdateMyNotificationPreferencesMutationVariables>;
export const NotificationStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPaused"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationStatsQuery, NotificationStatsQueryVariables>;
export const SetNotificationEmailPausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationEmailPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationEmailPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}]}}]} as unknown as DocumentNode<SetNotificationEmailPausedMutation, SetNotificationEmailPausedMutationVariables>;
export const NotificationUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationUnreadCount"}}]}}]} as unknown as DocumentNode<NotificationUnreadCountQuery, NotificationUnreadCountQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unread"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unread"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unread"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const StudentAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentAccessLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessLogEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"partLabels"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"service"}}]}}]} as unknown as DocumentNode<StudentAccessLogQuery, StudentAccessLogQueryVariables>;
export const StartRecordExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRecordExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRecordExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<StartRecordExportMutation, StartRecordExportMutationVariables>;
export const RecordExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<RecordExportQuery, RecordExportQueryVariables>;
export const DeleteStudentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDeletionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDeletionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDeletion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificatePath"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicesHoldingNothing"}}]}}]} as unknown as DocumentNode<DeleteStudentRecordMutation, DeleteStudentRecordMutationVariables>;
export const StudentDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDeletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentDeletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDeletionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDeletionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDeletion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificatePath"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicesHoldingNothing"}}]}}]} as unknown as DocumentNode<StudentDeletionQuery, StudentDeletionQueryVariables>;
export const StudentDeletionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDeletions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentDeletions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificatePath"}}]}}]}}]} as unknown as DocumentNode<StudentDeletionsQuery, StudentDeletionsQueryVariables>;
export const RetentionPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"accessLogRetentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"previewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunDeleted"}}]}}]} as unknown as DocumentNode<RetentionPreviewQuery, RetentionPreviewQueryVariables>;
export const SetRetentionEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRetentionEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRetentionEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"accessLogRetentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"previewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunDeleted"}}]}}]} as unknown as DocumentNode<SetRetentionEnabledMutation, SetRetentionEnabledMutationVariables>;
export const PreviewRosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sampleNames"}}]}}]}}]} as unknown as DocumentNode<PreviewRosterImportMutation, PreviewRosterImportMutationVariables>;
export const RosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<RosterImportQuery, RosterImportQueryVariables>;
export const RosterImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<RosterImportsQuery, RosterImportsQueryVariables>;
export const ImportedAccountCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportedAccountCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedAccountCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}]}]}}]} as unknown as DocumentNode<ImportedAccountCountQuery, ImportedAccountCountQueryVariables>;
export const ApplyRosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptRejections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}}},{"kind":"Argument","name":{"kind":"Name","value":"encoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encoding"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<ApplyRosterImportMutation, ApplyRosterImportMutationVariables>;
export const RolloverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Rollover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"promoted"}},{"kind":"Field","name":{"kind":"Name","value":"graduated"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}}]} as unknown as DocumentNode<RolloverMutation, RolloverMutationVariables>;
export const SchoolProfileOnFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolProfileOnFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SchoolProfileOnFileQuery, SchoolProfileOnFileQueryVariables>;
export const UploadSchoolProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadSchoolProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadSchoolProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<UploadSchoolProfileMutation, UploadSchoolProfileMutationVariables>;
export const AdminSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseloadRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gradeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"gradeTo"}},{"kind":"Field","name":{"kind":"Name","value":"surnameFrom"}},{"kind":"Field","name":{"kind":"Name","value":"surnameTo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<AdminSchoolsQuery, AdminSchoolsQueryVariables>;
export const AssignableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"counselors"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"counselor"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"admins"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"admin"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teachers"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"teacher"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<AssignableStaffQuery, AssignableStaffQueryVariables>;
export const CreateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSchoolMutation, CreateSchoolMutationVariables>;
export const UpdateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolMutation, UpdateSchoolMutationVariables>;
export const SetStaffSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetStaffSchoolsMutation, SetStaffSchoolsMutationVariables>;
export const SetCaseloadRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseloadRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rules"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseloadRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseloadRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rules"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rules"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetCaseloadRulesMutation, SetCaseloadRulesMutationVariables>;
export const SystemPromptDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemPromptDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSettingDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"chatbot_system_prompt","block":false}}]}]}}]} as unknown as DocumentNode<SystemPromptDefaultQuery, SystemPromptDefaultQueryVariables>;
export const SystemPromptHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemPromptHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSettingHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"chatbot_system_prompt","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<SystemPromptHistoryQuery, SystemPromptHistoryQueryVariables>;
export const SystemSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SystemSettingQuery, SystemSettingQueryVariables>;
export const SaveSystemSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSystemSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSystemSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SaveSystemSettingMutation, SaveSystemSettingMutationVariables>;
export const SaveCollegePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCollegePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCollegePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegePreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveCollegePreferencesMutation, SaveCollegePreferencesMutationVariables>;
export const MyCollegePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCollegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegePreferencesFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferenceQuestionnaire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyCollegePreferencesQuery, MyCollegePreferencesQueryVariables>;
export const StudentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentIdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<StudentListQuery, StudentListQueryVariables>;
export const StudentListScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentListScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"caseload"},"name":{"kind":"Name","value":"studentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"CASELOAD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}}]}}]} as unknown as DocumentNode<StudentListScopesQuery, StudentListScopesQueryVariables>;
export const CreateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateStudentProfileMutation, CreateStudentProfileMutationVariables>;
export const UpdateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateStudentProfileMutation, UpdateStudentProfileMutationVariables>;
export const SaveCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"courses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}}]}}]}}]} as unknown as DocumentNode<SaveCoursesMutation, SaveCoursesMutationVariables>;
export const SaveActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activities"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activities"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activities"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveActivitiesMutation, SaveActivitiesMutationVariables>;
export const MyStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentProfileFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentListsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentIdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentAnswersFields"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}}]} as unknown as DocumentNode<MyStudentQuery, MyStudentQueryVariables>;
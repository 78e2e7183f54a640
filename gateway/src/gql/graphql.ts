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
  /** The full list when given. */
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

export type ChatSourceType =
  /** The student's college list (colleges service): applications, deadlines, missing materials, fit. */
  | 'college_list'
  | 'content'
  | 'knowledge_base'
  | 'student_profile';

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

export type RecommendationInput = {
  name: string;
  state: RecommendationState;
};

export type RecommendationState =
  | 'requested'
  | 'submitted';

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

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
  | 'student';

export type RosterFormat =
  /** The documented Counsel CSV (docs/roster-import.md). */
  | 'COUNSEL_CSV'
  /** A OneRoster 1.1 CSV zip (orgs.csv, users.csv, enrollments.csv). */
  | 'ONEROSTER_ZIP';

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

export type RestAuditLogQueryVariables = Exact<{
  action?: string | null | undefined;
  actorId?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestAuditLogQuery = { auditLog: { total: number, items: Array<{ id: string, at: string, actorId: string | null, actorEmail: string | null, action: string, targetId: string | null, targetLabel: string | null, outcome: string, detail: string | null }> } };

export type RestUserFragment = { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null } | null };

export type RestLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type RestLoginMutation = { login: { user: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null }, session: { token: string, expiresAt: string } } };

export type RestRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RestRegisterMutation = { register: { user: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null }, session: { token: string, expiresAt: string } } };

export type RestCreateStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type RestCreateStaffAccountMutation = { createStaffAccount: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null } };

export type RestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestLogoutMutation = { logout: boolean };

export type RestUsersQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestUsersQuery = { users: { total: number, items: Array<{ id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null }> } };

export type RestResetPasswordMutationVariables = Exact<{
  userId: string;
  password: string;
}>;


export type RestResetPasswordMutation = { resetPassword: boolean };

export type RestSetPasswordWithTokenMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type RestSetPasswordWithTokenMutation = { setPasswordWithToken: { user: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null }, session: { token: string, expiresAt: string } } };

export type RestChatMutationVariables = Exact<{
  message: string;
  studentId?: string | null | undefined;
  provider: string;
}>;


export type RestChatMutation = { chat: { response: string, provider: string, answeredBy: string, model: string | null, sources: Array<{ type: ChatSourceType, content: string, title: string | null, sourceId: string | null }> } };

export type RestCollegeFragment = { unitid: string, name: string, city: string, state: string, zip: string | null, url: string | null, control: CollegeControl, predominantDegree: string | null, highestDegree: string | null, locale: string | null, undergrads: number | null, admissionRate: number | null, satReading25: number | null, satReading75: number | null, satMath25: number | null, satMath75: number | null, sat25: number | null, sat75: number | null, satAverage: number | null, act25: number | null, act75: number | null, testPolicy: TestPolicy | null, netPrice: number | null, costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null };

export type RestCollegeDeadlineFragment = { collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string };

export type RestApplicationCoreFragment = { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> };

export type RestApplicationFragment = { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> };

export type RestCollegesQueryVariables = Exact<{
  input?: CollegeSearchInput | null | undefined;
}>;


export type RestCollegesQuery = { colleges: { total: number, items: Array<{ unitid: string, name: string, city: string, state: string, zip: string | null, url: string | null, control: CollegeControl, predominantDegree: string | null, highestDegree: string | null, locale: string | null, undergrads: number | null, admissionRate: number | null, satReading25: number | null, satReading75: number | null, satMath25: number | null, satMath75: number | null, sat25: number | null, sat75: number | null, satAverage: number | null, act25: number | null, act75: number | null, testPolicy: TestPolicy | null, netPrice: number | null, costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null }> } };

export type RestCollegeQueryVariables = Exact<{
  unitid: string;
}>;


export type RestCollegeQuery = { college: { unitid: string, name: string, city: string, state: string, zip: string | null, url: string | null, control: CollegeControl, predominantDegree: string | null, highestDegree: string | null, locale: string | null, undergrads: number | null, admissionRate: number | null, satReading25: number | null, satReading75: number | null, satMath25: number | null, satMath75: number | null, sat25: number | null, sat75: number | null, satAverage: number | null, act25: number | null, act75: number | null, testPolicy: TestPolicy | null, netPrice: number | null, costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null } | null };

export type RestCollegeDeadlinesQueryVariables = Exact<{
  unitid: string;
  cycle?: number | null | undefined;
}>;


export type RestCollegeDeadlinesQuery = { college: { unitid: string } | null, collegeDeadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> };

export type RestSetCollegeDeadlinesMutationVariables = Exact<{
  unitid: string;
  input: SetCollegeDeadlinesInput;
}>;


export type RestSetCollegeDeadlinesMutation = { setCollegeDeadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> };

export type RestStudentApplicationsQueryVariables = Exact<{
  studentId: string;
}>;


export type RestStudentApplicationsQuery = { studentApplications: Array<{ id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> }> };

export type RestAddApplicationMutationVariables = Exact<{
  studentId: string;
  input: AddApplicationInput;
}>;


export type RestAddApplicationMutation = { addApplication: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } };

export type RestUpdateApplicationMutationVariables = Exact<{
  id: string;
  input: UpdateApplicationInput;
}>;


export type RestUpdateApplicationMutation = { updateApplication: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } };

export type RestDeleteApplicationMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteApplicationMutation = { deleteApplication: { id: string } };

export type RestDeadlineBoardQueryVariables = Exact<{
  input?: DeadlineBoardInput | null | undefined;
}>;


export type RestDeadlineBoardQuery = { deadlineBoard: Array<{ studentName: string, studentUserId: string, schoolId: string, grade: string | null, application: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, college: { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, testPolicy: TestPolicy | null, url: string | null }, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } }> };

export type RestApplicationsCsvQueryVariables = Exact<{
  input?: DeadlineBoardInput | null | undefined;
  studentId?: string | null | undefined;
}>;


export type RestApplicationsCsvQuery = { applicationsCsv: string };

export type RestCalendarFeedMutationVariables = Exact<{
  studentId: string;
}>;


export type RestCalendarFeedMutation = { calendarFeed: { path: string, createdAt: string } };

export type RestRevokeCalendarFeedMutationVariables = Exact<{
  studentId: string;
}>;


export type RestRevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type RestCalendarFeedIcsQueryVariables = Exact<{
  token: string;
}>;


export type RestCalendarFeedIcsQuery = { calendarFeedIcs: string | null };

export type RestDocumentFragment = { id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string };

export type RestStudentDocumentsQueryVariables = Exact<{
  studentId: string;
}>;


export type RestStudentDocumentsQuery = { studentDocuments: Array<{ id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string }> };

export type RestRegisterStudentDocumentMutationVariables = Exact<{
  studentId: string;
  input: RegisterStudentDocumentInput;
}>;


export type RestRegisterStudentDocumentMutation = { registerStudentDocument: { id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string } };

export type RestDeleteStudentDocumentMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteStudentDocumentMutation = { deleteStudentDocument: { id: string } };

export type RestKnowledgeFileFragment = { id: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadURL: string | null, uploadedAt: string, isIndexed: boolean, status: KnowledgeFileStatus, statusReason: string | null, chunkCount: number };

export type RestContentItemFragment = { id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number };

export type RestKnowledgeFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestKnowledgeFilesQuery = { knowledgeFiles: Array<{ id: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadURL: string | null, uploadedAt: string, isIndexed: boolean, status: KnowledgeFileStatus, statusReason: string | null, chunkCount: number }> };

export type RestRegisterKnowledgeFileMutationVariables = Exact<{
  input: RegisterKnowledgeFileInput;
}>;


export type RestRegisterKnowledgeFileMutation = { registerKnowledgeFile: { id: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadURL: string | null, uploadedAt: string, isIndexed: boolean, status: KnowledgeFileStatus, statusReason: string | null, chunkCount: number } };

export type RestDeleteKnowledgeFileMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteKnowledgeFileMutation = { deleteKnowledgeFile: { id: string } };

export type RestContentItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestContentItemsQuery = { contentItems: Array<{ id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number }> };

export type RestCreateContentItemMutationVariables = Exact<{
  input: ContentItemInput;
}>;


export type RestCreateContentItemMutation = { createContentItem: { id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number } };

export type RestUpdateContentItemMutationVariables = Exact<{
  id: string;
  patch: ContentItemPatch;
}>;


export type RestUpdateContentItemMutation = { updateContentItem: { id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number } };

export type RestDeleteContentItemMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteContentItemMutation = { deleteContentItem: { id: string } };

export type RestReindexContentMutationVariables = Exact<{ [key: string]: never; }>;


export type RestReindexContentMutation = { reindexContent: { queued: number, requestId: string } };

export type RestSearchKnowledgeQueryVariables = Exact<{
  query: string;
  k?: number | null | undefined;
}>;


export type RestSearchKnowledgeQuery = { searchKnowledge: Array<{ id: string, sourceId: string, sourceType: string, title: string, text: string, page: number | null, score: number }> };

export type RestSchoolFragment = { id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, createdAt: string, updatedAt: string, staff: Array<{ id: string }> };

export type RestRosterImportFragment = { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, rejected: Array<{ line: number, reason: string }>, createdBy: { id: string } };

export type RestSchoolsQueryVariables = Exact<{
  includeArchived?: boolean | null | undefined;
}>;


export type RestSchoolsQuery = { schools: Array<{ id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, createdAt: string, updatedAt: string, staff: Array<{ id: string }> }> };

export type RestCreateSchoolMutationVariables = Exact<{
  input: SchoolInput;
}>;


export type RestCreateSchoolMutation = { createSchool: { id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, createdAt: string, updatedAt: string, staff: Array<{ id: string }> } };

export type RestUpdateSchoolMutationVariables = Exact<{
  id: string;
  patch: SchoolPatch;
}>;


export type RestUpdateSchoolMutation = { updateSchool: { id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, createdAt: string, updatedAt: string, staff: Array<{ id: string }> } };

export type RestSetStaffSchoolsMutationVariables = Exact<{
  userId: string;
  schoolIds: Array<string> | string;
}>;


export type RestSetStaffSchoolsMutation = { setStaffSchools: Array<{ id: string, name: string }> };

export type RestAssignCounselorMutationVariables = Exact<{
  studentId: string;
  counselorId?: string | null | undefined;
}>;


export type RestAssignCounselorMutation = { assignCounselor: boolean };

export type RestReserveRosterUploadMutationVariables = Exact<{ [key: string]: never; }>;


export type RestReserveRosterUploadMutation = { reservation: { uploadId: string, ownerUserId: string, expiresAt: string, maxBytes: number } };

export type RestPreviewRosterImportMutationVariables = Exact<{
  uploadId: string;
  format: RosterFormat;
  fileName?: string | null | undefined;
}>;


export type RestPreviewRosterImportMutation = { previewRosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, rejected: Array<{ line: number, reason: string }>, createdBy: { id: string } } };

export type RestApplyRosterImportMutationVariables = Exact<{
  id: string;
  acceptRejections?: boolean | null | undefined;
}>;


export type RestApplyRosterImportMutation = { applyRosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, rejected: Array<{ line: number, reason: string }>, createdBy: { id: string } } };

export type RestRosterImportsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestRosterImportsQuery = { rosterImports: { total: number, items: Array<{ id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, rejected: Array<{ line: number, reason: string }>, createdBy: { id: string } }> } };

export type RestImportAccountsQueryVariables = Exact<{
  id: string;
}>;


export type RestImportAccountsQuery = { importedAccountCount: number, rosterImport: { id: string, status: ImportStatus, newAccounts: number } | null };

export type RestIssueSetPasswordLinksMutationVariables = Exact<{
  importId: string;
}>;


export type RestIssueSetPasswordLinksMutation = { issueSetPasswordLinks: Array<{ userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null, url: string, expiresAt: string }> };

export type RestRolloverMutationVariables = Exact<{
  dryRun: boolean;
}>;


export type RestRolloverMutation = { rollover: { dryRun: boolean, promoted: number, graduated: number, appliedAt: string | null } };

export type RestSettingFragment = { key: string, value: string, updatedAt: string, updatedBy: string, updatedByEmail: string };

export type RestSystemSettingQueryVariables = Exact<{
  key: string;
}>;


export type RestSystemSettingQuery = { systemSetting: { key: string, value: string, updatedAt: string, updatedBy: string, updatedByEmail: string } | null };

export type RestSaveSystemSettingMutationVariables = Exact<{
  key: string;
  value: string;
}>;


export type RestSaveSystemSettingMutation = { saveSystemSetting: { key: string, value: string, updatedAt: string, updatedBy: string, updatedByEmail: string } };

export type RestStudentProfileFragment = { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, createdAt: string, updatedAt: string, user: { firstName: string | null, lastName: string | null, email: string } | null };

export type RestCourseFragment = { courseName: string, level: CourseLevel, grade: string | null };

export type RestActivityFragment = { name: string, role: string | null, years: number | null, hoursPerWeek: number | null };

export type RestPreferencesFragment = { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string };

export type RestStudentsQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: StudentSort | null | undefined;
  scope?: StudentScope | null | undefined;
  schoolId?: string | null | undefined;
}>;


export type RestStudentsQuery = { students: { total: number, items: Array<{ id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, gpa: number | null, satScore: number | null, actScore: number | null, targetColleges: number, grade: string | null }> } };

export type RestMyStudentQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMyStudentQuery = { myStudent: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, createdAt: string, updatedAt: string, user: { firstName: string | null, lastName: string | null, email: string } | null } | null };

export type RestStudentQueryVariables = Exact<{
  id: string;
}>;


export type RestStudentQuery = { student: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, createdAt: string, updatedAt: string, user: { firstName: string | null, lastName: string | null, email: string } | null } | null };

export type RestCreateStudentProfileMutationVariables = Exact<{
  input: StudentProfileInput;
}>;


export type RestCreateStudentProfileMutation = { createStudentProfile: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, createdAt: string, updatedAt: string, user: { firstName: string | null, lastName: string | null, email: string } | null } };

export type RestUpdateStudentProfileMutationVariables = Exact<{
  id: string;
  input: StudentProfileInput;
}>;


export type RestUpdateStudentProfileMutation = { updateStudentProfile: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, createdAt: string, updatedAt: string, user: { firstName: string | null, lastName: string | null, email: string } | null } };

export type RestStudentAcademicsQueryVariables = Exact<{
  id: string;
}>;


export type RestStudentAcademicsQuery = { student: { academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> } } | null };

export type RestStudentActivitiesQueryVariables = Exact<{
  id: string;
}>;


export type RestStudentActivitiesQuery = { student: { activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> } | null };

export type RestSaveCoursesMutationVariables = Exact<{
  studentId: string;
  courses: Array<CourseInput> | CourseInput;
}>;


export type RestSaveCoursesMutation = { saveCourses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> };

export type RestSaveActivitiesMutationVariables = Exact<{
  studentId: string;
  activities: Array<ActivityInput> | ActivityInput;
}>;


export type RestSaveActivitiesMutation = { saveActivities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> };

export type RestStudentPreferencesQueryVariables = Exact<{
  id: string;
}>;


export type RestStudentPreferencesQuery = { student: { collegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } | null } | null };

export type RestSaveCollegePreferencesMutationVariables = Exact<{
  studentId: string;
  input: CollegePreferencesInput;
}>;


export type RestSaveCollegePreferencesMutation = { saveCollegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } };

export type RestReserveDocumentUploadMutationVariables = Exact<{ [key: string]: never; }>;


export type RestReserveDocumentUploadMutation = { reservation: { uploadId: string, ownerUserId: string, expiresAt: string, maxBytes: number } };

export type RestReserveKnowledgeUploadMutationVariables = Exact<{ [key: string]: never; }>;


export type RestReserveKnowledgeUploadMutation = { reservation: { uploadId: string, ownerUserId: string, expiresAt: string, maxBytes: number } };

export const RestUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestUserFragment, unknown>;
export const RestCollegeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollege"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"predominantDegree"}},{"kind":"Field","name":{"kind":"Name","value":"highestDegree"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"satReading25"}},{"kind":"Field","name":{"kind":"Name","value":"satReading75"}},{"kind":"Field","name":{"kind":"Name","value":"satMath25"}},{"kind":"Field","name":{"kind":"Name","value":"satMath75"}},{"kind":"Field","name":{"kind":"Name","value":"sat25"}},{"kind":"Field","name":{"kind":"Name","value":"sat75"}},{"kind":"Field","name":{"kind":"Name","value":"satAverage"}},{"kind":"Field","name":{"kind":"Name","value":"act25"}},{"kind":"Field","name":{"kind":"Name","value":"act75"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}}]}}]} as unknown as DocumentNode<RestCollegeFragment, unknown>;
export const RestCollegeDeadlineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollegeDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestCollegeDeadlineFragment, unknown>;
export const RestApplicationCoreFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestApplicationCoreFragment, unknown>;
export const RestApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplicationCore"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestApplicationFragment, unknown>;
export const RestDocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<RestDocumentFragment, unknown>;
export const RestKnowledgeFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestKnowledgeFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadURL"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isIndexed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestKnowledgeFileFragment, unknown>;
export const RestContentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestContentItemFragment, unknown>;
export const RestSchoolFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSchool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestSchoolFragment, unknown>;
export const RestRosterImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestRosterImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RestRosterImportFragment, unknown>;
export const RestSettingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<RestSettingFragment, unknown>;
export const RestStudentProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStudentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RestStudentProfileFragment, unknown>;
export const RestCourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCourse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]} as unknown as DocumentNode<RestCourseFragment, unknown>;
export const RestActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]} as unknown as DocumentNode<RestActivityFragment, unknown>;
export const RestPreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestPreferencesFragment, unknown>;
export const RestAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<RestAuditLogQuery, RestAuditLogQueryVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestRegisterMutation, RestRegisterMutationVariables>;
export const RestCreateStaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateStaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestCreateStaffAccountMutation, RestCreateStaffAccountMutationVariables>;
export const RestLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<RestLogoutMutation, RestLogoutMutationVariables>;
export const RestUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestUsersQuery, RestUsersQueryVariables>;
export const RestResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<RestResetPasswordMutation, RestResetPasswordMutationVariables>;
export const RestSetPasswordWithTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetPasswordWithToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPasswordWithToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RestSetPasswordWithTokenMutation, RestSetPasswordWithTokenMutationVariables>;
export const RestChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}}]}}]}}]} as unknown as DocumentNode<RestChatMutation, RestChatMutationVariables>;
export const RestCollegesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestColleges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colleges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCollege"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollege"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"predominantDegree"}},{"kind":"Field","name":{"kind":"Name","value":"highestDegree"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"satReading25"}},{"kind":"Field","name":{"kind":"Name","value":"satReading75"}},{"kind":"Field","name":{"kind":"Name","value":"satMath25"}},{"kind":"Field","name":{"kind":"Name","value":"satMath75"}},{"kind":"Field","name":{"kind":"Name","value":"sat25"}},{"kind":"Field","name":{"kind":"Name","value":"sat75"}},{"kind":"Field","name":{"kind":"Name","value":"satAverage"}},{"kind":"Field","name":{"kind":"Name","value":"act25"}},{"kind":"Field","name":{"kind":"Name","value":"act75"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}}]}}]} as unknown as DocumentNode<RestCollegesQuery, RestCollegesQueryVariables>;
export const RestCollegeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCollege"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"college"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCollege"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollege"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"predominantDegree"}},{"kind":"Field","name":{"kind":"Name","value":"highestDegree"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"satReading25"}},{"kind":"Field","name":{"kind":"Name","value":"satReading75"}},{"kind":"Field","name":{"kind":"Name","value":"satMath25"}},{"kind":"Field","name":{"kind":"Name","value":"satMath75"}},{"kind":"Field","name":{"kind":"Name","value":"sat25"}},{"kind":"Field","name":{"kind":"Name","value":"sat75"}},{"kind":"Field","name":{"kind":"Name","value":"satAverage"}},{"kind":"Field","name":{"kind":"Name","value":"act25"}},{"kind":"Field","name":{"kind":"Name","value":"act75"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}}]}}]} as unknown as DocumentNode<RestCollegeQuery, RestCollegeQueryVariables>;
export const RestCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"college"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCollegeDeadline"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollegeDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestCollegeDeadlinesQuery, RestCollegeDeadlinesQueryVariables>;
export const RestSetCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCollegeDeadlinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCollegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCollegeDeadline"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCollegeDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestSetCollegeDeadlinesMutation, RestSetCollegeDeadlinesMutationVariables>;
export const RestStudentApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudentApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplicationCore"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<RestStudentApplicationsQuery, RestStudentApplicationsQueryVariables>;
export const RestAddApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplicationCore"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<RestAddApplicationMutation, RestAddApplicationMutationVariables>;
export const RestUpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplicationCore"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<RestUpdateApplicationMutation, RestUpdateApplicationMutationVariables>;
export const RestDeleteApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDeleteApplicationMutation, RestDeleteApplicationMutationVariables>;
export const RestDeadlineBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDeadlineBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineBoardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadlineBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApplicationCore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"studentUserId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApplicationCore"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestDeadlineBoardQuery, RestDeadlineBoardQueryVariables>;
export const RestApplicationsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestApplicationsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineBoardInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<RestApplicationsCsvQuery, RestApplicationsCsvQueryVariables>;
export const RestCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RestCalendarFeedMutation, RestCalendarFeedMutationVariables>;
export const RestRevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<RestRevokeCalendarFeedMutation, RestRevokeCalendarFeedMutationVariables>;
export const RestCalendarFeedIcsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCalendarFeedIcs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeedIcs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<RestCalendarFeedIcsQuery, RestCalendarFeedIcsQueryVariables>;
export const RestStudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<RestStudentDocumentsQuery, RestStudentDocumentsQueryVariables>;
export const RestRegisterStudentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRegisterStudentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterStudentDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerStudentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<RestRegisterStudentDocumentMutation, RestRegisterStudentDocumentMutationVariables>;
export const RestDeleteStudentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteStudentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDeleteStudentDocumentMutation, RestDeleteStudentDocumentMutationVariables>;
export const RestKnowledgeFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestKnowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestKnowledgeFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestKnowledgeFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadURL"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isIndexed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestKnowledgeFilesQuery, RestKnowledgeFilesQueryVariables>;
export const RestRegisterKnowledgeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRegisterKnowledgeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterKnowledgeFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestKnowledgeFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestKnowledgeFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadURL"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isIndexed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestRegisterKnowledgeFileMutation, RestRegisterKnowledgeFileMutationVariables>;
export const RestDeleteKnowledgeFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteKnowledgeFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDeleteKnowledgeFileMutation, RestDeleteKnowledgeFileMutationVariables>;
export const RestContentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestContentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestContentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestContentItemsQuery, RestContentItemsQueryVariables>;
export const RestCreateContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestContentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestCreateContentItemMutation, RestCreateContentItemMutationVariables>;
export const RestUpdateContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestContentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]} as unknown as DocumentNode<RestUpdateContentItemMutation, RestUpdateContentItemMutationVariables>;
export const RestDeleteContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestDeleteContentItemMutation, RestDeleteContentItemMutationVariables>;
export const RestReindexContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReindexContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reindexContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<RestReindexContentMutation, RestReindexContentMutationVariables>;
export const RestSearchKnowledgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchKnowledge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"k"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchKnowledge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"k"},"value":{"kind":"Variable","name":{"kind":"Name","value":"k"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<RestSearchKnowledgeQuery, RestSearchKnowledgeQueryVariables>;
export const RestSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSchool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSchool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestSchoolsQuery, RestSchoolsQueryVariables>;
export const RestCreateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSchool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSchool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestCreateSchoolMutation, RestCreateSchoolMutationVariables>;
export const RestUpdateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSchool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSchool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestUpdateSchoolMutation, RestUpdateSchoolMutationVariables>;
export const RestSetStaffSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetStaffSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestSetStaffSchoolsMutation, RestSetStaffSchoolsMutationVariables>;
export const RestAssignCounselorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAssignCounselor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counselorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCounselor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"counselorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counselorId"}}}]}]}}]} as unknown as DocumentNode<RestAssignCounselorMutation, RestAssignCounselorMutationVariables>;
export const RestReserveRosterUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReserveRosterUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"reservation"},"name":{"kind":"Name","value":"createRosterUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}}]}}]} as unknown as DocumentNode<RestReserveRosterUploadMutation, RestReserveRosterUploadMutationVariables>;
export const RestPreviewRosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPreviewRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestRosterImport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestRosterImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RestPreviewRosterImportMutation, RestPreviewRosterImportMutationVariables>;
export const RestApplyRosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestApplyRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptRejections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestRosterImport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestRosterImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RestApplyRosterImportMutation, RestApplyRosterImportMutationVariables>;
export const RestRosterImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRosterImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestRosterImport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestRosterImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RestRosterImportsQuery, RestRosterImportsQueryVariables>;
export const RestImportAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestImportAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"importedAccountCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestImportAccountsQuery, RestImportAccountsQueryVariables>;
export const RestIssueSetPasswordLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestIssueSetPasswordLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueSetPasswordLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RestIssueSetPasswordLinksMutation, RestIssueSetPasswordLinksMutationVariables>;
export const RestRolloverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRollover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"promoted"}},{"kind":"Field","name":{"kind":"Name","value":"graduated"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}}]} as unknown as DocumentNode<RestRolloverMutation, RestRolloverMutationVariables>;
export const RestSystemSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSystemSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSetting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<RestSystemSettingQuery, RestSystemSettingQueryVariables>;
export const RestSaveSystemSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSaveSystemSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSystemSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSetting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<RestSaveSystemSettingMutation, RestSaveSystemSettingMutationVariables>;
export const RestStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}}]}}]} as unknown as DocumentNode<RestStudentsQuery, RestStudentsQueryVariables>;
export const RestMyStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStudentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStudentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RestMyStudentQuery, RestMyStudentQueryVariables>;
export const RestStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStudentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStudentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RestStudentQuery, RestStudentQueryVariables>;
export const RestCreateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStudentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStudentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RestCreateStudentProfileMutation, RestCreateStudentProfileMutationVariables>;
export const RestUpdateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStudentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStudentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RestUpdateStudentProfileMutation, RestUpdateStudentProfileMutationVariables>;
export const RestStudentAcademicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudentAcademics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCourse"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCourse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]} as unknown as DocumentNode<RestStudentAcademicsQuery, RestStudentAcademicsQueryVariables>;
export const RestStudentActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudentActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestActivity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]} as unknown as DocumentNode<RestStudentActivitiesQuery, RestStudentActivitiesQueryVariables>;
export const RestSaveCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSaveCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"courses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCourse"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCourse"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]} as unknown as DocumentNode<RestSaveCoursesMutation, RestSaveCoursesMutationVariables>;
export const RestSaveActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSaveActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activities"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activities"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activities"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestActivity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]} as unknown as DocumentNode<RestSaveActivitiesMutation, RestSaveActivitiesMutationVariables>;
export const RestStudentPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStudentPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPreferences"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestStudentPreferencesQuery, RestStudentPreferencesQueryVariables>;
export const RestSaveCollegePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSaveCollegePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCollegePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPreferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestSaveCollegePreferencesMutation, RestSaveCollegePreferencesMutationVariables>;
export const RestReserveDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReserveDocumentUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"reservation"},"name":{"kind":"Name","value":"createDocumentUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}}]}}]} as unknown as DocumentNode<RestReserveDocumentUploadMutation, RestReserveDocumentUploadMutationVariables>;
export const RestReserveKnowledgeUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReserveKnowledgeUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"reservation"},"name":{"kind":"Name","value":"createKnowledgeUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}}]}}]} as unknown as DocumentNode<RestReserveKnowledgeUploadMutation, RestReserveKnowledgeUploadMutationVariables>;
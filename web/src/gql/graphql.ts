/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Issue 19: where a line of the pre-meeting brief comes from. */
export type BriefSourceType =
  | 'college_list'
  | 'college_preferences'
  | 'documents'
  | 'student_profile';

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

export type ContentType =
  | 'document'
  | 'link'
  | 'note';

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

export type StaffApplicationFieldsFragment = { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, updatedAt: string, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> };

export type StaffStudentApplicationsQueryVariables = Exact<{
  studentId: string;
}>;


export type StaffStudentApplicationsQuery = { studentApplications: Array<{ id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, updatedAt: string, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> }> };

export type StaffUpdateApplicationMutationVariables = Exact<{
  id: string;
  input: UpdateApplicationInput;
}>;


export type StaffUpdateApplicationMutation = { updateApplication: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, updatedAt: string, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }> } };

export type StaffDeadlineBoardQueryVariables = Exact<{
  input?: DeadlineBoardInput | null | undefined;
}>;


export type StaffDeadlineBoardQuery = { deadlineBoard: Array<{ studentName: string, studentUserId: string, schoolId: string, grade: string | null, application: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, flags: Array<{ code: string, message: string }> } }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, userId: string, email: string, firstName: string | null, lastName: string | null, role: Role | null, displayName: string } | null };

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

export type CollegeRowFieldsFragment = { unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null };

export type CollegeSearchQueryVariables = Exact<{
  input?: CollegeSearchInput | null | undefined;
}>;


export type CollegeSearchQuery = { colleges: { total: number, items: Array<{ unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null }> } };

export type CuratedDeadlineFieldsFragment = { collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string };

export type CollegeDetailQueryVariables = Exact<{
  unitid: string;
  cycle?: number | null | undefined;
}>;


export type CollegeDetailQuery = { college: { zip: string | null, url: string | null, predominantDegree: string | null, highestDegree: string | null, sat25: number | null, sat75: number | null, satReading25: number | null, satReading75: number | null, satMath25: number | null, satMath75: number | null, act25: number | null, act75: number | null, costOfAttendance: number | null, tuitionInState: number | null, tuitionOutOfState: number | null, completionRate4yr: number | null, retentionRate: number | null, pellShare: number | null, hbcu: boolean, religiousAffiliation: string | null, unitid: string, name: string, city: string, state: string, control: CollegeControl, admissionRate: number | null, netPrice: number | null, testPolicy: TestPolicy | null, undergrads: number | null, deadlines: Array<{ collegeId: string, cycle: number, plan: ApplicationPlan, date: string, updatedBy: string | null, updatedAt: string }> } | null };

export type ApplicationFieldsFragment = { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null } };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { myStudent: { id: string, grade: string | null, applications: Array<{ id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null } }> } | null };

export type AddApplicationMutationVariables = Exact<{
  studentId: string;
  input: AddApplicationInput;
}>;


export type AddApplicationMutation = { addApplication: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null } } };

export type UpdateApplicationMutationVariables = Exact<{
  id: string;
  input: UpdateApplicationInput;
}>;


export type UpdateApplicationMutation = { updateApplication: { id: string, studentId: string, collegeId: string, collegeName: string, plan: ApplicationPlan | null, status: ApplicationStatus, cycle: number, deadline: string | null, deadlineSource: DeadlineSource, missing: Array<string>, createdAt: string, updatedAt: string, materials: { applicationForm: boolean, essays: boolean, transcript: TranscriptState, testScores: TestScoresState, fee: FeeState, recommendations: Array<{ name: string, state: RecommendationState }> }, fit: { level: FitLevel, reason: string }, flags: Array<{ code: string, message: string }>, history: Array<{ at: string, actorId: string, actorName: string | null, summary: string }>, college: { unitid: string, city: string, state: string, testPolicy: TestPolicy | null, admissionRate: number | null } } };

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

export type ContentItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentItemsQuery = { contentItems: Array<{ id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, createdAt: string, updatedAt: string, body: string | null, url: string | null, visibleToStudents: boolean, chunkCount: number, file: { id: string, filePath: string, status: KnowledgeFileStatus } | null }> };

export type StudentResourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentResourcesQuery = { studentResources: Array<{ id: string, type: ContentType, title: string, description: string | null, tags: Array<string>, body: string | null, url: string | null, createdAt: string }> };

export type CounselorDashboardStatsQueryVariables = Exact<{
  scope?: StudentScope | null | undefined;
  schoolId?: string | null | undefined;
}>;


export type CounselorDashboardStatsQuery = { studentStats: { totalStudents: number, activeApplications: number } };

export type CounselorStudentProfileQueryVariables = Exact<{
  id: string;
}>;


export type CounselorStudentProfileQuery = { student: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, displayName: string, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, targetCollegesFromList: boolean, updatedAt: string, user: { id: string, email: string, firstName: string | null, lastName: string | null } | null, collegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } | null, academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> } | null };

export type CounselorContentCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CounselorContentCountQuery = { contentItems: Array<{ id: string }> };

export type StudentDocumentFieldsFragment = { id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string };

export type StudentDocumentsQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentDocumentsQuery = { studentDocuments: Array<{ id: string, studentId: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string }> };

export type MyDocumentsOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDocumentsOwnerQuery = { myStudent: { id: string } | null };

export type KnowledgeFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type KnowledgeFilesQuery = { knowledgeFiles: Array<{ id: string, fileName: string, fileType: string, fileSize: number, filePath: string, uploadedAt: string, isIndexed: boolean, status: KnowledgeFileStatus, statusReason: string | null, chunkCount: number }> };

export type MeetingBriefQueryVariables = Exact<{
  studentId: string;
}>;


export type MeetingBriefQuery = { meetingBrief: { studentId: string, studentName: string, today: string, answeredBy: string, model: string | null, sections: Array<{ key: string, title: string, lines: Array<{ text: string, sources: Array<{ type: BriefSourceType, recordId: string | null }> }> }> } };

export type RosterImportFieldsFragment = { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string } };

export type RosterImportQueryVariables = Exact<{
  id: string;
}>;


export type RosterImportQuery = { rosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, rejected: Array<{ line: number, reason: string }>, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string } } | null };

export type RosterImportsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RosterImportsQuery = { rosterImports: { total: number, items: Array<{ id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string } }> } };

export type ImportedAccountCountQueryVariables = Exact<{
  importId: string;
}>;


export type ImportedAccountCountQuery = { importedAccountCount: number };

export type ApplyRosterImportMutationVariables = Exact<{
  id: string;
  acceptRejections?: boolean | null | undefined;
}>;


export type ApplyRosterImportMutation = { applyRosterImport: { id: string, format: RosterFormat, status: ImportStatus, fileName: string | null, fileHash: string, createdAt: string, appliedAt: string | null, appliedWithRejections: boolean, newAccounts: number, counts: { create: number, update: number, unchanged: number, deactivate: number, rejected: number }, createdBy: { id: string, displayName: string, email: string } } };

export type RolloverMutationVariables = Exact<{
  dryRun: boolean;
}>;


export type RolloverMutation = { rollover: { dryRun: boolean, promoted: number, graduated: number, appliedAt: string | null } };

export type SchoolStaffMemberFragment = { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> };

export type AdminSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSchoolsQuery = { schools: Array<{ id: string, name: string, ncesId: string | null, city: string | null, state: string | null, archived: boolean, studentCount: number, staff: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }>, caseloadRules: Array<{ id: string, schoolId: string, gradeFrom: number, gradeTo: number, surnameFrom: string, surnameTo: string, counselor: { id: string, displayName: string } }> }> };

export type AssignableStaffQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type AssignableStaffQuery = { counselors: { items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }> }, admins: { items: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, role: Role | null, schoolIds: Array<string> }> } };

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

export type CollegePreferencesFieldsFragment = { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string };

export type MyCollegePreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCollegePreferencesQuery = { myStudent: { id: string, collegePreferences: { studentId: string, overallFeeling: string | null, concerns: string | null, collegeSearchStarted: string | null, collegeSizePreferences: Array<string>, locationPreferences: Array<string>, academicsExtracurricularsPreferences: Array<string>, updatedAt: string } | null } | null, collegePreferenceQuestionnaire: { questions: Array<{ field: string, label: string, options: Array<string> }>, checklists: Array<{ field: string, label: string, statements: Array<{ id: string, text: string }> }> } };

export type StudentProfileFieldsFragment = { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, displayName: string, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, targetCollegesFromList: boolean, updatedAt: string };

export type StudentListsFieldsFragment = { academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> };

export type MyStudentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStudentQuery = { myStudent: { id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, displayName: string, dateOfBirth: string | null, siblings: string | null, gpa: number | null, satScore: number | null, actScore: number | null, classRank: string | null, grade: string | null, highSchoolName: string | null, highSchoolLocation: string | null, apIbHonors: string | null, activitiesOutsideSchool: string | null, clubs: string | null, internshipsVolunteer: string | null, leadership: string | null, targetColleges: number, targetCollegesFromList: boolean, updatedAt: string, academics: { gpa: number | null, classRank: string | null, courses: Array<{ courseName: string, level: CourseLevel, grade: string | null }> }, activities: Array<{ name: string, role: string | null, years: number | null, hoursPerWeek: number | null }> } | null };

export type StudentListQueryVariables = Exact<{
  q?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: StudentSort | null | undefined;
  scope?: StudentScope | null | undefined;
  schoolId?: string | null | undefined;
}>;


export type StudentListQuery = { students: { total: number, items: Array<{ id: string, userId: string, firstName: string | null, lastName: string | null, email: string | null, displayName: string, grade: string | null, gpa: number | null, satScore: number | null, actScore: number | null, targetColleges: number }> } };

export type StudentListScopesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentListScopesQuery = { schools: Array<{ id: string, name: string }>, caseload: { totalStudents: number } };

export const StaffApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffApplicationFieldsFragment, unknown>;
export const CollegeRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}}]} as unknown as DocumentNode<CollegeRowFieldsFragment, unknown>;
export const CuratedDeadlineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CuratedDeadlineFieldsFragment, unknown>;
export const ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApplicationFieldsFragment, unknown>;
export const StudentDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<StudentDocumentFieldsFragment, unknown>;
export const RosterImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RosterImportFieldsFragment, unknown>;
export const SchoolStaffMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<SchoolStaffMemberFragment, unknown>;
export const CollegePreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CollegePreferencesFieldsFragment, unknown>;
export const StudentProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StudentProfileFieldsFragment, unknown>;
export const StudentListsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}}]} as unknown as DocumentNode<StudentListsFieldsFragment, unknown>;
export const AdminDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCounselors"}},{"kind":"Field","name":{"kind":"Name","value":"totalCounselors"}},{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queriesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalQueries"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardStatsQuery, AdminDashboardStatsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const StaffAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<StaffAuditLogQuery, StaffAuditLogQueryVariables>;
export const AuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditActors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"admins"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"admin"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"counselors"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"counselor"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<AuditActorsQuery, AuditActorsQueryVariables>;
export const AiAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAnswerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"askerRole"}},{"kind":"Field","name":{"kind":"Name","value":"asker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpful"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AiAnswersQuery, AiAnswersQueryVariables>;
export const SetChatTurnFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatTurnFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatTurnFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagged"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"flag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetChatTurnFlagMutation, SetChatTurnFlagMutationVariables>;
export const StaffCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<StaffCollegeDeadlinesQuery, StaffCollegeDeadlinesQueryVariables>;
export const StaffSetCollegeDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetCollegeDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCollegeDeadlinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCollegeDeadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<StaffSetCollegeDeadlinesMutation, StaffSetCollegeDeadlinesMutationVariables>;
export const StaffStudentApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffStudentApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffStudentApplicationsQuery, StaffStudentApplicationsQueryVariables>;
export const StaffUpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StaffUpdateApplicationMutation, StaffUpdateApplicationMutationVariables>;
export const StaffDeadlineBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDeadlineBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineBoardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadlineBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"studentUserId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffDeadlineBoardQuery, StaffDeadlineBoardQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const RateChatTurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateChatTurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helpful"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateChatTurn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"helpful"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helpful"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpful"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<RateChatTurnMutation, RateChatTurnMutationVariables>;
export const ChatbotStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<ChatbotStudentsQuery, ChatbotStudentsQueryVariables>;
export const AssistantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<AssistantInfoQuery, AssistantInfoQueryVariables>;
export const CollegeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollegeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colleges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}}]} as unknown as DocumentNode<CollegeSearchQuery, CollegeSearchQueryVariables>;
export const CollegeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollegeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"college"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegeRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"predominantDegree"}},{"kind":"Field","name":{"kind":"Name","value":"highestDegree"}},{"kind":"Field","name":{"kind":"Name","value":"sat25"}},{"kind":"Field","name":{"kind":"Name","value":"sat75"}},{"kind":"Field","name":{"kind":"Name","value":"satReading25"}},{"kind":"Field","name":{"kind":"Name","value":"satReading75"}},{"kind":"Field","name":{"kind":"Name","value":"satMath25"}},{"kind":"Field","name":{"kind":"Name","value":"satMath75"}},{"kind":"Field","name":{"kind":"Name","value":"act25"}},{"kind":"Field","name":{"kind":"Name","value":"act75"}},{"kind":"Field","name":{"kind":"Name","value":"costOfAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionInState"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionOutOfState"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate4yr"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"pellShare"}},{"kind":"Field","name":{"kind":"Name","value":"hbcu"}},{"kind":"Field","name":{"kind":"Name","value":"religiousAffiliation"}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuratedDeadlineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"College"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"netPrice"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"undergrads"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuratedDeadlineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegeDeadline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CollegeDetailQuery, CollegeDetailQueryVariables>;
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const AddApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AddApplicationMutation, AddApplicationMutationVariables>;
export const UpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeId"}},{"kind":"Field","name":{"kind":"Name","value":"collegeName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSource"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationForm"}},{"kind":"Field","name":{"kind":"Name","value":"essays"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"testScores"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"fit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"college"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitid"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"testPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateApplicationMutation, UpdateApplicationMutationVariables>;
export const DeleteApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteApplicationMutation, DeleteApplicationMutationVariables>;
export const MyApplicationsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<MyApplicationsCsvQuery, MyApplicationsCsvQueryVariables>;
export const GetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<GetCalendarFeedMutation, GetCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}]}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const ContentItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"visibleToStudents"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ContentItemsQuery, ContentItemsQueryVariables>;
export const StudentResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StudentResourcesQuery, StudentResourcesQueryVariables>;
export const CounselorDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorDashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"activeApplications"}}]}}]}}]} as unknown as DocumentNode<CounselorDashboardStatsQuery, CounselorDashboardStatsQueryVariables>;
export const CounselorStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentProfileFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentListsFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegePreferencesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CounselorStudentProfileQuery, CounselorStudentProfileQueryVariables>;
export const CounselorContentCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounselorContentCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CounselorContentCountQuery, CounselorContentCountQueryVariables>;
export const StudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<StudentDocumentsQuery, StudentDocumentsQueryVariables>;
export const MyDocumentsOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDocumentsOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MyDocumentsOwnerQuery, MyDocumentsOwnerQueryVariables>;
export const KnowledgeFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isIndexed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}}]}}]}}]} as unknown as DocumentNode<KnowledgeFilesQuery, KnowledgeFilesQueryVariables>;
export const MeetingBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeetingBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingBrief"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeetingBriefQuery, MeetingBriefQueryVariables>;
export const RosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RosterImportQuery, RosterImportQueryVariables>;
export const RosterImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<RosterImportsQuery, RosterImportsQueryVariables>;
export const ImportedAccountCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportedAccountCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedAccountCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}]}]}}]} as unknown as DocumentNode<ImportedAccountCountQuery, ImportedAccountCountQueryVariables>;
export const ApplyRosterImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptRejections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptRejections"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileHash"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"deactivate"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedWithRejections"}},{"kind":"Field","name":{"kind":"Name","value":"newAccounts"}}]}}]} as unknown as DocumentNode<ApplyRosterImportMutation, ApplyRosterImportMutationVariables>;
export const RolloverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Rollover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"promoted"}},{"kind":"Field","name":{"kind":"Name","value":"graduated"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}}]}}]}}]} as unknown as DocumentNode<RolloverMutation, RolloverMutationVariables>;
export const AdminSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseloadRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"counselor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gradeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"gradeTo"}},{"kind":"Field","name":{"kind":"Name","value":"surnameFrom"}},{"kind":"Field","name":{"kind":"Name","value":"surnameTo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<AdminSchoolsQuery, AdminSchoolsQueryVariables>;
export const AssignableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"counselors"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"counselor"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"admins"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"admin"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolStaffMember"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolIds"}}]}}]} as unknown as DocumentNode<AssignableStaffQuery, AssignableStaffQueryVariables>;
export const CreateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSchoolMutation, CreateSchoolMutationVariables>;
export const UpdateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ncesId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolMutation, UpdateSchoolMutationVariables>;
export const SetStaffSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetStaffSchoolsMutation, SetStaffSchoolsMutationVariables>;
export const SetCaseloadRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseloadRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rules"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseloadRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseloadRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rules"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rules"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetCaseloadRulesMutation, SetCaseloadRulesMutationVariables>;
export const SystemPromptDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemPromptDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSettingDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"chatbot_system_prompt","block":false}}]}]}}]} as unknown as DocumentNode<SystemPromptDefaultQuery, SystemPromptDefaultQueryVariables>;
export const SystemPromptHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemPromptHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSettingHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"chatbot_system_prompt","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<SystemPromptHistoryQuery, SystemPromptHistoryQueryVariables>;
export const MyCollegePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCollegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollegePreferencesFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"collegePreferenceQuestionnaire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollegePreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollegePreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"overallFeeling"}},{"kind":"Field","name":{"kind":"Name","value":"concerns"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSearchStarted"}},{"kind":"Field","name":{"kind":"Name","value":"collegeSizePreferences"}},{"kind":"Field","name":{"kind":"Name","value":"locationPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"academicsExtracurricularsPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyCollegePreferencesQuery, MyCollegePreferencesQueryVariables>;
export const MyStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentProfileFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentListsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"siblings"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolName"}},{"kind":"Field","name":{"kind":"Name","value":"highSchoolLocation"}},{"kind":"Field","name":{"kind":"Name","value":"apIbHonors"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesOutsideSchool"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"}},{"kind":"Field","name":{"kind":"Name","value":"internshipsVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"leadership"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}},{"kind":"Field","name":{"kind":"Name","value":"targetCollegesFromList"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"classRank"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}}]}}]}}]} as unknown as DocumentNode<MyStudentQuery, MyStudentQueryVariables>;
export const StudentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"satScore"}},{"kind":"Field","name":{"kind":"Name","value":"actScore"}},{"kind":"Field","name":{"kind":"Name","value":"targetColleges"}}]}}]}}]}}]} as unknown as DocumentNode<StudentListQuery, StudentListQueryVariables>;
export const StudentListScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentListScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"caseload"},"name":{"kind":"Name","value":"studentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"CASELOAD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}}]}}]}}]} as unknown as DocumentNode<StudentListScopesQuery, StudentListScopesQueryVariables>;
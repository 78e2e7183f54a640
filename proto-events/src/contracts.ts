import { z } from 'zod';
import { Subjects } from './subjects.js';

/**
 * Every event's payload, declared once as a zod schema: the wire contract checked on publish and on
 * receipt (validate.ts), and the TypeScript type (z.infer). Objects are strict (an unknown field
 * breaks the contract) and every field is present (null where empty). A JSON Schema, should another
 * language need one, is `z.toJSONSchema(eventSchemas[subject])`.
 */
const str = z.string().min(1);
const text = z.string().nullable();
const texts = z.array(z.string());
const count = z.number().int().min(0);

const sessionRevoked = z.strictObject({ userId: str, sessionIds: z.array(str), reason: z.enum(['logout', 'password_reset', 'admin']) });
/**
 * What a session's access token says changed (the user's schools, role, names or email): the gateway drops its
 * cached grant for these sessions at once, so the next request carries a token minted from the new facts.
 */
const sessionRefreshed = z.strictObject({ userId: str, sessionIds: z.array(str) });
/**
 * A new account. The names were added later (issue 30: services that show a teacher need their name): optional, so
 * events logged before them still read; producers fill them (null when the account has none).
 */
const userCreated = z.strictObject({
  userId: str, email: str, role: str, createdBy: z.string().nullable(),
  firstName: z.string().nullable().optional(), lastName: z.string().nullable().optional(),
});

/** A student's whole profile as published by the students service: all a consumer needs, no call back. */
const studentProfileSnapshot = z.strictObject({
  firstName: text, lastName: text, email: text, dateOfBirth: text, siblings: text,
  gpa: z.number().min(0).max(4).nullable(),
  satScore: z.number().int().min(400).max(1600).nullable(),
  actScore: z.number().int().min(1).max(36).nullable(),
  classRank: text,
  grade: z.enum(['9', '10', '11', '12']).nullable(),
  highSchoolName: text, highSchoolLocation: text, apIbHonors: text, activitiesOutsideSchool: text,
  clubs: text, internshipsVolunteer: text, leadership: text,
  targetColleges: count,
  courses: z.array(z.strictObject({ courseName: str, level: z.enum(['AP', 'Honors', 'Regular']), grade: text })),
  activities: z.array(z.strictObject({ name: str, role: text, years: count.nullable(), hoursPerWeek: z.number().min(0).nullable() })),
  updatedAt: str,
});
/**
 * schoolId and status come from the roster (the student's enrollment). Optional only because events written
 * before schools existed lack them; a consumer reads a missing schoolId as the district's default school.
 */
const enrollmentStatus = z.enum(['active', 'alumni', 'inactive']);
const profileUpserted = z.strictObject({
  studentId: str, userId: str, profile: studentProfileSnapshot,
  schoolId: z.string().min(1).nullable().optional(),
  status: enrollmentStatus.optional(),
  /** The counselor whose caseload the student is in (from the roster); optional in events from before caseloads. */
  counselorUserId: z.string().min(1).nullable().optional(),
});

/** College preferences; checklist entries are the full statement texts. */
const collegePreferencesSnapshot = z.strictObject({
  overallFeeling: text, concerns: text, collegeSearchStarted: text,
  collegeSizePreferences: texts, locationPreferences: texts, academicsExtracurricularsPreferences: texts,
  updatedAt: str,
});
const preferencesSaved = z.strictObject({ studentId: str, userId: str, preferences: collegePreferencesSnapshot });

const documentCreated = z.strictObject({ documentId: str, studentId: str, fileName: str, fileType: str, fileSize: count });
const documentDeleted = z.strictObject({ documentId: str, studentId: str, fileName: str, deletedBy: str });
const fileUploaded = z.strictObject({ fileId: str });
const fileIndexed = z.strictObject({ fileId: str, chunkCount: count });
const fileFailed = z.strictObject({ fileId: str, reason: str });
const contentChanged = z.strictObject({ itemId: str, change: z.enum(['created', 'updated', 'deleted']), actorId: z.string().nullable(), title: z.string() });
const reindexRequested = z.strictObject({ requestId: str, actorId: z.string().nullable() });
/** A setting saved (settings service). `value` only for settings other services act on (the time zone, the digest hour). */
const settingChanged = z.strictObject({ key: str, actorId: str, actorEmail: z.string(), value: z.string().optional() });

/** A school was created, renamed or archived (the roster service owns schools). */
const schoolChanged = z.strictObject({
  schoolId: str, name: str, ncesId: text, city: text, state: text, archived: z.boolean(),
});
/** The schools a staff member is assigned to, in full (identity mirrors it into the token's `schools` claim). */
const staffAssigned = z.strictObject({ userId: str, schoolIds: z.array(str) });
/**
 * A student's enrollment as the roster holds it, in full: school, grade, status and the counselor whose
 * caseload they are in (assigned by hand, else by the school's caseload rules; null when neither applies).
 * The students service keeps these on the student's record and creates a bare record for a student it has
 * not seen yet, so imported students are listed before they first sign in.
 */
const enrollmentChanged = z.strictObject({
  studentUserId: str, schoolId: str,
  grade: z.enum(['9', '10', '11', '12']).nullable(),
  status: enrollmentStatus,
  counselorUserId: z.string().min(1).nullable(),
  firstName: text, lastName: text, email: text,
  /** The source system's stable id (OneRoster sourcedId or the Counsel CSV's local id); null when not imported. */
  sourcedId: text,
});
/**
 * An account the roster import creates or updates. Identity creates it with no password (the user sets one
 * through a one-time link, or signs in through the district's single sign-on), updates names and email of
 * an existing one, and disables it when `active` is false.
 */
const accountImported = z.strictObject({
  userId: str, email: str, firstName: str, lastName: str,
  role: z.enum(['student', 'counselor', 'admin', 'teacher', 'guardian']),
  active: z.boolean(),
  importId: str,
});

/** A roster import names a guardian of these students: identity links them (a pair it holds already is kept as it is). */
const guardianLinked = z.strictObject({ guardianUserId: str, studentUserIds: z.array(str).min(1), importId: str });

/**
 * A roster import was applied (also one that changed nothing): who ran it, which file and what it did, for the
 * staff audit log. The counts are the roster's plan; acceptedRejections says the admin applied the valid rows
 * of a file with rejected ones.
 */
const importApplied = z.strictObject({
  importId: str, actorId: str, actorEmail: z.string(),
  fileName: text, fileHash: str,
  format: z.enum(['COUNSEL_CSV', 'ONEROSTER_ZIP']),
  counts: z.strictObject({ create: count, update: count, unchanged: count, deactivate: count, rejected: count }),
  acceptedRejections: z.boolean(),
});

const applicationPlan = z.enum(['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY']);
const applicationStatus = z.enum([
  'researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined',
]);
/**
 * A student's college list, in full, after any change to it (an application added, changed or removed, or a
 * curated deadline that moved one of its dates). Chat's read model answers from it; the students service makes
 * targetColleges follow its length. An empty list means the student has none (again).
 */
const collegeListChanged = z.strictObject({
  studentId: str, studentUserId: str,
  applications: z.array(z.strictObject({
    applicationId: str, collegeId: str, collegeName: str, city: text, state: text,
    plan: applicationPlan.nullable(), status: applicationStatus,
    /** YYYY-MM-DD, null when nobody has entered it (unknown, never guessed). */
    deadline: z.string().nullable(),
    missing: z.array(z.string()),
    fit: z.strictObject({ level: z.enum(['REACH', 'MATCH', 'LIKELY', 'UNKNOWN']), reason: z.string() }),
    flags: z.array(z.string()),
  })),
  updatedAt: str,
});

/**
 * An admin read the AI answers page: who, and with which filters, for the staff audit log (identity
 * records it as ai_answers.viewed). The filters are what the admin chose; null where none was.
 */
const chatAnswersViewed = z.strictObject({
  actorId: str, actorEmail: z.string(),
  filters: z.strictObject({
    rating: z.enum(['HELPFUL', 'NOT_HELPFUL', 'UNRATED']).nullable(), answeredBy: text, from: text, to: text, flagged: z.boolean().nullable(),
  }),
  page: z.number().int().min(1), pageSize: z.number().int().min(1), shown: count, total: count,
});

/**
 * A staff member read one student's record (the access log): who, and which parts, never the data. The
 * service that served the read publishes it; the records service keeps the log. `detail` names an item without
 * its content (a document's id), null otherwise.
 */
const recordPart = z.enum(['profile', 'preferences', 'documents', 'document_file', 'college_list', 'chat', 'meeting_brief', 'notes', 'meetings', 'tasks', 'letters', 'academic_plan']);
const recordRead = z.strictObject({
  studentId: str,
  actorId: str, actorRole: z.enum(['counselor', 'admin', 'guardian']), actorName: z.string(),
  parts: z.array(recordPart).min(1),
  detail: text,
});

/**
 * An admin (or the retention schedule) asked that a student be deleted everywhere. Every service that holds
 * anything of theirs erases it and confirms with its own record.erased event; identity blocks the account's
 * sign-in at once and removes the account only on deletion.completing, once every other service confirmed.
 */
const deletionRequested = z.strictObject({
  deletionId: str, studentId: str, studentUserId: str,
  reason: z.enum(['request', 'retention']),
  requestedBy: z.string().nullable(),
});
const deletionCompleting = z.strictObject({ deletionId: str, studentId: str, studentUserId: str });
/** What one service removed for a deletion: each kind of item with its count (0 where it held none). */
const recordErased = z.strictObject({
  deletionId: str, studentId: str,
  removed: z.array(z.strictObject({ item: str, count })),
});
/**
 * A recommendation request was made or changed state (letters service): whom it asks, for which applications
 * (empty: all of the student's), and whether the student waived their right to read the letter. The checklist
 * and notifications follow it; the letter itself never travels in an event.
 */
const requestChanged = z.strictObject({
  requestId: str, studentId: str, studentUserId: str, teacherUserId: str,
  /** The teacher's name as the letters service knows it (the checklist shows it); absent in events written before it was added. */
  teacherName: z.string().nullable().optional(),
  applicationIds: z.array(str),
  state: z.enum(['requested', 'accepted', 'declined', 'cancelled', 'submitted']),
  waived: z.boolean(),
  at: str,
});
/**
 * A school document of a senior (the counselor's packet: counselor letter, school report, transcript, mid-year and
 * final reports) changed state (letters service). The state only: its content never travels in an event.
 */
const schoolDocumentChanged = z.strictObject({
  studentId: str,
  kind: z.enum(['counselor_letter', 'school_report', 'transcript', 'mid_year_report', 'final_report']),
  state: z.enum(['not_started', 'draft', 'ready']),
  at: str,
});
/** An export of a student's record was made (for the staff audit log). */
const exportCreated = z.strictObject({
  exportId: str, studentId: str, actorId: str, actorEmail: z.string(), actorRole: z.enum(['student', 'counselor', 'admin']),
  fileCount: count, bytes: count,
});

/**
 * A task given to students, or changed (counseling): its title and due date and the students it concerns. On
 * assigned/edited/removed, every assignee; on done/reopened, the one student who ticked it.
 */
const taskChanged = z.strictObject({
  taskId: str, title: z.string(), dueDate: str, applicationId: text,
  studentIds: z.array(str),
  change: z.enum(['assigned', 'edited', 'removed', 'done', 'reopened']),
  at: str,
});
/** A scheduled meeting was made, moved or cancelled (counseling): when and with whom, never the counselor's note or topics. */
const meetingChanged = z.strictObject({
  meetingId: str, studentId: str, counselorUserId: str, counselorName: z.string(),
  startsAt: str, lengthMinutes: count,
  change: z.enum(['scheduled', 'moved', 'cancelled']),
  at: str,
});
/** A counselor returned or approved a student's four-year plan (planning): the decision and who, never the comment. */
const planReviewed = z.strictObject({
  studentId: str, studentUserId: str, decision: z.enum(['approve', 'return']), at: str, reviewerName: z.string(),
});
const planTrack = z.enum(['ON_TRACK', 'AT_RISK', 'OFF_TRACK']);
/**
 * A student's four-year plan as checked after any change to it (saved, submitted, reviewed, checked again after a
 * catalog, requirement or grade change): its status, and per requirement set its status and what is missing. Chat's
 * read model answers and briefs from it, reporting counts plans by track; never the plan's comments.
 */
const planChanged = z.strictObject({
  studentId: str, studentUserId: str, schoolId: str,
  status: z.enum(['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED']),
  track: planTrack,
  sets: z.array(z.strictObject({
    setId: str, setName: z.string(), status: planTrack, summary: z.string(),
    missing: z.array(z.strictObject({ label: z.string(), summary: z.string() })),
  })),
  problems: texts,
  completedCourses: count, plannedCourses: count,
  updatedAt: str,
});
/** A guardian link made, removed or its consent switched (identity), in the change's unit of work: in force or not. */
/**
 * `active`: in force now, as identity evaluates it. `linked` (false once removed) and `consentWithdrawn` let a
 * follower evaluate the age-of-majority rule itself on a later day (kit guardianLinkInForce); absent on older events.
 */
const guardianLinkChanged = z.strictObject({
  linkId: str, guardianUserId: str, studentUserId: str, active: z.boolean(),
  linked: z.boolean().optional(), consentWithdrawn: z.boolean().optional(),
});

/** The languages the portal speaks (identity's LANGUAGES); null: follow the browser (emails: English). */
const userLanguageChanged = z.strictObject({ userId: str, language: z.enum(['en', 'es']).nullable() });
/** A session opened (identity): the account, its role and when; reporting counts sign-ins per week from it. */
const sessionStarted = z.strictObject({ userId: str, role: z.enum(['student', 'counselor', 'admin', 'teacher', 'guardian']).nullable(), at: str });

/**
 * Outcomes of graduated classes as the outcomes service holds them now (recorded at a rollover, imported from a file,
 * a decision that came later): each row by its id, upserted by followers. Never a student or an application id, so
 * a row is as anonymous here as after the student's deletion; at most 500 rows an event (an import is split).
 */
const outcomesRecorded = z.strictObject({
  outcomes: z.array(z.strictObject({
    outcomeId: str, schoolId: str, classYear: count, collegeId: str,
    result: z.enum(['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING']),
  })).min(1).max(500),
});

/**
 * The same outcomes as points of the school's history for the colleges service's fit: school, college, result and the
 * scores the applicant had (what a scattergram shows), never a class year or any id but the outcome's, so a point
 * says no more than the scattergram does. Upserted by outcome id; at most 500 points an event.
 */
const historyRecorded = z.strictObject({
  points: z.array(z.strictObject({
    outcomeId: str, schoolId: str, collegeId: str,
    result: z.enum(['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING']),
    gpa: z.number().min(0).max(4).nullable(),
    sat: z.number().int().min(400).max(1600).nullable(),
    act: z.number().int().min(1).max(36).nullable(),
  })).min(1).max(500),
});

/**
 * The scattergram's rules as the outcomes service applies them (from the district's settings): the minimum of past
 * applicants and whether students may see a school's history. Sent at every change and once by the start-up backfill.
 */
const scattergramRulesChanged = z.strictObject({ minimumApplicants: z.number().int().min(1), studentsMaySee: z.boolean() });

/** The contract of every subject. */
export const eventSchemas = {
  [Subjects.identitySessionRevoked]: sessionRevoked,
  [Subjects.identityUserCreated]: userCreated,
  [Subjects.identitySessionRefreshed]: sessionRefreshed,
  [Subjects.studentsProfileUpserted]: profileUpserted,
  [Subjects.studentsPreferencesSaved]: preferencesSaved,
  [Subjects.documentsDocumentCreated]: documentCreated,
  [Subjects.documentsDocumentDeleted]: documentDeleted,
  [Subjects.knowledgeFileUploaded]: fileUploaded,
  [Subjects.knowledgeFileIndexed]: fileIndexed,
  [Subjects.knowledgeFileFailed]: fileFailed,
  [Subjects.knowledgeContentChanged]: contentChanged,
  [Subjects.knowledgeReindexRequested]: reindexRequested,
  [Subjects.settingsSettingChanged]: settingChanged,
  [Subjects.rosterSchoolChanged]: schoolChanged,
  [Subjects.rosterStaffAssigned]: staffAssigned,
  [Subjects.rosterEnrollmentChanged]: enrollmentChanged,
  [Subjects.rosterAccountImported]: accountImported,
  [Subjects.rosterGuardianLinked]: guardianLinked,
  [Subjects.rosterImportApplied]: importApplied,
  [Subjects.collegesListChanged]: collegeListChanged,
  [Subjects.chatAnswersViewed]: chatAnswersViewed,
  [Subjects.studentsRecordRead]: recordRead,
  [Subjects.documentsRecordRead]: recordRead,
  [Subjects.collegesRecordRead]: recordRead,
  [Subjects.chatRecordRead]: recordRead,
  [Subjects.recordsDeletionRequested]: deletionRequested,
  [Subjects.recordsDeletionCompleting]: deletionCompleting,
  [Subjects.recordsExportCreated]: exportCreated,
  [Subjects.identityRecordErased]: recordErased,
  [Subjects.studentsRecordErased]: recordErased,
  [Subjects.documentsRecordErased]: recordErased,
  [Subjects.chatRecordErased]: recordErased,
  [Subjects.rosterRecordErased]: recordErased,
  [Subjects.collegesRecordErased]: recordErased,
  [Subjects.counselingRecordRead]: recordRead,
  [Subjects.counselingRecordErased]: recordErased,
  [Subjects.lettersRequestChanged]: requestChanged,
  [Subjects.lettersSchoolDocumentChanged]: schoolDocumentChanged,
  [Subjects.lettersRecordRead]: recordRead,
  [Subjects.lettersRecordErased]: recordErased,
  [Subjects.counselingTaskChanged]: taskChanged,
  [Subjects.counselingMeetingChanged]: meetingChanged,
  [Subjects.notificationsRecordErased]: recordErased,
  [Subjects.planningRecordRead]: recordRead,
  [Subjects.planningRecordErased]: recordErased,
  [Subjects.planningPlanReviewed]: planReviewed,
  [Subjects.outcomesRecordErased]: recordErased,
  [Subjects.outcomesOutcomesRecorded]: outcomesRecorded,
  [Subjects.outcomesHistoryRecorded]: historyRecorded,
  [Subjects.outcomesScattergramRulesChanged]: scattergramRulesChanged,
  [Subjects.reportingRecordErased]: recordErased,
  [Subjects.planningPlanChanged]: planChanged,
  [Subjects.identityGuardianLinkChanged]: guardianLinkChanged,
  [Subjects.identityUserLanguageChanged]: userLanguageChanged,
  [Subjects.identitySessionStarted]: sessionStarted,
} as const;

export type EventPayloads = { [S in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[S]> };

export type SessionRevoked = z.infer<typeof sessionRevoked>;
export type UserCreated = z.infer<typeof userCreated>;
export type StudentProfileSnapshot = z.infer<typeof studentProfileSnapshot>;
export type ProfileUpserted = z.infer<typeof profileUpserted>;
export type CollegePreferencesSnapshot = z.infer<typeof collegePreferencesSnapshot>;
export type PreferencesSaved = z.infer<typeof preferencesSaved>;
export type DocumentCreated = z.infer<typeof documentCreated>;
export type DocumentDeleted = z.infer<typeof documentDeleted>;
export type FileUploaded = z.infer<typeof fileUploaded>;
export type FileIndexed = z.infer<typeof fileIndexed>;
export type FileFailed = z.infer<typeof fileFailed>;
export type ContentChanged = z.infer<typeof contentChanged>;
export type ReindexRequested = z.infer<typeof reindexRequested>;
export type SettingChanged = z.infer<typeof settingChanged>;
export type SessionRefreshed = z.infer<typeof sessionRefreshed>;
export type SchoolChanged = z.infer<typeof schoolChanged>;
export type StaffAssigned = z.infer<typeof staffAssigned>;
export type EnrollmentChanged = z.infer<typeof enrollmentChanged>;
export type AccountImported = z.infer<typeof accountImported>;
export type GuardianLinked = z.infer<typeof guardianLinked>;
export type ImportApplied = z.infer<typeof importApplied>;
export type EnrollmentStatus = z.infer<typeof enrollmentStatus>;
export type CollegeListChanged = z.infer<typeof collegeListChanged>;
export type ChatAnswersViewed = z.infer<typeof chatAnswersViewed>;
export type RecordRead = z.infer<typeof recordRead>;
export type RecordPart = z.infer<typeof recordPart>;
export type DeletionRequested = z.infer<typeof deletionRequested>;
export type DeletionCompleting = z.infer<typeof deletionCompleting>;
export type RecordErased = z.infer<typeof recordErased>;
export type ExportCreated = z.infer<typeof exportCreated>;
export type RequestChanged = z.infer<typeof requestChanged>;
export type PlanReviewed = z.infer<typeof planReviewed>;
export type PlanChanged = z.infer<typeof planChanged>;
export type GuardianLinkChanged = z.infer<typeof guardianLinkChanged>;
export type UserLanguageChanged = z.infer<typeof userLanguageChanged>;
export type SchoolDocumentChanged = z.infer<typeof schoolDocumentChanged>;
export type TaskChanged = z.infer<typeof taskChanged>;
export type MeetingChanged = z.infer<typeof meetingChanged>;
export type SessionStarted = z.infer<typeof sessionStarted>;
export type OutcomesRecorded = z.infer<typeof outcomesRecorded>;
export type HistoryRecorded = z.infer<typeof historyRecorded>;
export type ScattergramRulesChanged = z.infer<typeof scattergramRulesChanged>;

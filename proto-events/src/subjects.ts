/** Subjects follow counsel.<service>.<entity>.<verb>.v1. */
export const Subjects = {
  identitySessionRevoked: 'counsel.identity.session.revoked.v1',
  identityUserCreated: 'counsel.identity.user.created.v1',
  identitySessionRefreshed: 'counsel.identity.session.refreshed.v1',
  studentsProfileUpserted: 'counsel.students.profile.upserted.v1',
  studentsPreferencesSaved: 'counsel.students.preferences.saved.v1',
  documentsDocumentCreated: 'counsel.documents.document.created.v1',
  documentsDocumentDeleted: 'counsel.documents.document.deleted.v1',
  knowledgeFileUploaded: 'counsel.knowledge.file.uploaded.v1',
  knowledgeFileIndexed: 'counsel.knowledge.file.indexed.v1',
  knowledgeFileFailed: 'counsel.knowledge.file.failed.v1',
  knowledgeContentChanged: 'counsel.knowledge.content.changed.v1',
  knowledgeReindexRequested: 'counsel.knowledge.reindex.requested.v1',
  settingsSettingChanged: 'counsel.settings.setting.changed.v1',
  rosterSchoolChanged: 'counsel.roster.school.changed.v1',
  rosterStaffAssigned: 'counsel.roster.staff.assigned.v1',
  rosterEnrollmentChanged: 'counsel.roster.enrollment.changed.v1',
  rosterAccountImported: 'counsel.roster.account.imported.v1',
  rosterGuardianLinked: 'counsel.roster.guardian.linked.v1',
  rosterImportApplied: 'counsel.roster.import.applied.v1',
  collegesListChanged: 'counsel.colleges.list.changed.v1',
  chatAnswersViewed: 'counsel.chat.answers.viewed.v1',
  // Records: a staff read of one student's record, reported by the service that served it.
  studentsRecordRead: 'counsel.students.record.read.v1',
  documentsRecordRead: 'counsel.documents.record.read.v1',
  collegesRecordRead: 'counsel.colleges.record.read.v1',
  chatRecordRead: 'counsel.chat.record.read.v1',
  // Deletion: records asks every service to erase a student, each confirms what it removed.
  recordsDeletionRequested: 'counsel.records.deletion.requested.v1',
  recordsDeletionCompleting: 'counsel.records.deletion.completing.v1',
  recordsExportCreated: 'counsel.records.export.created.v1',
  identityRecordErased: 'counsel.identity.record.erased.v1',
  studentsRecordErased: 'counsel.students.record.erased.v1',
  documentsRecordErased: 'counsel.documents.record.erased.v1',
  chatRecordErased: 'counsel.chat.record.erased.v1',
  rosterRecordErased: 'counsel.roster.record.erased.v1',
  collegesRecordErased: 'counsel.colleges.record.erased.v1',
  // Counseling (notes, meetings, tasks): its staff reads and its part of a deletion.
  counselingRecordRead: 'counsel.counseling.record.read.v1',
  counselingRecordErased: 'counsel.counseling.record.erased.v1',
  // Letters (recommendation requests and teachers' letters): a request's state, its staff reads and its part of a deletion.
  lettersRequestChanged: 'counsel.letters.request.changed.v1',
  lettersSchoolDocumentChanged: 'counsel.letters.school-document.changed.v1',
  lettersRecordRead: 'counsel.letters.record.read.v1',
  lettersRecordErased: 'counsel.letters.record.erased.v1',
  // Counseling's tasks and meetings as their students see them (notifications follow them); never a note.
  counselingTaskChanged: 'counsel.counseling.task.changed.v1',
  counselingMeetingChanged: 'counsel.counseling.meeting.changed.v1',
  // Notifications (in the app and by email): its part of a deletion.
  notificationsRecordErased: 'counsel.notifications.record.erased.v1',
  // Planning (catalogs, requirement sets, students' four-year plans): its staff reads and its part of a deletion.
  planningRecordRead: 'counsel.planning.record.read.v1',
  planningRecordErased: 'counsel.planning.record.erased.v1',
  // A counselor returned or approved a student's plan (notifications tell the student); never the comment text.
  planningPlanReviewed: 'counsel.planning.plan.reviewed.v1',
  // Outcomes (graduated classes' applications, scattergrams): its part of a deletion (the outcomes stay, anonymous).
  outcomesRecordErased: 'counsel.outcomes.record.erased.v1',
  // Outcomes of past classes recorded (a rollover, an import, a later decision): anonymous rows, for reporting.
  outcomesOutcomesRecorded: 'counsel.outcomes.outcomes.recorded.v1',
  // The same outcomes as the school's history points (result and scores, no class or student), for colleges' fit.
  outcomesHistoryRecorded: 'counsel.outcomes.history.recorded.v1',
  // The scattergram's minimum and students' switch as outcomes applies them (colleges' fit from a school's history).
  outcomesScattergramRulesChanged: 'counsel.outcomes.scattergram-rules.changed.v1',
  // Reporting (the district's dashboards): its part of a deletion (the student leaves the read model and its counts).
  reportingRecordErased: 'counsel.reporting.record.erased.v1',
  // A guardian link made, removed, or its consent switched (identity): whether it is in force now.
  identityGuardianLinkChanged: 'counsel.identity.guardian-link.changed.v1',
  // A person chose the language the portal and its emails speak to them (identity); null: follow the browser.
  identityUserLanguageChanged: 'counsel.identity.user.language-changed.v1',
  // Someone signed in (identity): who and when, for the district's sign-ins per week; never an address or a token.
  identitySessionStarted: 'counsel.identity.session.started.v1',
  // A student's four-year plan was saved, submitted or reviewed (planning): its status and track, never its courses.
  planningPlanChanged: 'counsel.planning.plan.changed.v1',
} as const;

export type Subject = (typeof Subjects)[keyof typeof Subjects];

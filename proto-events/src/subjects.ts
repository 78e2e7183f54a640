/** Subjects follow counsel.<service>.<entity>.<verb>.v1 (DESIGN.md section 4). */
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
  rosterImportApplied: 'counsel.roster.import.applied.v1',
  collegesListChanged: 'counsel.colleges.list.changed.v1',
  chatAnswersViewed: 'counsel.chat.answers.viewed.v1',
} as const;

export type Subject = (typeof Subjects)[keyof typeof Subjects];

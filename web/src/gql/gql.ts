/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminDashboardStats {\n  identityStats {\n    activeCounselors\n    totalCounselors\n    totalStudents\n  }\n  studentStats {\n    totalStudents\n  }\n}\n\nquery AdminUsers($q: String, $limit: Int, $offset: Int) {\n  users(q: $q, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      role\n    }\n  }\n}": typeof types.AdminDashboardStatsDocument,
    "query StaffAuditLog($action: String, $actorId: ID, $limit: Int, $offset: Int) {\n  auditLog(action: $action, actorId: $actorId, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      at\n      actorId\n      actorEmail\n      action\n      targetId\n      targetLabel\n      outcome\n      detail\n    }\n  }\n}\n\nquery AuditActors {\n  users(role: admin, limit: 200) {\n    items {\n      id\n      email\n      displayName\n    }\n  }\n}": typeof types.StaffAuditLogDocument,
    "query CurrentUser {\n  me {\n    id\n    userId\n    email\n    firstName\n    lastName\n    role\n    displayName\n  }\n}": typeof types.CurrentUserDocument,
    "query ChatbotStudents($q: String, $limit: Int) {\n  students(q: $q, limit: $limit) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n    }\n  }\n}": typeof types.ChatbotStudentsDocument,
    "query CounselorDashboardStats {\n  studentStats {\n    totalStudents\n    activeApplications\n  }\n}\n\nquery CounselorStudentProfile($id: ID!) {\n  student(id: $id) {\n    ...StudentProfileFields\n    ...StudentListsFields\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n}\n\nquery CounselorContentCount {\n  contentItems {\n    id\n  }\n}": typeof types.CounselorDashboardStatsDocument,
    "query SystemPromptDefault {\n  systemSettingDefault(key: \"chatbot_system_prompt\")\n}\n\nquery SystemPromptHistory($limit: Int) {\n  systemSettingHistory(key: \"chatbot_system_prompt\", limit: $limit) {\n    total\n    items {\n      id\n      value\n      actorEmail\n      at\n    }\n  }\n}": typeof types.SystemPromptDefaultDocument,
    "fragment CollegePreferencesFields on CollegePreferences {\n  studentId\n  overallFeeling\n  concerns\n  collegeSearchStarted\n  collegeSizePreferences\n  locationPreferences\n  academicsExtracurricularsPreferences\n  updatedAt\n}\n\nquery MyCollegePreferences {\n  myStudent {\n    id\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n  collegePreferenceQuestionnaire {\n    questions {\n      field\n      label\n      options\n    }\n    checklists {\n      field\n      label\n      statements {\n        id\n        text\n      }\n    }\n  }\n}": typeof types.CollegePreferencesFieldsFragmentDoc,
    "fragment StudentProfileFields on Student {\n  id\n  userId\n  firstName\n  lastName\n  email\n  displayName\n  dateOfBirth\n  siblings\n  gpa\n  satScore\n  actScore\n  classRank\n  grade\n  highSchoolName\n  highSchoolLocation\n  apIbHonors\n  activitiesOutsideSchool\n  clubs\n  internshipsVolunteer\n  leadership\n  targetColleges\n  updatedAt\n}\n\nfragment StudentListsFields on Student {\n  academics {\n    gpa\n    classRank\n    courses {\n      courseName\n      level\n      grade\n    }\n  }\n  activities {\n    name\n    role\n    years\n    hoursPerWeek\n  }\n}\n\nquery MyStudent {\n  myStudent {\n    ...StudentProfileFields\n    ...StudentListsFields\n  }\n}": typeof types.StudentProfileFieldsFragmentDoc,
    "query StudentList($q: String, $limit: Int, $offset: Int, $sort: StudentSort) {\n  students(q: $q, limit: $limit, offset: $offset, sort: $sort) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n      email\n      displayName\n      grade\n      gpa\n      satScore\n      actScore\n      targetColleges\n    }\n  }\n}": typeof types.StudentListDocument,
};
const documents: Documents = {
    "query AdminDashboardStats {\n  identityStats {\n    activeCounselors\n    totalCounselors\n    totalStudents\n  }\n  studentStats {\n    totalStudents\n  }\n}\n\nquery AdminUsers($q: String, $limit: Int, $offset: Int) {\n  users(q: $q, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      role\n    }\n  }\n}": types.AdminDashboardStatsDocument,
    "query StaffAuditLog($action: String, $actorId: ID, $limit: Int, $offset: Int) {\n  auditLog(action: $action, actorId: $actorId, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      at\n      actorId\n      actorEmail\n      action\n      targetId\n      targetLabel\n      outcome\n      detail\n    }\n  }\n}\n\nquery AuditActors {\n  users(role: admin, limit: 200) {\n    items {\n      id\n      email\n      displayName\n    }\n  }\n}": types.StaffAuditLogDocument,
    "query CurrentUser {\n  me {\n    id\n    userId\n    email\n    firstName\n    lastName\n    role\n    displayName\n  }\n}": types.CurrentUserDocument,
    "query ChatbotStudents($q: String, $limit: Int) {\n  students(q: $q, limit: $limit) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n    }\n  }\n}": types.ChatbotStudentsDocument,
    "query CounselorDashboardStats {\n  studentStats {\n    totalStudents\n    activeApplications\n  }\n}\n\nquery CounselorStudentProfile($id: ID!) {\n  student(id: $id) {\n    ...StudentProfileFields\n    ...StudentListsFields\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n}\n\nquery CounselorContentCount {\n  contentItems {\n    id\n  }\n}": types.CounselorDashboardStatsDocument,
    "query SystemPromptDefault {\n  systemSettingDefault(key: \"chatbot_system_prompt\")\n}\n\nquery SystemPromptHistory($limit: Int) {\n  systemSettingHistory(key: \"chatbot_system_prompt\", limit: $limit) {\n    total\n    items {\n      id\n      value\n      actorEmail\n      at\n    }\n  }\n}": types.SystemPromptDefaultDocument,
    "fragment CollegePreferencesFields on CollegePreferences {\n  studentId\n  overallFeeling\n  concerns\n  collegeSearchStarted\n  collegeSizePreferences\n  locationPreferences\n  academicsExtracurricularsPreferences\n  updatedAt\n}\n\nquery MyCollegePreferences {\n  myStudent {\n    id\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n  collegePreferenceQuestionnaire {\n    questions {\n      field\n      label\n      options\n    }\n    checklists {\n      field\n      label\n      statements {\n        id\n        text\n      }\n    }\n  }\n}": types.CollegePreferencesFieldsFragmentDoc,
    "fragment StudentProfileFields on Student {\n  id\n  userId\n  firstName\n  lastName\n  email\n  displayName\n  dateOfBirth\n  siblings\n  gpa\n  satScore\n  actScore\n  classRank\n  grade\n  highSchoolName\n  highSchoolLocation\n  apIbHonors\n  activitiesOutsideSchool\n  clubs\n  internshipsVolunteer\n  leadership\n  targetColleges\n  updatedAt\n}\n\nfragment StudentListsFields on Student {\n  academics {\n    gpa\n    classRank\n    courses {\n      courseName\n      level\n      grade\n    }\n  }\n  activities {\n    name\n    role\n    years\n    hoursPerWeek\n  }\n}\n\nquery MyStudent {\n  myStudent {\n    ...StudentProfileFields\n    ...StudentListsFields\n  }\n}": types.StudentProfileFieldsFragmentDoc,
    "query StudentList($q: String, $limit: Int, $offset: Int, $sort: StudentSort) {\n  students(q: $q, limit: $limit, offset: $offset, sort: $sort) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n      email\n      displayName\n      grade\n      gpa\n      satScore\n      actScore\n      targetColleges\n    }\n  }\n}": types.StudentListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboardStats {\n  identityStats {\n    activeCounselors\n    totalCounselors\n    totalStudents\n  }\n  studentStats {\n    totalStudents\n  }\n}\n\nquery AdminUsers($q: String, $limit: Int, $offset: Int) {\n  users(q: $q, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      role\n    }\n  }\n}"): (typeof documents)["query AdminDashboardStats {\n  identityStats {\n    activeCounselors\n    totalCounselors\n    totalStudents\n  }\n  studentStats {\n    totalStudents\n  }\n}\n\nquery AdminUsers($q: String, $limit: Int, $offset: Int) {\n  users(q: $q, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffAuditLog($action: String, $actorId: ID, $limit: Int, $offset: Int) {\n  auditLog(action: $action, actorId: $actorId, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      at\n      actorId\n      actorEmail\n      action\n      targetId\n      targetLabel\n      outcome\n      detail\n    }\n  }\n}\n\nquery AuditActors {\n  users(role: admin, limit: 200) {\n    items {\n      id\n      email\n      displayName\n    }\n  }\n}"): (typeof documents)["query StaffAuditLog($action: String, $actorId: ID, $limit: Int, $offset: Int) {\n  auditLog(action: $action, actorId: $actorId, limit: $limit, offset: $offset) {\n    total\n    items {\n      id\n      at\n      actorId\n      actorEmail\n      action\n      targetId\n      targetLabel\n      outcome\n      detail\n    }\n  }\n}\n\nquery AuditActors {\n  users(role: admin, limit: 200) {\n    items {\n      id\n      email\n      displayName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    id\n    userId\n    email\n    firstName\n    lastName\n    role\n    displayName\n  }\n}"): (typeof documents)["query CurrentUser {\n  me {\n    id\n    userId\n    email\n    firstName\n    lastName\n    role\n    displayName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatbotStudents($q: String, $limit: Int) {\n  students(q: $q, limit: $limit) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n    }\n  }\n}"): (typeof documents)["query ChatbotStudents($q: String, $limit: Int) {\n  students(q: $q, limit: $limit) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CounselorDashboardStats {\n  studentStats {\n    totalStudents\n    activeApplications\n  }\n}\n\nquery CounselorStudentProfile($id: ID!) {\n  student(id: $id) {\n    ...StudentProfileFields\n    ...StudentListsFields\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n}\n\nquery CounselorContentCount {\n  contentItems {\n    id\n  }\n}"): (typeof documents)["query CounselorDashboardStats {\n  studentStats {\n    totalStudents\n    activeApplications\n  }\n}\n\nquery CounselorStudentProfile($id: ID!) {\n  student(id: $id) {\n    ...StudentProfileFields\n    ...StudentListsFields\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n}\n\nquery CounselorContentCount {\n  contentItems {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemPromptDefault {\n  systemSettingDefault(key: \"chatbot_system_prompt\")\n}\n\nquery SystemPromptHistory($limit: Int) {\n  systemSettingHistory(key: \"chatbot_system_prompt\", limit: $limit) {\n    total\n    items {\n      id\n      value\n      actorEmail\n      at\n    }\n  }\n}"): (typeof documents)["query SystemPromptDefault {\n  systemSettingDefault(key: \"chatbot_system_prompt\")\n}\n\nquery SystemPromptHistory($limit: Int) {\n  systemSettingHistory(key: \"chatbot_system_prompt\", limit: $limit) {\n    total\n    items {\n      id\n      value\n      actorEmail\n      at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CollegePreferencesFields on CollegePreferences {\n  studentId\n  overallFeeling\n  concerns\n  collegeSearchStarted\n  collegeSizePreferences\n  locationPreferences\n  academicsExtracurricularsPreferences\n  updatedAt\n}\n\nquery MyCollegePreferences {\n  myStudent {\n    id\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n  collegePreferenceQuestionnaire {\n    questions {\n      field\n      label\n      options\n    }\n    checklists {\n      field\n      label\n      statements {\n        id\n        text\n      }\n    }\n  }\n}"): (typeof documents)["fragment CollegePreferencesFields on CollegePreferences {\n  studentId\n  overallFeeling\n  concerns\n  collegeSearchStarted\n  collegeSizePreferences\n  locationPreferences\n  academicsExtracurricularsPreferences\n  updatedAt\n}\n\nquery MyCollegePreferences {\n  myStudent {\n    id\n    collegePreferences {\n      ...CollegePreferencesFields\n    }\n  }\n  collegePreferenceQuestionnaire {\n    questions {\n      field\n      label\n      options\n    }\n    checklists {\n      field\n      label\n      statements {\n        id\n        text\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudentProfileFields on Student {\n  id\n  userId\n  firstName\n  lastName\n  email\n  displayName\n  dateOfBirth\n  siblings\n  gpa\n  satScore\n  actScore\n  classRank\n  grade\n  highSchoolName\n  highSchoolLocation\n  apIbHonors\n  activitiesOutsideSchool\n  clubs\n  internshipsVolunteer\n  leadership\n  targetColleges\n  updatedAt\n}\n\nfragment StudentListsFields on Student {\n  academics {\n    gpa\n    classRank\n    courses {\n      courseName\n      level\n      grade\n    }\n  }\n  activities {\n    name\n    role\n    years\n    hoursPerWeek\n  }\n}\n\nquery MyStudent {\n  myStudent {\n    ...StudentProfileFields\n    ...StudentListsFields\n  }\n}"): (typeof documents)["fragment StudentProfileFields on Student {\n  id\n  userId\n  firstName\n  lastName\n  email\n  displayName\n  dateOfBirth\n  siblings\n  gpa\n  satScore\n  actScore\n  classRank\n  grade\n  highSchoolName\n  highSchoolLocation\n  apIbHonors\n  activitiesOutsideSchool\n  clubs\n  internshipsVolunteer\n  leadership\n  targetColleges\n  updatedAt\n}\n\nfragment StudentListsFields on Student {\n  academics {\n    gpa\n    classRank\n    courses {\n      courseName\n      level\n      grade\n    }\n  }\n  activities {\n    name\n    role\n    years\n    hoursPerWeek\n  }\n}\n\nquery MyStudent {\n  myStudent {\n    ...StudentProfileFields\n    ...StudentListsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentList($q: String, $limit: Int, $offset: Int, $sort: StudentSort) {\n  students(q: $q, limit: $limit, offset: $offset, sort: $sort) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n      email\n      displayName\n      grade\n      gpa\n      satScore\n      actScore\n      targetColleges\n    }\n  }\n}"): (typeof documents)["query StudentList($q: String, $limit: Int, $offset: Int, $sort: StudentSort) {\n  students(q: $q, limit: $limit, offset: $offset, sort: $sort) {\n    total\n    items {\n      id\n      userId\n      firstName\n      lastName\n      email\n      displayName\n      grade\n      gpa\n      satScore\n      actScore\n      targetColleges\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
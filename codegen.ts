import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL code generation, one config for both sides of every schema (`npm run codegen`; `npm test`
 * fails when a generated file is stale: scripts/check-codegen.mjs). Generated folders are never edited.
 *
 * - Each subgraph's resolver types from its own `schema.graphql` (federation on, the kit's request
 *   context, parents mapped to the domain objects the services return), so a renamed or retyped
 *   field breaks the build of that service's resolvers.
 * - The web client's and the gateway REST routes' typed operations from the composed API schema
 *   (`web/schema.graphql`, written by `npm run schema`) and the `.graphql` operations beside the code.
 * - Chat's calls to other subgraphs, typed against the schema of the subgraph it calls.
 */

/** Per subgraph: GraphQL type -> the domain type its resolvers receive as parent (path from the output file). */
const mappers: Record<string, Record<string, string>> = {
  identity: {
    User: '../../domain/user.js#User',
    AuditEntry: '../../domain/audit.js#AuditEntry',
    GuardianChild: '../../application/guardians.service.js#GuardianChild',
  },
  students: {
    Student: '../../domain/student.js#StudentProfile',
    CollegePreferences: '../../domain/student.js#CollegePreferences',
  },
  documents: {
    StudentDocument: '../../domain/document.js#StudentDocument',
    // documents knows a student only by its key
    Student: '{ id: string }',
  },
  knowledge: {
    KnowledgeFile: '../../domain/knowledge-file.js#KnowledgeFile',
    ContentItem: '../../domain/content-item.js#ContentItem',
  },
  chat: {
    ChatTurnLogEntry: '../../ports/chat-log.js#ChatTurnRecord',
  },
  settings: {},
  colleges: {
    College: '../../domain/college.js#College',
    Application: '../../domain/application.js#Application',
    CollegeDeadline: '../../domain/application.js#CuratedDeadline',
    // colleges knows a student only by its key
    Student: '{ id: string }',
  },
  counseling: {
    CounselorNote: '../../domain/note.js#NoteView',
    NoteRevision: '../../domain/note.js#NoteRevision',
    Meeting: '../../domain/meeting.js#MeetingView',
    Task: '../../domain/task.js#TaskSummary',
    TaskAssignment: '../../domain/task.js#StudentTask',
    // counseling knows a student only by its key
    Student: '{ id: string }',
  },
  letters: {
    RecommendationRequest: '../../application/views.js#RequestView',
    RecommendationRequestPage: '../../application/requests.service.js#RequestPage',
    RecommendationLetter: '../../application/requests.service.js#LetterView',
    LetterTeacherChoice: '../../application/requests.service.js#TeacherChoice',
    SchoolDocument: '../../application/school-documents.service.js#SchoolDocumentView',
    BragSheet: '../../application/brag-sheets.service.js#BragSheetView',
  },
  records: {
    AccessLogEntry: '../../domain/access-entry.js#AccessEntry',
    RecordExport: '../../domain/export-job.js#ExportJob',
    StudentDeletion: '../../domain/deletion.js#Deletion',
  },
  notifications: {
    Notification: '../../domain/notification.js#StoredNotification',
  },
  roster: {
    School: '../../domain/school.js#School',
    CaseloadRule: '../../domain/caseload-rule.js#CaseloadRule',
    RosterImport: '../../domain/roster-import.js#AnsweredImport',
  },
  reporting: {},
  planning: {
    CatalogCourse: '../../domain/course.js#CatalogCourse',
    CourseImport: '../../domain/course-import.js#CourseImport',
    RequirementSet: '../../domain/requirement-set.js#RequirementSet',
    AcademicPlan: '../../application/plan-view.js#PlanView',
    AcademicPlanPage: '../../application/plan-list.service.js#PlanPage',
    PlanText: '../../domain/words.js#Phrase',
  },
  outcomes: {
    Scattergram: '../../domain/scattergram.js#ScattergramView',
    OutcomeImport: '../../domain/outcome-import.js#OutcomeImport',
  },
};

const resolverTypes = Object.fromEntries(Object.entries(mappers).map(([name, map]) => [
  `services/${name}/src/graphql/generated/resolvers-types.ts`,
  {
    schema: `services/${name}/src/graphql/schema.graphql`,
    plugins: ['typescript', 'typescript-resolvers'],
    config: {
      federation: true,
      useTypeImports: true,
      enumsAsTypes: true,
      // An export part is the kit's typed RecordExportPart on both sides (checked by the scalar when it is sent).
      scalars: { ID: 'string', RecordExportPart: '@counsel/kit#RecordExportPart', NotificationParams: 'Record<string, string | number | string[]>' },
      contextType: '@counsel/kit#RequestContext',
      mappers: map,
      mapperTypeSuffix: 'Model',
    },
  },
]));

/**
 * Entity views that the web and the gateway's REST routes both select, written once. A REST route passes
 * its selection through as JSON, so a fragment here holds only what both sides already select.
 */
const sharedFragments = 'graphql/fragments/*.graphql';

/**
 * Typed operations (`TypedDocumentNode`s) for server-side callers: result and variable types only.
 * typed-document-node writes each document as a plain AST literal `as unknown as DocumentNode<Result, Variables>`:
 * the result and variable types exist only in TypeScript, so its output casts there (generated, never edited).
 */
const operations = (schema: string, documents: string[]) => ({
  schema,
  documents,
  plugins: ['typescript-operations', 'typed-document-node'],
  config: { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true, scalars: { ID: 'string', NotificationParams: 'Record<string, string | number | string[]>' } },
});

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'web/src/gql/': {
      schema: 'web/schema.graphql',
      documents: ['web/src/**/*.graphql', sharedFragments],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // A notification's message parameters (i18next interpolates them as they are).
        scalars: { ID: 'string', NotificationParams: 'Record<string, string | number | string[]>' },
      },
    },
    'gateway/src/gql/graphql.ts': operations('web/schema.graphql', ['gateway/src/**/*.graphql', sharedFragments]),
    // chat calls knowledge, settings and counseling directly (on the caller's behalf), so each against its own subgraph
    'services/chat/src/gql/knowledge.ts': operations('services/knowledge/src/graphql/schema.graphql', ['services/chat/src/adapters/http/operations/knowledge.graphql']),
    'services/chat/src/gql/settings.ts': operations('services/settings/src/graphql/schema.graphql', ['services/chat/src/adapters/http/operations/settings.graphql']),
    'services/chat/src/gql/counseling.ts': operations('services/counseling/src/graphql/schema.graphql', ['services/chat/src/adapters/http/operations/counseling.graphql', 'services/chat/src/adapters/http/operations/letter-draft-counseling.graphql']),
    'services/chat/src/gql/letters.ts': operations('services/letters/src/graphql/schema.graphql', ['services/chat/src/adapters/http/operations/letters.graphql']),
    ...resolverTypes,
  },
  ignoreNoDocuments: true,
};

export default config;

import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CatalogCourse as CatalogCourseModel } from '../../domain/course.js';
import type { CourseImport as CourseImportModel } from '../../domain/course-import.js';
import type { RequirementSet as RequirementSetModel } from '../../domain/requirement-set.js';
import type { PlanView as PlanViewModel } from '../../application/plan-view.js';
import type { PlanPage as PlanPageModel } from '../../application/plan-list.service.js';
import type { Phrase as PhraseModel } from '../../domain/words.js';
import type { RequestContext } from '@counsel/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** One part of a student's record as an export holds it (the kit's RecordExportPart, checked when sent). */
  RecordExportPart: { input: RecordExportPart; output: RecordExportPart; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AcademicPlan = {
  __typename?: 'AcademicPlan';
  checks: Array<RequirementSetCheck>;
  comments: Array<PlanComment>;
  entries: Array<AcademicPlanEntry>;
  history: Array<PlanHistoryEntry>;
  problems: Array<PlanProblem>;
  recordCourses: Array<RecordCourse>;
  reviewedAt?: Maybe<Scalars['String']['output']>;
  schoolId: Scalars['ID']['output'];
  status: AcademicPlanStatus;
  studentId: Scalars['ID']['output'];
  submittedAt?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type AcademicPlanEntry = {
  __typename?: 'AcademicPlanEntry';
  code: Scalars['String']['output'];
  courseId: Scalars['ID']['output'];
  credits: Scalars['Float']['output'];
  /** 9–12. */
  grade: Scalars['Int']['output'];
  /** The mark of a completed course ("A", "B+", "P"…); null for a planned one. */
  mark?: Maybe<Scalars['String']['output']>;
  state: PlanEntryState;
  subjectArea: Scalars['String']['output'];
  term: AcademicTerm;
  title: Scalars['String']['output'];
};

export type AcademicPlanEntryInput = {
  courseId: Scalars['ID']['input'];
  grade: Scalars['Int']['input'];
  mark?: InputMaybe<Scalars['String']['input']>;
  state: PlanEntryState;
  term: AcademicTerm;
};

export type AcademicPlanInput = {
  entries: Array<AcademicPlanEntryInput>;
};

export type AcademicPlanPage = {
  __typename?: 'AcademicPlanPage';
  /** Plans in scope at risk (and not off track). */
  atRisk: Scalars['Int']['output'];
  items: Array<AcademicPlanSummary>;
  /** Plans in scope submitted and awaiting review. */
  needingReview: Scalars['Int']['output'];
  /** Plans in scope off track against at least one set. */
  offTrack: Scalars['Int']['output'];
  /** Every requirement set the plans in scope (all pages) are checked against, by name: the CSV's columns. */
  setColumns: Array<AcademicPlanSetColumn>;
  total: Scalars['Int']['output'];
};

/** Whose plans: the counselor's caseload (mine) or every student of the caller's schools (school). */
export type AcademicPlanScope =
  | 'MINE'
  | 'SCHOOL';

export type AcademicPlanSetColumn = {
  __typename?: 'AcademicPlanSetColumn';
  setId: Scalars['ID']['output'];
  setName: Scalars['String']['output'];
};

export type AcademicPlanSetTrack = {
  __typename?: 'AcademicPlanSetTrack';
  setId: Scalars['ID']['output'];
  setName: Scalars['String']['output'];
  status: AcademicTrackStatus;
};

export type AcademicPlanStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'RETURNED'
  | 'SUBMITTED';

export type AcademicPlanSummary = {
  __typename?: 'AcademicPlanSummary';
  grade?: Maybe<Scalars['Int']['output']>;
  schoolId: Scalars['ID']['output'];
  status: AcademicPlanStatus;
  studentId: Scalars['ID']['output'];
  studentName: Scalars['String']['output'];
  /** The worst status over the sets. */
  track: AcademicTrackStatus;
  /** Status per set, with the set's name. */
  tracks: Array<AcademicPlanSetTrack>;
  updatedAt: Scalars['String']['output'];
};

export type AcademicTerm =
  | 'FALL'
  | 'FULL_YEAR'
  | 'SPRING'
  | 'SUMMER';

/** Where the student stands against a set: on track, at risk (a gap still fixable in the years left), off track. */
export type AcademicTrackStatus =
  | 'AT_RISK'
  | 'OFF_TRACK'
  | 'ON_TRACK';

/**
 * A course of a school's catalog. `subjectArea` is the NCES SCED subject area code ("01" English Language Arts …
 * "24"); `entranceAreas` are the college-entrance areas it counts for ("ag:a" … "ag:g" for UC/CSU a-g,
 * "ncaa:english", "ncaa:math", "ncaa:science", "ncaa:social", "ncaa:additional" for NCAA Division I core courses).
 */
export type CatalogCourse = {
  __typename?: 'CatalogCourse';
  code: Scalars['String']['output'];
  /** Carnegie units: 1.0 is a full-year course, 0.5 a semester. */
  credits: Scalars['Float']['output'];
  entranceAreas: Array<Scalars['String']['output']>;
  /** The grades (9–12) the course is offered in. */
  gradeLevels: Array<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  level: CatalogCourseLevel;
  /** Course codes that must come before this one. */
  prerequisites: Array<Scalars['String']['output']>;
  schoolId: Scalars['ID']['output'];
  subjectArea: Scalars['String']['output'];
  /** The SCED subject area's name ("English Language Arts"). */
  subjectAreaName: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CatalogCourseInput = {
  code: Scalars['String']['input'];
  credits: Scalars['Float']['input'];
  entranceAreas?: InputMaybe<Array<Scalars['String']['input']>>;
  gradeLevels: Array<Scalars['Int']['input']>;
  level: CatalogCourseLevel;
  prerequisites?: InputMaybe<Array<Scalars['String']['input']>>;
  subjectArea: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** How hard a course is: standard, honors, Advanced Placement, International Baccalaureate, dual enrollment. */
export type CatalogCourseLevel =
  | 'AP'
  | 'DUAL_ENROLLMENT'
  | 'HONORS'
  | 'IB'
  | 'STANDARD';

export type CatalogCoursePage = {
  __typename?: 'CatalogCoursePage';
  items: Array<CatalogCourse>;
  total: Scalars['Int']['output'];
};

/** A catalog file checked against the school's catalog (a dry run), and, once applied, what it changed. */
export type CourseImport = {
  __typename?: 'CourseImport';
  appliedAt?: Maybe<Scalars['String']['output']>;
  /** Valid rows that add a course. */
  created: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  format: CourseImportFormat;
  id: Scalars['ID']['output'];
  /** Every rejected row, with its line number in the file. */
  rejected: Array<CourseImportRejectedRow>;
  schoolId: Scalars['ID']['output'];
  status: CourseImportStatus;
  /** Valid rows identical to the catalog. */
  unchanged: Scalars['Int']['output'];
  /** Valid rows that change a course already in the catalog (same code). */
  updated: Scalars['Int']['output'];
};

/** A catalog file's format: the documented catalog CSV, or OneRoster 1.1 courses.csv (subjectCodes mapped to SCED areas). */
export type CourseImportFormat =
  | 'CATALOG_CSV'
  | 'ONEROSTER_COURSES';

/** Which sentence a rejected catalog row's reason is; its values are on CourseImportReasonText. */
export type CourseImportReasonCode =
  | 'CODE'
  | 'CREDITS'
  | 'DUPLICATE_CODE'
  | 'ENTRANCE_AREAS'
  | 'FIELD_COUNT'
  | 'GRADE_LEVELS'
  | 'LEVEL'
  | 'MARKED_DELETED'
  | 'NO_HIGH_SCHOOL_GRADE'
  | 'NO_SCED_CODE'
  | 'PREREQUISITES'
  | 'SELF_PREREQUISITE'
  | 'SUBJECT_AREA'
  | 'TITLE';

/** A rejected catalog row's reason (one sentence) as a code and its values. */
export type CourseImportReasonText = {
  __typename?: 'CourseImportReasonText';
  code: CourseImportReasonCode;
  values: Array<CourseImportReasonValue>;
};

/** One value a reason's sentence names (a line, a count). */
export type CourseImportReasonValue = {
  __typename?: 'CourseImportReasonValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type CourseImportRejectedRow = {
  __typename?: 'CourseImportRejectedRow';
  line: Scalars['Int']['output'];
  /** Why, in English; a row several course rules refuse names each, joined by "; ". */
  reason: Scalars['String']['output'];
  /**
   * The same reason as codes and their values, one per sentence of reason, for a reader in another language
   * (docs/i18n.md); null on older imports.
   */
  reasonTexts?: Maybe<Array<CourseImportReasonText>>;
};

export type CourseImportStatus =
  | 'APPLIED'
  | 'PREVIEWED';

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins: apply a checked import's valid rows (with rejected rows, only when acceptRejections is true). */
  applyCourseImport: CourseImport;
  /** Staff of the student: comment on the plan without deciding. */
  commentOnPlan: AcademicPlan;
  /** Admins: add a course to a school's catalog. */
  createCourse: CatalogCourse;
  /** Admins: remove a course (plans keep their entries, named by their code). */
  deleteCourse: Scalars['Boolean']['output'];
  /** Staff of the student: approve a submitted plan or send it back, with a comment. */
  reviewPlan: AcademicPlan;
  /** The student: save the plan (not while approved: an approved plan changes only by a new submission). */
  savePlan: AcademicPlan;
  /** Admins: add or change a school's own requirement set (the built-in sets are not editable). */
  saveRequirementSet: RequirementSet;
  /** Admins: check a catalog file against a school's catalog (dry run); nothing changes until applyCourseImport. */
  startCourseImport: CourseImport;
  /** The student: submit the plan for review, with changed entries when given (how an approved plan changes). */
  submitPlan: AcademicPlan;
  /** Admins: change a course. */
  updateCourse: CatalogCourse;
};


export type MutationApplyCourseImportArgs = {
  acceptRejections?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationCommentOnPlanArgs = {
  studentId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationCreateCourseArgs = {
  input: CatalogCourseInput;
  schoolId: Scalars['ID']['input'];
};


export type MutationDeleteCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReviewPlanArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  decision: PlanReviewDecision;
  studentId: Scalars['ID']['input'];
};


export type MutationSavePlanArgs = {
  input: AcademicPlanInput;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveRequirementSetArgs = {
  input: RequirementSetInput;
};


export type MutationStartCourseImportArgs = {
  content: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  format: CourseImportFormat;
  schoolId: Scalars['ID']['input'];
};


export type MutationSubmitPlanArgs = {
  input?: InputMaybe<AcademicPlanInput>;
  studentId: Scalars['ID']['input'];
};


export type MutationUpdateCourseArgs = {
  id: Scalars['ID']['input'];
  input: CatalogCourseInput;
};

export type PlanComment = {
  __typename?: 'PlanComment';
  authorName: Scalars['String']['output'];
  authorUserId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type PlanEntryState =
  | 'COMPLETED'
  | 'PLANNED';

export type PlanHistoryEntry = {
  __typename?: 'PlanHistoryEntry';
  /** What happened: "saved", "submitted", "approved", "returned", "commented". */
  action: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  actorUserId: Scalars['ID']['output'];
  at: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
};

/** A problem of the plan itself: a prerequisite out of order, a course in a grade it is not offered, an overloaded term. */
export type PlanProblem = {
  __typename?: 'PlanProblem';
  courseCode?: Maybe<Scalars['String']['output']>;
  grade?: Maybe<Scalars['Int']['output']>;
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  messageText: PlanText;
  term?: Maybe<AcademicTerm>;
};

export type PlanReviewDecision =
  | 'APPROVE'
  | 'RETURN';

/**
 * A sentence of the checks as a code and its values, beside the English: the web writes it in the reader's language
 * (code "REQUIREMENT_MISSING", args {"label":"English","missing":"1","unit":"credit",...}).
 */
export type PlanText = {
  __typename?: 'PlanText';
  /** The values, a JSON object (numbers as written, names as they are). */
  args: Scalars['String']['output'];
  code: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admins and staff of the school: a catalog import (dry run or applied). */
  courseImport?: Maybe<CourseImport>;
  /** The planning service's part of an export of the student's record. */
  planningRecordExport: Scalars['RecordExportPart']['output'];
  /** Staff: plans of their students, with the counts of those needing review and off track. */
  plans: AcademicPlanPage;
  requirementSet?: Maybe<RequirementSet>;
  /** The sets a school's plans are checked against: the built-in ones and the school's own. */
  requirementSets: Array<RequirementSet>;
  /** A school's catalog (anyone of the school may read it; `q` matches code or title). */
  schoolCourses: CatalogCoursePage;
  /** The student's plan (the student; staff of the student's school and a linked guardian (without comments or history), logged as a read of the record). */
  studentPlan?: Maybe<AcademicPlan>;
};


export type QueryCourseImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlanningRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryPlansArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  schoolId?: InputMaybe<Scalars['ID']['input']>;
  scope?: InputMaybe<AcademicPlanScope>;
  status?: InputMaybe<AcademicPlanStatus>;
  track?: InputMaybe<AcademicTrackStatus>;
};


export type QueryRequirementSetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRequirementSetsArgs = {
  schoolId: Scalars['ID']['input'];
};


export type QuerySchoolCoursesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  schoolId: Scalars['ID']['input'];
};


export type QueryStudentPlanArgs = {
  studentId: Scalars['ID']['input'];
};

/** A course the students service's profile lists (the record's coursework), kept from its events. */
export type RecordCourse = {
  __typename?: 'RecordCourse';
  /** The catalog course of the same title, if any. */
  catalogCourseId?: Maybe<Scalars['ID']['output']>;
  courseName: Scalars['String']['output'];
  level: Scalars['String']['output'];
  mark?: Maybe<Scalars['String']['output']>;
};

/**
 * One requirement: `credits` Carnegie units from courses of any of `areas` (SCED codes as "sced:01", entrance areas
 * as "ag:b", "ncaa:english"), or each of `courseCodes` (named required courses), or a minimum total of credits.
 */
export type Requirement = {
  __typename?: 'Requirement';
  areas: Array<Scalars['String']['output']>;
  courseCodes: Array<Scalars['String']['output']>;
  credits: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** One requirement of a set against the plan, in words and numbers. */
export type RequirementCheck = {
  __typename?: 'RequirementCheck';
  /** Completed with a mark that counts. */
  completed: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  met: Scalars['Boolean']['output'];
  /** What is still missing after completed and planned courses (0 when met). */
  missing: Scalars['Float']['output'];
  /** Planned ahead. */
  planned: Scalars['Float']['output'];
  /** Credits (or courses) needed. */
  required: Scalars['Float']['output'];
  /** In words: "English: 4 of 4 years (3 completed, 1 planned)" or "Math: 1 year missing". */
  summary: Scalars['String']['output'];
  /** The summary as a code and values, for a reader whose language is not English. */
  summaryText: PlanText;
};

export type RequirementInput = {
  areas?: InputMaybe<Array<Scalars['String']['input']>>;
  courseCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  credits?: InputMaybe<Scalars['Float']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
};

export type RequirementSet = {
  __typename?: 'RequirementSet';
  builtIn: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: RequirementSetKind;
  /** NCAA: the minimum core GPA (2.3). */
  minimumGpa?: Maybe<Scalars['Float']['output']>;
  /** The lowest mark a completed course needs to count ("C" for a-g; null: any passing mark). */
  minimumMark?: Maybe<Scalars['String']['output']>;
  minimumTotalCredits?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  requirements: Array<Requirement>;
  /** Null for the built-in sets every school uses. */
  schoolId?: Maybe<Scalars['ID']['output']>;
  /** Where the rules come from (a public source for the built-in sets). */
  source?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
};

export type RequirementSetCheck = {
  __typename?: 'RequirementSetCheck';
  requirements: Array<RequirementCheck>;
  setId: Scalars['ID']['output'];
  setName: Scalars['String']['output'];
  status: AcademicTrackStatus;
  /** Why the status, in words. */
  summary: Scalars['String']['output'];
  summaryText: PlanText;
};

export type RequirementSetInput = {
  /** Absent to add a set to the school. */
  id?: InputMaybe<Scalars['ID']['input']>;
  minimumMark?: InputMaybe<Scalars['String']['input']>;
  minimumTotalCredits?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  requirements: Array<RequirementInput>;
  schoolId: Scalars['ID']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};

/** Graduation requirements of a school, or college-entrance requirements (built in, with their public source). */
export type RequirementSetKind =
  | 'COLLEGE_ENTRANCE'
  | 'GRADUATION';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcademicPlan: ResolverTypeWrapper<PlanViewModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AcademicPlanEntry: ResolverTypeWrapper<AcademicPlanEntry>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AcademicPlanEntryInput: AcademicPlanEntryInput;
  AcademicPlanInput: AcademicPlanInput;
  AcademicPlanPage: ResolverTypeWrapper<PlanPageModel>;
  AcademicPlanScope: AcademicPlanScope;
  AcademicPlanSetColumn: ResolverTypeWrapper<AcademicPlanSetColumn>;
  AcademicPlanSetTrack: ResolverTypeWrapper<AcademicPlanSetTrack>;
  AcademicPlanStatus: AcademicPlanStatus;
  AcademicPlanSummary: ResolverTypeWrapper<AcademicPlanSummary>;
  AcademicTerm: AcademicTerm;
  AcademicTrackStatus: AcademicTrackStatus;
  CatalogCourse: ResolverTypeWrapper<CatalogCourseModel>;
  CatalogCourseInput: CatalogCourseInput;
  CatalogCourseLevel: CatalogCourseLevel;
  CatalogCoursePage: ResolverTypeWrapper<Omit<CatalogCoursePage, 'items'> & { items: Array<ResolversTypes['CatalogCourse']> }>;
  CourseImport: ResolverTypeWrapper<CourseImportModel>;
  CourseImportFormat: CourseImportFormat;
  CourseImportReasonCode: CourseImportReasonCode;
  CourseImportReasonText: ResolverTypeWrapper<CourseImportReasonText>;
  CourseImportReasonValue: ResolverTypeWrapper<CourseImportReasonValue>;
  CourseImportRejectedRow: ResolverTypeWrapper<CourseImportRejectedRow>;
  CourseImportStatus: CourseImportStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PlanComment: ResolverTypeWrapper<PlanComment>;
  PlanEntryState: PlanEntryState;
  PlanHistoryEntry: ResolverTypeWrapper<PlanHistoryEntry>;
  PlanProblem: ResolverTypeWrapper<Omit<PlanProblem, 'messageText'> & { messageText: ResolversTypes['PlanText'] }>;
  PlanReviewDecision: PlanReviewDecision;
  PlanText: ResolverTypeWrapper<PhraseModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordCourse: ResolverTypeWrapper<RecordCourse>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  Requirement: ResolverTypeWrapper<Requirement>;
  RequirementCheck: ResolverTypeWrapper<Omit<RequirementCheck, 'summaryText'> & { summaryText: ResolversTypes['PlanText'] }>;
  RequirementInput: RequirementInput;
  RequirementSet: ResolverTypeWrapper<RequirementSetModel>;
  RequirementSetCheck: ResolverTypeWrapper<Omit<RequirementSetCheck, 'requirements' | 'summaryText'> & { requirements: Array<ResolversTypes['RequirementCheck']>, summaryText: ResolversTypes['PlanText'] }>;
  RequirementSetInput: RequirementSetInput;
  RequirementSetKind: RequirementSetKind;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcademicPlan: PlanViewModel;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  AcademicPlanEntry: AcademicPlanEntry;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  AcademicPlanEntryInput: AcademicPlanEntryInput;
  AcademicPlanInput: AcademicPlanInput;
  AcademicPlanPage: PlanPageModel;
  AcademicPlanSetColumn: AcademicPlanSetColumn;
  AcademicPlanSetTrack: AcademicPlanSetTrack;
  AcademicPlanSummary: AcademicPlanSummary;
  CatalogCourse: CatalogCourseModel;
  CatalogCourseInput: CatalogCourseInput;
  CatalogCoursePage: Omit<CatalogCoursePage, 'items'> & { items: Array<ResolversParentTypes['CatalogCourse']> };
  CourseImport: CourseImportModel;
  CourseImportReasonText: CourseImportReasonText;
  CourseImportReasonValue: CourseImportReasonValue;
  CourseImportRejectedRow: CourseImportRejectedRow;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PlanComment: PlanComment;
  PlanHistoryEntry: PlanHistoryEntry;
  PlanProblem: Omit<PlanProblem, 'messageText'> & { messageText: ResolversParentTypes['PlanText'] };
  PlanText: PhraseModel;
  Query: Record<PropertyKey, never>;
  RecordCourse: RecordCourse;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  Requirement: Requirement;
  RequirementCheck: Omit<RequirementCheck, 'summaryText'> & { summaryText: ResolversParentTypes['PlanText'] };
  RequirementInput: RequirementInput;
  RequirementSet: RequirementSetModel;
  RequirementSetCheck: Omit<RequirementSetCheck, 'requirements' | 'summaryText'> & { requirements: Array<ResolversParentTypes['RequirementCheck']>, summaryText: ResolversParentTypes['PlanText'] };
  RequirementSetInput: RequirementSetInput;
};

export type AcademicPlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlan'] = ResolversParentTypes['AcademicPlan']> = {
  checks?: Resolver<Array<ResolversTypes['RequirementSetCheck']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['PlanComment']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['AcademicPlanEntry']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PlanHistoryEntry']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PlanProblem']>, ParentType, ContextType>;
  recordCourses?: Resolver<Array<ResolversTypes['RecordCourse']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AcademicPlanStatus'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AcademicPlanEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlanEntry'] = ResolversParentTypes['AcademicPlanEntry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PlanEntryState'], ParentType, ContextType>;
  subjectArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['AcademicTerm'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AcademicPlanPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlanPage'] = ResolversParentTypes['AcademicPlanPage']> = {
  atRisk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AcademicPlanSummary']>, ParentType, ContextType>;
  needingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offTrack?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  setColumns?: Resolver<Array<ResolversTypes['AcademicPlanSetColumn']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AcademicPlanSetColumnResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlanSetColumn'] = ResolversParentTypes['AcademicPlanSetColumn']> = {
  setId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  setName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AcademicPlanSetTrackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlanSetTrack'] = ResolversParentTypes['AcademicPlanSetTrack']> = {
  setId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  setName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AcademicTrackStatus'], ParentType, ContextType>;
};

export type AcademicPlanSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcademicPlanSummary'] = ResolversParentTypes['AcademicPlanSummary']> = {
  grade?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AcademicPlanStatus'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<ResolversTypes['AcademicTrackStatus'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['AcademicPlanSetTrack']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogCourseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogCourse'] = ResolversParentTypes['CatalogCourse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entranceAreas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gradeLevels?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['CatalogCourseLevel'], ParentType, ContextType>;
  prerequisites?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectAreaName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogCoursePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogCoursePage'] = ResolversParentTypes['CatalogCoursePage']> = {
  items?: Resolver<Array<ResolversTypes['CatalogCourse']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CourseImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CourseImport'] = ResolversParentTypes['CourseImport']> = {
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CourseImportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['CourseImportRejectedRow']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CourseImportStatus'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CourseImportReasonTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CourseImportReasonText'] = ResolversParentTypes['CourseImportReasonText']> = {
  code?: Resolver<ResolversTypes['CourseImportReasonCode'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['CourseImportReasonValue']>, ParentType, ContextType>;
};

export type CourseImportReasonValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CourseImportReasonValue'] = ResolversParentTypes['CourseImportReasonValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseImportRejectedRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CourseImportRejectedRow'] = ResolversParentTypes['CourseImportRejectedRow']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonTexts?: Resolver<Maybe<Array<ResolversTypes['CourseImportReasonText']>>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyCourseImport?: Resolver<ResolversTypes['CourseImport'], ParentType, ContextType, RequireFields<MutationApplyCourseImportArgs, 'acceptRejections' | 'id'>>;
  commentOnPlan?: Resolver<ResolversTypes['AcademicPlan'], ParentType, ContextType, RequireFields<MutationCommentOnPlanArgs, 'studentId' | 'text'>>;
  createCourse?: Resolver<ResolversTypes['CatalogCourse'], ParentType, ContextType, RequireFields<MutationCreateCourseArgs, 'input' | 'schoolId'>>;
  deleteCourse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCourseArgs, 'id'>>;
  reviewPlan?: Resolver<ResolversTypes['AcademicPlan'], ParentType, ContextType, RequireFields<MutationReviewPlanArgs, 'decision' | 'studentId'>>;
  savePlan?: Resolver<ResolversTypes['AcademicPlan'], ParentType, ContextType, RequireFields<MutationSavePlanArgs, 'input' | 'studentId'>>;
  saveRequirementSet?: Resolver<ResolversTypes['RequirementSet'], ParentType, ContextType, RequireFields<MutationSaveRequirementSetArgs, 'input'>>;
  startCourseImport?: Resolver<ResolversTypes['CourseImport'], ParentType, ContextType, RequireFields<MutationStartCourseImportArgs, 'content' | 'format' | 'schoolId'>>;
  submitPlan?: Resolver<ResolversTypes['AcademicPlan'], ParentType, ContextType, RequireFields<MutationSubmitPlanArgs, 'studentId'>>;
  updateCourse?: Resolver<ResolversTypes['CatalogCourse'], ParentType, ContextType, RequireFields<MutationUpdateCourseArgs, 'id' | 'input'>>;
};

export type PlanCommentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanComment'] = ResolversParentTypes['PlanComment']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanHistoryEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanHistoryEntry'] = ResolversParentTypes['PlanHistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanProblemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanProblem'] = ResolversParentTypes['PlanProblem']> = {
  courseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageText?: Resolver<ResolversTypes['PlanText'], ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['AcademicTerm']>, ParentType, ContextType>;
};

export type PlanTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanText'] = ResolversParentTypes['PlanText']> = {
  args?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  courseImport?: Resolver<Maybe<ResolversTypes['CourseImport']>, ParentType, ContextType, RequireFields<QueryCourseImportArgs, 'id'>>;
  planningRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryPlanningRecordExportArgs, 'studentId' | 'studentUserId'>>;
  plans?: Resolver<ResolversTypes['AcademicPlanPage'], ParentType, ContextType, RequireFields<QueryPlansArgs, 'first' | 'offset' | 'scope'>>;
  requirementSet?: Resolver<Maybe<ResolversTypes['RequirementSet']>, ParentType, ContextType, RequireFields<QueryRequirementSetArgs, 'id'>>;
  requirementSets?: Resolver<Array<ResolversTypes['RequirementSet']>, ParentType, ContextType, RequireFields<QueryRequirementSetsArgs, 'schoolId'>>;
  schoolCourses?: Resolver<ResolversTypes['CatalogCoursePage'], ParentType, ContextType, RequireFields<QuerySchoolCoursesArgs, 'first' | 'offset' | 'schoolId'>>;
  studentPlan?: Resolver<Maybe<ResolversTypes['AcademicPlan']>, ParentType, ContextType, RequireFields<QueryStudentPlanArgs, 'studentId'>>;
};

export type RecordCourseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordCourse'] = ResolversParentTypes['RecordCourse']> = {
  catalogCourseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type RequirementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Requirement'] = ResolversParentTypes['Requirement']> = {
  areas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  courseCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequirementCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RequirementCheck'] = ResolversParentTypes['RequirementCheck']> = {
  completed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  met?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryText?: Resolver<ResolversTypes['PlanText'], ParentType, ContextType>;
};

export type RequirementSetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RequirementSet'] = ResolversParentTypes['RequirementSet']> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RequirementSetKind'], ParentType, ContextType>;
  minimumGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimumMark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumTotalCredits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['Requirement']>, ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequirementSetCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RequirementSetCheck'] = ResolversParentTypes['RequirementSetCheck']> = {
  requirements?: Resolver<Array<ResolversTypes['RequirementCheck']>, ParentType, ContextType>;
  setId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  setName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AcademicTrackStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryText?: Resolver<ResolversTypes['PlanText'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AcademicPlan?: AcademicPlanResolvers<ContextType>;
  AcademicPlanEntry?: AcademicPlanEntryResolvers<ContextType>;
  AcademicPlanPage?: AcademicPlanPageResolvers<ContextType>;
  AcademicPlanSetColumn?: AcademicPlanSetColumnResolvers<ContextType>;
  AcademicPlanSetTrack?: AcademicPlanSetTrackResolvers<ContextType>;
  AcademicPlanSummary?: AcademicPlanSummaryResolvers<ContextType>;
  CatalogCourse?: CatalogCourseResolvers<ContextType>;
  CatalogCoursePage?: CatalogCoursePageResolvers<ContextType>;
  CourseImport?: CourseImportResolvers<ContextType>;
  CourseImportReasonText?: CourseImportReasonTextResolvers<ContextType>;
  CourseImportReasonValue?: CourseImportReasonValueResolvers<ContextType>;
  CourseImportRejectedRow?: CourseImportRejectedRowResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PlanComment?: PlanCommentResolvers<ContextType>;
  PlanHistoryEntry?: PlanHistoryEntryResolvers<ContextType>;
  PlanProblem?: PlanProblemResolvers<ContextType>;
  PlanText?: PlanTextResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordCourse?: RecordCourseResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Requirement?: RequirementResolvers<ContextType>;
  RequirementCheck?: RequirementCheckResolvers<ContextType>;
  RequirementSet?: RequirementSetResolvers<ContextType>;
  RequirementSetCheck?: RequirementSetCheckResolvers<ContextType>;
};


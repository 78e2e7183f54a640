import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { College as CollegeModel } from '../../domain/college.js';
import type { Application as ApplicationModel, CuratedDeadline as CuratedDeadlineModel } from '../../domain/application.js';
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
  /** One service's part of a student's record export, checked against the kit's RecordExportPart when sent and when read. */
  RecordExportPart: { input: RecordExportPart; output: RecordExportPart; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AddApplicationInput = {
  collegeId: Scalars['ID']['input'];
  plan?: InputMaybe<ApplicationPlan>;
  status?: InputMaybe<ApplicationStatus>;
};

/** One college on a student's list. */
export type Application = {
  __typename?: 'Application';
  college: College;
  collegeId: Scalars['ID']['output'];
  collegeName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  cycle: Scalars['Int']['output'];
  /** The deadline in force (YYYY-MM-DD): the one set for this student, else the curated one, else null (unknown). */
  deadline?: Maybe<Scalars['String']['output']>;
  deadlineSource: DeadlineSource;
  fit: Fit;
  flags: Array<ApplicationFlag>;
  history: Array<ApplicationChange>;
  id: Scalars['ID']['output'];
  /** The letter requests made through Counsel that cover this application, with their states (read-only). */
  letters: Array<ApplicationLetter>;
  /** Of those, letters requested or accepted and not submitted yet. */
  lettersMissing: Scalars['Int']['output'];
  materials: ApplicationMaterials;
  /** Short names of what is still missing ("Essays", "Transcript", "Recommendation: Ms Lee"). */
  missing: Array<Scalars['String']['output']>;
  plan?: Maybe<ApplicationPlan>;
  status: ApplicationStatus;
  studentId: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
};

export type ApplicationChange = {
  __typename?: 'ApplicationChange';
  actorId: Scalars['String']['output'];
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** What changed, in words ("Status: Planning to apply → Submitted"). */
  summary: Scalars['String']['output'];
};

export type ApplicationFlag = {
  __typename?: 'ApplicationFlag';
  /** TWO_BINDING (two binding Early Decision applications) or DEADLINE_PASSED (the deadline passed and the application is not submitted). */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A teacher asked through Counsel for a letter that covers this application: read-only, its state follows the request. */
export type ApplicationLetter = {
  __typename?: 'ApplicationLetter';
  requestId: Scalars['ID']['output'];
  state: RecommendationRequestState;
  teacherName: Scalars['String']['output'];
};

/** What an application needs, as the student and counselor tick it off. */
export type ApplicationMaterials = {
  __typename?: 'ApplicationMaterials';
  applicationForm: Scalars['Boolean']['output'];
  essays: Scalars['Boolean']['output'];
  fee: FeeState;
  /** Recommenders entered by hand (outside Counsel); a teacher asked through Counsel is in Application.letters instead. */
  recommendations: Array<Recommendation>;
  testScores: TestScoresState;
  transcript: TranscriptState;
};

export type ApplicationMaterialsInput = {
  applicationForm?: InputMaybe<Scalars['Boolean']['input']>;
  essays?: InputMaybe<Scalars['Boolean']['input']>;
  fee?: InputMaybe<FeeState>;
  /** The full list when given: recommenders outside Counsel only (a teacher asked through Counsel is refused). */
  recommendations?: InputMaybe<Array<RecommendationInput>>;
  testScores?: InputMaybe<TestScoresState>;
  transcript?: InputMaybe<TranscriptState>;
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

/** One item of the counselor's packet with its state (never its content). */
export type BoardPacketItem = {
  __typename?: 'BoardPacketItem';
  kind: SchoolDocumentKind;
  state: SchoolDocumentState;
};

export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  createdAt: Scalars['String']['output'];
  /** The subscription path (/api/calendar/<token>.ics, under the portal's address), readable without a session. */
  path: Scalars['String']['output'];
};

/** A US college from the catalog (the US Department of Education's College Scorecard, public domain). */
export type College = {
  __typename?: 'College';
  act25?: Maybe<Scalars['Int']['output']>;
  act75?: Maybe<Scalars['Int']['output']>;
  /** Share of applicants admitted, 0 to 1; null for open admission or unreported. */
  admissionRate?: Maybe<Scalars['Float']['output']>;
  city: Scalars['String']['output'];
  completionRate4yr?: Maybe<Scalars['Float']['output']>;
  control: CollegeControl;
  costOfAttendance?: Maybe<Scalars['Int']['output']>;
  /** Curated deadlines of this college (any cycle). */
  deadlines: Array<CollegeDeadline>;
  hbcu: Scalars['Boolean']['output'];
  highestDegree?: Maybe<Scalars['String']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  netPrice?: Maybe<Scalars['Int']['output']>;
  pellShare?: Maybe<Scalars['Float']['output']>;
  predominantDegree?: Maybe<Scalars['String']['output']>;
  religiousAffiliation?: Maybe<Scalars['String']['output']>;
  retentionRate?: Maybe<Scalars['Float']['output']>;
  /** Combined SAT at the 25th and 75th percentile (the sum of the section scores). */
  sat25?: Maybe<Scalars['Int']['output']>;
  sat75?: Maybe<Scalars['Int']['output']>;
  satAverage?: Maybe<Scalars['Int']['output']>;
  satMath25?: Maybe<Scalars['Int']['output']>;
  satMath75?: Maybe<Scalars['Int']['output']>;
  satReading25?: Maybe<Scalars['Int']['output']>;
  satReading75?: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  testPolicy?: Maybe<TestPolicy>;
  tuitionInState?: Maybe<Scalars['Int']['output']>;
  tuitionOutOfState?: Maybe<Scalars['Int']['output']>;
  undergrads?: Maybe<Scalars['Int']['output']>;
  /** The IPEDS unit id. */
  unitid: Scalars['ID']['output'];
  url?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};


/** A US college from the catalog (the US Department of Education's College Scorecard, public domain). */
export type CollegeDeadlinesArgs = {
  cycle?: InputMaybe<Scalars['Int']['input']>;
};

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

/** A deadline counselors curated for one college, admission cycle and plan (shared across the district). */
export type CollegeDeadline = {
  __typename?: 'CollegeDeadline';
  collegeId: Scalars['ID']['output'];
  /** The year of entry: 2027 for students starting college in autumn 2027. */
  cycle: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  plan: ApplicationPlan;
  updatedAt: Scalars['String']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
};

export type CollegeDeadlineInput = {
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  plan: ApplicationPlan;
};

export type CollegePage = {
  __typename?: 'CollegePage';
  items: Array<College>;
  total: Scalars['Int']['output'];
};

export type CollegeSearchInput = {
  control?: InputMaybe<CollegeControlFilter>;
  maxAdmissionRate?: InputMaybe<Scalars['Float']['input']>;
  maxNetPrice?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Name (prefix and typo-tolerant), city or state. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Undergraduate enrolment: SMALL (< 5,000), MEDIUM (5,000-15,000), LARGE (> 15,000). */
  size?: InputMaybe<CollegeSize>;
  state?: InputMaybe<Scalars['String']['input']>;
  testPolicy?: InputMaybe<TestPolicy>;
};

export type CollegeSize =
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

export type DeadlineBoardInput = {
  /** Applications due within this many days from today (1-366; default 30). */
  dueWithinDays?: InputMaybe<Scalars['Int']['input']>;
  plan?: InputMaybe<ApplicationPlan>;
  schoolId?: InputMaybe<Scalars['ID']['input']>;
  scope?: InputMaybe<ApplicationScope>;
  status?: InputMaybe<ApplicationStatus>;
};

/** A row of the deadline board: an application with its student. */
export type DeadlineBoardRow = {
  __typename?: 'DeadlineBoardRow';
  application: Application;
  grade?: Maybe<Scalars['String']['output']>;
  /** The student's counselor packet: each school document with its state, in packet order. */
  packet: Array<BoardPacketItem>;
  schoolId: Scalars['ID']['output'];
  studentName: Scalars['String']['output'];
  studentUserId: Scalars['ID']['output'];
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

export type Fit = {
  __typename?: 'Fit';
  level: FitLevel;
  /** Why, in words ("SAT 1280 is below this college's 25th percentile of 1350"). */
  reason: Scalars['String']['output'];
  /** The same reason as a code and its values, for a reader in another language (docs/i18n.md). */
  reasonText: FitReasonText;
};

/** Reach, match or likely: an estimate from the student's scores and the college's figures, never a promise. */
export type FitLevel =
  | 'LIKELY'
  | 'MATCH'
  | 'REACH'
  | 'UNKNOWN';

/** Which sentence a fit reason is; its values are on FitReasonText. */
export type FitReasonCode =
  | 'ABOVE_P75'
  | 'ABOVE_P75_LOW_RATE'
  | 'ABOVE_P75_RATE'
  | 'BELOW_P25'
  | 'NOT_IN_CATALOG'
  | 'NO_RANGE'
  | 'NO_RANGE_NO_RATE'
  | 'NO_SCORES'
  | 'NO_SCORES_NO_RATE'
  | 'RATE_80_PLUS'
  | 'RATE_UNDER_15'
  /** Above, and half or more of the school's past applicants were admitted. */
  | 'SCHOOL_HISTORY_ABOVE'
  /** Above, but under half of the school's past applicants were admitted. */
  | 'SCHOOL_HISTORY_ABOVE_LOW_RATE'
  /** The measure named (test: GPA, SAT or ACT) is below the middle 50% of the school's admitted applicants. */
  | 'SCHOOL_HISTORY_BELOW'
  /** From the school's own past applicants to the college (test, counts): under 15% of them were admitted. */
  | 'SCHOOL_HISTORY_RATE_UNDER_15'
  | 'SCHOOL_HISTORY_WITHIN'
  | 'WITHIN_MIDDLE';

/**
 * A fit reason's code and the values its sentence names; rate is the admission rate in percent (one decimal). From the
 * school's history (SCHOOL_HISTORY_*): applicants and admitted count its past applicants with a decision, and a GPA
 * named (test GPA) comes in gpa, gpaP25 and gpaP75 (a test score in value, p25 and p75).
 */
export type FitReasonText = {
  __typename?: 'FitReasonText';
  admitted?: Maybe<Scalars['Int']['output']>;
  applicants?: Maybe<Scalars['Int']['output']>;
  code: FitReasonCode;
  gpa?: Maybe<Scalars['Float']['output']>;
  gpaP25?: Maybe<Scalars['Float']['output']>;
  gpaP75?: Maybe<Scalars['Float']['output']>;
  p25?: Maybe<Scalars['Int']['output']>;
  p75?: Maybe<Scalars['Int']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
  test?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Int']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addApplication: Application;
  /** The student's feed address, creating it on first call (the student only). */
  calendarFeed: CalendarFeed;
  deleteApplication: Application;
  revokeCalendarFeed: Scalars['Boolean']['output'];
  setCollegeDeadlines: Array<CollegeDeadline>;
  updateApplication: Application;
};


export type MutationAddApplicationArgs = {
  input: AddApplicationInput;
  studentId: Scalars['ID']['input'];
};


export type MutationCalendarFeedArgs = {
  studentId: Scalars['ID']['input'];
};


export type MutationDeleteApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeCalendarFeedArgs = {
  studentId: Scalars['ID']['input'];
};


export type MutationSetCollegeDeadlinesArgs = {
  input: SetCollegeDeadlinesInput;
  unitid: Scalars['ID']['input'];
};


export type MutationUpdateApplicationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApplicationInput;
};

export type Query = {
  __typename?: 'Query';
  /** The board (or, with studentId, one student's list) as CSV text. */
  applicationsCsv: Scalars['String']['output'];
  /** The ICS text of a calendar feed by its token; null when the token is unknown or revoked. No session needed. */
  calendarFeedIcs?: Maybe<Scalars['String']['output']>;
  college?: Maybe<College>;
  collegeDeadlines: Array<CollegeDeadline>;
  colleges: CollegePage;
  /**
   * Everything the lists hold on one student, as a record-export part: the read-model row,
   * applications with their checklists, every change, calendar feeds (dates only). An admin, or the student themself.
   */
  collegesRecordExport: Scalars['RecordExportPart']['output'];
  deadlineBoard: Array<DeadlineBoardRow>;
  studentApplications: Array<Application>;
};


export type QueryApplicationsCsvArgs = {
  input?: InputMaybe<DeadlineBoardInput>;
  studentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCalendarFeedIcsArgs = {
  token: Scalars['String']['input'];
};


export type QueryCollegeArgs = {
  unitid: Scalars['ID']['input'];
};


export type QueryCollegeDeadlinesArgs = {
  cycle?: InputMaybe<Scalars['Int']['input']>;
  unitid: Scalars['ID']['input'];
};


export type QueryCollegesArgs = {
  input?: InputMaybe<CollegeSearchInput>;
};


export type QueryCollegesRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryDeadlineBoardArgs = {
  input?: InputMaybe<DeadlineBoardInput>;
};


export type QueryStudentApplicationsArgs = {
  studentId: Scalars['ID']['input'];
};

export type Recommendation = {
  __typename?: 'Recommendation';
  name: Scalars['String']['output'];
  state: RecommendationState;
};

export type RecommendationInput = {
  name: Scalars['String']['input'];
  state: RecommendationState;
};

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

export type SetCollegeDeadlinesInput = {
  cycle: Scalars['Int']['input'];
  /** The full set for the cycle: plans left out are removed. */
  deadlines: Array<CollegeDeadlineInput>;
};

/** A student (owned by the students service); colleges adds their list. */
export type Student = {
  __typename?: 'Student';
  applications: Array<Application>;
  id: Scalars['ID']['output'];
};

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
  deadline?: InputMaybe<Scalars['String']['input']>;
  materials?: InputMaybe<ApplicationMaterialsInput>;
  plan?: InputMaybe<ApplicationPlan>;
  status?: InputMaybe<ApplicationStatus>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

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

/** Mapping of federation types */
export type FederationTypes = {
  College: College;
  Student: Student;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  College:
    ( { __typename: 'College' }
    & GraphQLRecursivePick<FederationTypes['College'], {"unitid":true}> );
  Student:
    ( { __typename: 'Student' }
    & GraphQLRecursivePick<FederationTypes['Student'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddApplicationInput: AddApplicationInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Application: ResolverTypeWrapper<ApplicationModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ApplicationChange: ResolverTypeWrapper<ApplicationChange>;
  ApplicationFlag: ResolverTypeWrapper<ApplicationFlag>;
  ApplicationLetter: ResolverTypeWrapper<ApplicationLetter>;
  ApplicationMaterials: ResolverTypeWrapper<ApplicationMaterials>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ApplicationMaterialsInput: ApplicationMaterialsInput;
  ApplicationPlan: ApplicationPlan;
  ApplicationScope: ApplicationScope;
  ApplicationStatus: ApplicationStatus;
  BoardPacketItem: ResolverTypeWrapper<BoardPacketItem>;
  CalendarFeed: ResolverTypeWrapper<CalendarFeed>;
  College: ResolverTypeWrapper<CollegeModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CollegeControl: CollegeControl;
  CollegeControlFilter: CollegeControlFilter;
  CollegeDeadline: ResolverTypeWrapper<CuratedDeadlineModel>;
  CollegeDeadlineInput: CollegeDeadlineInput;
  CollegePage: ResolverTypeWrapper<Omit<CollegePage, 'items'> & { items: Array<ResolversTypes['College']> }>;
  CollegeSearchInput: CollegeSearchInput;
  CollegeSize: CollegeSize;
  DeadlineBoardInput: DeadlineBoardInput;
  DeadlineBoardRow: ResolverTypeWrapper<Omit<DeadlineBoardRow, 'application'> & { application: ResolversTypes['Application'] }>;
  DeadlineSource: DeadlineSource;
  FeeState: FeeState;
  Fit: ResolverTypeWrapper<Fit>;
  FitLevel: FitLevel;
  FitReasonCode: FitReasonCode;
  FitReasonText: ResolverTypeWrapper<FitReasonText>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recommendation: ResolverTypeWrapper<Recommendation>;
  RecommendationInput: RecommendationInput;
  RecommendationRequestState: RecommendationRequestState;
  RecommendationState: RecommendationState;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  SchoolDocumentKind: SchoolDocumentKind;
  SchoolDocumentState: SchoolDocumentState;
  SetCollegeDeadlinesInput: SetCollegeDeadlinesInput;
  Student: ResolverTypeWrapper<{ id: string }>;
  TestPolicy: TestPolicy;
  TestScoresState: TestScoresState;
  TranscriptState: TranscriptState;
  UpdateApplicationInput: UpdateApplicationInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddApplicationInput: AddApplicationInput;
  ID: Scalars['ID']['output'];
  Application: ApplicationModel;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ApplicationChange: ApplicationChange;
  ApplicationFlag: ApplicationFlag;
  ApplicationLetter: ApplicationLetter;
  ApplicationMaterials: ApplicationMaterials;
  Boolean: Scalars['Boolean']['output'];
  ApplicationMaterialsInput: ApplicationMaterialsInput;
  BoardPacketItem: BoardPacketItem;
  CalendarFeed: CalendarFeed;
  College: CollegeModel;
  Float: Scalars['Float']['output'];
  CollegeDeadline: CuratedDeadlineModel;
  CollegeDeadlineInput: CollegeDeadlineInput;
  CollegePage: Omit<CollegePage, 'items'> & { items: Array<ResolversParentTypes['College']> };
  CollegeSearchInput: CollegeSearchInput;
  DeadlineBoardInput: DeadlineBoardInput;
  DeadlineBoardRow: Omit<DeadlineBoardRow, 'application'> & { application: ResolversParentTypes['Application'] };
  Fit: Fit;
  FitReasonText: FitReasonText;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Recommendation: Recommendation;
  RecommendationInput: RecommendationInput;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  SetCollegeDeadlinesInput: SetCollegeDeadlinesInput;
  Student: { id: string };
  UpdateApplicationInput: UpdateApplicationInput;
};

export type ApplicationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = {
  college?: Resolver<ResolversTypes['College'], ParentType, ContextType>;
  collegeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collegeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deadlineSource?: Resolver<ResolversTypes['DeadlineSource'], ParentType, ContextType>;
  fit?: Resolver<ResolversTypes['Fit'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ApplicationFlag']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ApplicationChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  letters?: Resolver<Array<ResolversTypes['ApplicationLetter']>, ParentType, ContextType>;
  lettersMissing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  materials?: Resolver<ResolversTypes['ApplicationMaterials'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['ApplicationPlan']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplicationChange'] = ResolversParentTypes['ApplicationChange']> = {
  actorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplicationFlag'] = ResolversParentTypes['ApplicationFlag']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationLetterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplicationLetter'] = ResolversParentTypes['ApplicationLetter']> = {
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecommendationRequestState'], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationMaterialsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplicationMaterials'] = ResolversParentTypes['ApplicationMaterials']> = {
  applicationForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  essays?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['FeeState'], ParentType, ContextType>;
  recommendations?: Resolver<Array<ResolversTypes['Recommendation']>, ParentType, ContextType>;
  testScores?: Resolver<ResolversTypes['TestScoresState'], ParentType, ContextType>;
  transcript?: Resolver<ResolversTypes['TranscriptState'], ParentType, ContextType>;
};

export type BoardPacketItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardPacketItem'] = ResolversParentTypes['BoardPacketItem']> = {
  kind?: Resolver<ResolversTypes['SchoolDocumentKind'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SchoolDocumentState'], ParentType, ContextType>;
};

export type CalendarFeedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollegeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['College'] = ResolversParentTypes['College'], FederationReferenceType extends FederationReferenceTypes['College'] = FederationReferenceTypes['College']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['College']> | FederationReferenceType, FederationReferenceType, ContextType>;
  act25?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  act75?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  admissionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completionRate4yr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  control?: Resolver<ResolversTypes['CollegeControl'], ParentType, ContextType>;
  costOfAttendance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deadlines?: Resolver<Array<ResolversTypes['CollegeDeadline']>, ParentType, ContextType, Partial<CollegeDeadlinesArgs>>;
  hbcu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highestDegree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pellShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  predominantDegree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  religiousAffiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retentionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sat25?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sat75?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  satAverage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  satMath25?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  satMath75?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  satReading25?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  satReading75?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testPolicy?: Resolver<Maybe<ResolversTypes['TestPolicy']>, ParentType, ContextType>;
  tuitionInState?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tuitionOutOfState?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  undergrads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollegeDeadlineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CollegeDeadline'] = ResolversParentTypes['CollegeDeadline']> = {
  collegeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['ApplicationPlan'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollegePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CollegePage'] = ResolversParentTypes['CollegePage']> = {
  items?: Resolver<Array<ResolversTypes['College']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeadlineBoardRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeadlineBoardRow'] = ResolversParentTypes['DeadlineBoardRow']> = {
  application?: Resolver<ResolversTypes['Application'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packet?: Resolver<Array<ResolversTypes['BoardPacketItem']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Fit'] = ResolversParentTypes['Fit']> = {
  level?: Resolver<ResolversTypes['FitLevel'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonText?: Resolver<ResolversTypes['FitReasonText'], ParentType, ContextType>;
};

export type FitReasonTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FitReasonText'] = ResolversParentTypes['FitReasonText']> = {
  admitted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['FitReasonCode'], ParentType, ContextType>;
  gpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpaP25?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpaP75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p25?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p75?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  test?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationAddApplicationArgs, 'input' | 'studentId'>>;
  calendarFeed?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType, RequireFields<MutationCalendarFeedArgs, 'studentId'>>;
  deleteApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'id'>>;
  revokeCalendarFeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeCalendarFeedArgs, 'studentId'>>;
  setCollegeDeadlines?: Resolver<Array<ResolversTypes['CollegeDeadline']>, ParentType, ContextType, RequireFields<MutationSetCollegeDeadlinesArgs, 'input' | 'unitid'>>;
  updateApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationUpdateApplicationArgs, 'id' | 'input'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  applicationsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryApplicationsCsvArgs>>;
  calendarFeedIcs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryCalendarFeedIcsArgs, 'token'>>;
  college?: Resolver<Maybe<ResolversTypes['College']>, ParentType, ContextType, RequireFields<QueryCollegeArgs, 'unitid'>>;
  collegeDeadlines?: Resolver<Array<ResolversTypes['CollegeDeadline']>, ParentType, ContextType, RequireFields<QueryCollegeDeadlinesArgs, 'unitid'>>;
  colleges?: Resolver<ResolversTypes['CollegePage'], ParentType, ContextType, Partial<QueryCollegesArgs>>;
  collegesRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryCollegesRecordExportArgs, 'studentId' | 'studentUserId'>>;
  deadlineBoard?: Resolver<Array<ResolversTypes['DeadlineBoardRow']>, ParentType, ContextType, Partial<QueryDeadlineBoardArgs>>;
  studentApplications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryStudentApplicationsArgs, 'studentId'>>;
};

export type RecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecommendationState'], ParentType, ContextType>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student'], FederationReferenceType extends FederationReferenceTypes['Student'] = FederationReferenceTypes['Student']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Student']> | FederationReferenceType, FederationReferenceType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Application?: ApplicationResolvers<ContextType>;
  ApplicationChange?: ApplicationChangeResolvers<ContextType>;
  ApplicationFlag?: ApplicationFlagResolvers<ContextType>;
  ApplicationLetter?: ApplicationLetterResolvers<ContextType>;
  ApplicationMaterials?: ApplicationMaterialsResolvers<ContextType>;
  BoardPacketItem?: BoardPacketItemResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  College?: CollegeResolvers<ContextType>;
  CollegeDeadline?: CollegeDeadlineResolvers<ContextType>;
  CollegePage?: CollegePageResolvers<ContextType>;
  DeadlineBoardRow?: DeadlineBoardRowResolvers<ContextType>;
  Fit?: FitResolvers<ContextType>;
  FitReasonText?: FitReasonTextResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Student?: StudentResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ScattergramView as ScattergramViewModel } from '../../domain/scattergram.js';
import type { OutcomeImport as OutcomeImportModel } from '../../domain/outcome-import.js';
import type { RequestContext } from '@counsel/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** A college of the catalog (owned by the colleges service): its middle 50% of scores comes from there. */
export type College = {
  __typename?: 'College';
  unitid: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Staff of the school: add a checked file's valid rows (with rejected rows, only when acceptRejections is true). */
  applyOutcomeImport: OutcomeImport;
  /** Staff of the school: check a file of past outcomes (dry run); nothing changes until applyOutcomeImport. */
  startOutcomeImport: OutcomeImport;
};


export type MutationApplyOutcomeImportArgs = {
  acceptRejections?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationStartOutcomeImportArgs = {
  content: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  schoolId: Scalars['ID']['input'];
};

/** A file of past outcomes checked against the rules (a dry run), and, once applied, when. */
export type OutcomeImport = {
  __typename?: 'OutcomeImport';
  /** Valid rows: the outcomes the apply adds. */
  accepted: Scalars['Int']['output'];
  appliedAt?: Maybe<Scalars['String']['output']>;
  /** The classes the valid rows belong to. */
  classYears: Array<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Every rejected row, with its line number in the file. */
  rejected: Array<OutcomeImportRejectedRow>;
  schoolId: Scalars['ID']['output'];
  status: OutcomeImportStatus;
};

/** Which sentence a rejected outcomes row's reason is; its values are on OutcomeImportReasonText. */
export type OutcomeImportReasonCode =
  | 'ACT'
  | 'CLASS_YEAR'
  | 'FIELD_COUNT'
  | 'GPA'
  | 'PLAN'
  | 'RESULT'
  | 'SAT'
  | 'UNITID';

/** A rejected outcomes row's reason as a code and its values. */
export type OutcomeImportReasonText = {
  __typename?: 'OutcomeImportReasonText';
  code: OutcomeImportReasonCode;
  values: Array<OutcomeImportReasonValue>;
};

/** One value a reason's sentence names (a count, the latest class year). */
export type OutcomeImportReasonValue = {
  __typename?: 'OutcomeImportReasonValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OutcomeImportRejectedRow = {
  __typename?: 'OutcomeImportRejectedRow';
  line: Scalars['Int']['output'];
  /** Why, in English ("gpa must be a number from 0 to 4, or empty"). */
  reason: Scalars['String']['output'];
  /** The same reason as a code and its values, for a reader in another language (docs/i18n.md); null on older imports. */
  reasonText?: Maybe<OutcomeImportReasonText>;
};

export type OutcomeImportStatus =
  | 'APPLIED'
  | 'PREVIEWED';

/** What became of a past application: the decision it got (PENDING: none was recorded). */
export type OutcomeResult =
  | 'ADMITTED'
  | 'DEFERRED'
  | 'DENIED'
  | 'ENROLLED'
  | 'PENDING'
  | 'WAITLISTED';

export type Query = {
  __typename?: 'Query';
  /** Staff of the import's school: a checked or applied outcomes file. */
  outcomeImport?: Maybe<OutcomeImport>;
  /** The outcomes service's part of an export of the student's record. */
  outcomesRecordExport: Scalars['RecordExportPart']['output'];
  /**
   * The school's past applicants to a college (its staff; its students while the district lets them). A student sees
   * their own position; staff may name one of their students (studentId) to see theirs.
   */
  scattergram?: Maybe<Scattergram>;
};


export type QueryOutcomeImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOutcomesRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryScattergramArgs = {
  schoolId: Scalars['ID']['input'];
  studentId?: InputMaybe<Scalars['ID']['input']>;
  unitid: Scalars['ID']['input'];
};

/** Where a school's past applicants to a college landed (the school's own history: outcomes of graduated classes). */
export type Scattergram = {
  __typename?: 'Scattergram';
  admitted?: Maybe<Scalars['Int']['output']>;
  /** Past applicants counted (null unless shown). */
  applicants?: Maybe<Scalars['Int']['output']>;
  /** The classes the outcomes come from. */
  classYears: Array<Scalars['Int']['output']>;
  /** The college, from the catalog: its middle 50% of SAT and ACT scores. */
  college: College;
  /** The district's minimum of past applicants for a scattergram to show. */
  minimumApplicants: Scalars['Int']['output'];
  plans: Array<ScattergramPlanCount>;
  points: Array<ScattergramPoint>;
  /** The student's own position (a student caller; or the student staff asked about); null without scores. */
  position?: Maybe<ScattergramPosition>;
  schoolId: Scalars['ID']['output'];
  status: ScattergramStatus;
  unitid: Scalars['ID']['output'];
};

/** How plans are counted: early decision (ED, ED2), early action (EA, REA), and regular (RD, rolling, priority, none). */
export type ScattergramPlan =
  | 'EA'
  | 'ED'
  | 'RD';

export type ScattergramPlanCount = {
  __typename?: 'ScattergramPlanCount';
  admitted: Scalars['Int']['output'];
  applicants: Scalars['Int']['output'];
  plan: ScattergramPlan;
};

/** A past applicant: scores and result only, never labelled. */
export type ScattergramPoint = {
  __typename?: 'ScattergramPoint';
  act?: Maybe<Scalars['Int']['output']>;
  gpa: Scalars['Float']['output'];
  result: OutcomeResult;
  sat?: Maybe<Scalars['Int']['output']>;
};

/** GPA and test scores of one student, as their profile holds them now. */
export type ScattergramPosition = {
  __typename?: 'ScattergramPosition';
  act?: Maybe<Scalars['Int']['output']>;
  gpa?: Maybe<Scalars['Float']['output']>;
  sat?: Maybe<Scalars['Int']['output']>;
};

/** Whether a scattergram is shown, and if not, why. */
export type ScattergramStatus =
  /** The district switched students' access to scattergrams off (staff still see them). */
  | 'OFF_FOR_STUDENTS'
  | 'SHOWN'
  /** Fewer past applicants than the district's minimum: nothing is shown but the minimum. */
  | 'TOO_FEW_APPLICANTS';



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
  College: ResolverTypeWrapper<College>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  OutcomeImport: ResolverTypeWrapper<OutcomeImportModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  OutcomeImportReasonCode: OutcomeImportReasonCode;
  OutcomeImportReasonText: ResolverTypeWrapper<OutcomeImportReasonText>;
  OutcomeImportReasonValue: ResolverTypeWrapper<OutcomeImportReasonValue>;
  OutcomeImportRejectedRow: ResolverTypeWrapper<OutcomeImportRejectedRow>;
  OutcomeImportStatus: OutcomeImportStatus;
  OutcomeResult: OutcomeResult;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  Scattergram: ResolverTypeWrapper<ScattergramViewModel>;
  ScattergramPlan: ScattergramPlan;
  ScattergramPlanCount: ResolverTypeWrapper<ScattergramPlanCount>;
  ScattergramPoint: ResolverTypeWrapper<ScattergramPoint>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ScattergramPosition: ResolverTypeWrapper<ScattergramPosition>;
  ScattergramStatus: ScattergramStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  College: College;
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  String: Scalars['String']['output'];
  OutcomeImport: OutcomeImportModel;
  Int: Scalars['Int']['output'];
  OutcomeImportReasonText: OutcomeImportReasonText;
  OutcomeImportReasonValue: OutcomeImportReasonValue;
  OutcomeImportRejectedRow: OutcomeImportRejectedRow;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  Scattergram: ScattergramViewModel;
  ScattergramPlanCount: ScattergramPlanCount;
  ScattergramPoint: ScattergramPoint;
  Float: Scalars['Float']['output'];
  ScattergramPosition: ScattergramPosition;
};

export type CollegeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['College'] = ResolversParentTypes['College']> = {
  unitid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyOutcomeImport?: Resolver<ResolversTypes['OutcomeImport'], ParentType, ContextType, RequireFields<MutationApplyOutcomeImportArgs, 'acceptRejections' | 'id'>>;
  startOutcomeImport?: Resolver<ResolversTypes['OutcomeImport'], ParentType, ContextType, RequireFields<MutationStartOutcomeImportArgs, 'content' | 'schoolId'>>;
};

export type OutcomeImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutcomeImport'] = ResolversParentTypes['OutcomeImport']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['OutcomeImportRejectedRow']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutcomeImportStatus'], ParentType, ContextType>;
};

export type OutcomeImportReasonTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutcomeImportReasonText'] = ResolversParentTypes['OutcomeImportReasonText']> = {
  code?: Resolver<ResolversTypes['OutcomeImportReasonCode'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['OutcomeImportReasonValue']>, ParentType, ContextType>;
};

export type OutcomeImportReasonValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutcomeImportReasonValue'] = ResolversParentTypes['OutcomeImportReasonValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutcomeImportRejectedRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutcomeImportRejectedRow'] = ResolversParentTypes['OutcomeImportRejectedRow']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonText?: Resolver<Maybe<ResolversTypes['OutcomeImportReasonText']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  outcomeImport?: Resolver<Maybe<ResolversTypes['OutcomeImport']>, ParentType, ContextType, RequireFields<QueryOutcomeImportArgs, 'id'>>;
  outcomesRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryOutcomesRecordExportArgs, 'studentId' | 'studentUserId'>>;
  scattergram?: Resolver<Maybe<ResolversTypes['Scattergram']>, ParentType, ContextType, RequireFields<QueryScattergramArgs, 'schoolId' | 'unitid'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type ScattergramResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Scattergram'] = ResolversParentTypes['Scattergram']> = {
  admitted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  college?: Resolver<ResolversTypes['College'], ParentType, ContextType>;
  minimumApplicants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['ScattergramPlanCount']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ScattergramPoint']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['ScattergramPosition']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ScattergramStatus'], ParentType, ContextType>;
  unitid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScattergramPlanCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScattergramPlanCount'] = ResolversParentTypes['ScattergramPlanCount']> = {
  admitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['ScattergramPlan'], ParentType, ContextType>;
};

export type ScattergramPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScattergramPoint'] = ResolversParentTypes['ScattergramPoint']> = {
  act?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gpa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['OutcomeResult'], ParentType, ContextType>;
  sat?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ScattergramPositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScattergramPosition'] = ResolversParentTypes['ScattergramPosition']> = {
  act?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sat?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  College?: CollegeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OutcomeImport?: OutcomeImportResolvers<ContextType>;
  OutcomeImportReasonText?: OutcomeImportReasonTextResolvers<ContextType>;
  OutcomeImportReasonValue?: OutcomeImportReasonValueResolvers<ContextType>;
  OutcomeImportRejectedRow?: OutcomeImportRejectedRowResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Scattergram?: ScattergramResolvers<ContextType>;
  ScattergramPlanCount?: ScattergramPlanCountResolvers<ContextType>;
  ScattergramPoint?: ScattergramPointResolvers<ContextType>;
  ScattergramPosition?: ScattergramPositionResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestView as RequestViewModel } from '../../application/views.js';
import type { RequestPage as RequestPageModel, LetterView as LetterViewModel, TeacherChoice as TeacherChoiceModel } from '../../application/requests.service.js';
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

/** An application on the student's list that a letter is for: the college and its deadline. */
export type LetterApplication = {
  __typename?: 'LetterApplication';
  applicationId: Scalars['ID']['output'];
  collegeId: Scalars['ID']['output'];
  collegeName: Scalars['String']['output'];
  /** YYYY-MM-DD, null when nobody entered it. */
  deadline?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** The student as a letter needs them, and nothing else of the record (what a teacher sees). */
export type LetterStudentCard = {
  __typename?: 'LetterStudentCard';
  firstName?: Maybe<Scalars['String']['output']>;
  grade?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  schoolId: Scalars['ID']['output'];
  studentId: Scalars['ID']['output'];
};

/** That a letter was submitted, when and how it was written; its content is read through recommendationLetter. */
export type LetterSummary = {
  __typename?: 'LetterSummary';
  aiDraftUsed: Scalars['Boolean']['output'];
  /** text (written in the page) or pdf (uploaded). */
  kind: Scalars['String']['output'];
  submittedAt: Scalars['String']['output'];
};

export type LetterTeacherCard = {
  __typename?: 'LetterTeacherCard';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** A teacher a student may ask, with how many requests they took this school year and the district's yearly limit. */
export type LetterTeacherChoice = {
  __typename?: 'LetterTeacherChoice';
  email?: Maybe<Scalars['String']['output']>;
  /** At or over the limit: they may still be asked, with a warning. */
  full: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  requestedThisYear: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accept or decline (the teacher asked), cancel (the student who asked). */
  changeRecommendationRequest: RecommendationRequest;
  /** The student asks a teacher of their school for a letter. */
  requestRecommendation: RecommendationRequestResult;
  /** The teacher asked submits the letter of an accepted request. */
  submitRecommendationLetter: RecommendationRequest;
};


export type MutationChangeRecommendationRequestArgs = {
  id: Scalars['ID']['input'];
  input: RecommendationRequestChange;
};


export type MutationRequestRecommendationArgs = {
  input: RecommendationRequestInput;
  studentId: Scalars['ID']['input'];
};


export type MutationSubmitRecommendationLetterArgs = {
  id: Scalars['ID']['input'];
  input: RecommendationLetterInput;
};

export type Query = {
  __typename?: 'Query';
  /** For the records service's export: this service's part of the student's record. Admins, or the student themself. */
  lettersRecordExport: Scalars['RecordExportPart']['output'];
  /** A submitted letter's content (NOT_FOUND when there is none the caller may read: a waived letter, for the student). */
  recommendationLetter?: Maybe<RecommendationLetter>;
  /** One request, for the student who asked, the teacher asked, or staff who may see the student (NOT_FOUND for anyone else). */
  recommendationRequest?: Maybe<RecommendationRequest>;
  /**
   * The caller's recommendation requests: a student's own, a teacher's queue (earliest deadline first), staff's of
   * the students they may see (admins: all). scope, when given, must be the caller's own.
   */
  recommendationRequests: RecommendationRequestPage;
  /** The teachers of the student's school, with this year's counts and the limit (the student themself, or staff). */
  recommendationTeachers: Array<LetterTeacherChoice>;
};


export type QueryLettersRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryRecommendationLetterArgs = {
  requestId: Scalars['ID']['input'];
};


export type QueryRecommendationRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecommendationRequestsArgs = {
  filter?: InputMaybe<RecommendationRequestFilter>;
  scope?: InputMaybe<RecommendationRequestScope>;
};


export type QueryRecommendationTeachersArgs = {
  studentId: Scalars['ID']['input'];
};

/** A submitted letter's content: the teacher who wrote it, staff of the student's school, and the student only if they did not waive. */
export type RecommendationLetter = {
  __typename?: 'RecommendationLetter';
  aiDraftUsed: Scalars['Boolean']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  /** The authorized route to read it. */
  path: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  submittedAt: Scalars['String']['output'];
  /** The letter's text (kind text). */
  text?: Maybe<Scalars['String']['output']>;
};

export type RecommendationLetterInput = {
  /** Whether the teacher started from the assistant's draft. */
  aiDraftUsed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The letter, at most 20,000 characters. */
  text: Scalars['String']['input'];
};

export type RecommendationRequest = {
  __typename?: 'RecommendationRequest';
  /** The applications the letter is for; empty means all of the student's applications. */
  applicationIds: Array<Scalars['ID']['output']>;
  /** The colleges and deadlines the letter is for, as the student's list holds them now. */
  applications: Array<LetterApplication>;
  /** Why the teacher declined (the student sees it). */
  declineReason?: Maybe<Scalars['String']['output']>;
  earliestDeadline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null until submitted, and always null for the student when they waived their right to read it. */
  letter?: Maybe<LetterSummary>;
  /** The student's note to the teacher. */
  note: Scalars['String']['output'];
  requestedAt: Scalars['String']['output'];
  state: RecommendationRequestState;
  student: LetterStudentCard;
  studentId: Scalars['ID']['output'];
  teacher: LetterTeacherCard;
  updatedAt: Scalars['String']['output'];
  /** The student waived their right to read the letter (FERPA): the letter is never shown to them. */
  waived: Scalars['Boolean']['output'];
};

/** What a change does: the teacher asked accepts or declines; the student who asked cancels (before the letter is submitted). */
export type RecommendationRequestAction =
  | 'accept'
  | 'cancel'
  | 'decline';

export type RecommendationRequestChange = {
  action: RecommendationRequestAction;
  /** Required to decline; the student sees it. At most 1,000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type RecommendationRequestFilter = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Staff: requested or accepted, asked more than this many days ago. */
  pendingForMoreThanDays?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<RecommendationRequestState>;
  /** Staff: requests to this teacher. */
  teacherUserId?: InputMaybe<Scalars['ID']['input']>;
};

export type RecommendationRequestInput = {
  /** Applications from the student's list; empty or absent means all of them. */
  applicationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A note to the teacher, at most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The teacher to ask: one of recommendationTeachers for the student. */
  teacherUserId: Scalars['ID']['input'];
  /** True to waive the right to read the letter (FERPA), false to keep it. Required. */
  waived: Scalars['Boolean']['input'];
};

export type RecommendationRequestPage = {
  __typename?: 'RecommendationRequestPage';
  /** Submitted (in the whole list, not the page). */
  done: Scalars['Int']['output'];
  items: Array<RecommendationRequest>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Requested or accepted (in the whole list, not the page). */
  pending: Scalars['Int']['output'];
  scope: RecommendationRequestScope;
  total: Scalars['Int']['output'];
};

export type RecommendationRequestResult = {
  __typename?: 'RecommendationRequestResult';
  limit: Scalars['Int']['output'];
  /** The teacher had reached their yearly limit before this request (it was made all the same). */
  overLimit: Scalars['Boolean']['output'];
  request: RecommendationRequest;
  requestedThisYear: Scalars['Int']['output'];
};

/** Whose list: a student's own requests (mine), a teacher's queue (queue), the staff's requests of their students (caseload). */
export type RecommendationRequestScope =
  | 'caseload'
  | 'mine'
  | 'queue';

/** Where a recommendation request stands: requested, then accepted or declined (or cancelled by the student); accepted, then submitted. */
export type RecommendationRequestState =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'requested'
  | 'submitted';



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
  LetterApplication: ResolverTypeWrapper<LetterApplication>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  LetterStudentCard: ResolverTypeWrapper<LetterStudentCard>;
  LetterSummary: ResolverTypeWrapper<LetterSummary>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  LetterTeacherCard: ResolverTypeWrapper<LetterTeacherCard>;
  LetterTeacherChoice: ResolverTypeWrapper<TeacherChoiceModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecommendationLetter: ResolverTypeWrapper<LetterViewModel>;
  RecommendationLetterInput: RecommendationLetterInput;
  RecommendationRequest: ResolverTypeWrapper<RequestViewModel>;
  RecommendationRequestAction: RecommendationRequestAction;
  RecommendationRequestChange: RecommendationRequestChange;
  RecommendationRequestFilter: RecommendationRequestFilter;
  RecommendationRequestInput: RecommendationRequestInput;
  RecommendationRequestPage: ResolverTypeWrapper<RequestPageModel>;
  RecommendationRequestResult: ResolverTypeWrapper<Omit<RecommendationRequestResult, 'request'> & { request: ResolversTypes['RecommendationRequest'] }>;
  RecommendationRequestScope: RecommendationRequestScope;
  RecommendationRequestState: RecommendationRequestState;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  LetterApplication: LetterApplication;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  LetterStudentCard: LetterStudentCard;
  LetterSummary: LetterSummary;
  Boolean: Scalars['Boolean']['output'];
  LetterTeacherCard: LetterTeacherCard;
  LetterTeacherChoice: TeacherChoiceModel;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecommendationLetter: LetterViewModel;
  RecommendationLetterInput: RecommendationLetterInput;
  RecommendationRequest: RequestViewModel;
  RecommendationRequestChange: RecommendationRequestChange;
  RecommendationRequestFilter: RecommendationRequestFilter;
  RecommendationRequestInput: RecommendationRequestInput;
  RecommendationRequestPage: RequestPageModel;
  RecommendationRequestResult: Omit<RecommendationRequestResult, 'request'> & { request: ResolversParentTypes['RecommendationRequest'] };
  RecordExportPart: Scalars['RecordExportPart']['output'];
};

export type LetterApplicationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterApplication'] = ResolversParentTypes['LetterApplication']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collegeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collegeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterStudentCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterStudentCard'] = ResolversParentTypes['LetterStudentCard']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterSummary'] = ResolversParentTypes['LetterSummary']> = {
  aiDraftUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterTeacherCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterTeacherCard'] = ResolversParentTypes['LetterTeacherCard']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterTeacherChoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterTeacherChoice'] = ResolversParentTypes['LetterTeacherChoice']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changeRecommendationRequest?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType, RequireFields<MutationChangeRecommendationRequestArgs, 'id' | 'input'>>;
  requestRecommendation?: Resolver<ResolversTypes['RecommendationRequestResult'], ParentType, ContextType, RequireFields<MutationRequestRecommendationArgs, 'input' | 'studentId'>>;
  submitRecommendationLetter?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType, RequireFields<MutationSubmitRecommendationLetterArgs, 'id' | 'input'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  lettersRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryLettersRecordExportArgs, 'studentId' | 'studentUserId'>>;
  recommendationLetter?: Resolver<Maybe<ResolversTypes['RecommendationLetter']>, ParentType, ContextType, RequireFields<QueryRecommendationLetterArgs, 'requestId'>>;
  recommendationRequest?: Resolver<Maybe<ResolversTypes['RecommendationRequest']>, ParentType, ContextType, RequireFields<QueryRecommendationRequestArgs, 'id'>>;
  recommendationRequests?: Resolver<ResolversTypes['RecommendationRequestPage'], ParentType, ContextType, Partial<QueryRecommendationRequestsArgs>>;
  recommendationTeachers?: Resolver<Array<ResolversTypes['LetterTeacherChoice']>, ParentType, ContextType, RequireFields<QueryRecommendationTeachersArgs, 'studentId'>>;
};

export type RecommendationLetterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationLetter'] = ResolversParentTypes['RecommendationLetter']> = {
  aiDraftUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecommendationRequestResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequest'] = ResolversParentTypes['RecommendationRequest']> = {
  applicationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['LetterApplication']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  earliestDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['LetterSummary']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecommendationRequestState'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['LetterStudentCard'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes['LetterTeacherCard'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecommendationRequestPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequestPage'] = ResolversParentTypes['RecommendationRequestPage']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RecommendationRequest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['RecommendationRequestScope'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecommendationRequestResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequestResult'] = ResolversParentTypes['RecommendationRequestResult']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType>;
  requestedThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type Resolvers<ContextType = RequestContext> = {
  LetterApplication?: LetterApplicationResolvers<ContextType>;
  LetterStudentCard?: LetterStudentCardResolvers<ContextType>;
  LetterSummary?: LetterSummaryResolvers<ContextType>;
  LetterTeacherCard?: LetterTeacherCardResolvers<ContextType>;
  LetterTeacherChoice?: LetterTeacherChoiceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecommendationLetter?: RecommendationLetterResolvers<ContextType>;
  RecommendationRequest?: RecommendationRequestResolvers<ContextType>;
  RecommendationRequestPage?: RecommendationRequestPageResolvers<ContextType>;
  RecommendationRequestResult?: RecommendationRequestResultResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
};


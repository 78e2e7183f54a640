import type { GraphQLResolveInfo } from 'graphql';
import type { AccessEntry as AccessEntryModel } from '../../domain/access-entry.js';
import type { ExportJob as ExportJobModel } from '../../domain/export-job.js';
import type { Deletion as DeletionModel } from '../../domain/deletion.js';
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
  _FieldSet: { input: unknown; output: unknown; }
};

/** One staff read of a student's record. Never the data read. */
export type AccessLogEntry = {
  __typename?: 'AccessLogEntry';
  /** Null for the student reading their own log: they see names and roles, not internal ids. */
  actorId?: Maybe<Scalars['ID']['output']>;
  actorName: Scalars['String']['output'];
  actorRole: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** Null for the student (an item's id is an internal detail). */
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The parts in words, for the page. */
  partLabels: Array<Scalars['String']['output']>;
  /** What was read: profile, preferences, documents, document_file, college_list, chat, meeting_brief. */
  parts: Array<Scalars['String']['output']>;
  /** The service that served the read; null for the student. */
  service?: Maybe<Scalars['String']['output']>;
};

export type AccessLogPage = {
  __typename?: 'AccessLogPage';
  items: Array<AccessLogEntry>;
  total: Scalars['Int']['output'];
};

/** One service's part of a deletion: confirmed (with what it removed) or still awaited. */
export type DeletionConfirmation = {
  __typename?: 'DeletionConfirmation';
  confirmed: Scalars['Boolean']['output'];
  confirmedAt?: Maybe<Scalars['String']['output']>;
  removed: Array<RemovedItem>;
  service: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins: deletes the student everywhere (poll studentDeletion for the confirmations). */
  deleteStudentRecord: StudentDeletion;
  /** Admins: switches the retention schedule on (only after a dry run was seen) or off. */
  setRetentionEnabled: RetentionPreview;
  /** An admin, or the student for their own record: starts an export (poll recordExport). */
  startRecordExport: RecordExport;
};


export type MutationDeleteStudentRecordArgs = {
  studentId: Scalars['ID']['input'];
};


export type MutationSetRetentionEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationStartRecordExportArgs = {
  studentId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Who may see the export (the admin or student who started it, or any admin). */
  recordExport?: Maybe<RecordExport>;
  /** Admins: the retention dry run (students whose period ran out), and its settings. */
  retentionPreview: RetentionPreview;
  /** An admin, or the student for their own: who on staff read the student's record, newest first. */
  studentAccessLog: AccessLogPage;
  /** Admins: one deletion with every service's confirmation. */
  studentDeletion?: Maybe<StudentDeletion>;
  /** Admins: recent deletions, newest first. */
  studentDeletions: Array<StudentDeletion>;
};


export type QueryRecordExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudentAccessLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  studentId: Scalars['ID']['input'];
};


export type QueryStudentDeletionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudentDeletionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** An export of everything Counsel holds on one student: one zip (PDF summary, JSON per service, the files). */
export type RecordExport = {
  __typename?: 'RecordExport';
  bytes?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  /** The archive's address once READY. */
  downloadPath?: Maybe<Scalars['String']['output']>;
  /** Why it failed, in words. */
  error?: Maybe<Scalars['String']['output']>;
  /** Until when the archive can be downloaded. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  fileCount?: Maybe<Scalars['Int']['output']>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  state: RecordExportState;
  studentId: Scalars['ID']['output'];
};

export type RecordExportState =
  /** Ready once; the archive was removed after its download period. */
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'READY'
  | 'RUNNING';

export type RemovedItem = {
  __typename?: 'RemovedItem';
  count: Scalars['Int']['output'];
  item: Scalars['String']['output'];
};

export type RetentionCandidate = {
  __typename?: 'RetentionCandidate';
  /** When retention deletes them (on or before now: at the next run). */
  dueAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When they graduated or were deactivated. */
  since: Scalars['String']['output'];
  status: Scalars['String']['output'];
  studentId: Scalars['ID']['output'];
};

/** What retention would delete now (a dry run), and its settings. */
export type RetentionPreview = {
  __typename?: 'RetentionPreview';
  accessLogRetentionDays: Scalars['Int']['output'];
  candidates: Array<RetentionCandidate>;
  enabled: Scalars['Boolean']['output'];
  lastRunAt?: Maybe<Scalars['String']['output']>;
  lastRunDeleted: Scalars['Int']['output'];
  previewedAt?: Maybe<Scalars['String']['output']>;
  retentionDays: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type StudentDeletion = {
  __typename?: 'StudentDeletion';
  /** The certificate's address once COMPLETE. */
  certificatePath?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** REQUEST (an admin) or RETENTION (the retention schedule). */
  reason: Scalars['String']['output'];
  requestedAt: Scalars['String']['output'];
  requestedBy?: Maybe<Scalars['ID']['output']>;
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** Every service that holds student data, in order, with its confirmation. */
  services: Array<DeletionConfirmation>;
  /** Services that hold no student data, named on the certificate. */
  servicesHoldingNothing: Array<Scalars['String']['output']>;
  state: StudentDeletionState;
  studentId: Scalars['ID']['output'];
  studentName: Scalars['String']['output'];
};

export type StudentDeletionState =
  | 'COMPLETE'
  | 'IN_PROGRESS';



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
  AccessLogEntry: ResolverTypeWrapper<AccessEntryModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AccessLogPage: ResolverTypeWrapper<Omit<AccessLogPage, 'items'> & { items: Array<ResolversTypes['AccessLogEntry']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  DeletionConfirmation: ResolverTypeWrapper<DeletionConfirmation>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExport: ResolverTypeWrapper<ExportJobModel>;
  RecordExportState: RecordExportState;
  RemovedItem: ResolverTypeWrapper<RemovedItem>;
  RetentionCandidate: ResolverTypeWrapper<RetentionCandidate>;
  RetentionPreview: ResolverTypeWrapper<RetentionPreview>;
  StudentDeletion: ResolverTypeWrapper<DeletionModel>;
  StudentDeletionState: StudentDeletionState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessLogEntry: AccessEntryModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  AccessLogPage: Omit<AccessLogPage, 'items'> & { items: Array<ResolversParentTypes['AccessLogEntry']> };
  Int: Scalars['Int']['output'];
  DeletionConfirmation: DeletionConfirmation;
  Boolean: Scalars['Boolean']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecordExport: ExportJobModel;
  RemovedItem: RemovedItem;
  RetentionCandidate: RetentionCandidate;
  RetentionPreview: RetentionPreview;
  StudentDeletion: DeletionModel;
};

export type AccessLogEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccessLogEntry'] = ResolversParentTypes['AccessLogEntry']> = {
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partLabels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccessLogPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccessLogPage'] = ResolversParentTypes['AccessLogPage']> = {
  items?: Resolver<Array<ResolversTypes['AccessLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeletionConfirmationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeletionConfirmation'] = ResolversParentTypes['DeletionConfirmation']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['RemovedItem']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  deleteStudentRecord?: Resolver<ResolversTypes['StudentDeletion'], ParentType, ContextType, RequireFields<MutationDeleteStudentRecordArgs, 'studentId'>>;
  setRetentionEnabled?: Resolver<ResolversTypes['RetentionPreview'], ParentType, ContextType, RequireFields<MutationSetRetentionEnabledArgs, 'enabled'>>;
  startRecordExport?: Resolver<ResolversTypes['RecordExport'], ParentType, ContextType, RequireFields<MutationStartRecordExportArgs, 'studentId'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  recordExport?: Resolver<Maybe<ResolversTypes['RecordExport']>, ParentType, ContextType, RequireFields<QueryRecordExportArgs, 'id'>>;
  retentionPreview?: Resolver<ResolversTypes['RetentionPreview'], ParentType, ContextType>;
  studentAccessLog?: Resolver<ResolversTypes['AccessLogPage'], ParentType, ContextType, RequireFields<QueryStudentAccessLogArgs, 'page' | 'pageSize' | 'studentId'>>;
  studentDeletion?: Resolver<Maybe<ResolversTypes['StudentDeletion']>, ParentType, ContextType, RequireFields<QueryStudentDeletionArgs, 'id'>>;
  studentDeletions?: Resolver<Array<ResolversTypes['StudentDeletion']>, ParentType, ContextType, RequireFields<QueryStudentDeletionsArgs, 'limit'>>;
};

export type RecordExportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordExport'] = ResolversParentTypes['RecordExport']> = {
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordExportState'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RemovedItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemovedItem'] = ResolversParentTypes['RemovedItem']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetentionCandidateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RetentionCandidate'] = ResolversParentTypes['RetentionCandidate']> = {
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RetentionPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RetentionPreview'] = ResolversParentTypes['RetentionPreview']> = {
  accessLogRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['RetentionCandidate']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastRunDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentDeletionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StudentDeletion'] = ResolversParentTypes['StudentDeletion']> = {
  certificatePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['DeletionConfirmation']>, ParentType, ContextType>;
  servicesHoldingNothing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StudentDeletionState'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AccessLogEntry?: AccessLogEntryResolvers<ContextType>;
  AccessLogPage?: AccessLogPageResolvers<ContextType>;
  DeletionConfirmation?: DeletionConfirmationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExport?: RecordExportResolvers<ContextType>;
  RemovedItem?: RemovedItemResolvers<ContextType>;
  RetentionCandidate?: RetentionCandidateResolvers<ContextType>;
  RetentionPreview?: RetentionPreviewResolvers<ContextType>;
  StudentDeletion?: StudentDeletionResolvers<ContextType>;
};


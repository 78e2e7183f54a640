import type { GraphQLResolveInfo } from 'graphql';
import type { ChatTurnRecord as ChatTurnRecordModel } from '../../ports/chat-log.js';
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

/** What answers chat turns here: Gemini and its model when a key is configured, else the offline assistant. */
export type AssistantInfo = {
  __typename?: 'AssistantInfo';
  /** The generative model's name; null for the offline assistant. */
  model?: Maybe<Scalars['String']['output']>;
  /** gemini or offline. */
  provider: Scalars['String']['output'];
};

export type BriefLine = {
  __typename?: 'BriefLine';
  sources: Array<BriefSource>;
  text: Scalars['String']['output'];
};

/** One section of the brief: student, college_list, deadlines, missing_materials, flags, profile_gaps or topics. */
export type BriefSection = {
  __typename?: 'BriefSection';
  key: Scalars['String']['output'];
  lines: Array<BriefLine>;
  title: Scalars['String']['output'];
};

/** A record a brief line comes from: its type and, for one record (an application, a document), its id. */
export type BriefSource = {
  __typename?: 'BriefSource';
  id?: Maybe<Scalars['ID']['output']>;
  type: BriefSourceType;
};

/** Issue 19: where a line of the pre-meeting brief comes from. */
export type BriefSourceType =
  | 'college_list'
  | 'college_preferences'
  | 'documents'
  | 'student_profile';

export type ChatAnswer = {
  __typename?: 'ChatAnswer';
  /** The answerer that answered: offline when no generative model is configured. */
  answeredBy: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  /** The provider asked for: gemini or offline. */
  provider: Scalars['String']['output'];
  response: Scalars['String']['output'];
  sources: Array<ChatSource>;
};

/** A source an answer actually cited: its type and the passage (or profile) text. */
export type ChatSource = {
  __typename?: 'ChatSource';
  content: Scalars['String']['output'];
  sourceId?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: ChatSourceType;
};

export type ChatSourceType =
  /** The student's college list (colleges service): applications, deadlines, missing materials, fit. */
  | 'college_list'
  | 'content'
  | 'knowledge_base'
  | 'student_profile';

/** One logged turn: who asked about which student, when, how long, how many tokens, which sources. Never the text. */
export type ChatTurnLogEntry = {
  __typename?: 'ChatTurnLogEntry';
  actorId: Scalars['ID']['output'];
  actorRole: Scalars['String']['output'];
  answeredBy: Scalars['String']['output'];
  at: Scalars['String']['output'];
  completionTokens: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  latencyMs: Scalars['Int']['output'];
  outcome: Scalars['String']['output'];
  promptTokens: Scalars['Int']['output'];
  provider: Scalars['String']['output'];
  sourceIds: Array<Scalars['ID']['output']>;
  sourceTypes: Array<ChatSourceType>;
  studentId?: Maybe<Scalars['ID']['output']>;
};

export type ChatTurnLogPage = {
  __typename?: 'ChatTurnLogPage';
  items: Array<ChatTurnLogEntry>;
  total: Scalars['Int']['output'];
};

export type ChatUsage = {
  __typename?: 'ChatUsage';
  queriesThisMonth: Scalars['Int']['output'];
  totalQueries: Scalars['Int']['output'];
};

/** The pre-meeting brief: assembled from the student's records (deterministic); a model may only reword the topics. */
export type MeetingBrief = {
  __typename?: 'MeetingBrief';
  /** offline when the records' own wording is used; else the answerer that worded the topics. */
  answeredBy: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  sections: Array<BriefSection>;
  studentId: Scalars['ID']['output'];
  studentName: Scalars['String']['output'];
  /** The day deadlines count from (YYYY-MM-DD). */
  today: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Counselors and admins: one grounded turn about a student (or the knowledge base only without studentId). */
  chat: ChatAnswer;
};


export type MutationChatArgs = {
  message: Scalars['String']['input'];
  provider: Scalars['String']['input'];
  studentId?: InputMaybe<Scalars['ID']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Counselors and admins: which assistant answers (the chatbot's badge). */
  assistantInfo: AssistantInfo;
  /** Admins only: the chat audit log, newest first. */
  chatTurns: ChatTurnLogPage;
  /** Admins only: the AI Queries figure. */
  chatUsage: ChatUsage;
  /** Counselors and admins who may see the student: the one-page pre-meeting brief. */
  meetingBrief: MeetingBrief;
};


export type QueryChatTurnsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMeetingBriefArgs = {
  studentId: Scalars['ID']['input'];
};



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
  AssistantInfo: ResolverTypeWrapper<AssistantInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  BriefLine: ResolverTypeWrapper<BriefLine>;
  BriefSection: ResolverTypeWrapper<BriefSection>;
  BriefSource: ResolverTypeWrapper<BriefSource>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BriefSourceType: BriefSourceType;
  ChatAnswer: ResolverTypeWrapper<ChatAnswer>;
  ChatSource: ResolverTypeWrapper<ChatSource>;
  ChatSourceType: ChatSourceType;
  ChatTurnLogEntry: ResolverTypeWrapper<ChatTurnRecordModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ChatTurnLogPage: ResolverTypeWrapper<Omit<ChatTurnLogPage, 'items'> & { items: Array<ResolversTypes['ChatTurnLogEntry']> }>;
  ChatUsage: ResolverTypeWrapper<ChatUsage>;
  MeetingBrief: ResolverTypeWrapper<MeetingBrief>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AssistantInfo: AssistantInfo;
  String: Scalars['String']['output'];
  BriefLine: BriefLine;
  BriefSection: BriefSection;
  BriefSource: BriefSource;
  ID: Scalars['ID']['output'];
  ChatAnswer: ChatAnswer;
  ChatSource: ChatSource;
  ChatTurnLogEntry: ChatTurnRecordModel;
  Int: Scalars['Int']['output'];
  ChatTurnLogPage: Omit<ChatTurnLogPage, 'items'> & { items: Array<ResolversParentTypes['ChatTurnLogEntry']> };
  ChatUsage: ChatUsage;
  MeetingBrief: MeetingBrief;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
};

export type AssistantInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AssistantInfo'] = ResolversParentTypes['AssistantInfo']> = {
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BriefLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BriefLine'] = ResolversParentTypes['BriefLine']> = {
  sources?: Resolver<Array<ResolversTypes['BriefSource']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BriefSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BriefSection'] = ResolversParentTypes['BriefSection']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BriefLine']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BriefSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BriefSource'] = ResolversParentTypes['BriefSource']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BriefSourceType'], ParentType, ContextType>;
};

export type ChatAnswerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatAnswer'] = ResolversParentTypes['ChatAnswer']> = {
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ChatSource']>, ParentType, ContextType>;
};

export type ChatSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatSource'] = ResolversParentTypes['ChatSource']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatSourceType'], ParentType, ContextType>;
};

export type ChatTurnLogEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatTurnLogEntry'] = ResolversParentTypes['ChatTurnLogEntry']> = {
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  sourceTypes?: Resolver<Array<ResolversTypes['ChatSourceType']>, ParentType, ContextType>;
  studentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ChatTurnLogPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatTurnLogPage'] = ResolversParentTypes['ChatTurnLogPage']> = {
  items?: Resolver<Array<ResolversTypes['ChatTurnLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatUsage'] = ResolversParentTypes['ChatUsage']> = {
  queriesThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQueries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MeetingBriefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MeetingBrief'] = ResolversParentTypes['MeetingBrief']> = {
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['BriefSection']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  chat?: Resolver<ResolversTypes['ChatAnswer'], ParentType, ContextType, RequireFields<MutationChatArgs, 'message' | 'provider'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  assistantInfo?: Resolver<ResolversTypes['AssistantInfo'], ParentType, ContextType>;
  chatTurns?: Resolver<ResolversTypes['ChatTurnLogPage'], ParentType, ContextType, RequireFields<QueryChatTurnsArgs, 'limit' | 'offset'>>;
  chatUsage?: Resolver<ResolversTypes['ChatUsage'], ParentType, ContextType>;
  meetingBrief?: Resolver<ResolversTypes['MeetingBrief'], ParentType, ContextType, RequireFields<QueryMeetingBriefArgs, 'studentId'>>;
};

export type Resolvers<ContextType = RequestContext> = {
  AssistantInfo?: AssistantInfoResolvers<ContextType>;
  BriefLine?: BriefLineResolvers<ContextType>;
  BriefSection?: BriefSectionResolvers<ContextType>;
  BriefSource?: BriefSourceResolvers<ContextType>;
  ChatAnswer?: ChatAnswerResolvers<ContextType>;
  ChatSource?: ChatSourceResolvers<ContextType>;
  ChatTurnLogEntry?: ChatTurnLogEntryResolvers<ContextType>;
  ChatTurnLogPage?: ChatTurnLogPageResolvers<ContextType>;
  ChatUsage?: ChatUsageResolvers<ContextType>;
  MeetingBrief?: MeetingBriefResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};


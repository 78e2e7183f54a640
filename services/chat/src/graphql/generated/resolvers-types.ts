import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
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
  /** One service's part of a student's record export, checked against the kit's RecordExportPart when sent and when read. */
  RecordExportPart: { input: RecordExportPart; output: RecordExportPart; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** What answers chat turns here: the configured model (an OpenAI-compatible server at LLM_BASE_URL, else Gemini with a key), else the offline assistant. */
export type AssistantInfo = {
  __typename?: 'AssistantInfo';
  /** The generative model's name; null for the offline assistant. */
  model?: Maybe<Scalars['String']['output']>;
  /** openai, gemini or offline. */
  provider: Scalars['String']['output'];
};

export type BriefLine = {
  __typename?: 'BriefLine';
  sources: Array<BriefSource>;
  text: Scalars['String']['output'];
};

/** One section of the brief: student, college_list, deadlines, missing_materials, flags, academic_plan, counseling, profile_gaps or topics. */
export type BriefSection = {
  __typename?: 'BriefSection';
  key: Scalars['String']['output'];
  lines: Array<BriefLine>;
  title: Scalars['String']['output'];
};

/** A record a brief line comes from: its type and, for one record (an application, a document), its id. */
export type BriefSource = {
  __typename?: 'BriefSource';
  /** Not `id`: a line's source is no entity of its own (clients would merge two sources of one record). */
  recordId?: Maybe<Scalars['ID']['output']>;
  type: BriefSourceType;
};

/** Where a line of the pre-meeting brief comes from. */
export type BriefSourceType =
  /** The student's four-year plan (planning service). */
  | 'academic_plan'
  | 'college_list'
  | 'college_preferences'
  /** A counselor note (staff only). */
  | 'counselor_note'
  | 'documents'
  | 'student_profile'
  /** One of the student's open tasks. */
  | 'task';

export type ChatAnswer = {
  __typename?: 'ChatAnswer';
  /** The answerer that answered: offline when no generative model is configured. */
  answeredBy: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  /** The provider asked for: gemini or openai (either asks for the configured model), or offline. */
  provider: Scalars['String']['output'];
  response: Scalars['String']['output'];
  sources: Array<ChatSource>;
  /** The logged turn (rateChatTurn rates it). */
  turnId: Scalars['ID']['output'];
};

/** One turn on the AI answers page (admins only): who asked about which student, the question, the answer, its sources, its rating and flag. */
export type ChatAnswerEntry = {
  __typename?: 'ChatAnswerEntry';
  answer?: Maybe<Scalars['String']['output']>;
  answeredBy: Scalars['String']['output'];
  asker: User;
  askerRole: Scalars['String']['output'];
  at: Scalars['String']['output'];
  flag?: Maybe<ChatTurnFlag>;
  id: Scalars['ID']['output'];
  outcome: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** Null for turns logged before answers were kept. */
  question?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<ChatTurnRating>;
  sources: Array<ChatAnswerSource>;
  student?: Maybe<Student>;
  studentId?: Maybe<Scalars['ID']['output']>;
};

/** Every field optional; from and to are days (YYYY-MM-DD, UTC), both included. */
export type ChatAnswerFilter = {
  /** The answerer that answered: offline, gemini or openai. */
  answeredBy?: InputMaybe<Scalars['String']['input']>;
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<ChatRatingFilter>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ChatAnswerPage = {
  __typename?: 'ChatAnswerPage';
  items: Array<ChatAnswerEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A source an answer cited, as logged: its type and the document's title (passage text is not kept). */
export type ChatAnswerSource = {
  __typename?: 'ChatAnswerSource';
  sourceId?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: ChatSourceType;
};

/** How the AI answers page filters by rating. */
export type ChatRatingFilter =
  | 'HELPFUL'
  | 'NOT_HELPFUL'
  | 'UNRATED';

/** A source an answer actually cited: its type and the passage (or profile) text. */
export type ChatSource = {
  __typename?: 'ChatSource';
  content: Scalars['String']['output'];
  sourceId?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: ChatSourceType;
};

export type ChatSourceType =
  /** The student's four-year plan (planning service): its status and what each requirement set still misses. */
  | 'academic_plan'
  /** The student's college list (colleges service): applications, deadlines, missing materials, fit. */
  | 'college_list'
  | 'content'
  /** A counselor's note on the student (counseling service; staff only, never shown to a student). */
  | 'counselor_note'
  | 'knowledge_base'
  | 'student_profile'
  /** One of the student's open tasks (counseling service). */
  | 'task';

/** An admin flagged the turn for follow-up. */
export type ChatTurnFlag = {
  __typename?: 'ChatTurnFlag';
  at: Scalars['String']['output'];
  flaggedBy: User;
};

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

/** The asker's judgement of an answer; a new rating replaces it. */
export type ChatTurnRating = {
  __typename?: 'ChatTurnRating';
  at: Scalars['String']['output'];
  helpful: Scalars['Boolean']['output'];
  /** Plain text, at most 500 characters. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type ChatUsage = {
  __typename?: 'ChatUsage';
  queriesThisMonth: Scalars['Int']['output'];
  totalQueries: Scalars['Int']['output'];
};

/** A first draft, returned only: never saved or submitted by the call that makes it. */
export type LetterDraft = {
  __typename?: 'LetterDraft';
  answeredBy: Scalars['String']['output'];
  /** outline (offline) or draft (a generative model wrote it). */
  form: Scalars['String']['output'];
  /** counselor_letter or teacher_letter. */
  kind: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  /** True when counselor notes were kept from the external model (the admin's switch is off). */
  notesWithheld: Scalars['Boolean']['output'];
  sentences: Array<LetterDraftSentence>;
  sources: Array<LetterDraftSource>;
  studentId: Scalars['ID']['output'];
};

/** One sentence (or outline line) of the draft with the markers it cites; unsupported when it cites no item that was sent. */
export type LetterDraftSentence = {
  __typename?: 'LetterDraftSentence';
  citations: Array<Scalars['String']['output']>;
  /** The outline's section: academics, activities, character, letter; null in a model's draft. */
  section?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  unsupported: Scalars['Boolean']['output'];
};

/** An item the draft may cite: its marker ([P], [C1], [N2]...), type, title and the text that was used. */
export type LetterDraftSource = {
  __typename?: 'LetterDraftSource';
  content: Scalars['String']['output'];
  marker: Scalars['String']['output'];
  sourceId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  type: LetterDraftSourceType;
};

/** Where a draft's sentence comes from: one item of the student's record that was given to the assistant. */
export type LetterDraftSourceType =
  | 'activity'
  | 'brag_sheet'
  | 'college_list'
  /** A counselor's note (counselor letter only; to an external model only under the admin's switch). */
  | 'counselor_note'
  | 'course'
  | 'meeting'
  /** The student's note to the teacher (teacher letter only). */
  | 'request_note'
  | 'student_profile';

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
  /**
   * A first draft of a letter: counselor_letter for staff who may see the student; teacher_letter (with requestId) for
   * the teacher asked, on an accepted request, from what the student shared with that request only.
   */
  letterDraft: LetterDraft;
  /** The counselor (or admin) who asked rates the answer: helpful or not, with an optional reason. Replaces an earlier rating. */
  rateChatTurn: ChatTurnRating;
  /** Admins only: flag a turn for follow-up, or clear its flag. */
  setChatTurnFlag: ChatAnswerEntry;
};


export type MutationChatArgs = {
  message: Scalars['String']['input'];
  provider: Scalars['String']['input'];
  studentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLetterDraftArgs = {
  kind: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
  studentId: Scalars['ID']['input'];
};


export type MutationRateChatTurnArgs = {
  helpful: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  turnId: Scalars['ID']['input'];
};


export type MutationSetChatTurnFlagArgs = {
  flagged: Scalars['Boolean']['input'];
  turnId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Counselors and admins: which assistant answers (the chatbot's badge). */
  assistantInfo: AssistantInfo;
  /** Admins only: the AI answers page, newest first (each read is recorded in the staff audit log). */
  chatAnswers: ChatAnswerPage;
  /**
   * For the records service's export: this service's part of the student's record (a kit
   * RecordExportPart: turns asked by or about the student, with their text, sources and ratings, and the context
   * chat keeps on them). Admins, or the student themself.
   */
  chatRecordExport: Scalars['RecordExportPart']['output'];
  /** Admins only: the chat audit log, newest first. */
  chatTurns: ChatTurnLogPage;
  /** Admins only: the AI Queries figure. */
  chatUsage: ChatUsage;
  /** Counselors and admins who may see the student: the one-page pre-meeting brief. */
  meetingBrief: MeetingBrief;
};


export type QueryChatAnswersArgs = {
  filter?: InputMaybe<ChatAnswerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryChatTurnsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMeetingBriefArgs = {
  studentId: Scalars['ID']['input'];
};

export type Student = {
  __typename?: 'Student';
  id: Scalars['ID']['output'];
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  ChatAnswerEntry: ResolverTypeWrapper<ChatAnswerEntry>;
  ChatAnswerFilter: ChatAnswerFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChatAnswerPage: ResolverTypeWrapper<ChatAnswerPage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ChatAnswerSource: ResolverTypeWrapper<ChatAnswerSource>;
  ChatRatingFilter: ChatRatingFilter;
  ChatSource: ResolverTypeWrapper<ChatSource>;
  ChatSourceType: ChatSourceType;
  ChatTurnFlag: ResolverTypeWrapper<ChatTurnFlag>;
  ChatTurnLogEntry: ResolverTypeWrapper<ChatTurnRecordModel>;
  ChatTurnLogPage: ResolverTypeWrapper<Omit<ChatTurnLogPage, 'items'> & { items: Array<ResolversTypes['ChatTurnLogEntry']> }>;
  ChatTurnRating: ResolverTypeWrapper<ChatTurnRating>;
  ChatUsage: ResolverTypeWrapper<ChatUsage>;
  LetterDraft: ResolverTypeWrapper<LetterDraft>;
  LetterDraftSentence: ResolverTypeWrapper<LetterDraftSentence>;
  LetterDraftSource: ResolverTypeWrapper<LetterDraftSource>;
  LetterDraftSourceType: LetterDraftSourceType;
  MeetingBrief: ResolverTypeWrapper<MeetingBrief>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  Student: ResolverTypeWrapper<Student>;
  User: ResolverTypeWrapper<User>;
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
  ChatAnswerEntry: ChatAnswerEntry;
  ChatAnswerFilter: ChatAnswerFilter;
  Boolean: Scalars['Boolean']['output'];
  ChatAnswerPage: ChatAnswerPage;
  Int: Scalars['Int']['output'];
  ChatAnswerSource: ChatAnswerSource;
  ChatSource: ChatSource;
  ChatTurnFlag: ChatTurnFlag;
  ChatTurnLogEntry: ChatTurnRecordModel;
  ChatTurnLogPage: Omit<ChatTurnLogPage, 'items'> & { items: Array<ResolversParentTypes['ChatTurnLogEntry']> };
  ChatTurnRating: ChatTurnRating;
  ChatUsage: ChatUsage;
  LetterDraft: LetterDraft;
  LetterDraftSentence: LetterDraftSentence;
  LetterDraftSource: LetterDraftSource;
  MeetingBrief: MeetingBrief;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  Student: Student;
  User: User;
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
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BriefSourceType'], ParentType, ContextType>;
};

export type ChatAnswerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatAnswer'] = ResolversParentTypes['ChatAnswer']> = {
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ChatSource']>, ParentType, ContextType>;
  turnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatAnswerEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatAnswerEntry'] = ResolversParentTypes['ChatAnswerEntry']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  asker?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  askerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['ChatTurnFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['ChatTurnRating']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ChatAnswerSource']>, ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType>;
  studentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ChatAnswerPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatAnswerPage'] = ResolversParentTypes['ChatAnswerPage']> = {
  items?: Resolver<Array<ResolversTypes['ChatAnswerEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatAnswerSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatAnswerSource'] = ResolversParentTypes['ChatAnswerSource']> = {
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatSourceType'], ParentType, ContextType>;
};

export type ChatSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatSource'] = ResolversParentTypes['ChatSource']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatSourceType'], ParentType, ContextType>;
};

export type ChatTurnFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatTurnFlag'] = ResolversParentTypes['ChatTurnFlag']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flaggedBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
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

export type ChatTurnRatingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatTurnRating'] = ResolversParentTypes['ChatTurnRating']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChatUsage'] = ResolversParentTypes['ChatUsage']> = {
  queriesThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQueries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LetterDraftResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterDraft'] = ResolversParentTypes['LetterDraft']> = {
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  form?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentences?: Resolver<Array<ResolversTypes['LetterDraftSentence']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['LetterDraftSource']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterDraftSentenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterDraftSentence'] = ResolversParentTypes['LetterDraftSentence']> = {
  citations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LetterDraftSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterDraftSource'] = ResolversParentTypes['LetterDraftSource']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LetterDraftSourceType'], ParentType, ContextType>;
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
  letterDraft?: Resolver<ResolversTypes['LetterDraft'], ParentType, ContextType, RequireFields<MutationLetterDraftArgs, 'kind' | 'studentId'>>;
  rateChatTurn?: Resolver<ResolversTypes['ChatTurnRating'], ParentType, ContextType, RequireFields<MutationRateChatTurnArgs, 'helpful' | 'turnId'>>;
  setChatTurnFlag?: Resolver<ResolversTypes['ChatAnswerEntry'], ParentType, ContextType, RequireFields<MutationSetChatTurnFlagArgs, 'flagged' | 'turnId'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  assistantInfo?: Resolver<ResolversTypes['AssistantInfo'], ParentType, ContextType>;
  chatAnswers?: Resolver<ResolversTypes['ChatAnswerPage'], ParentType, ContextType, RequireFields<QueryChatAnswersArgs, 'page' | 'pageSize'>>;
  chatRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryChatRecordExportArgs, 'studentId' | 'studentUserId'>>;
  chatTurns?: Resolver<ResolversTypes['ChatTurnLogPage'], ParentType, ContextType, RequireFields<QueryChatTurnsArgs, 'limit' | 'offset'>>;
  chatUsage?: Resolver<ResolversTypes['ChatUsage'], ParentType, ContextType>;
  meetingBrief?: Resolver<ResolversTypes['MeetingBrief'], ParentType, ContextType, RequireFields<QueryMeetingBriefArgs, 'studentId'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AssistantInfo?: AssistantInfoResolvers<ContextType>;
  BriefLine?: BriefLineResolvers<ContextType>;
  BriefSection?: BriefSectionResolvers<ContextType>;
  BriefSource?: BriefSourceResolvers<ContextType>;
  ChatAnswer?: ChatAnswerResolvers<ContextType>;
  ChatAnswerEntry?: ChatAnswerEntryResolvers<ContextType>;
  ChatAnswerPage?: ChatAnswerPageResolvers<ContextType>;
  ChatAnswerSource?: ChatAnswerSourceResolvers<ContextType>;
  ChatSource?: ChatSourceResolvers<ContextType>;
  ChatTurnFlag?: ChatTurnFlagResolvers<ContextType>;
  ChatTurnLogEntry?: ChatTurnLogEntryResolvers<ContextType>;
  ChatTurnLogPage?: ChatTurnLogPageResolvers<ContextType>;
  ChatTurnRating?: ChatTurnRatingResolvers<ContextType>;
  ChatUsage?: ChatUsageResolvers<ContextType>;
  LetterDraft?: LetterDraftResolvers<ContextType>;
  LetterDraftSentence?: LetterDraftSentenceResolvers<ContextType>;
  LetterDraftSource?: LetterDraftSourceResolvers<ContextType>;
  MeetingBrief?: MeetingBriefResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Student?: StudentResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


import type { GraphQLResolveInfo } from 'graphql';
import type { KnowledgeFile as KnowledgeFileModel } from '../../domain/knowledge-file.js';
import type { ContentItem as ContentItemModel } from '../../domain/content-item.js';
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
  _FieldSet: { input: unknown; output: unknown; }
};

/** An item of the content repository. Uploaded knowledge-base files appear as items of type document. */
export type ContentItem = {
  __typename?: 'ContentItem';
  /** Notes only. */
  body?: Maybe<Scalars['String']['output']>;
  chunkCount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Documents only: the knowledge-base file. */
  file?: Maybe<KnowledgeFile>;
  id: Scalars['ID']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentType;
  updatedAt: Scalars['String']['output'];
  /** Links only. */
  url?: Maybe<Scalars['String']['output']>;
  /** Notes and links shown to students on their Resources page. */
  visibleToStudents: Scalars['Boolean']['output'];
};

export type ContentItemInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  type: ContentType;
  url?: InputMaybe<Scalars['String']['input']>;
  visibleToStudents?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ContentItemPatch = {
  body?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  visibleToStudents?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ContentType =
  | 'document'
  | 'link'
  | 'note';

/** A file in the counselor knowledge base. Pending until indexed; Failed carries the reason. */
export type KnowledgeFile = {
  __typename?: 'KnowledgeFile';
  chunkCount: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  /** Where the file can be viewed (same origin, staff only). */
  filePath: Scalars['String']['output'];
  /** Bytes. */
  fileSize: Scalars['Int']['output'];
  /** MIME type of the content (sniffed from the bytes). */
  fileType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isIndexed: Scalars['Boolean']['output'];
  status: KnowledgeFileStatus;
  statusReason?: Maybe<Scalars['String']['output']>;
  uploadURL?: Maybe<Scalars['String']['output']>;
  uploadedAt: Scalars['String']['output'];
  uploadedBy: Scalars['ID']['output'];
};

export type KnowledgeFileStatus =
  | 'Failed'
  | 'Indexed'
  | 'Pending';

/** A retrieved passage. sourceType is knowledge_base (uploaded file) or content (note or link). */
export type KnowledgePassage = {
  __typename?: 'KnowledgePassage';
  id: Scalars['ID']['output'];
  page?: Maybe<Scalars['Int']['output']>;
  score: Scalars['Float']['output'];
  sourceId: Scalars['ID']['output'];
  sourceType: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type KnowledgeSearchFilters = {
  sourceTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type KnowledgeServiceInfo = {
  __typename?: 'KnowledgeServiceInfo';
  service: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type KnowledgeStats = {
  __typename?: 'KnowledgeStats';
  chunks: Scalars['Int']['output'];
  contentItems: Scalars['Int']['output'];
  files: Scalars['Int']['output'];
  indexedFiles: Scalars['Int']['output'];
  /** lexical (BM25 only) or hybrid (BM25 plus embeddings). */
  searchMode: Scalars['String']['output'];
};

/** A reserved upload; the gateway turns it into a signed, single-use PUT URL. */
export type KnowledgeUploadReservation = {
  __typename?: 'KnowledgeUploadReservation';
  expiresAt: Scalars['String']['output'];
  maxBytes: Scalars['Int']['output'];
  ownerUserId: Scalars['ID']['output'];
  purpose: Scalars['String']['output'];
  uploadId: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins: adds a note or link. */
  createContentItem: ContentItem;
  /** Staff: reserves a knowledge-base upload (15 minutes, single use, 25 MB, PDF/DOC/DOCX). */
  createKnowledgeUploadUrl: KnowledgeUploadReservation;
  /** Admins: deleting a document item deletes its file. */
  deleteContentItem: ContentItem;
  /** Staff: removes the file, its content item and its passages. */
  deleteKnowledgeFile: KnowledgeFile;
  /** Staff: records an uploaded file (from its upload URL) and queues it for indexing. */
  registerKnowledgeFile: KnowledgeFile;
  /** Admins: rebuilds the whole index in the background. */
  reindexContent: ReindexResult;
  /** Admins. */
  updateContentItem: ContentItem;
};


export type MutationCreateContentItemArgs = {
  input: ContentItemInput;
};


export type MutationDeleteContentItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteKnowledgeFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterKnowledgeFileArgs = {
  input: RegisterKnowledgeFileInput;
};


export type MutationUpdateContentItemArgs = {
  id: Scalars['ID']['input'];
  patch: ContentItemPatch;
};

export type Query = {
  __typename?: 'Query';
  /** Staff. */
  contentItem?: Maybe<ContentItem>;
  /** Staff: content items, newest first; q filters by title or any tag (case-insensitive). */
  contentItems: Array<ContentItem>;
  /** Staff. */
  knowledgeFile?: Maybe<KnowledgeFile>;
  /** Staff: the knowledge-base files, newest first. */
  knowledgeFiles: Array<KnowledgeFile>;
  /** Which build of the knowledge service answers. */
  knowledgeInfo: KnowledgeServiceInfo;
  /** Staff. */
  knowledgeStats: KnowledgeStats;
  /** Staff: the passages that best answer the query (hybrid BM25 + vectors when an embedder is configured). */
  searchKnowledge: Array<KnowledgePassage>;
  /** Any signed-in user: notes and links marked for students. */
  studentResources: Array<StudentResource>;
};


export type QueryContentItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentItemsArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryKnowledgeFileArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchKnowledgeArgs = {
  filters?: InputMaybe<KnowledgeSearchFilters>;
  k?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

export type RegisterKnowledgeFileInput = {
  /** The name the file had on the user's computer; it is cleaned before it is stored. */
  fileName: Scalars['String']['input'];
  /** The upload id carried by the signed upload URL. */
  uploadId: Scalars['ID']['input'];
  /** The signed upload URL the file was sent to (kept for the record). */
  uploadURL?: InputMaybe<Scalars['String']['input']>;
};

export type ReindexResult = {
  __typename?: 'ReindexResult';
  /** Files, notes and links queued for rebuilding. */
  queued: Scalars['Int']['output'];
  requestId: Scalars['ID']['output'];
};

/** A student-facing resource: a note or link marked for students. */
export type StudentResource = {
  __typename?: 'StudentResource';
  body?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ContentType;
  url?: Maybe<Scalars['String']['output']>;
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
  ContentItem: ResolverTypeWrapper<ContentItemModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContentItemInput: ContentItemInput;
  ContentItemPatch: ContentItemPatch;
  ContentType: ContentType;
  KnowledgeFile: ResolverTypeWrapper<KnowledgeFileModel>;
  KnowledgeFileStatus: KnowledgeFileStatus;
  KnowledgePassage: ResolverTypeWrapper<KnowledgePassage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  KnowledgeSearchFilters: KnowledgeSearchFilters;
  KnowledgeServiceInfo: ResolverTypeWrapper<KnowledgeServiceInfo>;
  KnowledgeStats: ResolverTypeWrapper<KnowledgeStats>;
  KnowledgeUploadReservation: ResolverTypeWrapper<KnowledgeUploadReservation>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterKnowledgeFileInput: RegisterKnowledgeFileInput;
  ReindexResult: ResolverTypeWrapper<ReindexResult>;
  StudentResource: ResolverTypeWrapper<StudentResource>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ContentItem: ContentItemModel;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  ContentItemInput: ContentItemInput;
  ContentItemPatch: ContentItemPatch;
  KnowledgeFile: KnowledgeFileModel;
  KnowledgePassage: KnowledgePassage;
  Float: Scalars['Float']['output'];
  KnowledgeSearchFilters: KnowledgeSearchFilters;
  KnowledgeServiceInfo: KnowledgeServiceInfo;
  KnowledgeStats: KnowledgeStats;
  KnowledgeUploadReservation: KnowledgeUploadReservation;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RegisterKnowledgeFileInput: RegisterKnowledgeFileInput;
  ReindexResult: ReindexResult;
  StudentResource: StudentResource;
};

export type ContentItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentItem'] = ResolversParentTypes['ContentItem']> = {
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chunkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['KnowledgeFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibleToStudents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KnowledgeFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KnowledgeFile'] = ResolversParentTypes['KnowledgeFile']> = {
  chunkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIndexed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KnowledgeFileStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type KnowledgePassageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KnowledgePassage'] = ResolversParentTypes['KnowledgePassage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeServiceInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KnowledgeServiceInfo'] = ResolversParentTypes['KnowledgeServiceInfo']> = {
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KnowledgeStats'] = ResolversParentTypes['KnowledgeStats']> = {
  chunks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indexedFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeUploadReservationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KnowledgeUploadReservation'] = ResolversParentTypes['KnowledgeUploadReservation']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createContentItem?: Resolver<ResolversTypes['ContentItem'], ParentType, ContextType, RequireFields<MutationCreateContentItemArgs, 'input'>>;
  createKnowledgeUploadUrl?: Resolver<ResolversTypes['KnowledgeUploadReservation'], ParentType, ContextType>;
  deleteContentItem?: Resolver<ResolversTypes['ContentItem'], ParentType, ContextType, RequireFields<MutationDeleteContentItemArgs, 'id'>>;
  deleteKnowledgeFile?: Resolver<ResolversTypes['KnowledgeFile'], ParentType, ContextType, RequireFields<MutationDeleteKnowledgeFileArgs, 'id'>>;
  registerKnowledgeFile?: Resolver<ResolversTypes['KnowledgeFile'], ParentType, ContextType, RequireFields<MutationRegisterKnowledgeFileArgs, 'input'>>;
  reindexContent?: Resolver<ResolversTypes['ReindexResult'], ParentType, ContextType>;
  updateContentItem?: Resolver<ResolversTypes['ContentItem'], ParentType, ContextType, RequireFields<MutationUpdateContentItemArgs, 'id' | 'patch'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  contentItem?: Resolver<Maybe<ResolversTypes['ContentItem']>, ParentType, ContextType, RequireFields<QueryContentItemArgs, 'id'>>;
  contentItems?: Resolver<Array<ResolversTypes['ContentItem']>, ParentType, ContextType, Partial<QueryContentItemsArgs>>;
  knowledgeFile?: Resolver<Maybe<ResolversTypes['KnowledgeFile']>, ParentType, ContextType, RequireFields<QueryKnowledgeFileArgs, 'id'>>;
  knowledgeFiles?: Resolver<Array<ResolversTypes['KnowledgeFile']>, ParentType, ContextType>;
  knowledgeInfo?: Resolver<ResolversTypes['KnowledgeServiceInfo'], ParentType, ContextType>;
  knowledgeStats?: Resolver<ResolversTypes['KnowledgeStats'], ParentType, ContextType>;
  searchKnowledge?: Resolver<Array<ResolversTypes['KnowledgePassage']>, ParentType, ContextType, RequireFields<QuerySearchKnowledgeArgs, 'k' | 'query'>>;
  studentResources?: Resolver<Array<ResolversTypes['StudentResource']>, ParentType, ContextType>;
};

export type ReindexResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReindexResult'] = ResolversParentTypes['ReindexResult']> = {
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentResourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StudentResource'] = ResolversParentTypes['StudentResource']> = {
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ContentItem?: ContentItemResolvers<ContextType>;
  KnowledgeFile?: KnowledgeFileResolvers<ContextType>;
  KnowledgePassage?: KnowledgePassageResolvers<ContextType>;
  KnowledgeServiceInfo?: KnowledgeServiceInfoResolvers<ContextType>;
  KnowledgeStats?: KnowledgeStatsResolvers<ContextType>;
  KnowledgeUploadReservation?: KnowledgeUploadReservationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReindexResult?: ReindexResultResolvers<ContextType>;
  StudentResource?: StudentResourceResolvers<ContextType>;
};


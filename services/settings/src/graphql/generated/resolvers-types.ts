import type { GraphQLResolveInfo } from 'graphql';
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins only: known keys only; the value must be non-blank and within the key's limit. */
  saveSystemSetting: SystemSetting;
};


export type MutationSaveSystemSettingArgs = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Staff: the saved value, or null when unset (the client then uses the default). */
  systemSetting?: Maybe<SystemSetting>;
  /** Staff: the built-in default of a known key (shown in the editor when nothing is saved). */
  systemSettingDefault: Scalars['String']['output'];
  /** Admins only: the changes of a setting, newest first. */
  systemSettingHistory: SystemSettingChangePage;
};


export type QuerySystemSettingArgs = {
  key: Scalars['String']['input'];
};


export type QuerySystemSettingDefaultArgs = {
  key: Scalars['String']['input'];
};


export type QuerySystemSettingHistoryArgs = {
  key: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A saved system setting. The key in use is chatbot_system_prompt. */
export type SystemSetting = {
  __typename?: 'SystemSetting';
  key: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['ID']['output'];
  updatedByEmail: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One saved change of a setting: who set which value, when. */
export type SystemSettingChange = {
  __typename?: 'SystemSettingChange';
  actorEmail: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SystemSettingChangePage = {
  __typename?: 'SystemSettingChangePage';
  items: Array<SystemSettingChange>;
  total: Scalars['Int']['output'];
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  SystemSetting: ResolverTypeWrapper<SystemSetting>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  SystemSettingChange: ResolverTypeWrapper<SystemSettingChange>;
  SystemSettingChangePage: ResolverTypeWrapper<SystemSettingChangePage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Mutation: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Query: Record<PropertyKey, never>;
  Int: Scalars['Int']['output'];
  SystemSetting: SystemSetting;
  ID: Scalars['ID']['output'];
  SystemSettingChange: SystemSettingChange;
  SystemSettingChangePage: SystemSettingChangePage;
  Boolean: Scalars['Boolean']['output'];
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  saveSystemSetting?: Resolver<ResolversTypes['SystemSetting'], ParentType, ContextType, RequireFields<MutationSaveSystemSettingArgs, 'key' | 'value'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  systemSetting?: Resolver<Maybe<ResolversTypes['SystemSetting']>, ParentType, ContextType, RequireFields<QuerySystemSettingArgs, 'key'>>;
  systemSettingDefault?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QuerySystemSettingDefaultArgs, 'key'>>;
  systemSettingHistory?: Resolver<ResolversTypes['SystemSettingChangePage'], ParentType, ContextType, RequireFields<QuerySystemSettingHistoryArgs, 'key' | 'limit' | 'offset'>>;
};

export type SystemSettingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemSetting'] = ResolversParentTypes['SystemSetting']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemSettingChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemSettingChange'] = ResolversParentTypes['SystemSettingChange']> = {
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemSettingChangePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemSettingChangePage'] = ResolversParentTypes['SystemSettingChangePage']> = {
  items?: Resolver<Array<ResolversTypes['SystemSettingChange']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SystemSetting?: SystemSettingResolvers<ContextType>;
  SystemSettingChange?: SystemSettingChangeResolvers<ContextType>;
  SystemSettingChangePage?: SystemSettingChangePageResolvers<ContextType>;
};


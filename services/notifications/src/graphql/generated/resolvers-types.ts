import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StoredNotification as StoredNotificationModel } from '../../domain/notification.js';
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Signed in: marks one's own notifications read (ids, or all); answers how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Admins only: pauses (or resumes) every notification email of the district. */
  setNotificationEmailPaused: Scalars['Boolean']['output'];
  /** No sign-in: an emailed one-click unsubscribe token turns that person's email for that one kind off. */
  unsubscribeNotifications: UnsubscribeResult;
  /** Signed in: sets one's delivery for the kinds given; answers every kind's delivery. */
  updateMyNotificationPreferences: Array<NotificationPreference>;
};


export type MutationMarkNotificationsReadArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationSetNotificationEmailPausedArgs = {
  paused: Scalars['Boolean']['input'];
};


export type MutationUnsubscribeNotificationsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateMyNotificationPreferencesArgs = {
  preferences: Array<NotificationPreferenceInput>;
};

/** One notification of the signed-in user. link is a path in the portal (what it is about). */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  link: Scalars['String']['output'];
  readAt?: Maybe<Scalars['String']['output']>;
  studentId?: Maybe<Scalars['ID']['output']>;
  /** The title and body as a code and values, for a reader whose language is not English; null: English only. */
  text?: Maybe<NotificationText>;
  title: Scalars['String']['output'];
};

export type NotificationDayCount = {
  __typename?: 'NotificationDayCount';
  date: Scalars['String']['output'];
  emailed: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  inApp: Scalars['Int']['output'];
  kind: NotificationKind;
};

/** How a person wants one kind: in the app only, an email at once, in the daily digest, or not at all. */
export type NotificationDelivery =
  | 'DIGEST'
  | 'EMAIL_NOW'
  | 'IN_APP'
  | 'OFF';

export type NotificationFailure = {
  __typename?: 'NotificationFailure';
  at: Scalars['String']['output'];
  kind: NotificationKind;
  reason: Scalars['String']['output'];
};

/** What a notification is about; each kind is one rule (docs/notifications.md). */
export type NotificationKind =
  | 'DEADLINE_REMINDER'
  | 'DELETION_COMPLETED'
  | 'EXPORT_READY'
  | 'LETTER_ACCEPTED'
  | 'LETTER_DECLINED'
  | 'LETTER_REQUESTED'
  | 'LETTER_SUBMITTED'
  | 'MEETING_CANCELLED'
  | 'MEETING_MOVED'
  | 'MEETING_SCHEDULED'
  | 'PLAN_APPROVED'
  | 'PLAN_RETURNED'
  | 'ROSTER_IMPORT_APPLIED'
  | 'TASK_ASSIGNED'
  | 'TASK_DUE';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  total: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
};

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  delivery: NotificationDelivery;
  kind: NotificationKind;
};

export type NotificationPreferenceInput = {
  delivery: NotificationDelivery;
  kind: NotificationKind;
};

/** Admins: what went out per kind and day (district time), with the failures and their reasons. */
export type NotificationStats = {
  __typename?: 'NotificationStats';
  days: Array<NotificationDayCount>;
  emailPaused: Scalars['Boolean']['output'];
  failures: Array<NotificationFailure>;
};

/** A notification's words as a code and values (args: a JSON object; dates as ISO), which the web writes in the reader's language. */
export type NotificationText = {
  __typename?: 'NotificationText';
  args: Scalars['String']['output'];
  code: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Signed in: one's delivery per kind (every kind, the default where none was chosen). */
  myNotificationPreferences: Array<NotificationPreference>;
  /** Admins only: counts per kind per day over the last days (1-90, default 14) and the latest failures. */
  notificationStats: NotificationStats;
  /** Signed in: how many of one's notifications are unread (the header's bell polls it). */
  notificationUnreadCount: Scalars['Int']['output'];
  /** Signed in: one's own notifications, newest first (unread only when unread is true); first 1-100, default 20. */
  notifications: NotificationPage;
  /** For the records service's export: this service's part of the student's record. Admins, or the student themself. */
  notificationsRecordExport: Scalars['RecordExportPart']['output'];
};


export type QueryNotificationStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNotificationsRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};

/** The kind whose email a one-click unsubscribe turned off. */
export type UnsubscribeResult = {
  __typename?: 'UnsubscribeResult';
  kind: NotificationKind;
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
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Notification: ResolverTypeWrapper<StoredNotificationModel>;
  NotificationDayCount: ResolverTypeWrapper<NotificationDayCount>;
  NotificationDelivery: NotificationDelivery;
  NotificationFailure: ResolverTypeWrapper<NotificationFailure>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationStats: ResolverTypeWrapper<NotificationStats>;
  NotificationText: ResolverTypeWrapper<NotificationText>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  UnsubscribeResult: ResolverTypeWrapper<UnsubscribeResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Mutation: Record<PropertyKey, never>;
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Notification: StoredNotificationModel;
  NotificationDayCount: NotificationDayCount;
  NotificationFailure: NotificationFailure;
  NotificationPage: Omit<NotificationPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationPreference: NotificationPreference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationStats: NotificationStats;
  NotificationText: NotificationText;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  UnsubscribeResult: UnsubscribeResult;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  setNotificationEmailPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetNotificationEmailPausedArgs, 'paused'>>;
  unsubscribeNotifications?: Resolver<ResolversTypes['UnsubscribeResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNotificationsArgs, 'token'>>;
  updateMyNotificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType, RequireFields<MutationUpdateMyNotificationPreferencesArgs, 'preferences'>>;
};

export type NotificationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['NotificationText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationDayCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDayCount'] = ResolversParentTypes['NotificationDayCount']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
};

export type NotificationFailureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationFailure'] = ResolversParentTypes['NotificationFailure']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  delivery?: Resolver<ResolversTypes['NotificationDelivery'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
};

export type NotificationStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationStats'] = ResolversParentTypes['NotificationStats']> = {
  days?: Resolver<Array<ResolversTypes['NotificationDayCount']>, ParentType, ContextType>;
  emailPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['NotificationFailure']>, ParentType, ContextType>;
};

export type NotificationTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationText'] = ResolversParentTypes['NotificationText']> = {
  args?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myNotificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notificationStats?: Resolver<ResolversTypes['NotificationStats'], ParentType, ContextType, Partial<QueryNotificationStatsArgs>>;
  notificationUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  notificationsRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryNotificationsRecordExportArgs, 'studentId' | 'studentUserId'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type UnsubscribeResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnsubscribeResult'] = ResolversParentTypes['UnsubscribeResult']> = {
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDayCount?: NotificationDayCountResolvers<ContextType>;
  NotificationFailure?: NotificationFailureResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationStats?: NotificationStatsResolvers<ContextType>;
  NotificationText?: NotificationTextResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  UnsubscribeResult?: UnsubscribeResultResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as UserModel } from '../../domain/user.js';
import type { AuditEntry as AuditEntryModel } from '../../domain/audit.js';
import type { GuardianChild as GuardianChildModel } from '../../application/guardians.service.js';
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

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  actorEmail?: Maybe<Scalars['String']['output']>;
  actorId?: Maybe<Scalars['ID']['output']>;
  at: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  outcome: Scalars['String']['output'];
  targetId?: Maybe<Scalars['ID']['output']>;
  targetLabel?: Maybe<Scalars['String']['output']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  total: Scalars['Int']['output'];
};

export type AuthResult = {
  __typename?: 'AuthResult';
  session: Session;
  user: User;
};

/** A student linked to the signed-in guardian. */
export type GuardianChild = {
  __typename?: 'GuardianChild';
  /** False once the adult student withdrew consent: the guardian's access to the record ended. */
  accessActive: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  linkId: Scalars['ID']['output'];
  /** The child's school (the roster's), while the guardian's access is in force. */
  school?: Maybe<School>;
  /** The students service's id (null until identity has the student's profile). */
  studentId?: Maybe<Scalars['ID']['output']>;
  studentUserId: Scalars['ID']['output'];
};

export type GuardianInvitation = {
  __typename?: 'GuardianInvitation';
  emailed: Scalars['Boolean']['output'];
  link: GuardianLink;
  /** The set-password link when it could not be emailed (no SMTP_URL): staff hand it over. Null when emailed. */
  setPasswordUrl?: Maybe<Scalars['String']['output']>;
};

export type GuardianInvitationInput = {
  email: Scalars['String']['input'];
  language?: InputMaybe<Language>;
  name: Scalars['String']['input'];
};

/** A guardian linked to a student, as staff of the student's school and the student see it. */
export type GuardianLink = {
  __typename?: 'GuardianLink';
  /** Whether the guardian may see the student now. */
  accessActive: Scalars['Boolean']['output'];
  /** Whether the guardian has set a password. */
  activated: Scalars['Boolean']['output'];
  /** The student is 18 or older and the district asks for their consent: the student may switch the access off. */
  consentApplies: Scalars['Boolean']['output'];
  consentWithdrawn: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  guardianUserId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** roster (an import) or invitation (staff). */
  source: Scalars['String']['output'];
};

export type IdentityStats = {
  __typename?: 'IdentityStats';
  /** Counselors who signed in during the last 30 days. */
  activeCounselors: Scalars['Int']['output'];
  totalCounselors: Scalars['Int']['output'];
  totalStudents: Scalars['Int']['output'];
};

export type Language =
  | 'en'
  | 'es';

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins only: creates a counselor or admin account. */
  createStaffAccount: User;
  /**
   * Staff of the student's school: links a guardian (a new guardian account, or an existing one) and sends a
   * one-time set-password link; null (not found) for a student the caller may not see.
   */
  inviteGuardian?: Maybe<GuardianInvitation>;
  /**
   * Admins: issues one-time set-password links (valid SET_PASSWORD_LINK_HOURS) for the accounts a roster import
   * created or updated (importId) and/or the given ids; accounts that already set a password, or are disabled,
   * are skipped. email: also email each link (needs SMTP_URL). In Keycloak mode Keycloak emails its own
   * update-password link instead and the list is empty.
   */
  issueSetPasswordLinks: Array<SetPasswordLink>;
  login: AuthResult;
  /** Ends the caller's session. */
  logout: Scalars['Boolean']['output'];
  /** Self-registration always creates a student. */
  register: AuthResult;
  /** Staff of the student's school, or the student 18+ when the district asks for consent: removes the link. */
  removeGuardianLink: Scalars['Boolean']['output'];
  /** Admins only: targets with role student, counselor or teacher. Ends the target's sessions. */
  resetPassword: Scalars['Boolean']['output'];
  /** The student 18+, when the district asks for consent: switches a guardian's access off (given false) or on. */
  setGuardianConsent: GuardianLink;
  /**
   * The caller's own language for the portal and its emails: 'en' or 'es'; null goes back to the browser's.
   * A String rather than the Language enum so that an unknown code gets identity's clear message, not a schema error.
   */
  setMyLanguage: User;
  /** Anyone holding a valid link: sets the password, uses up the link, and signs in. */
  setPasswordWithToken: AuthResult;
};


export type MutationCreateStaffAccountArgs = {
  input: StaffAccountInput;
};


export type MutationInviteGuardianArgs = {
  input: GuardianInvitationInput;
  studentId: Scalars['ID']['input'];
};


export type MutationIssueSetPasswordLinksArgs = {
  email?: InputMaybe<Scalars['Boolean']['input']>;
  importId?: InputMaybe<Scalars['ID']['input']>;
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveGuardianLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetGuardianConsentArgs = {
  given: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetMyLanguageArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetPasswordWithTokenArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Admins only: the staff audit log, newest first. */
  auditLog: AuditPage;
  /** Guardians: the students linked to them. */
  guardianStudents: Array<GuardianChild>;
  /**
   * Identity's part of an export of the student's record (kit RecordExportPart): the account
   * (never a password hash or token: whether a password is set), sessions and set-password links (dates only), and
   * the audit entries about the student. Admins, or the student themself (studentUserId is their account).
   */
  identityRecordExport: Scalars['RecordExportPart']['output'];
  /** Admins only. */
  identityStats: IdentityStats;
  /**
   * Admins only: how many accounts of a roster import identity has created so far (from the roster's events, which
   * arrive asynchronously). Equal to the import's newAccounts once all are here (fewer if an email was in use).
   */
  importedAccountCount: Scalars['Int']['output'];
  /** The signed-in user; null when signed out. */
  me?: Maybe<User>;
  /** Staff of the student's school, or the student: the student's guardians; null (not found) otherwise. */
  studentGuardians?: Maybe<Array<GuardianLink>>;
  /** Admins only: every account, searched by name or email, paged. */
  users: UserPage;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIdentityRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryImportedAccountCountArgs = {
  importId: Scalars['ID']['input'];
};


export type QueryStudentGuardiansArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Role =
  | 'admin'
  | 'counselor'
  | 'guardian'
  | 'student'
  | 'teacher';

/** A school, owned by the roster service (which answers a guardian only their children's). */
export type School = {
  __typename?: 'School';
  id: Scalars['ID']['output'];
};

/** An opaque server-side session; the gateway keeps it in an httpOnly cookie. */
export type Session = {
  __typename?: 'Session';
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** A one-time link that lets an imported user set their password. */
export type SetPasswordLink = {
  __typename?: 'SetPasswordLink';
  email: Scalars['String']['output'];
  /** Whether the link was also emailed to the user. */
  emailed: Scalars['Boolean']['output'];
  expiresAt: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Role>;
  /** `${PUBLIC_URL}/set-password#token=…`: the token rides in the fragment, which never reaches a server. */
  url: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type StaffAccountInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<Role>;
};

/** A person with an account. userId equals id (the spec reads both). */
export type User = {
  __typename?: 'User';
  /** False until the user has set a password or signed in through single sign-on (imported accounts). */
  activated: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** False when the account is disabled (left the district's roster). */
  enabled: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The language the user chose for the portal and its emails; null: the browser's. */
  language?: Maybe<Language>;
  lastLoginAt?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Role>;
  /** Staff: the schools they are assigned to (mirrored from the roster; the token's `schools` claim). */
  schoolIds: Array<Scalars['ID']['output']>;
  userId: Scalars['ID']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  total: Scalars['Int']['output'];
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AuthResult: ResolverTypeWrapper<Omit<AuthResult, 'user'> & { user: ResolversTypes['User'] }>;
  GuardianChild: ResolverTypeWrapper<GuardianChildModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  GuardianInvitation: ResolverTypeWrapper<GuardianInvitation>;
  GuardianInvitationInput: GuardianInvitationInput;
  GuardianLink: ResolverTypeWrapper<GuardianLink>;
  IdentityStats: ResolverTypeWrapper<IdentityStats>;
  Language: Language;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  RegisterInput: RegisterInput;
  Role: Role;
  School: ResolverTypeWrapper<School>;
  Session: ResolverTypeWrapper<Session>;
  SetPasswordLink: ResolverTypeWrapper<SetPasswordLink>;
  StaffAccountInput: StaffAccountInput;
  User: ResolverTypeWrapper<UserModel>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntryModel;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  Int: Scalars['Int']['output'];
  AuthResult: Omit<AuthResult, 'user'> & { user: ResolversParentTypes['User'] };
  GuardianChild: GuardianChildModel;
  Boolean: Scalars['Boolean']['output'];
  GuardianInvitation: GuardianInvitation;
  GuardianInvitationInput: GuardianInvitationInput;
  GuardianLink: GuardianLink;
  IdentityStats: IdentityStats;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  RegisterInput: RegisterInput;
  School: School;
  Session: Session;
  SetPasswordLink: SetPasswordLink;
  StaffAccountInput: StaffAccountInput;
  User: UserModel;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
};

export type AuditEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type GuardianChildResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuardianChild'] = ResolversParentTypes['GuardianChild']> = {
  accessActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
  studentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  studentUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GuardianInvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuardianInvitation'] = ResolversParentTypes['GuardianInvitation']> = {
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['GuardianLink'], ParentType, ContextType>;
  setPasswordUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GuardianLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuardianLink'] = ResolversParentTypes['GuardianLink']> = {
  accessActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentApplies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentWithdrawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guardianUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['IdentityStats'] = ResolversParentTypes['IdentityStats']> = {
  activeCounselors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCounselors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createStaffAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateStaffAccountArgs, 'input'>>;
  inviteGuardian?: Resolver<Maybe<ResolversTypes['GuardianInvitation']>, ParentType, ContextType, RequireFields<MutationInviteGuardianArgs, 'input' | 'studentId'>>;
  issueSetPasswordLinks?: Resolver<Array<ResolversTypes['SetPasswordLink']>, ParentType, ContextType, RequireFields<MutationIssueSetPasswordLinksArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeGuardianLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveGuardianLinkArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'userId'>>;
  setGuardianConsent?: Resolver<ResolversTypes['GuardianLink'], ParentType, ContextType, RequireFields<MutationSetGuardianConsentArgs, 'given' | 'id'>>;
  setMyLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationSetMyLanguageArgs>>;
  setPasswordWithToken?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationSetPasswordWithTokenArgs, 'password' | 'token'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit' | 'offset'>>;
  guardianStudents?: Resolver<Array<ResolversTypes['GuardianChild']>, ParentType, ContextType>;
  identityRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryIdentityRecordExportArgs, 'studentId' | 'studentUserId'>>;
  identityStats?: Resolver<ResolversTypes['IdentityStats'], ParentType, ContextType>;
  importedAccountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryImportedAccountCountArgs, 'importId'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  studentGuardians?: Resolver<Maybe<Array<ResolversTypes['GuardianLink']>>, ParentType, ContextType, RequireFields<QueryStudentGuardiansArgs, 'studentId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type SchoolResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPasswordLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetPasswordLink'] = ResolversParentTypes['SetPasswordLink']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  schoolIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  GuardianChild?: GuardianChildResolvers<ContextType>;
  GuardianInvitation?: GuardianInvitationResolvers<ContextType>;
  GuardianLink?: GuardianLinkResolvers<ContextType>;
  IdentityStats?: IdentityStatsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  School?: SchoolResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetPasswordLink?: SetPasswordLinkResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};


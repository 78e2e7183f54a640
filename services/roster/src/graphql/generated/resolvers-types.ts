import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { School as SchoolModel } from '../../domain/school.js';
import type { CaseloadRule as CaseloadRuleModel } from '../../domain/caseload-rule.js';
import type { AnsweredImport as AnsweredImportModel } from '../../domain/roster-import.js';
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

/**
 * Puts the school's students whose grade is within [gradeFrom, gradeTo] and whose surname starts with a letter
 * within [surnameFrom, surnameTo] (inclusive, A to Z) in a counselor's caseload. A student assigned by hand
 * stays with that counselor; otherwise the first matching rule wins.
 */
export type CaseloadRule = {
  __typename?: 'CaseloadRule';
  counselor: User;
  gradeFrom: Scalars['Int']['output'];
  gradeTo: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  schoolId: Scalars['ID']['output'];
  surnameFrom: Scalars['String']['output'];
  surnameTo: Scalars['String']['output'];
};

export type CaseloadRuleInput = {
  counselorId: Scalars['ID']['input'];
  gradeFrom: Scalars['Int']['input'];
  gradeTo: Scalars['Int']['input'];
  surnameFrom: Scalars['String']['input'];
  surnameTo: Scalars['String']['input'];
};

export type GuardianImportCounts = {
  __typename?: 'GuardianImportCounts';
  create: Scalars['Int']['output'];
  link: Scalars['Int']['output'];
  update: Scalars['Int']['output'];
};

export type ImportCounts = {
  __typename?: 'ImportCounts';
  create: Scalars['Int']['output'];
  deactivate: Scalars['Int']['output'];
  /** Guardian accounts to create and update, and links to students to make (null for imports previewed before guardians). */
  guardians?: Maybe<GuardianImportCounts>;
  rejected: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  update: Scalars['Int']['output'];
};

export type ImportStatus =
  | 'APPLIED'
  | 'APPLYING'
  | 'FAILED'
  | 'PREVIEWED';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Admins: applies a previewed import. With rejected rows, applies the valid rows only when acceptRejections is true.
   * A file that is not UTF-8 applies only in an encoding confirmed here (`encoding`) or at the preview.
   */
  applyRosterImport: RosterImport;
  /** Admins, or a counselor of the student's school: puts the student in a counselor's caseload by hand (null clears it). */
  assignCounselor: Scalars['Boolean']['output'];
  /** Admins: reserves an upload for a roster file (15 minutes, single use). */
  createRosterUploadUrl: RosterUploadReservation;
  /** Admins. */
  createSchool: School;
  /**
   * Admins: checks an uploaded roster file (the upload id of a signed roster upload) and answers the dry run. A file that
   * is not UTF-8 is read in `encoding` when given (e.g. "windows-1252"), else previewed in the encoding it reads as,
   * which the admin then confirms.
   */
  previewRosterImport: RosterImport;
  /** Admins: the year-end rollover (every active student up a grade; grade 12 graduates). */
  rollover: RolloverReport;
  /** Admins: replaces a school's caseload rules. */
  setCaseloadRules: Array<CaseloadRule>;
  /** Admins: the schools a staff member (or a teacher) is assigned to, in full. */
  setStaffSchools: Array<School>;
  /** Admins: rename, edit or archive (archived: true) a school. */
  updateSchool: School;
};


export type MutationApplyRosterImportArgs = {
  acceptRejections?: InputMaybe<Scalars['Boolean']['input']>;
  encoding?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationAssignCounselorArgs = {
  counselorId?: InputMaybe<Scalars['ID']['input']>;
  studentId: Scalars['ID']['input'];
};


export type MutationCreateSchoolArgs = {
  input: SchoolInput;
};


export type MutationPreviewRosterImportArgs = {
  encoding?: InputMaybe<Scalars['String']['input']>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  format: RosterFormat;
  uploadId: Scalars['ID']['input'];
};


export type MutationRolloverArgs = {
  dryRun: Scalars['Boolean']['input'];
};


export type MutationSetCaseloadRulesArgs = {
  rules: Array<CaseloadRuleInput>;
  schoolId: Scalars['ID']['input'];
};


export type MutationSetStaffSchoolsArgs = {
  schoolIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateSchoolArgs = {
  id: Scalars['ID']['input'];
  patch: SchoolPatch;
};

export type Query = {
  __typename?: 'Query';
  rosterImport?: Maybe<RosterImport>;
  /** Admins: the roster import history, newest first. */
  rosterImports: RosterImportPage;
  /**
   * The roster's part of an export of the student's record (kit RecordExportPart): enrollment,
   * manual counselor assignment, the roster's copy of the account. Admins, or the student themself (studentUserId).
   */
  rosterRecordExport: Scalars['RecordExportPart']['output'];
  school?: Maybe<School>;
  /** Admins: every school. Counselors: the schools they are assigned to. */
  schools: Array<School>;
};


export type QueryRosterImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRosterImportsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRosterRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QuerySchoolArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySchoolsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RejectedRow = {
  __typename?: 'RejectedRow';
  line: Scalars['Int']['output'];
  /** Why, in English ("missing email", "duplicate email a@b.org (first on line 4)"). */
  reason: Scalars['String']['output'];
  /** The same reason as a code and its values, for a reader in another language (docs/i18n.md); null on older imports. */
  reasonText?: Maybe<RosterRowReasonText>;
};

/** What the year-end rollover did, or would do when it is a dry run. */
export type RolloverReport = {
  __typename?: 'RolloverReport';
  appliedAt?: Maybe<Scalars['String']['output']>;
  dryRun: Scalars['Boolean']['output'];
  /** Grade-12 students who become alumni. */
  graduated: Scalars['Int']['output'];
  /** Students moved up one grade. */
  promoted: Scalars['Int']['output'];
};

/** How a roster file's text was read. */
export type RosterFileEncoding = {
  __typename?: 'RosterFileEncoding';
  /** The encodings the file reads as, when it is not UTF-8. */
  candidates: Array<Scalars['String']['output']>;
  /** UTF-8, UTF-16LE, UTF-16BE (by the file's byte-order mark) or windows-1252 (for a zip: of its entries that are not UTF-8). */
  encoding: Scalars['String']['output'];
  /**
   * The file is not UTF-8 and nobody has confirmed `encoding` yet: it was previewed in that encoding, and applies only
   * once the admin confirms it (applyRosterImport's encoding).
   */
  needsConfirmation: Scalars['Boolean']['output'];
  /** What to tell the admin when the file is not plain UTF-8 ("This file is not UTF-8 … It reads as Windows-1252: …"). */
  notice?: Maybe<Scalars['String']['output']>;
  /** The same notice as a code and its values, for a reader in another language (docs/i18n.md); null on older imports. */
  noticeText?: Maybe<RosterNoticeText>;
};

export type RosterFormat =
  /** The documented Counsel CSV (docs/roster-import.md). */
  | 'COUNSEL_CSV'
  /** A OneRoster 1.1 CSV zip (orgs.csv, users.csv, enrollments.csv). */
  | 'ONEROSTER_ZIP';

/** A roster file checked against the district (a dry run), and, once applied, what it changed. */
export type RosterImport = {
  __typename?: 'RosterImport';
  appliedAt?: Maybe<Scalars['String']['output']>;
  /** Whether the valid rows were applied despite rejected rows. */
  appliedWithRejections: Scalars['Boolean']['output'];
  counts: ImportCounts;
  createdAt: Scalars['String']['output'];
  createdBy: User;
  /** How the file's text was read; null for imports previewed before encodings were recorded. */
  encoding?: Maybe<RosterFileEncoding>;
  /** SHA-256 of the uploaded file. */
  fileHash: Scalars['String']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  format: RosterFormat;
  id: Scalars['ID']['output'];
  /**
   * Accounts the apply created (new people, not updates); 0 before it. Identity creates them asynchronously:
   * compare with importedAccountCount to know when every set-password link can be issued.
   */
  newAccounts: Scalars['Int']['output'];
  /** Every rejected row, with its line number (first 1,000). */
  rejected: Array<RejectedRow>;
  /**
   * A few names from the file as they will be stored (accented ones first), answered by previewRosterImport and
   * applyRosterImport only: they are not kept with the import.
   */
  sampleNames: Array<Scalars['String']['output']>;
  status: ImportStatus;
};

export type RosterImportPage = {
  __typename?: 'RosterImportPage';
  items: Array<RosterImport>;
  total: Scalars['Int']['output'];
};

/** Which sentence an encoding notice is; encodings travel by their code (encodings: joined by ","). */
export type RosterNoticeCode =
  | 'BYTE_ORDER_MARK'
  | 'NOT_UTF8_CONFIRMED'
  | 'NOT_UTF8_UNCONFIRMED'
  | 'NOT_UTF8_UNCONFIRMED_FROM_LINE';

/** An encoding notice as a code and its values (file, line, encoding, encodings). */
export type RosterNoticeText = {
  __typename?: 'RosterNoticeText';
  code: RosterNoticeCode;
  values: Array<RosterReasonValue>;
};

/** One value a reason's sentence names: a column, a line, the offending value, a limit (a role by its code). */
export type RosterReasonValue = {
  __typename?: 'RosterReasonValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Which sentence a rejected row's reason is; its values are on RosterRowReasonText. */
export type RosterRowReasonCode =
  | 'COUNSELOR_INACTIVE'
  | 'COUNSELOR_INACTIVE_IN_FILE'
  | 'COUNSELOR_LEAVING'
  | 'COUNSELOR_OTHER_SCHOOL'
  | 'COUNSELOR_REJECTED'
  | 'COUNSELOR_ROLE'
  | 'COUNSELOR_ROLE_LINE'
  | 'COUNSELOR_UNKNOWN'
  | 'DUPLICATE'
  | 'EMAIL_TAKEN'
  | 'EMAIL_TAKEN_BY_ID'
  | 'ERASED'
  | 'FIELD_COUNT'
  | 'GRADES_NOT_HIGH_SCHOOL'
  | 'GRADE_OUT_OF_RANGE'
  | 'GUARDIAN_EMAIL_TAKEN'
  | 'GUARDIAN_NO_STUDENT'
  | 'GUARDIAN_STUDENT_UNKNOWN'
  | 'IDENTIFIER_TAKEN'
  | 'INVALID_EMAIL'
  | 'MISSING'
  | 'MISSING_GRADE'
  | 'MISSING_GRADES'
  | 'MISSING_SCHOOL'
  | 'MISSING_STUDENTS'
  | 'NCES_COUNT'
  | 'NCES_NOT_12_DIGITS'
  | 'NCES_TAKEN'
  | 'ONE_SCHOOL'
  | 'ORGS_NOT_SCHOOLS'
  | 'OWN_COUNSELOR'
  | 'ROLE_CHANGE'
  | 'SCHOOL_ARCHIVED'
  | 'SCHOOL_OTHER_NCES'
  | 'TOO_LONG'
  | 'UNKNOWN_ROLE'
  | 'UNKNOWN_ROLE_EXPECTED'
  | 'UNKNOWN_SCHOOL';

/** A rejected row's reason as a code and its values; file names the file of a OneRoster zip when it has several. */
export type RosterRowReasonText = {
  __typename?: 'RosterRowReasonText';
  code: RosterRowReasonCode;
  file?: Maybe<Scalars['String']['output']>;
  values: Array<RosterReasonValue>;
};

/** A reserved roster upload; the gateway turns it into a signed, single-use PUT URL. */
export type RosterUploadReservation = {
  __typename?: 'RosterUploadReservation';
  expiresAt: Scalars['String']['output'];
  maxBytes: Scalars['Int']['output'];
  ownerUserId: Scalars['ID']['output'];
  purpose: Scalars['String']['output'];
  uploadId: Scalars['ID']['output'];
};

/** A high school of the district. */
export type School = {
  __typename?: 'School';
  archived: Scalars['Boolean']['output'];
  /** The school's caseload rules, in the order they are applied. */
  caseloadRules: Array<CaseloadRule>;
  city?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The National Center for Education Statistics id, when known (12 digits). */
  ncesId?: Maybe<Scalars['String']['output']>;
  /** Staff assigned to the school (admins, counselors and teachers of this school). */
  staff: Array<User>;
  /** Two-letter US state code. */
  state?: Maybe<Scalars['String']['output']>;
  /** Active students enrolled (alumni and inactive students are not counted). */
  studentCount: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
};

export type SchoolInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  ncesId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type SchoolPatch = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  ncesId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A student's place in the roster, added to the students subgraph's Student. */
export type Student = {
  __typename?: 'Student';
  id: Scalars['ID']['output'];
};

/** An account, owned by identity; the roster refers to it by id. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  School: School;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  School:
    ( { __typename: 'School' }
    & GraphQLRecursivePick<FederationTypes['School'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CaseloadRule: ResolverTypeWrapper<CaseloadRuleModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CaseloadRuleInput: CaseloadRuleInput;
  GuardianImportCounts: ResolverTypeWrapper<GuardianImportCounts>;
  ImportCounts: ResolverTypeWrapper<ImportCounts>;
  ImportStatus: ImportStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  RejectedRow: ResolverTypeWrapper<RejectedRow>;
  RolloverReport: ResolverTypeWrapper<RolloverReport>;
  RosterFileEncoding: ResolverTypeWrapper<RosterFileEncoding>;
  RosterFormat: RosterFormat;
  RosterImport: ResolverTypeWrapper<AnsweredImportModel>;
  RosterImportPage: ResolverTypeWrapper<Omit<RosterImportPage, 'items'> & { items: Array<ResolversTypes['RosterImport']> }>;
  RosterNoticeCode: RosterNoticeCode;
  RosterNoticeText: ResolverTypeWrapper<RosterNoticeText>;
  RosterReasonValue: ResolverTypeWrapper<RosterReasonValue>;
  RosterRowReasonCode: RosterRowReasonCode;
  RosterRowReasonText: ResolverTypeWrapper<RosterRowReasonText>;
  RosterUploadReservation: ResolverTypeWrapper<RosterUploadReservation>;
  School: ResolverTypeWrapper<SchoolModel>;
  SchoolInput: SchoolInput;
  SchoolPatch: SchoolPatch;
  Student: ResolverTypeWrapper<Student>;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CaseloadRule: CaseloadRuleModel;
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  CaseloadRuleInput: CaseloadRuleInput;
  GuardianImportCounts: GuardianImportCounts;
  ImportCounts: ImportCounts;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  RejectedRow: RejectedRow;
  RolloverReport: RolloverReport;
  RosterFileEncoding: RosterFileEncoding;
  RosterImport: AnsweredImportModel;
  RosterImportPage: Omit<RosterImportPage, 'items'> & { items: Array<ResolversParentTypes['RosterImport']> };
  RosterNoticeText: RosterNoticeText;
  RosterReasonValue: RosterReasonValue;
  RosterRowReasonText: RosterRowReasonText;
  RosterUploadReservation: RosterUploadReservation;
  School: SchoolModel;
  SchoolInput: SchoolInput;
  SchoolPatch: SchoolPatch;
  Student: Student;
  User: User;
};

export type CaseloadRuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CaseloadRule'] = ResolversParentTypes['CaseloadRule']> = {
  counselor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  gradeFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gradeTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  surnameFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surnameTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianImportCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuardianImportCounts'] = ResolversParentTypes['GuardianImportCounts']> = {
  create?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportCounts'] = ResolversParentTypes['ImportCounts']> = {
  create?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deactivate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guardians?: Resolver<Maybe<ResolversTypes['GuardianImportCounts']>, ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyRosterImport?: Resolver<ResolversTypes['RosterImport'], ParentType, ContextType, RequireFields<MutationApplyRosterImportArgs, 'acceptRejections' | 'id'>>;
  assignCounselor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAssignCounselorArgs, 'studentId'>>;
  createRosterUploadUrl?: Resolver<ResolversTypes['RosterUploadReservation'], ParentType, ContextType>;
  createSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationCreateSchoolArgs, 'input'>>;
  previewRosterImport?: Resolver<ResolversTypes['RosterImport'], ParentType, ContextType, RequireFields<MutationPreviewRosterImportArgs, 'format' | 'uploadId'>>;
  rollover?: Resolver<ResolversTypes['RolloverReport'], ParentType, ContextType, RequireFields<MutationRolloverArgs, 'dryRun'>>;
  setCaseloadRules?: Resolver<Array<ResolversTypes['CaseloadRule']>, ParentType, ContextType, RequireFields<MutationSetCaseloadRulesArgs, 'rules' | 'schoolId'>>;
  setStaffSchools?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType, RequireFields<MutationSetStaffSchoolsArgs, 'schoolIds' | 'userId'>>;
  updateSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationUpdateSchoolArgs, 'id' | 'patch'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  rosterImport?: Resolver<Maybe<ResolversTypes['RosterImport']>, ParentType, ContextType, RequireFields<QueryRosterImportArgs, 'id'>>;
  rosterImports?: Resolver<ResolversTypes['RosterImportPage'], ParentType, ContextType, RequireFields<QueryRosterImportsArgs, 'limit' | 'offset'>>;
  rosterRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryRosterRecordExportArgs, 'studentId' | 'studentUserId'>>;
  school?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QuerySchoolArgs, 'id'>>;
  schools?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QuerySchoolsArgs, 'includeArchived'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type RejectedRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RejectedRow'] = ResolversParentTypes['RejectedRow']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonText?: Resolver<Maybe<ResolversTypes['RosterRowReasonText']>, ParentType, ContextType>;
};

export type RolloverReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RolloverReport'] = ResolversParentTypes['RolloverReport']> = {
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  graduated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RosterFileEncodingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterFileEncoding'] = ResolversParentTypes['RosterFileEncoding']> = {
  candidates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noticeText?: Resolver<Maybe<ResolversTypes['RosterNoticeText']>, ParentType, ContextType>;
};

export type RosterImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterImport'] = ResolversParentTypes['RosterImport']> = {
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appliedWithRejections?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ImportCounts'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  encoding?: Resolver<Maybe<ResolversTypes['RosterFileEncoding']>, ParentType, ContextType>;
  fileHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['RosterFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newAccounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['RejectedRow']>, ParentType, ContextType>;
  sampleNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
};

export type RosterImportPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterImportPage'] = ResolversParentTypes['RosterImportPage']> = {
  items?: Resolver<Array<ResolversTypes['RosterImport']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RosterNoticeTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterNoticeText'] = ResolversParentTypes['RosterNoticeText']> = {
  code?: Resolver<ResolversTypes['RosterNoticeCode'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RosterReasonValue']>, ParentType, ContextType>;
};

export type RosterReasonValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterReasonValue'] = ResolversParentTypes['RosterReasonValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RosterRowReasonTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterRowReasonText'] = ResolversParentTypes['RosterRowReasonText']> = {
  code?: Resolver<ResolversTypes['RosterRowReasonCode'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RosterReasonValue']>, ParentType, ContextType>;
};

export type RosterUploadReservationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RosterUploadReservation'] = ResolversParentTypes['RosterUploadReservation']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School'], FederationReferenceType extends FederationReferenceTypes['School'] = FederationReferenceTypes['School']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['School']> | FederationReferenceType, FederationReferenceType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  caseloadRules?: Resolver<Array<ResolversTypes['CaseloadRule']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ncesId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  CaseloadRule?: CaseloadRuleResolvers<ContextType>;
  GuardianImportCounts?: GuardianImportCountsResolvers<ContextType>;
  ImportCounts?: ImportCountsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  RejectedRow?: RejectedRowResolvers<ContextType>;
  RolloverReport?: RolloverReportResolvers<ContextType>;
  RosterFileEncoding?: RosterFileEncodingResolvers<ContextType>;
  RosterImport?: RosterImportResolvers<ContextType>;
  RosterImportPage?: RosterImportPageResolvers<ContextType>;
  RosterNoticeText?: RosterNoticeTextResolvers<ContextType>;
  RosterReasonValue?: RosterReasonValueResolvers<ContextType>;
  RosterRowReasonText?: RosterRowReasonTextResolvers<ContextType>;
  RosterUploadReservation?: RosterUploadReservationResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StudentProfile as StudentProfileModel, CollegePreferences as CollegePreferencesModel } from '../../domain/student.js';
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

export type Academics = {
  __typename?: 'Academics';
  classRank?: Maybe<Scalars['String']['output']>;
  courses: Array<Course>;
  gpa?: Maybe<Scalars['Float']['output']>;
};

export type Activity = {
  __typename?: 'Activity';
  hoursPerWeek?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  role?: Maybe<Scalars['String']['output']>;
  years?: Maybe<Scalars['Int']['output']>;
};

export type ActivityInput = {
  hoursPerWeek?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
  years?: InputMaybe<Scalars['Int']['input']>;
};

/** College preferences; checklist entries are full statement texts. */
export type CollegePreferences = {
  __typename?: 'CollegePreferences';
  academicsExtracurricularsPreferences: Array<Scalars['String']['output']>;
  collegeSearchStarted?: Maybe<Scalars['String']['output']>;
  collegeSizePreferences: Array<Scalars['String']['output']>;
  concerns?: Maybe<Scalars['String']['output']>;
  locationPreferences: Array<Scalars['String']['output']>;
  overallFeeling?: Maybe<Scalars['String']['output']>;
  studentId: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CollegePreferencesInput = {
  academicsExtracurricularsPreferences?: InputMaybe<Array<Scalars['String']['input']>>;
  collegeSearchStarted?: InputMaybe<Scalars['String']['input']>;
  /** Statement texts (or their id codes, which are stored as the text). */
  collegeSizePreferences?: InputMaybe<Array<Scalars['String']['input']>>;
  concerns?: InputMaybe<Scalars['String']['input']>;
  locationPreferences?: InputMaybe<Array<Scalars['String']['input']>>;
  overallFeeling?: InputMaybe<Scalars['String']['input']>;
  /** Optional; when given it must be the student in the mutation's studentId. */
  studentId?: InputMaybe<Scalars['ID']['input']>;
};

export type Course = {
  __typename?: 'Course';
  courseName: Scalars['String']['output'];
  /** The mark earned (A, B+, 94); free text. */
  grade?: Maybe<Scalars['String']['output']>;
  level: CourseLevel;
};

export type CourseInput = {
  courseName: Scalars['String']['input'];
  grade?: InputMaybe<Scalars['String']['input']>;
  level: CourseLevel;
};

export type CourseLevel =
  | 'AP'
  | 'Honors'
  | 'Regular';

export type EnrollmentStatus =
  | 'active'
  /** Graduated: read-only, out of the default lists. */
  | 'alumni'
  /** Left the district (no longer in the roster). */
  | 'inactive';

export type Mutation = {
  __typename?: 'Mutation';
  /** Students only, for themselves. */
  createStudentProfile: Student;
  /** Replaces the student's activity list (owning student only). */
  saveActivities: Array<Activity>;
  /** Fails with 'Profile not found' when the student has no profile. */
  saveCollegePreferences: CollegePreferences;
  /** Replaces the student's course list (owning student only). */
  saveCourses: Array<Course>;
  /** The owning student only. */
  updateStudentProfile: Student;
};


export type MutationCreateStudentProfileArgs = {
  input: StudentProfileInput;
};


export type MutationSaveActivitiesArgs = {
  activities: Array<ActivityInput>;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveCollegePreferencesArgs = {
  input: CollegePreferencesInput;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveCoursesArgs = {
  courses: Array<CourseInput>;
  studentId: Scalars['ID']['input'];
};


export type MutationUpdateStudentProfileArgs = {
  id: Scalars['ID']['input'];
  input: StudentProfileInput;
};

export type PreferenceChecklist = {
  __typename?: 'PreferenceChecklist';
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  statements: Array<Statement>;
};

export type PreferenceQuestion = {
  __typename?: 'PreferenceQuestion';
  /** The CollegePreferences field the answer goes to. */
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
};

export type PreferenceQuestionnaire = {
  __typename?: 'PreferenceQuestionnaire';
  checklists: Array<PreferenceChecklist>;
  questions: Array<PreferenceQuestion>;
};

export type Query = {
  __typename?: 'Query';
  /** The college-preference questions and their options (any signed-in user). */
  collegePreferenceQuestionnaire: PreferenceQuestionnaire;
  /** The signed-in student's own profile; null when they have none yet. */
  myStudent?: Maybe<Student>;
  /** Its owner, counselors and admins. */
  student?: Maybe<Student>;
  /** Counselors and admins: over the same students as students(scope, schoolId). */
  studentStats: StudentStats;
  /**
   * Counselors and admins: students searched by name or email (case-insensitive), paged, limited to the students
   * the caller may see. scope defaults to ALL; schoolId narrows to one school the caller may see. Alumni and
   * inactive students are listed only when includeInactive is true.
   */
  students: StudentConnection;
  /**
   * This service's part of an export of the student's record (kit RecordExportPart). Admins, or
   * the student themself; the records service asks it. studentUserId is not trusted: the owner is the record's own.
   */
  studentsRecordExport: Scalars['RecordExportPart']['output'];
};


export type QueryStudentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudentStatsArgs = {
  schoolId?: InputMaybe<Scalars['ID']['input']>;
  scope?: InputMaybe<StudentScope>;
};


export type QueryStudentsArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['ID']['input']>;
  scope?: InputMaybe<StudentScope>;
  sort?: InputMaybe<StudentSort>;
};


export type QueryStudentsRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};

/** A school, owned by the roster service. */
export type School = {
  __typename?: 'School';
  id: Scalars['ID']['output'];
};

export type Statement = {
  __typename?: 'Statement';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A student's profile. id is the profile's own id; userId is the account's. */
export type Student = {
  __typename?: 'Student';
  academics: Academics;
  actScore?: Maybe<Scalars['Int']['output']>;
  activities: Array<Activity>;
  activitiesOutsideSchool?: Maybe<Scalars['String']['output']>;
  apIbHonors?: Maybe<Scalars['String']['output']>;
  classRank?: Maybe<Scalars['String']['output']>;
  clubs?: Maybe<Scalars['String']['output']>;
  /** Null when none are set yet. */
  collegePreferences?: Maybe<CollegePreferences>;
  counselor?: Maybe<User>;
  /** The counselor whose caseload the student is in, if any. */
  counselorId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** First plus last name, else email, else 'Student'. */
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Copied from the student's account when they save (search and lists use it). */
  firstName?: Maybe<Scalars['String']['output']>;
  gpa?: Maybe<Scalars['Float']['output']>;
  /** One of 9, 10, 11, 12. */
  grade?: Maybe<Scalars['String']['output']>;
  highSchoolLocation?: Maybe<Scalars['String']['output']>;
  highSchoolName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  internshipsVolunteer?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  leadership?: Maybe<Scalars['String']['output']>;
  satScore?: Maybe<Scalars['Int']['output']>;
  school?: Maybe<School>;
  /** The student's school (null: the district's default school). */
  schoolId?: Maybe<Scalars['ID']['output']>;
  siblings?: Maybe<Scalars['String']['output']>;
  status: EnrollmentStatus;
  /**
   * How many colleges the student is considering: the length of their college list (colleges service) once they
   * have one, else the value they saved. A save keeps the saved value, shown again when the list is emptied.
   */
  targetColleges: Scalars['Int']['output'];
  /** True while targetColleges is the college list's length (the profile shows it read-only, with a link to the list). */
  targetCollegesFromList: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
  /** The account, resolved by identity. */
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type StudentConnection = {
  __typename?: 'StudentConnection';
  items: Array<Student>;
  total: Scalars['Int']['output'];
};

/**
 * Profile fields. Empty optional values are stored as null. gpa 0 to 4.0 in steps of 0.01; satScore 400 to 1600;
 * actScore 1 to 36; grade 9, 10, 11 or 12; targetColleges 0 or more (default 0). userId must be the caller's.
 */
export type StudentProfileInput = {
  actScore?: InputMaybe<Scalars['Int']['input']>;
  activitiesOutsideSchool?: InputMaybe<Scalars['String']['input']>;
  apIbHonors?: InputMaybe<Scalars['String']['input']>;
  classRank?: InputMaybe<Scalars['String']['input']>;
  clubs?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  gpa?: InputMaybe<Scalars['Float']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  highSchoolLocation?: InputMaybe<Scalars['String']['input']>;
  highSchoolName?: InputMaybe<Scalars['String']['input']>;
  internshipsVolunteer?: InputMaybe<Scalars['String']['input']>;
  leadership?: InputMaybe<Scalars['String']['input']>;
  satScore?: InputMaybe<Scalars['Int']['input']>;
  siblings?: InputMaybe<Scalars['String']['input']>;
  targetColleges?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Which students a staff list shows. */
export type StudentScope =
  /** Every student the caller may see: the district for admins, their schools for counselors. */
  | 'ALL'
  /** The caller's caseload (counselors); for admins, the same as ALL. */
  | 'CASELOAD'
  /** Every student of the caller's schools (or of schoolId, one of them). */
  | 'SCHOOL';

export type StudentSort =
  | 'COLLEGES_ASC'
  | 'COLLEGES_DESC'
  | 'GPA_ASC'
  | 'GPA_DESC'
  | 'GRADE_ASC'
  | 'GRADE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'UPDATED_DESC';

export type StudentStats = {
  __typename?: 'StudentStats';
  /** Students whose targetColleges (as shown: the college list's length once there is a list) is above 0. */
  activeApplications: Scalars['Int']['output'];
  totalStudents: Scalars['Int']['output'];
};

/** An account, owned by identity; the students subgraph only refers to it by id. */
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
  Student: Student;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Student:
    ( { __typename: 'Student' }
    & GraphQLRecursivePick<FederationTypes['Student'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Academics: ResolverTypeWrapper<Academics>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Activity: ResolverTypeWrapper<Activity>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ActivityInput: ActivityInput;
  CollegePreferences: ResolverTypeWrapper<CollegePreferencesModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CollegePreferencesInput: CollegePreferencesInput;
  Course: ResolverTypeWrapper<Course>;
  CourseInput: CourseInput;
  CourseLevel: CourseLevel;
  EnrollmentStatus: EnrollmentStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PreferenceChecklist: ResolverTypeWrapper<PreferenceChecklist>;
  PreferenceQuestion: ResolverTypeWrapper<PreferenceQuestion>;
  PreferenceQuestionnaire: ResolverTypeWrapper<PreferenceQuestionnaire>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  School: ResolverTypeWrapper<School>;
  Statement: ResolverTypeWrapper<Statement>;
  Student: ResolverTypeWrapper<StudentProfileModel>;
  StudentConnection: ResolverTypeWrapper<Omit<StudentConnection, 'items'> & { items: Array<ResolversTypes['Student']> }>;
  StudentProfileInput: StudentProfileInput;
  StudentScope: StudentScope;
  StudentSort: StudentSort;
  StudentStats: ResolverTypeWrapper<StudentStats>;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Academics: Academics;
  String: Scalars['String']['output'];
  Float: Scalars['Float']['output'];
  Activity: Activity;
  Int: Scalars['Int']['output'];
  ActivityInput: ActivityInput;
  CollegePreferences: CollegePreferencesModel;
  ID: Scalars['ID']['output'];
  CollegePreferencesInput: CollegePreferencesInput;
  Course: Course;
  CourseInput: CourseInput;
  Mutation: Record<PropertyKey, never>;
  PreferenceChecklist: PreferenceChecklist;
  PreferenceQuestion: PreferenceQuestion;
  PreferenceQuestionnaire: PreferenceQuestionnaire;
  Query: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  RecordExportPart: Scalars['RecordExportPart']['output'];
  School: School;
  Statement: Statement;
  Student: StudentProfileModel;
  StudentConnection: Omit<StudentConnection, 'items'> & { items: Array<ResolversParentTypes['Student']> };
  StudentProfileInput: StudentProfileInput;
  StudentStats: StudentStats;
  User: User;
};

export type AcademicsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Academics'] = ResolversParentTypes['Academics']> = {
  classRank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  gpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  hoursPerWeek?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  years?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CollegePreferencesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CollegePreferences'] = ResolversParentTypes['CollegePreferences']> = {
  academicsExtracurricularsPreferences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  collegeSearchStarted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collegeSizePreferences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  concerns?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationPreferences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  overallFeeling?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = {
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['CourseLevel'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createStudentProfile?: Resolver<ResolversTypes['Student'], ParentType, ContextType, RequireFields<MutationCreateStudentProfileArgs, 'input'>>;
  saveActivities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType, RequireFields<MutationSaveActivitiesArgs, 'activities' | 'studentId'>>;
  saveCollegePreferences?: Resolver<ResolversTypes['CollegePreferences'], ParentType, ContextType, RequireFields<MutationSaveCollegePreferencesArgs, 'input' | 'studentId'>>;
  saveCourses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<MutationSaveCoursesArgs, 'courses' | 'studentId'>>;
  updateStudentProfile?: Resolver<ResolversTypes['Student'], ParentType, ContextType, RequireFields<MutationUpdateStudentProfileArgs, 'id' | 'input'>>;
};

export type PreferenceChecklistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PreferenceChecklist'] = ResolversParentTypes['PreferenceChecklist']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statements?: Resolver<Array<ResolversTypes['Statement']>, ParentType, ContextType>;
};

export type PreferenceQuestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PreferenceQuestion'] = ResolversParentTypes['PreferenceQuestion']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PreferenceQuestionnaireResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PreferenceQuestionnaire'] = ResolversParentTypes['PreferenceQuestionnaire']> = {
  checklists?: Resolver<Array<ResolversTypes['PreferenceChecklist']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['PreferenceQuestion']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  collegePreferenceQuestionnaire?: Resolver<ResolversTypes['PreferenceQuestionnaire'], ParentType, ContextType>;
  myStudent?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType, RequireFields<QueryStudentArgs, 'id'>>;
  studentStats?: Resolver<ResolversTypes['StudentStats'], ParentType, ContextType, RequireFields<QueryStudentStatsArgs, 'scope'>>;
  students?: Resolver<ResolversTypes['StudentConnection'], ParentType, ContextType, RequireFields<QueryStudentsArgs, 'includeInactive' | 'limit' | 'offset' | 'scope' | 'sort'>>;
  studentsRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryStudentsRecordExportArgs, 'studentId' | 'studentUserId'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type SchoolResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StatementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student'], FederationReferenceType extends FederationReferenceTypes['Student'] = FederationReferenceTypes['Student']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Student']> | FederationReferenceType, FederationReferenceType, ContextType>;
  academics?: Resolver<ResolversTypes['Academics'], ParentType, ContextType>;
  actScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  activities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  activitiesOutsideSchool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apIbHonors?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classRank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clubs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collegePreferences?: Resolver<Maybe<ResolversTypes['CollegePreferences']>, ParentType, ContextType>;
  counselor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  counselorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  highSchoolLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  highSchoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internshipsVolunteer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  satScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siblings?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnrollmentStatus'], ParentType, ContextType>;
  targetColleges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetCollegesFromList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StudentConnection'] = ResolversParentTypes['StudentConnection']> = {
  items?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StudentStats'] = ResolversParentTypes['StudentStats']> = {
  activeApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Academics?: AcademicsResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  CollegePreferences?: CollegePreferencesResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PreferenceChecklist?: PreferenceChecklistResolvers<ContextType>;
  PreferenceQuestion?: PreferenceQuestionResolvers<ContextType>;
  PreferenceQuestionnaire?: PreferenceQuestionnaireResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  School?: SchoolResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentConnection?: StudentConnectionResolvers<ContextType>;
  StudentStats?: StudentStatsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { NoteView as NoteViewModel, NoteRevision as NoteRevisionModel } from '../../domain/note.js';
import type { MeetingView as MeetingViewModel } from '../../domain/meeting.js';
import type { TaskSummary as TaskSummaryModel, StudentTask as StudentTaskModel } from '../../domain/task.js';
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
  /** One service's part of a student's record export, checked against the kit's RecordExportPart when sent and when read. */
  RecordExportPart: { input: RecordExportPart; output: RecordExportPart; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A staff note on a student: sanitized rich text (paragraphs, lists, links). Never shown to the student. */
export type CounselorNote = {
  __typename?: 'CounselorNote';
  authorId: Scalars['ID']['output'];
  authorName: Scalars['String']['output'];
  /** Sanitized HTML: p, br, ul, ol, li and a (http, https, mailto) only. */
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** The note as it was before each edit, oldest first. */
  history: Array<NoteRevision>;
  id: Scalars['ID']['output'];
  pinned: Scalars['Boolean']['output'];
  studentId: Scalars['ID']['output'];
  /** The student's name, in lists across students (recent notes). */
  studentName?: Maybe<Scalars['String']['output']>;
  tags: Array<NoteTag>;
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['ID']['output'];
  updatedByName: Scalars['String']['output'];
};

export type CreateTaskInput = {
  /** Ties the task to one application: it goes to that application's student. */
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  assignees: TaskAssigneesInput;
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type Meeting = {
  __typename?: 'Meeting';
  counselorName: Scalars['String']['output'];
  counselorUserId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: MeetingKind;
  lengthMinutes: Scalars['Int']['output'];
  /** The counselor's note: null for a student caller. */
  note?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 instant. */
  startsAt: Scalars['String']['output'];
  state: MeetingState;
  studentId: Scalars['ID']['output'];
  /** The student's name, in the counselor's day. */
  studentName?: Maybe<Scalars['String']['output']>;
  topics: Array<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
};

export type MeetingInput = {
  kind: MeetingKind;
  /** 1 to 480. */
  lengthMinutes: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 date and time. */
  startsAt: Scalars['String']['input'];
  /** Default scheduled. */
  state?: InputMaybe<MeetingState>;
  /** At most 10, each at most 100 characters. */
  topics?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MeetingKind =
  | 'family'
  | 'group'
  | 'individual'
  | 'virtual';

/** Absent or null fields stay as they are; an empty note clears it. */
export type MeetingPatch = {
  kind?: InputMaybe<MeetingKind>;
  lengthMinutes?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<MeetingState>;
  topics?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MeetingState =
  | 'cancelled'
  | 'held'
  | 'scheduled';

export type Mutation = {
  __typename?: 'Mutation';
  createMeeting: Meeting;
  createNote: CounselorNote;
  createTask: Task;
  deleteMeeting: Scalars['Boolean']['output'];
  /** Deletes the note and its history. */
  deleteNote: Scalars['Boolean']['output'];
  /** Removes a task with its assignments: the staff member who gave it, or an admin. */
  deleteTask: Scalars['Boolean']['output'];
  /** The student for themselves, or staff of that student. */
  setTaskCompletion: TaskAssignment;
  updateMeeting: Meeting;
  updateNote: CounselorNote;
  /** A task's title or due date: the staff member who gave it, or an admin. */
  updateTask: Task;
};


export type MutationCreateMeetingArgs = {
  input: MeetingInput;
  studentId: Scalars['ID']['input'];
};


export type MutationCreateNoteArgs = {
  input: NoteInput;
  studentId: Scalars['ID']['input'];
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationDeleteMeetingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetTaskCompletionArgs = {
  done: Scalars['Boolean']['input'];
  studentId: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationUpdateMeetingArgs = {
  id: Scalars['ID']['input'];
  input: MeetingPatch;
};


export type MutationUpdateNoteArgs = {
  id: Scalars['ID']['input'];
  input: NotePatch;
};


export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: TaskPatch;
};

export type NoteInput = {
  /** Rich text; sanitized on the server, at most 20,000 characters after sanitizing. */
  body: Scalars['String']['input'];
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<NoteTag>>;
};

/** Absent or null fields stay as they are. */
export type NotePatch = {
  body?: InputMaybe<Scalars['String']['input']>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<NoteTag>>;
};

export type NoteRevision = {
  __typename?: 'NoteRevision';
  editedAt: Scalars['String']['output'];
  editedBy: Scalars['ID']['output'];
  editedByName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  previousBody: Scalars['String']['output'];
  previousPinned: Scalars['Boolean']['output'];
  previousTags: Array<NoteTag>;
};

/** What a counselor note is about. */
export type NoteTag =
  | 'academic'
  | 'college'
  | 'family_contact'
  | 'personal';

export type Query = {
  __typename?: 'Query';
  /** The tasks tied to one application (its checklist). */
  applicationTasks: Array<TaskAssignment>;
  /**
   * Everything counseling holds on one student, as a record-export part: notes with their
   * history, meetings, task assignments. An admin, or the student themself.
   */
  counselingRecordExport: Scalars['RecordExportPart']['output'];
  /** The student's own scheduled meetings from today on. */
  myUpcomingMeetings: Array<Meeting>;
  /** Open assignments past due among the caller's schools' students (default 50, at most 200). */
  overdueTasks: Array<TaskAssignment>;
  /** The newest notes across the caller's schools (default 10, at most 50). */
  recentNotes: Array<CounselorNote>;
  studentMeetings: Array<Meeting>;
  /** Staff of the student; pinned first, then newest. */
  studentNotes: Array<CounselorNote>;
  /** The student for themselves, or staff of the student. */
  studentTasks: Array<TaskAssignment>;
  /** Staff: tasks with completion (default scope MINE). */
  tasks: Array<Task>;
  /** The caller's meetings starting in [from, to) (ISO instants); default today (UTC). */
  todaysMeetings: Array<Meeting>;
};


export type QueryApplicationTasksArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryCounselingRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryOverdueTasksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentNotesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStudentMeetingsArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryStudentNotesArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryStudentTasksArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryTasksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<TaskScope>;
};


export type QueryTodaysMeetingsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A student (owned by the students service); counseling adds notes, meetings and tasks. */
export type Student = {
  __typename?: 'Student';
  counselingTasks: Array<TaskAssignment>;
  id: Scalars['ID']['output'];
  /** Staff: every meeting; the student: their scheduled ones, without the counselor's note. */
  meetings: Array<Meeting>;
  /** Staff only: null with a not-found error for a student (even their own). */
  notes?: Maybe<Array<CounselorNote>>;
};

/** A task with completion across the assignees the caller may see. */
export type Task = {
  __typename?: 'Task';
  applicationId?: Maybe<Scalars['ID']['output']>;
  /** Each assignee with their completion, by name. */
  assignments: Array<TaskAssignment>;
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['ID']['output'];
  createdByName: Scalars['String']['output'];
  doneCount: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  groupGrade?: Maybe<Scalars['String']['output']>;
  /** The group it was given to (null for students named one by one or an application's student). */
  groupSchoolId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  overdueCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type TaskAssigneesInput = {
  grade?: InputMaybe<Scalars['String']['input']>;
  /** A group: the school's active students (of one grade when given), as they are when the task is created. */
  schoolId?: InputMaybe<Scalars['ID']['input']>;
  studentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One student's copy of a task. */
export type TaskAssignment = {
  __typename?: 'TaskAssignment';
  applicationId?: Maybe<Scalars['ID']['output']>;
  done: Scalars['Boolean']['output'];
  doneAt?: Maybe<Scalars['String']['output']>;
  doneBy?: Maybe<Scalars['ID']['output']>;
  dueDate: Scalars['String']['output'];
  overdue: Scalars['Boolean']['output'];
  studentId: Scalars['ID']['output'];
  /** Set in lists across students (a task's assignees, the overdue list). */
  studentName?: Maybe<Scalars['String']['output']>;
  taskId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type TaskPatch = {
  /** YYYY-MM-DD. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TaskScope =
  /** Tasks of any staff member with assignees the caller may see. */
  | 'ALL'
  /** Tasks the caller created. */
  | 'MINE';



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
  CounselorNote: ResolverTypeWrapper<NoteViewModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateTaskInput: CreateTaskInput;
  Meeting: ResolverTypeWrapper<MeetingViewModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MeetingInput: MeetingInput;
  MeetingKind: MeetingKind;
  MeetingPatch: MeetingPatch;
  MeetingState: MeetingState;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoteInput: NoteInput;
  NotePatch: NotePatch;
  NoteRevision: ResolverTypeWrapper<NoteRevisionModel>;
  NoteTag: NoteTag;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  Student: ResolverTypeWrapper<{ id: string }>;
  Task: ResolverTypeWrapper<TaskSummaryModel>;
  TaskAssigneesInput: TaskAssigneesInput;
  TaskAssignment: ResolverTypeWrapper<StudentTaskModel>;
  TaskPatch: TaskPatch;
  TaskScope: TaskScope;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CounselorNote: NoteViewModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  CreateTaskInput: CreateTaskInput;
  Meeting: MeetingViewModel;
  Int: Scalars['Int']['output'];
  MeetingInput: MeetingInput;
  MeetingPatch: MeetingPatch;
  Mutation: Record<PropertyKey, never>;
  NoteInput: NoteInput;
  NotePatch: NotePatch;
  NoteRevision: NoteRevisionModel;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  Student: { id: string };
  Task: TaskSummaryModel;
  TaskAssigneesInput: TaskAssigneesInput;
  TaskAssignment: StudentTaskModel;
  TaskPatch: TaskPatch;
};

export type CounselorNoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CounselorNote'] = ResolversParentTypes['CounselorNote']> = {
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['NoteRevision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['NoteTag']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeetingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Meeting'] = ResolversParentTypes['Meeting']> = {
  counselorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counselorUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MeetingKind'], ParentType, ContextType>;
  lengthMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MeetingState'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createMeeting?: Resolver<ResolversTypes['Meeting'], ParentType, ContextType, RequireFields<MutationCreateMeetingArgs, 'input' | 'studentId'>>;
  createNote?: Resolver<ResolversTypes['CounselorNote'], ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'input' | 'studentId'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  deleteMeeting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMeetingArgs, 'id'>>;
  deleteNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  setTaskCompletion?: Resolver<ResolversTypes['TaskAssignment'], ParentType, ContextType, RequireFields<MutationSetTaskCompletionArgs, 'done' | 'studentId' | 'taskId'>>;
  updateMeeting?: Resolver<ResolversTypes['Meeting'], ParentType, ContextType, RequireFields<MutationUpdateMeetingArgs, 'id' | 'input'>>;
  updateNote?: Resolver<ResolversTypes['CounselorNote'], ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'id' | 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
};

export type NoteRevisionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NoteRevision'] = ResolversParentTypes['NoteRevision']> = {
  editedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  editedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousBody?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousTags?: Resolver<Array<ResolversTypes['NoteTag']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  applicationTasks?: Resolver<Array<ResolversTypes['TaskAssignment']>, ParentType, ContextType, RequireFields<QueryApplicationTasksArgs, 'applicationId'>>;
  counselingRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryCounselingRecordExportArgs, 'studentId' | 'studentUserId'>>;
  myUpcomingMeetings?: Resolver<Array<ResolversTypes['Meeting']>, ParentType, ContextType>;
  overdueTasks?: Resolver<Array<ResolversTypes['TaskAssignment']>, ParentType, ContextType, Partial<QueryOverdueTasksArgs>>;
  recentNotes?: Resolver<Array<ResolversTypes['CounselorNote']>, ParentType, ContextType, Partial<QueryRecentNotesArgs>>;
  studentMeetings?: Resolver<Array<ResolversTypes['Meeting']>, ParentType, ContextType, RequireFields<QueryStudentMeetingsArgs, 'studentId'>>;
  studentNotes?: Resolver<Array<ResolversTypes['CounselorNote']>, ParentType, ContextType, RequireFields<QueryStudentNotesArgs, 'studentId'>>;
  studentTasks?: Resolver<Array<ResolversTypes['TaskAssignment']>, ParentType, ContextType, RequireFields<QueryStudentTasksArgs, 'studentId'>>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, Partial<QueryTasksArgs>>;
  todaysMeetings?: Resolver<Array<ResolversTypes['Meeting']>, ParentType, ContextType, Partial<QueryTodaysMeetingsArgs>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student'], FederationReferenceType extends FederationReferenceTypes['Student'] = FederationReferenceTypes['Student']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Student']> | FederationReferenceType, FederationReferenceType, ContextType>;
  counselingTasks?: Resolver<Array<ResolversTypes['TaskAssignment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meetings?: Resolver<Array<ResolversTypes['Meeting']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<Array<ResolversTypes['CounselorNote']>>, ParentType, ContextType>;
};

export type TaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assignments?: Resolver<Array<ResolversTypes['TaskAssignment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupGrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupSchoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskAssignmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TaskAssignment'] = ResolversParentTypes['TaskAssignment']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  CounselorNote?: CounselorNoteResolvers<ContextType>;
  Meeting?: MeetingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoteRevision?: NoteRevisionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Student?: StudentResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskAssignment?: TaskAssignmentResolvers<ContextType>;
};


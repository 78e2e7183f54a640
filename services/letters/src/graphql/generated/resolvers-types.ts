import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestView as RequestViewModel } from '../../application/views.js';
import type { RequestPage as RequestPageModel, LetterView as LetterViewModel, TeacherChoice as TeacherChoiceModel } from '../../application/requests.service.js';
import type { SchoolDocumentView as SchoolDocumentViewModel } from '../../application/school-documents.service.js';
import type { BragSheetView as BragSheetViewModel } from '../../application/brag-sheets.service.js';
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

/** A student's brag sheet: the school's questions with the student's answers. */
export type BragSheet = {
  __typename?: 'BragSheet';
  /** The family part: the district's questions for the student's family, with a guardian's answers. */
  familyItems: Array<BragSheetItem>;
  items: Array<BragSheetItem>;
  studentId: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type BragSheetAnswerInput = {
  answer: Scalars['String']['input'];
  questionId: Scalars['ID']['input'];
};

export type BragSheetItem = {
  __typename?: 'BragSheetItem';
  /** Empty when unanswered. */
  answer: Scalars['String']['output'];
  prompt: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  /**
   * Who in the family wrote a family-part answer: the guardian's name when they wrote it. Only school staff (counselors,
   * admins, teachers) read it; null for the student, the guardians, unanswered questions and the student's own answers.
   */
  writtenBy?: Maybe<Scalars['String']['output']>;
};

export type BragSheetQuestion = {
  __typename?: 'BragSheetQuestion';
  id: Scalars['ID']['output'];
  prompt: Scalars['String']['output'];
};

export type BragSheetShare = {
  __typename?: 'BragSheetShare';
  requestId: Scalars['ID']['output'];
  shared: Scalars['Boolean']['output'];
};

/** The family part of a student's brag sheet, which a guardian of the student fills in. */
export type FamilyBragSheet = {
  __typename?: 'FamilyBragSheet';
  items: Array<BragSheetItem>;
  studentId: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** An application on the student's list that a letter is for: the college and its deadline. */
export type LetterApplication = {
  __typename?: 'LetterApplication';
  applicationId: Scalars['ID']['output'];
  collegeId: Scalars['ID']['output'];
  collegeName: Scalars['String']['output'];
  /** YYYY-MM-DD, null when nobody entered it. */
  deadline?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** The student as a letter needs them, and nothing else of the record (what a teacher sees). */
export type LetterStudentCard = {
  __typename?: 'LetterStudentCard';
  firstName?: Maybe<Scalars['String']['output']>;
  grade?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  schoolId: Scalars['ID']['output'];
  /** The school's name as the roster announced it; null until it has. */
  schoolName?: Maybe<Scalars['String']['output']>;
  studentId: Scalars['ID']['output'];
};

/** That a letter was submitted, when and how it was written; its content is read through recommendationLetter. */
export type LetterSummary = {
  __typename?: 'LetterSummary';
  aiDraftUsed: Scalars['Boolean']['output'];
  /** text (written in the page) or pdf (uploaded). */
  kind: Scalars['String']['output'];
  submittedAt: Scalars['String']['output'];
};

export type LetterTeacherCard = {
  __typename?: 'LetterTeacherCard';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** A teacher a student may ask, with how many requests they took this school year and the district's yearly limit. */
export type LetterTeacherChoice = {
  __typename?: 'LetterTeacherChoice';
  email?: Maybe<Scalars['String']['output']>;
  /** At or over the limit: they may still be asked, with a warning. */
  full: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  requestedThisYear: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** A reserved upload; the gateway turns it into a signed, single-use PUT URL. */
export type LetterUploadReservation = {
  __typename?: 'LetterUploadReservation';
  expiresAt: Scalars['String']['output'];
  maxBytes: Scalars['Int']['output'];
  ownerUserId: Scalars['ID']['output'];
  purpose: Scalars['String']['output'];
  uploadId: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accept or decline (the teacher asked), cancel (the student who asked). */
  changeRecommendationRequest: RecommendationRequest;
  /** Teachers: reserves an upload for a letter's PDF (15 minutes, single use). */
  createLetterUploadUrl: LetterUploadReservation;
  /** Staff (counselors, admins): reserves an upload for a school document's or a school profile's PDF (15 minutes, single use). */
  createSchoolDocumentUploadUrl: LetterUploadReservation;
  /** The student asks a teacher of their school for a letter. */
  requestRecommendation: RecommendationRequestResult;
  /** The student saves answers to their school's brag sheet questions. */
  saveBragSheet: BragSheet;
  /** A guardian linked to the student saves answers to the family part of the brag sheet (the student and staff: FORBIDDEN). */
  saveFamilyBragSheet: FamilyBragSheet;
  /** Staff of the student's school set a school document's state and content. */
  saveSchoolDocument: SchoolDocument;
  /** Counselors of the school (and admins) set its brag sheet questions. */
  setBragSheetQuestions: Array<BragSheetQuestion>;
  /** The student who asked shares (or stops sharing) their brag sheet with the teacher of a request (CONFLICT to share with a declined or cancelled one). */
  shareBragSheet: BragSheetShare;
  /** The teacher asked submits the letter of an accepted request. */
  submitRecommendationLetter: RecommendationRequest;
  /** An admin uploads a school's profile for a school year. */
  uploadSchoolProfile: SchoolProfile;
};


export type MutationChangeRecommendationRequestArgs = {
  id: Scalars['ID']['input'];
  input: RecommendationRequestChange;
};


export type MutationRequestRecommendationArgs = {
  input: RecommendationRequestInput;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveBragSheetArgs = {
  answers: Array<BragSheetAnswerInput>;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveFamilyBragSheetArgs = {
  answers: Array<BragSheetAnswerInput>;
  studentId: Scalars['ID']['input'];
};


export type MutationSaveSchoolDocumentArgs = {
  input: SchoolDocumentInput;
  kind: Scalars['String']['input'];
  studentId: Scalars['ID']['input'];
};


export type MutationSetBragSheetQuestionsArgs = {
  prompts: Array<Scalars['String']['input']>;
  schoolId: Scalars['ID']['input'];
};


export type MutationShareBragSheetArgs = {
  requestId: Scalars['ID']['input'];
  shared: Scalars['Boolean']['input'];
};


export type MutationSubmitRecommendationLetterArgs = {
  id: Scalars['ID']['input'];
  input: RecommendationLetterInput;
};


export type MutationUploadSchoolProfileArgs = {
  input: SchoolProfileInput;
  schoolId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The student's brag sheet: the student themself and staff of their school. */
  bragSheet: BragSheet;
  /** A school's brag sheet questions (the defaults until its counselors set them): staff of the school. */
  bragSheetQuestions: Array<BragSheetQuestion>;
  /** The family part of the student's brag sheet: a guardian linked to the student, the student, and staff of their school. */
  familyBragSheet: FamilyBragSheet;
  /** For the records service's export: this service's part of the student's record. Admins, or the student themself. */
  lettersRecordExport: Scalars['RecordExportPart']['output'];
  /** A submitted letter's content (NOT_FOUND when there is none the caller may read: a waived letter, for the student). */
  recommendationLetter?: Maybe<RecommendationLetter>;
  /** One request, for the student who asked, the teacher asked, or staff who may see the student (NOT_FOUND for anyone else). */
  recommendationRequest?: Maybe<RecommendationRequest>;
  /**
   * The caller's recommendation requests: a student's own, a teacher's queue (earliest deadline first), staff's of
   * the students they may see (admins: all). scope, when given, must be the caller's own.
   */
  recommendationRequests: RecommendationRequestPage;
  /** The teachers of the student's school, with this year's counts and the limit (the student themself, or staff). */
  recommendationTeachers: Array<LetterTeacherChoice>;
  /** The five school documents of a student: staff of the student's school with content, the student states only (NOT_FOUND for anyone else). */
  schoolDocuments: Array<SchoolDocument>;
  /** The school profile a packet uses for that school year (else the latest before it): staff of the school. */
  schoolProfile?: Maybe<SchoolProfile>;
};


export type QueryBragSheetArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryBragSheetQuestionsArgs = {
  schoolId: Scalars['ID']['input'];
};


export type QueryFamilyBragSheetArgs = {
  studentId: Scalars['ID']['input'];
};


export type QueryLettersRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryRecommendationLetterArgs = {
  requestId: Scalars['ID']['input'];
};


export type QueryRecommendationRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecommendationRequestsArgs = {
  filter?: InputMaybe<RecommendationRequestFilter>;
  scope?: InputMaybe<RecommendationRequestScope>;
};


export type QueryRecommendationTeachersArgs = {
  studentId: Scalars['ID']['input'];
};


export type QuerySchoolDocumentsArgs = {
  studentId: Scalars['ID']['input'];
};


export type QuerySchoolProfileArgs = {
  schoolId: Scalars['ID']['input'];
  schoolYear: Scalars['String']['input'];
};

/** A submitted letter's content: the teacher who wrote it, staff of the student's school, and the student only if they did not waive. */
export type RecommendationLetter = {
  __typename?: 'RecommendationLetter';
  aiDraftUsed: Scalars['Boolean']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  /** The authorized route to read it. */
  path: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  submittedAt: Scalars['String']['output'];
  /** The letter's text (kind text). */
  text?: Maybe<Scalars['String']['output']>;
};

/** The letter: its text, or a PDF uploaded through createLetterUploadUrl (one of them). */
export type RecommendationLetterInput = {
  /** Whether the teacher started from the assistant's draft. */
  aiDraftUsed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The PDF's name on the teacher's computer; cleaned before it is stored. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The letter, at most 20,000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** The upload id carried by the signed upload URL (a PDF, checked by content). */
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

export type RecommendationRequest = {
  __typename?: 'RecommendationRequest';
  /** The applications the letter is for; empty means all of the student's applications. */
  applicationIds: Array<Scalars['ID']['output']>;
  /** The colleges and deadlines the letter is for, as the student's list holds them now. */
  applications: Array<LetterApplication>;
  /** The student's brag sheet: for the teacher only while shared and the request is not declined or cancelled; for the student and staff always. */
  bragSheet?: Maybe<BragSheet>;
  /** The student shared their brag sheet with the teacher of this request. */
  bragSheetShared: Scalars['Boolean']['output'];
  /** Why the teacher declined (the student sees it). */
  declineReason?: Maybe<Scalars['String']['output']>;
  earliestDeadline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null until submitted, and always null for the student when they waived their right to read it. */
  letter?: Maybe<LetterSummary>;
  /** The student's note to the teacher. */
  note: Scalars['String']['output'];
  requestedAt: Scalars['String']['output'];
  state: RecommendationRequestState;
  student: LetterStudentCard;
  studentId: Scalars['ID']['output'];
  teacher: LetterTeacherCard;
  updatedAt: Scalars['String']['output'];
  /** The student waived their right to read the letter (FERPA): the letter is never shown to them. */
  waived: Scalars['Boolean']['output'];
};

/** What a change does: the teacher asked accepts or declines; the student who asked cancels (before the letter is submitted). */
export type RecommendationRequestAction =
  | 'accept'
  | 'cancel'
  | 'decline';

export type RecommendationRequestChange = {
  action: RecommendationRequestAction;
  /** Required to decline; the student sees it. At most 1,000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type RecommendationRequestFilter = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Staff: requested or accepted, asked more than this many days ago. */
  pendingForMoreThanDays?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<RecommendationRequestState>;
  /** Staff: requests to this teacher. */
  teacherUserId?: InputMaybe<Scalars['ID']['input']>;
};

export type RecommendationRequestInput = {
  /** Applications from the student's list; empty or absent means all of them. */
  applicationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A note to the teacher, at most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The teacher to ask: one of recommendationTeachers for the student. */
  teacherUserId: Scalars['ID']['input'];
  /** True to waive the right to read the letter (FERPA), false to keep it. Required. */
  waived: Scalars['Boolean']['input'];
};

export type RecommendationRequestPage = {
  __typename?: 'RecommendationRequestPage';
  /** Submitted (in the whole list, not the page). */
  done: Scalars['Int']['output'];
  items: Array<RecommendationRequest>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Requested or accepted (in the whole list, not the page). */
  pending: Scalars['Int']['output'];
  scope: RecommendationRequestScope;
  total: Scalars['Int']['output'];
};

export type RecommendationRequestResult = {
  __typename?: 'RecommendationRequestResult';
  limit: Scalars['Int']['output'];
  /** The teacher had reached their yearly limit before this request (it was made all the same). */
  overLimit: Scalars['Boolean']['output'];
  request: RecommendationRequest;
  requestedThisYear: Scalars['Int']['output'];
};

/** Whose list: a student's own requests (mine), a teacher's queue (queue), the staff's requests of their students (caseload). */
export type RecommendationRequestScope =
  | 'caseload'
  | 'mine'
  | 'queue';

/** Where a recommendation request stands: requested, then accepted or declined (or cancelled by the student); accepted, then submitted. */
export type RecommendationRequestState =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'requested'
  | 'submitted';

/** One of the counselor's documents for a student. A student sees kind and state only; the content fields are null for them. */
export type SchoolDocument = {
  __typename?: 'SchoolDocument';
  /** The counselor letter was started from the assistant's draft ("Use this draft"); false for other kinds and for students. */
  aiDraftUsed: Scalars['Boolean']['output'];
  /** text, pdf or form; null when there is none. */
  contentKind?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  fileSize?: Maybe<Scalars['Int']['output']>;
  form?: Maybe<SchoolReportForm>;
  /** The form shown was filled from the student's profile; nothing is saved yet. */
  formPrefilled: Scalars['Boolean']['output'];
  kind: SchoolDocumentKind;
  state: SchoolDocumentState;
  studentId: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** A state and at most one content of the kind's: text (counselor letter, at most 20,000 characters), a PDF sent through a signed upload (counselor letter, transcript, mid-year and final reports; the documents' size limit, the type checked by content), or the form (school report). Without content the saved content stays (not_started clears it). */
export type SchoolDocumentInput = {
  /**
   * Counselor letter only, with a new text or PDF: it was started from the assistant's draft (default false). A new
   * content replaces it; a state-only save keeps it.
   */
  aiDraftUsed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The PDF's name on the sender's computer; cleaned before it is stored. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  form?: InputMaybe<SchoolReportFormInput>;
  state: SchoolDocumentState;
  text?: InputMaybe<Scalars['String']['input']>;
  /** The upload id carried by the signed upload URL (createSchoolDocumentUploadUrl), used up by this save. */
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

export type SchoolDocumentKind =
  | 'counselor_letter'
  | 'final_report'
  | 'mid_year_report'
  | 'school_report'
  | 'transcript';

/** Where a school document stands (shown on the deadline board; the only thing a student sees of it). */
export type SchoolDocumentState =
  | 'draft'
  | 'not_started'
  | 'ready';

/** A school's profile for one school year (one PDF, uploaded by an admin). */
export type SchoolProfile = {
  __typename?: 'SchoolProfile';
  fileName: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  schoolId: Scalars['ID']['output'];
  schoolYear: Scalars['String']['output'];
  uploadedAt: Scalars['String']['output'];
  uploadedBy: Scalars['ID']['output'];
};

export type SchoolProfileInput = {
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The school year, such as 2026-2027. */
  schoolYear: Scalars['String']['input'];
  /** The upload id carried by the signed upload URL (createSchoolDocumentUploadUrl), used up by this save. */
  uploadId: Scalars['ID']['input'];
};

/** The school report's form, as the counselor filled it (or as pre-filled from the student's profile). */
export type SchoolReportForm = {
  __typename?: 'SchoolReportForm';
  /** most_demanding, very_demanding, demanding, average or below_average. */
  courseRigor?: Maybe<Scalars['String']['output']>;
  gpa?: Maybe<Scalars['Float']['output']>;
  gpaScale?: Maybe<Scalars['Float']['output']>;
  /** As the school reports it; null when the school does not rank. */
  rank?: Maybe<Scalars['String']['output']>;
  ratings: Array<SchoolReportRating>;
};

export type SchoolReportFormInput = {
  courseRigor?: InputMaybe<Scalars['String']['input']>;
  gpa?: InputMaybe<Scalars['Float']['input']>;
  gpaScale?: InputMaybe<Scalars['Float']['input']>;
  rank?: InputMaybe<Scalars['String']['input']>;
  ratings?: InputMaybe<Array<SchoolReportRatingInput>>;
};

export type SchoolReportRating = {
  __typename?: 'SchoolReportRating';
  /** academic, extracurricular, personal or overall. */
  category: Scalars['String']['output'];
  /** no_basis, below_average, average, good, very_good, excellent or outstanding. */
  level: Scalars['String']['output'];
};

export type SchoolReportRatingInput = {
  category: Scalars['String']['input'];
  level: Scalars['String']['input'];
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
  BragSheet: ResolverTypeWrapper<BragSheetViewModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  BragSheetAnswerInput: BragSheetAnswerInput;
  BragSheetItem: ResolverTypeWrapper<BragSheetItem>;
  BragSheetQuestion: ResolverTypeWrapper<BragSheetQuestion>;
  BragSheetShare: ResolverTypeWrapper<BragSheetShare>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  FamilyBragSheet: ResolverTypeWrapper<FamilyBragSheet>;
  LetterApplication: ResolverTypeWrapper<LetterApplication>;
  LetterStudentCard: ResolverTypeWrapper<LetterStudentCard>;
  LetterSummary: ResolverTypeWrapper<LetterSummary>;
  LetterTeacherCard: ResolverTypeWrapper<LetterTeacherCard>;
  LetterTeacherChoice: ResolverTypeWrapper<TeacherChoiceModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LetterUploadReservation: ResolverTypeWrapper<LetterUploadReservation>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecommendationLetter: ResolverTypeWrapper<LetterViewModel>;
  RecommendationLetterInput: RecommendationLetterInput;
  RecommendationRequest: ResolverTypeWrapper<RequestViewModel>;
  RecommendationRequestAction: RecommendationRequestAction;
  RecommendationRequestChange: RecommendationRequestChange;
  RecommendationRequestFilter: RecommendationRequestFilter;
  RecommendationRequestInput: RecommendationRequestInput;
  RecommendationRequestPage: ResolverTypeWrapper<RequestPageModel>;
  RecommendationRequestResult: ResolverTypeWrapper<Omit<RecommendationRequestResult, 'request'> & { request: ResolversTypes['RecommendationRequest'] }>;
  RecommendationRequestScope: RecommendationRequestScope;
  RecommendationRequestState: RecommendationRequestState;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  SchoolDocument: ResolverTypeWrapper<SchoolDocumentViewModel>;
  SchoolDocumentInput: SchoolDocumentInput;
  SchoolDocumentKind: SchoolDocumentKind;
  SchoolDocumentState: SchoolDocumentState;
  SchoolProfile: ResolverTypeWrapper<SchoolProfile>;
  SchoolProfileInput: SchoolProfileInput;
  SchoolReportForm: ResolverTypeWrapper<SchoolReportForm>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  SchoolReportFormInput: SchoolReportFormInput;
  SchoolReportRating: ResolverTypeWrapper<SchoolReportRating>;
  SchoolReportRatingInput: SchoolReportRatingInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BragSheet: BragSheetViewModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  BragSheetAnswerInput: BragSheetAnswerInput;
  BragSheetItem: BragSheetItem;
  BragSheetQuestion: BragSheetQuestion;
  BragSheetShare: BragSheetShare;
  Boolean: Scalars['Boolean']['output'];
  FamilyBragSheet: FamilyBragSheet;
  LetterApplication: LetterApplication;
  LetterStudentCard: LetterStudentCard;
  LetterSummary: LetterSummary;
  LetterTeacherCard: LetterTeacherCard;
  LetterTeacherChoice: TeacherChoiceModel;
  Int: Scalars['Int']['output'];
  LetterUploadReservation: LetterUploadReservation;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecommendationLetter: LetterViewModel;
  RecommendationLetterInput: RecommendationLetterInput;
  RecommendationRequest: RequestViewModel;
  RecommendationRequestChange: RecommendationRequestChange;
  RecommendationRequestFilter: RecommendationRequestFilter;
  RecommendationRequestInput: RecommendationRequestInput;
  RecommendationRequestPage: RequestPageModel;
  RecommendationRequestResult: Omit<RecommendationRequestResult, 'request'> & { request: ResolversParentTypes['RecommendationRequest'] };
  RecordExportPart: Scalars['RecordExportPart']['output'];
  SchoolDocument: SchoolDocumentViewModel;
  SchoolDocumentInput: SchoolDocumentInput;
  SchoolProfile: SchoolProfile;
  SchoolProfileInput: SchoolProfileInput;
  SchoolReportForm: SchoolReportForm;
  Float: Scalars['Float']['output'];
  SchoolReportFormInput: SchoolReportFormInput;
  SchoolReportRating: SchoolReportRating;
  SchoolReportRatingInput: SchoolReportRatingInput;
};

export type BragSheetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BragSheet'] = ResolversParentTypes['BragSheet']> = {
  familyItems?: Resolver<Array<ResolversTypes['BragSheetItem']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BragSheetItem']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BragSheetItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BragSheetItem'] = ResolversParentTypes['BragSheetItem']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  writtenBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BragSheetQuestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BragSheetQuestion'] = ResolversParentTypes['BragSheetQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BragSheetShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BragSheetShare'] = ResolversParentTypes['BragSheetShare']> = {
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FamilyBragSheetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FamilyBragSheet'] = ResolversParentTypes['FamilyBragSheet']> = {
  items?: Resolver<Array<ResolversTypes['BragSheetItem']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LetterApplicationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterApplication'] = ResolversParentTypes['LetterApplication']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collegeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collegeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterStudentCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterStudentCard'] = ResolversParentTypes['LetterStudentCard']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterSummary'] = ResolversParentTypes['LetterSummary']> = {
  aiDraftUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterTeacherCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterTeacherCard'] = ResolversParentTypes['LetterTeacherCard']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterTeacherChoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterTeacherChoice'] = ResolversParentTypes['LetterTeacherChoice']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LetterUploadReservationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LetterUploadReservation'] = ResolversParentTypes['LetterUploadReservation']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changeRecommendationRequest?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType, RequireFields<MutationChangeRecommendationRequestArgs, 'id' | 'input'>>;
  createLetterUploadUrl?: Resolver<ResolversTypes['LetterUploadReservation'], ParentType, ContextType>;
  createSchoolDocumentUploadUrl?: Resolver<ResolversTypes['LetterUploadReservation'], ParentType, ContextType>;
  requestRecommendation?: Resolver<ResolversTypes['RecommendationRequestResult'], ParentType, ContextType, RequireFields<MutationRequestRecommendationArgs, 'input' | 'studentId'>>;
  saveBragSheet?: Resolver<ResolversTypes['BragSheet'], ParentType, ContextType, RequireFields<MutationSaveBragSheetArgs, 'answers' | 'studentId'>>;
  saveFamilyBragSheet?: Resolver<ResolversTypes['FamilyBragSheet'], ParentType, ContextType, RequireFields<MutationSaveFamilyBragSheetArgs, 'answers' | 'studentId'>>;
  saveSchoolDocument?: Resolver<ResolversTypes['SchoolDocument'], ParentType, ContextType, RequireFields<MutationSaveSchoolDocumentArgs, 'input' | 'kind' | 'studentId'>>;
  setBragSheetQuestions?: Resolver<Array<ResolversTypes['BragSheetQuestion']>, ParentType, ContextType, RequireFields<MutationSetBragSheetQuestionsArgs, 'prompts' | 'schoolId'>>;
  shareBragSheet?: Resolver<ResolversTypes['BragSheetShare'], ParentType, ContextType, RequireFields<MutationShareBragSheetArgs, 'requestId' | 'shared'>>;
  submitRecommendationLetter?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType, RequireFields<MutationSubmitRecommendationLetterArgs, 'id' | 'input'>>;
  uploadSchoolProfile?: Resolver<ResolversTypes['SchoolProfile'], ParentType, ContextType, RequireFields<MutationUploadSchoolProfileArgs, 'input' | 'schoolId'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bragSheet?: Resolver<ResolversTypes['BragSheet'], ParentType, ContextType, RequireFields<QueryBragSheetArgs, 'studentId'>>;
  bragSheetQuestions?: Resolver<Array<ResolversTypes['BragSheetQuestion']>, ParentType, ContextType, RequireFields<QueryBragSheetQuestionsArgs, 'schoolId'>>;
  familyBragSheet?: Resolver<ResolversTypes['FamilyBragSheet'], ParentType, ContextType, RequireFields<QueryFamilyBragSheetArgs, 'studentId'>>;
  lettersRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryLettersRecordExportArgs, 'studentId' | 'studentUserId'>>;
  recommendationLetter?: Resolver<Maybe<ResolversTypes['RecommendationLetter']>, ParentType, ContextType, RequireFields<QueryRecommendationLetterArgs, 'requestId'>>;
  recommendationRequest?: Resolver<Maybe<ResolversTypes['RecommendationRequest']>, ParentType, ContextType, RequireFields<QueryRecommendationRequestArgs, 'id'>>;
  recommendationRequests?: Resolver<ResolversTypes['RecommendationRequestPage'], ParentType, ContextType, Partial<QueryRecommendationRequestsArgs>>;
  recommendationTeachers?: Resolver<Array<ResolversTypes['LetterTeacherChoice']>, ParentType, ContextType, RequireFields<QueryRecommendationTeachersArgs, 'studentId'>>;
  schoolDocuments?: Resolver<Array<ResolversTypes['SchoolDocument']>, ParentType, ContextType, RequireFields<QuerySchoolDocumentsArgs, 'studentId'>>;
  schoolProfile?: Resolver<Maybe<ResolversTypes['SchoolProfile']>, ParentType, ContextType, RequireFields<QuerySchoolProfileArgs, 'schoolId' | 'schoolYear'>>;
};

export type RecommendationLetterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationLetter'] = ResolversParentTypes['RecommendationLetter']> = {
  aiDraftUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecommendationRequestResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequest'] = ResolversParentTypes['RecommendationRequest']> = {
  applicationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['LetterApplication']>, ParentType, ContextType>;
  bragSheet?: Resolver<Maybe<ResolversTypes['BragSheet']>, ParentType, ContextType>;
  bragSheetShared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  earliestDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['LetterSummary']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecommendationRequestState'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['LetterStudentCard'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes['LetterTeacherCard'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecommendationRequestPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequestPage'] = ResolversParentTypes['RecommendationRequestPage']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RecommendationRequest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['RecommendationRequestScope'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecommendationRequestResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationRequestResult'] = ResolversParentTypes['RecommendationRequestResult']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['RecommendationRequest'], ParentType, ContextType>;
  requestedThisYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type SchoolDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SchoolDocument'] = ResolversParentTypes['SchoolDocument']> = {
  aiDraftUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contentKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['SchoolReportForm']>, ParentType, ContextType>;
  formPrefilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SchoolDocumentKind'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SchoolDocumentState'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SchoolProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SchoolProfile'] = ResolversParentTypes['SchoolProfile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schoolYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SchoolReportFormResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SchoolReportForm'] = ResolversParentTypes['SchoolReportForm']> = {
  courseRigor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpaScale?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['SchoolReportRating']>, ParentType, ContextType>;
};

export type SchoolReportRatingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SchoolReportRating'] = ResolversParentTypes['SchoolReportRating']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  BragSheet?: BragSheetResolvers<ContextType>;
  BragSheetItem?: BragSheetItemResolvers<ContextType>;
  BragSheetQuestion?: BragSheetQuestionResolvers<ContextType>;
  BragSheetShare?: BragSheetShareResolvers<ContextType>;
  FamilyBragSheet?: FamilyBragSheetResolvers<ContextType>;
  LetterApplication?: LetterApplicationResolvers<ContextType>;
  LetterStudentCard?: LetterStudentCardResolvers<ContextType>;
  LetterSummary?: LetterSummaryResolvers<ContextType>;
  LetterTeacherCard?: LetterTeacherCardResolvers<ContextType>;
  LetterTeacherChoice?: LetterTeacherChoiceResolvers<ContextType>;
  LetterUploadReservation?: LetterUploadReservationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecommendationLetter?: RecommendationLetterResolvers<ContextType>;
  RecommendationRequest?: RecommendationRequestResolvers<ContextType>;
  RecommendationRequestPage?: RecommendationRequestPageResolvers<ContextType>;
  RecommendationRequestResult?: RecommendationRequestResultResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  SchoolDocument?: SchoolDocumentResolvers<ContextType>;
  SchoolProfile?: SchoolProfileResolvers<ContextType>;
  SchoolReportForm?: SchoolReportFormResolvers<ContextType>;
  SchoolReportRating?: SchoolReportRatingResolvers<ContextType>;
};


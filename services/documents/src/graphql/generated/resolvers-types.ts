import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StudentDocument as StudentDocumentModel } from '../../domain/document.js';
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

/** A reserved upload; the gateway turns it into a signed, single-use PUT URL. */
export type DocumentUploadReservation = {
  __typename?: 'DocumentUploadReservation';
  expiresAt: Scalars['String']['output'];
  maxBytes: Scalars['Int']['output'];
  ownerUserId: Scalars['ID']['output'];
  purpose: Scalars['String']['output'];
  uploadId: Scalars['ID']['output'];
};

export type DocumentsServiceInfo = {
  __typename?: 'DocumentsServiceInfo';
  service: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Reserves an upload for the signed-in student (15 minutes, single use). */
  createDocumentUploadUrl: DocumentUploadReservation;
  deleteStudentDocument: StudentDocument;
  registerStudentDocument: StudentDocument;
};


export type MutationDeleteStudentDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterStudentDocumentArgs = {
  input: RegisterStudentDocumentInput;
  studentId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Which build of the documents service answers. */
  documentsInfo: DocumentsServiceInfo;
  /**
   * For the records service's export: this service's part of the student's record (a kit
   * RecordExportPart: the documents' metadata, upload rows, and the files held). Admins, or the student themself.
   */
  documentsRecordExport: Scalars['RecordExportPart']['output'];
  /** A student's documents: the student themself, counselors and admins. */
  studentDocuments: Array<StudentDocument>;
};


export type QueryDocumentsRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryStudentDocumentsArgs = {
  studentId: Scalars['ID']['input'];
};

export type RegisterStudentDocumentInput = {
  /** The name the file had on the student's computer; it is cleaned before it is stored. */
  fileName: Scalars['String']['input'];
  /** The upload id carried by the signed upload URL. */
  uploadId: Scalars['ID']['input'];
};

/** A student profile (owned by the students service); documents adds its files. */
export type Student = {
  __typename?: 'Student';
  documents: Array<StudentDocument>;
  id: Scalars['ID']['output'];
};

/** A file a student uploaded. filePath is the authorized download route (owner and staff only). */
export type StudentDocument = {
  __typename?: 'StudentDocument';
  fileName: Scalars['String']['output'];
  filePath: Scalars['String']['output'];
  /** Size in bytes, from the stored file. */
  fileSize: Scalars['Int']['output'];
  /** MIME type decided from the file's content. */
  fileType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  studentId: Scalars['ID']['output'];
  uploadedAt: Scalars['String']['output'];
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
  DocumentUploadReservation: ResolverTypeWrapper<DocumentUploadReservation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  DocumentsServiceInfo: ResolverTypeWrapper<DocumentsServiceInfo>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  RegisterStudentDocumentInput: RegisterStudentDocumentInput;
  Student: ResolverTypeWrapper<{ id: string }>;
  StudentDocument: ResolverTypeWrapper<StudentDocumentModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DocumentUploadReservation: DocumentUploadReservation;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  DocumentsServiceInfo: DocumentsServiceInfo;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecordExportPart: Scalars['RecordExportPart']['output'];
  RegisterStudentDocumentInput: RegisterStudentDocumentInput;
  Student: { id: string };
  StudentDocument: StudentDocumentModel;
  Boolean: Scalars['Boolean']['output'];
};

export type DocumentUploadReservationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentUploadReservation'] = ResolversParentTypes['DocumentUploadReservation']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DocumentsServiceInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentsServiceInfo'] = ResolversParentTypes['DocumentsServiceInfo']> = {
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createDocumentUploadUrl?: Resolver<ResolversTypes['DocumentUploadReservation'], ParentType, ContextType>;
  deleteStudentDocument?: Resolver<ResolversTypes['StudentDocument'], ParentType, ContextType, RequireFields<MutationDeleteStudentDocumentArgs, 'id'>>;
  registerStudentDocument?: Resolver<ResolversTypes['StudentDocument'], ParentType, ContextType, RequireFields<MutationRegisterStudentDocumentArgs, 'input' | 'studentId'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  documentsInfo?: Resolver<ResolversTypes['DocumentsServiceInfo'], ParentType, ContextType>;
  documentsRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryDocumentsRecordExportArgs, 'studentId' | 'studentUserId'>>;
  studentDocuments?: Resolver<Array<ResolversTypes['StudentDocument']>, ParentType, ContextType, RequireFields<QueryStudentDocumentsArgs, 'studentId'>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type StudentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student'], FederationReferenceType extends FederationReferenceTypes['Student'] = FederationReferenceTypes['Student']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Student']> | FederationReferenceType, FederationReferenceType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['StudentDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StudentDocument'] = ResolversParentTypes['StudentDocument']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  DocumentUploadReservation?: DocumentUploadReservationResolvers<ContextType>;
  DocumentsServiceInfo?: DocumentsServiceInfoResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Student?: StudentResolvers<ContextType>;
  StudentDocument?: StudentDocumentResolvers<ContextType>;
};


import type { RecordExportPart } from '@counsel/kit';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
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
  /** One part of a student's record as an export holds it (the kit's RecordExportPart, checked when sent). */
  RecordExportPart: { input: RecordExportPart; output: RecordExportPart; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** Whose students the counselor's funnel counts. */
export type FunnelScope =
  | 'CASELOAD'
  | 'SCHOOL';

export type Query = {
  __typename?: 'Query';
  /**
   * The calling counselor's students, researching, submitted, admitted: their caseload (the default), or with
   * scope SCHOOL every student of their schools (of schoolId, one of them, when given), as the dashboard's choice shows.
   */
  caseloadFunnel: Report;
  /** One report (admins: the district; counselors: their schools, another school is not found). Names: docs/reporting.md. */
  report: Report;
  /** A report as CSV (the same rows as the chart). */
  reportCsv: Scalars['String']['output'];
  reportFilters: ReportFilters;
  /** The reporting service's part of an export of the student's record: what the dashboards' read model holds on them. */
  reportingRecordExport: Scalars['RecordExportPart']['output'];
  /** Every report of one scope, for the dashboard. */
  reports: Array<Report>;
};


export type QueryCaseloadFunnelArgs = {
  schoolId?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<FunnelScope>;
};


export type QueryReportArgs = {
  classYear?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  schoolId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportCsvArgs = {
  classYear?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  schoolId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportingRecordExportArgs = {
  studentId: Scalars['ID']['input'];
  studentUserId: Scalars['ID']['input'];
};


export type QueryReportsArgs = {
  classYear?: InputMaybe<Scalars['Int']['input']>;
  schoolId?: InputMaybe<Scalars['String']['input']>;
};

/** A figure of the district's dashboard, counted from the owning services' events. */
export type Report = {
  __typename?: 'Report';
  classYear?: Maybe<Scalars['Int']['output']>;
  columns: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  rows: Array<ReportRow>;
  schoolId?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** When the newest event behind this figure reached the read model (ISO 8601); null before any. */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** What the caller may filter the reports by: their schools (the district's, for admins) and the classes in them. */
export type ReportFilters = {
  __typename?: 'ReportFilters';
  classYears: Array<Scalars['Int']['output']>;
  schools: Array<ReportSchool>;
  seniorClassYear: Scalars['Int']['output'];
};

/** One bar of a report's chart: its values, one per column of the report. */
export type ReportRow = {
  __typename?: 'ReportRow';
  /** Stable key (a status, a college or school id, a counselor's account, a week's Monday). */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  values: Array<Scalars['Int']['output']>;
};

export type ReportSchool = {
  __typename?: 'ReportSchool';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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
  FunnelScope: FunnelScope;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  RecordExportPart: ResolverTypeWrapper<Scalars['RecordExportPart']['output']>;
  Report: ResolverTypeWrapper<Report>;
  ReportFilters: ResolverTypeWrapper<ReportFilters>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  ReportSchool: ResolverTypeWrapper<ReportSchool>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  RecordExportPart: Scalars['RecordExportPart']['output'];
  Report: Report;
  ReportFilters: ReportFilters;
  ReportRow: ReportRow;
  ReportSchool: ReportSchool;
  Boolean: Scalars['Boolean']['output'];
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  caseloadFunnel?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<QueryCaseloadFunnelArgs, 'scope'>>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<QueryReportArgs, 'name'>>;
  reportCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryReportCsvArgs, 'name'>>;
  reportFilters?: Resolver<ResolversTypes['ReportFilters'], ParentType, ContextType>;
  reportingRecordExport?: Resolver<ResolversTypes['RecordExportPart'], ParentType, ContextType, RequireFields<QueryReportingRecordExportArgs, 'studentId' | 'studentUserId'>>;
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType, Partial<QueryReportsArgs>>;
};

export interface RecordExportPartScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RecordExportPart'], any> {
  name: 'RecordExportPart';
}

export type ReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  classYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportFiltersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportFilters'] = ResolversParentTypes['ReportFilters']> = {
  classYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['ReportSchool']>, ParentType, ContextType>;
  seniorClassYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReportSchoolResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportSchool'] = ResolversParentTypes['ReportSchool']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Query?: QueryResolvers<ContextType>;
  RecordExportPart?: GraphQLScalarType;
  Report?: ReportResolvers<ContextType>;
  ReportFilters?: ReportFiltersResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  ReportSchool?: ReportSchoolResolvers<ContextType>;
};


import {
  ForbiddenError, isStaff, NotFoundError, requireRole, requireUser, reserveUploadFor, uploadToRegister, ValidationError, canActInSchool,
  type BlobStore, type Principal, type UploadDeps, type UploadPolicy, type UploadReservation,
} from '@counsel/kit';
import { letterFileName } from '../domain/letter.js';
import {
  contentKindOf, emptyDocument, SCHOOL_DOCUMENT_KINDS, SCHOOL_DOCUMENT_PURPOSE, type SchoolDocument, type SchoolDocumentKind, type SchoolProfile,
  type SchoolReportForm,
} from '../domain/school-document.js';
import { parseKind, parseProfileInput, parseSchoolDocumentInput } from '../domain/school-document-rules.js';
import { nowOf, visibleStudent, type LettersDeps } from './access.js';
import { schoolDocumentChangedEvent } from './letters-events.js';
import type { SchoolDocumentInput, SchoolProfileInput } from '../graphql/generated/resolvers-types.js';

/** What a caller sees of one document: students its kind and state only; staff its content too. */
export interface SchoolDocumentView {
  studentId: string;
  kind: SchoolDocumentKind;
  state: SchoolDocument['state'];
  updatedAt: string | null;
  contentKind: 'text' | 'pdf' | 'form' | null;
  text: string | null;
  fileName: string | null;
  fileSize: number | null;
  form: SchoolReportForm | null;
  /** The counselor letter was started from the assistant's draft (staff only; false for students and other kinds). */
  aiDraftUsed: boolean;
  /** The form shown was filled from the student's profile (nothing saved yet). */
  formPrefilled: boolean;
}

export interface SchoolDocumentsDeps extends LettersDeps {
  blobs: Pick<BlobStore, 'delete'>;
  /** The signed uploads school documents and profiles are sent through (the letters' ledger, this purpose's policy). */
  uploads: UploadDeps;
  urlTtlSeconds: number;
  /** The documents' and letters' file limit. */
  maxBytes: number;
}

/** School documents and profiles: PDFs only (checked by content as they stream in), within the letters' limit. */
export const schoolDocumentPolicy = (maxBytes: number): UploadPolicy => ({ purpose: SCHOOL_DOCUMENT_PURPOSE, maxBytes, accept: ['pdf'] });

export const DOCUMENTS_FORBIDDEN = 'Only counselors of the student\'s school and admins can change school documents';

/**
 * The counselor's documents per senior and the schools' profiles. Staff who may see the student read and write
 * them; the student reads each item's state only; a teacher (and anyone else) finds no such student.
 */
export class SchoolDocumentsService {
  constructor(private readonly deps: SchoolDocumentsDeps) {}

  /** Staff (counselors and admins): a single-use signed upload for a school document's or a profile's PDF. */
  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const user = requireUser(p);
    if (!isStaff(user)) throw new ForbiddenError(DOCUMENTS_FORBIDDEN);
    return reserveUploadFor(this.deps.uploads, schoolDocumentPolicy(this.deps.maxBytes), user.userId, this.deps.urlTtlSeconds);
  }

  async list(p: Principal | null, studentId: string): Promise<SchoolDocumentView[]> {
    const user = requireUser(p);
    const { store } = this.deps;
    await visibleStudent(store, user, studentId);
    const saved = new Map((await store.schoolDocuments.ofStudent(studentId)).map((d) => [d.kind, d]));
    const staff = isStaff(user);
    if (staff) await this.deps.reads.staffRead(user, { studentId, parts: ['letters'], detail: 'school documents' });
    const academics = staff ? await store.schoolDocuments.academics(studentId) : null;
    return SCHOOL_DOCUMENT_KINDS.map((kind) => view(saved.get(kind) ?? emptyDocument(studentId, kind), staff, academics));
  }

  /**
   * Staff set a document's state and, optionally, its content: text, the form, or a PDF sent through their own signed
   * upload (its size and type were checked as it streamed in); the upload is used up in the same transaction.
   */
  async save(p: Principal | null, studentId: string, kindInput: string, input: SchoolDocumentInput): Promise<SchoolDocumentView> {
    const user = requireUser(p);
    const { store, blobs } = this.deps;
    await visibleStudent(store, user, studentId);
    if (!isStaff(user)) throw new ForbiddenError(DOCUMENTS_FORBIDDEN);
    const kind = parseKind(kindInput);
    const d = parseSchoolDocumentInput(kind, input);
    const before = await store.schoolDocuments.get(studentId, kind) ?? emptyDocument(studentId, kind);
    const upload = d.upload ? await uploadToRegister({ ledger: store }, SCHOOL_DOCUMENT_PURPOSE, d.upload.uploadId, user.userId) : null;
    const replaced = d.text !== null || d.form !== null || upload !== null || d.state === 'not_started';
    const at = nowOf(this.deps).toISOString();
    const next: SchoolDocument = {
      // A new content says whether it came from the assistant's draft; a state-only save keeps what the content said.
      ...(replaced ? { ...emptyDocument(studentId, kind), aiDraftUsed: d.aiDraftUsed } : before),
      state: d.state, updatedAt: at, updatedBy: user.userId,
      ...(d.text !== null ? { text: d.text } : {}), ...(d.form ? { form: d.form } : {}),
      ...(upload ? { blobId: upload.blobId, fileName: letterFileName(d.upload?.fileName ?? `${kind}.pdf`), fileSize: upload.size } : {}),
    };
    if (next.state === 'ready' && !contentKindOf(next)) throw new ValidationError('A document is ready only with its content');
    // The board shows each item's state: an event only when the state moved (content edits within a state do not).
    await store.write((w) => {
      w.schoolDocuments.save(next);
      if (upload) w.uploads.register(upload.uploadId, at);
    }, next.state !== before.state ? [schoolDocumentChangedEvent(next)] : []);
    if (next.state !== before.state) this.deps.events.committed();
    // The replaced file goes once the new row is committed (a failed delete leaves an orphan, never a dangling row).
    if (before.blobId && before.blobId !== next.blobId) await blobs.delete(before.blobId).catch(() => false);
    return view(next, true, null);
  }

  /** An admin uploads a school's profile for a school year (one per school and year; a new upload replaces it). */
  async uploadProfile(p: Principal | null, schoolId: string, input: SchoolProfileInput): Promise<Omit<SchoolProfile, 'blobId'>> {
    const user = requireRole(p, 'admin');
    if (!schoolId || schoolId.length > 100 || !canActInSchool(user, schoolId)) throw new NotFoundError('School not found');
    const { store, blobs } = this.deps;
    const input_ = parseProfileInput(input);
    const upload = await uploadToRegister({ ledger: store }, SCHOOL_DOCUMENT_PURPOSE, input_.uploadId, user.userId);
    const before = await store.schoolDocuments.profile(schoolId, input_.schoolYear);
    const profile: SchoolProfile = {
      schoolId, schoolYear: input_.schoolYear, blobId: upload.blobId,
      fileName: letterFileName(input_.fileName ?? `school-profile-${input_.schoolYear}.pdf`), fileSize: upload.size,
      uploadedAt: nowOf(this.deps).toISOString(), uploadedBy: user.userId,
    };
    await store.write((w) => {
      w.schoolDocuments.saveProfile(profile);
      w.uploads.register(upload.uploadId, profile.uploadedAt);
    });
    if (before && before.schoolYear === profile.schoolYear) await blobs.delete(before.blobId).catch(() => false);
    const { blobId: _blobId, ...shown } = profile;
    return shown;
  }

  /** The profile a packet would use (that school year's, else the latest before it): staff of the school. */
  async profile(p: Principal | null, schoolId: string, schoolYear: string): Promise<Omit<SchoolProfile, 'blobId'> | null> {
    const user = requireUser(p);
    if (!isStaff(user) || !canActInSchool(user, schoolId)) throw new NotFoundError('School not found');
    const found = await this.deps.store.schoolDocuments.profile(schoolId, schoolYear);
    if (!found) return null;
    const { blobId: _blobId, ...shown } = found;
    return shown;
  }
}

function view(d: SchoolDocument, staff: boolean, academics: { gpa: number | null; classRank: string | null } | null): SchoolDocumentView {
  const base = { studentId: d.studentId, kind: d.kind, state: d.state, updatedAt: d.updatedAt || null };
  if (!staff) return { ...base, contentKind: null, text: null, fileName: null, fileSize: null, form: null, formPrefilled: false, aiDraftUsed: false };
  const prefill = d.kind === 'school_report' && !d.form && academics
    ? { gpa: academics.gpa, gpaScale: academics.gpa === null ? null : 4, rank: academics.classRank, courseRigor: null, ratings: [] } : null;
  return {
    ...base, contentKind: contentKindOf(d), text: d.text, fileName: d.fileName, fileSize: d.fileSize, form: d.form ?? prefill, formPrefilled: prefill !== null,
    aiDraftUsed: d.aiDraftUsed,
  };
}

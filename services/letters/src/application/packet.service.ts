import { buffer } from 'node:stream/consumers';
import { ForbiddenError, isStaff, NotFoundError, requireUser, type BlobStore, type Principal } from '@counsel/kit';
import { SCHOOL_DOCUMENT_TITLES, type SchoolDocument, type SchoolDocumentKind } from '../domain/school-document.js';
import { schoolYearOf } from '../domain/school-year.js';
import { studentName } from '../domain/student.js';
import { accountName } from '../domain/teacher.js';
import { nowOf, visibleStudent, type LettersDeps } from './access.js';
import { mergePacket, schoolReportBlocks, textBlocks, type PacketSection } from './packet-pdf.js';
import { coveredApplications } from './views.js';

export interface PacketFile { bytes: Uint8Array; fileName: string }

/** The uploaded transcripts follow the transcript: the mid-year and final reports update it. */
const TRANSCRIPTS: SchoolDocumentKind[] = ['transcript', 'mid_year_report', 'final_report'];

/**
 * The counselor's packet for one college: a cover page, the school profile, the transcript (and its mid-year and
 * final updates), the school report, the counselor letter, and the submitted teacher letters whose request covers
 * that college, merged in that order. Only what is ready goes in; the cover lists what is missing. Staff only,
 * logged as a read of the student's letters.
 */
export class PacketService {
  constructor(private readonly deps: LettersDeps & { blobs: Pick<BlobStore, 'get'> }) {}

  async packet(p: Principal | null, studentId: string, collegeId: string): Promise<PacketFile> {
    const user = requireUser(p);
    const { store } = this.deps;
    const student = await visibleStudent(store, user, studentId);
    if (!isStaff(user)) throw new ForbiddenError('Only counselors of the student\'s school and admins can download a packet');
    const applications = await store.students.applications(studentId);
    const app = applications.find((a) => a.collegeId === collegeId);
    if (!app) throw new NotFoundError('College not on the student\'s list');
    await this.deps.reads.staffRead(user, { studentId, parts: ['letters'], detail: `packet ${collegeId}` });

    const docs = new Map((await store.schoolDocuments.ofStudent(studentId)).map((d) => [d.kind, d]));
    const ready = (k: SchoolDocumentKind) => { const d = docs.get(k); return d?.state === 'ready' ? d : null; };
    const profile = await store.schoolDocuments.profile(student.schoolId, schoolYearOf(nowOf(this.deps)));
    const requests = (await store.requests.ofStudent(studentId))
      .filter((r) => r.state === 'submitted' && coveredApplications(r, applications).some((a) => a.collegeId === collegeId));
    const teachers = new Map((await store.accounts.many(requests.map((r) => r.teacherUserId))).map((a) => [a.userId, a]));

    const sections: PacketSection[] = [];
    const contents: string[] = [];
    const missing: string[] = [];
    const add = (s: PacketSection | null, what: string) => { if (s) { sections.push(s); contents.push(what); } else missing.push(what); };

    add(profile ? { title: 'School profile', pdf: await this.file(profile.blobId) } : null, 'School profile');
    for (const k of TRANSCRIPTS) {
      const d = ready(k);
      if (d || k === 'transcript') add(d ? await this.documentSection(d) : null, SCHOOL_DOCUMENT_TITLES[k]);
    }
    add(ready('school_report') ? await this.documentSection(ready('school_report') as SchoolDocument) : null, 'School report');
    add(ready('counselor_letter') ? await this.documentSection(ready('counselor_letter') as SchoolDocument) : null, 'Counselor letter');
    for (const r of requests) {
      const letter = await store.letters.get(r.id);
      const t = teachers.get(r.teacherUserId);
      const title = `Letter of recommendation from ${t ? accountName(t) : 'a teacher'}`;
      if (!letter) continue;
      add(letter.blobId ? { title, pdf: await this.file(letter.blobId) } : { title, blocks: textBlocks(letter.body ?? '') }, title);
    }
    if (requests.length === 0) missing.push('Teacher letters (none submitted for this college)');

    const name = studentName(student);
    const schoolName = (await store.students.schoolNames([student.schoolId])).get(student.schoolId) ?? student.schoolId;
    const cover: PacketSection = {
      title: 'Application packet',
      blocks: [
        { kind: 'fields', rows: [['Student', name], ['Grade', student.grade ?? '—'], ['School', schoolName], ['College', app.collegeName],
          ['Prepared', nowOf(this.deps).toISOString().slice(0, 10)]] },
        { kind: 'heading', level: 2, text: 'Contents' }, { kind: 'list', items: contents.length ? contents : ['Nothing is ready yet'] },
        ...(missing.length ? [{ kind: 'heading', level: 2, text: 'Not included (not ready)' } as const, { kind: 'list', items: missing } as const] : []),
      ],
    };
    const bytes = await mergePacket(`Application packet: ${name}, ${app.collegeName}`, [cover, ...sections]);
    return { bytes, fileName: `packet-${name}-${app.collegeName}.pdf`.replace(/[/\\:*?"<>|]/g, '_') };
  }

  private async documentSection(d: SchoolDocument): Promise<PacketSection> {
    const title = SCHOOL_DOCUMENT_TITLES[d.kind];
    if (d.blobId) return { title, pdf: await this.file(d.blobId) };
    if (d.form) return { title, blocks: schoolReportBlocks(d.form) };
    return { title, blocks: textBlocks(d.text ?? '') };
  }

  private async file(blobId: string): Promise<Uint8Array> {
    const found = await this.deps.blobs.get(blobId);
    // A file gone from the blob store becomes an empty section (mergePacket says it could not be merged).
    return found ? new Uint8Array(await buffer(found.stream)) : new Uint8Array();
  }
}

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '@counsel/kit';
import { readPdf } from '../../../kit/test/support/read-pdf.js';
import { until } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, counselorB, daniel, listEvent, maya, profileEvent, seed, tess } from '../../test/support/test-letters.js';
import { pdfNamed, testPacket, type TestPacket } from '../../test/support/test-packet.js';

let t: TestPacket;
beforeEach(async () => {
  t = await testPacket();
  await seed(t);
  // A name in three scripts must print as written.
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Zoë Ωμέγα', lastName: '陈美' }));
});
afterEach(async () => t.close());

async function submitted(teacher: typeof daniel, applicationIds: string[], text: string) {
  const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: teacher.userId, waived: true, applicationIds });
  await t.requests.change(teacher, request.id, { action: 'accept' });
  await t.requests.submitLetter(teacher, request.id, { text });
  return request.id;
}

/** Each section's first page opens with its title (the cover lists the titles too, further down its page). */
const firstPageOf = (pages: string[], title: string) => pages.findIndex((p) => p.split('\n').slice(0, 2).join(' ').includes(title));

describe('the packet PDF', () => {
  it('merges cover, profile, transcript, school report, counselor letter and the teacher letters for that college, in that order', async () => {
    await t.documents.uploadProfile(admin, 'school-a', { schoolYear: '2026-2027', uploadId: await t.uploaded(admin, await pdfNamed('Lincoln High profile')) });
    await t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', uploadId: await t.uploaded(counselorA, await pdfNamed('Official transcript')) });
    await t.documents.save(counselorA, 'st-maya', 'school_report', { state: 'ready', form: { gpa: 3.9, gpaScale: 4, courseRigor: 'most_demanding' } });
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready', text: 'Counselor says Zoë is remarkable.' });
    // A draft stays out; so does a letter for another college.
    await t.documents.save(counselorA, 'st-maya', 'mid_year_report', { state: 'draft', uploadId: await t.uploaded(counselorA, await pdfNamed('Mid-year draft')) });
    await submitted(daniel, ['app-mit'], 'Daniel writes for MIT.');
    await submitted(tess, ['app-cmu'], 'Tess writes for Carnegie Mellon.');

    const file = await t.packets.packet(counselorA, 'st-maya', 'c-app-mit');
    const { pages } = await readPdf(file.bytes);
    const order = ['Application packet', 'Lincoln High profile', 'Official transcript', 'School report', 'Counselor letter', 'Letter of recommendation from Daniel Okafor'];
    const firsts = order.map((title) => firstPageOf(pages, title));
    expect(firsts).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain('Zoë Ωμέγα 陈美');
    expect(pages[0]).toContain('MIT');
    expect(pages[3]).toContain('3.9 on a 4 scale');
    expect(pages[3]).toContain('most demanding');
    expect(pages.join('\n')).not.toContain('Tess writes');
    expect(pages.join('\n')).not.toContain('Mid-year draft');
    expect(file.fileName).toBe('packet-Zoë Ωμέγα 陈美-MIT.pdf');
  });

  it('lists what is missing on the cover, with the school by its name once the roster named it', async () => {
    expect((await readPdf((await t.packets.packet(admin, 'st-maya', 'c-app-uw')).bytes)).pages[0]).toContain('school-a');
    await t.directory.schoolChanged({ schoolId: 'school-a', name: 'Lycée Lakeside', ncesId: null, city: null, state: null, archived: false });
    const { pages } = await readPdf((await t.packets.packet(admin, 'st-maya', 'c-app-uw')).bytes);
    expect(pages[0]).toContain('Lycée Lakeside');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Nothing is ready yet');
    expect(pages[0]).toContain('Transcript');
  });

  it('is staff only, per college on the list, and logged in the access log', async () => {
    await expect(t.packets.packet(maya, 'st-maya', 'c-app-mit')).rejects.toThrow(ForbiddenError);
    for (const p of [daniel, counselorB]) await expect(t.packets.packet(p, 'st-maya', 'c-app-mit')).rejects.toThrow(NotFoundError);
    await expect(t.packets.packet(counselorA, 'st-maya', 'c-nowhere')).rejects.toThrow('College not on the student\'s list');
    await t.packets.packet(counselorA, 'st-maya', 'c-app-mit');
    await until('the read is logged', () => t.reads.some((e) => e.data.detail === 'packet c-app-mit'));
    expect(t.reads.find((e) => e.data.detail === 'packet c-app-mit')?.data).toMatchObject({ studentId: 'st-maya', actorId: 'c-a', parts: ['letters'] });
  });

  it('keeps a letter for all applications in every college\'s packet', async () => {
    await t.directory.listChanged(listEvent('st-maya', 'u-maya', [['app-mit', 'MIT', '2027-01-01'], ['app-uw', 'UW', null]], '2026-11-03T00:00:00.000Z'));
    await submitted(daniel, [], 'Daniel writes for all.');
    const { pages } = await readPdf((await t.packets.packet(counselorA, 'st-maya', 'c-app-uw')).bytes);
    expect(pages.join('\n')).toContain('Daniel writes for all.');
  });
});

import { describe, expect, it } from '@jest/globals';
import { MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';
import { documentTitle, outboundName, outboundQuestion, outboundStudentFacts, withholdIdentifiers } from './outbound.js';
import { studentFacts } from './student-facts.js';
import type { StudentContext } from './student-context.js';

const maya = (): StudentContext => ({
  ...contextOf({ ...MAYA_PROFILE_EVENT, profile: { ...MAYA_PROFILE_EVENT.profile, leadership: 'Founded a tutoring program; reach her at maya.c+tutor@gmail.com or ask Mrs. Chen.' } }),
  documents: [{ documentId: 'd1', fileName: 'Maya_Chen-transcript_2025.pdf', fileType: 'application/pdf' }],
});

describe('what goes out to an external model', () => {
  it('names the student by first name only, never by email', () => {
    expect(outboundName(maya())).toBe('Maya');
    const noName = contextOf({ ...MAYA_PROFILE_EVENT, profile: { ...MAYA_PROFILE_EVENT.profile, firstName: null, lastName: null } } as unknown as typeof MAYA_PROFILE_EVENT);
    expect(outboundName(noName)).toBe('the student');
  });

  it('withholds email addresses and the last name from free text, keeping the sentence readable', () => {
    const s = maya();
    expect(withholdIdentifiers('How is Maya Chen doing? Her email is maya.chen@counsel.local.', s))
      .toBe('How is Maya doing? Her email is [email withheld].');
    expect(withholdIdentifiers('The CHEN family asked.', s)).toBe('The [last name withheld] family asked.');
    // Whole words only: a last name inside another word stays.
    expect(withholdIdentifiers('Kitchen tour', s)).toBe('Kitchen tour');
    const accented = { ...s, profile: { ...s.profile, firstName: 'José', lastName: 'Núñez' } };
    expect(withholdIdentifiers('José Núñez and Núñez-Ruiz', accented)).toBe('José and [last name withheld]-Ruiz');
    const compound = { ...s, profile: { ...s.profile, firstName: 'Amara', lastName: 'Okonkwo-Delacroix' } };
    expect(withholdIdentifiers('Amara_Okonkwo-Delacroix, Ms. Okonkwo, Delacroix Sr.', compound))
      .toBe('Amara, Ms. [last name withheld], [last name withheld] Sr.');
  });

  it('lists documents by a title made from the file name, without the last name', () => {
    expect(documentTitle('Maya_Chen-transcript_2025.pdf', maya())).toBe('Maya transcript 2025');
    expect(documentTitle('C:\\scans\\essay draft.docx', maya())).toBe('essay draft');
  });

  it('keeps every fact the offline answerer reads, minus the identifiers', () => {
    const s = maya();
    const out = outboundStudentFacts(s);
    expect(out.map((f) => f.key)).toEqual(studentFacts(s).map((f) => f.key));
    const text = out.map((f) => f.text).join('\n');
    expect(text).toContain('GPA: 3.94 (4.0 scale)');
    expect(text).toContain('Documents on file: Maya transcript 2025');
    expect(text).not.toMatch(/Chen|@/);
    // The offline answerer's own facts are unchanged.
    expect(studentFacts(s).map((f) => f.text).join('\n')).toContain('Maya_Chen-transcript_2025.pdf');
  });

  it('reads a context changed in place anew, and a frozen one (the store\'s, shared by turns) once', () => {
    const s = maya();
    expect(studentFacts(s).find((f) => f.key === 'gpa')?.text).toBe('GPA: 3.94 (4.0 scale)');
    s.profile.gpa = 3.5;
    expect(studentFacts(s).find((f) => f.key === 'gpa')?.text).toBe('GPA: 3.50 (4.0 scale)');
    expect(outboundStudentFacts(s).find((f) => f.key === 'gpa')?.text).toBe('GPA: 3.50 (4.0 scale)');
    const kept = Object.freeze(maya());
    expect(studentFacts(kept)).toBe(studentFacts(kept));
    expect(outboundStudentFacts(kept)).toBe(outboundStudentFacts(kept));
    expect(outboundStudentFacts(kept).map((f) => f.text)).toEqual(outboundStudentFacts(maya()).map((f) => f.text));
  });

  it('withholds identifiers from the question, with or without a student', () => {
    expect(outboundQuestion('Email maya.chen@counsel.local about Maya Chen\'s essay', maya())).toBe('Email [email withheld] about Maya\'s essay');
    expect(outboundQuestion('Write to counselor@district.org', null)).toBe('Write to [email withheld]');
  });
});

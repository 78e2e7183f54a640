import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_LETTER, LETTER_PDF_MAX_BYTES, NO_SOURCE_MARK, citationsOf, draftToText, letterFileError, letterProblem, withoutMarkers,
} from './letter-editor-rules';

const SOURCES = [
  { marker: 'P', type: 'student_profile', title: 'Student profile', content: 'Maya Chen, grade 12' },
  { marker: 'A1', type: 'activity', title: 'Robotics', content: 'Robotics club captain' },
];

describe('draftToText', () => {
  it('keeps an outline\'s sections apart, one line per item, without the markers', () => {
    expect(draftToText([
      { text: 'Academics: Maya Chen, grade 12 [P]', citations: ['P'], unsupported: false, section: 'academics' },
      { text: 'Academics: AP Physics [C1]', citations: ['C1'], unsupported: false, section: 'academics' },
      { text: 'Activities: Robotics club captain [A1]', citations: ['A1'], unsupported: false, section: 'activities' },
    ])).toBe('Academics: Maya Chen, grade 12\nAcademics: AP Physics\n\nActivities: Robotics club captain');
  });

  it('makes one paragraph of a model\'s draft and marks a sentence that cites nothing', () => {
    expect(draftToText([
      { text: 'Maya is the finest student I have taught.', citations: [], unsupported: true, section: null },
      { text: 'She captained the robotics club [A1].', citations: ['A1'], unsupported: false, section: null },
    ])).toBe(`${NO_SOURCE_MARK} Maya is the finest student I have taught. She captained the robotics club.`);
  });

  it('is empty for an empty draft', () => {
    expect(draftToText([])).toBe('');
  });
});

describe('withoutMarkers', () => {
  it('drops every marker and the space before it', () => {
    expect(withoutMarkers('She leads [A1] and tutors [N2][M1].')).toBe('She leads and tutors.');
  });
});

describe('citationsOf', () => {
  it('gives the cited sources in the chat\'s citation form, in citing order, skipping unknown markers', () => {
    expect(citationsOf({ text: 'x', citations: ['A1', 'Z9', 'P'], unsupported: false }, SOURCES)).toEqual([
      { type: 'activity', content: 'Robotics club captain', title: 'Robotics' },
      { type: 'student_profile', content: 'Maya Chen, grade 12', title: 'Student profile' },
    ]);
  });
});

describe('letterProblem', () => {
  it('wants text, within the limit, with no unchecked sentence', () => {
    expect(letterProblem(EMPTY_LETTER)).toBe('The letter text is required');
    expect(letterProblem({ ...EMPTY_LETTER, text: '   ' })).toBe('The letter text is required');
    expect(letterProblem({ ...EMPTY_LETTER, text: 'x'.repeat(20_001) })).toMatch(/at most 20,000 characters/);
    expect(letterProblem({ ...EMPTY_LETTER, text: `${NO_SOURCE_MARK} She is brilliant.` })).toMatch(/Check or remove the sentences marked \[No source\]/);
    expect(letterProblem({ ...EMPTY_LETTER, text: 'I recommend Maya.' })).toBeNull();
  });

  it('wants a PDF within the size limit, unless one is saved already', () => {
    const pdf = { ...EMPTY_LETTER, mode: 'pdf' as const };
    expect(letterProblem(pdf)).toBe('Choose the PDF of the letter');
    expect(letterProblem(pdf, { pdfRequired: false })).toBeNull();
    expect(letterProblem({ ...pdf, file: new File(['%PDF-1.4'], 'letter.pdf') })).toBeNull();
    const big = { size: LETTER_PDF_MAX_BYTES + 1 } as File;
    expect(letterProblem({ ...pdf, file: big })).toBe('The file is too large: a letter\'s PDF may be at most 10 MB.');
  });
});

describe('letterFileError', () => {
  it('tells too large and not a PDF plainly, by HTTP status or GraphQL code, and keeps other messages', () => {
    expect(letterFileError({ status: 413, message: 'File is larger than 10485760 bytes' })).toMatch(/^The file is too large/);
    expect(letterFileError({ code: 'PAYLOAD_TOO_LARGE' })).toMatch(/^The file is too large/);
    expect(letterFileError({ status: 415, message: 'This file type is not allowed. Allowed types: PDF.' })).toBe('The file is not a PDF: upload the letter as a PDF document.');
    expect(letterFileError({ code: 'UNSUPPORTED_MEDIA_TYPE' })).toMatch(/^The file is not a PDF/);
    expect(letterFileError({ status: 409, message: 'This upload was already used' })).toBe('The PDF could not be sent: This upload was already used');
    expect(letterFileError({ status: 0 })).toBe('The PDF could not be sent. Please try again.');
  });
});

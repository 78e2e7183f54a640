// The CSV export: the columns districts' reports read, RFC 4180 quoting (read back with csv-parse), "Unknown" for a
// deadline nobody entered, and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { APPLICATIONS_CSV_HEADER, neutralizeCell, renderApplicationsCsv, type ApplicationCsvRow } from '../src/domain/applications-csv.js';

const row: ApplicationCsvRow = {
  studentName: 'Maya Chen', grade: '12', schoolId: 'school-north', collegeName: 'Massachusetts Institute of Technology',
  unitid: '166683', plan: 'EA', status: 'in_progress', deadline: '2026-11-01', missing: ['Essays', 'Recommendation: Ms Lee'], fit: 'REACH',
};
const read = (csv: string): string[][] => parse(csv, { relax_column_count: false });

describe('renderApplicationsCsv', () => {
  it('writes the header and one line per row with the API values, CRLF line ends', () => {
    const csv = renderApplicationsCsv([row]);
    expect(csv).toBe(
      'Student,Grade,School ID,College,UNITID,Plan,Status,Deadline,Missing materials,Fit\r\n'
      + 'Maya Chen,12,school-north,Massachusetts Institute of Technology,166683,EA,in_progress,2026-11-01,Essays; Recommendation: Ms Lee,REACH\r\n',
    );
    expect(read(csv)[0]).toEqual([...APPLICATIONS_CSV_HEADER]);
  });

  it('writes "Unknown" for an unknown deadline and empty cells for no plan, grade or school', () => {
    const [, line] = read(renderApplicationsCsv([{ ...row, deadline: null, plan: null, grade: null, schoolId: null, missing: [], fit: null }]));
    expect(line).toEqual(['Maya Chen', '', '', 'Massachusetts Institute of Technology', '166683', '', 'in_progress', 'Unknown', '', 'UNKNOWN']);
  });

  it('quotes commas, quotes and line breaks so every row reads back unchanged', () => {
    const tricky = { ...row, studentName: 'Rivera, Jordan "JR"', collegeName: 'University of\nSomewhere', missing: ['Recommendation: O\'Neil, Coach'] };
    const csv = renderApplicationsCsv([tricky, row]);
    expect(csv).toContain('"Rivera, Jordan ""JR"""');
    const lines = read(csv);
    expect(lines).toHaveLength(3);
    expect(lines[1].slice(0, 4)).toEqual(['Rivera, Jordan "JR"', '12', 'school-north', 'University of\nSomewhere']);
    expect(lines[1][8]).toBe('Recommendation: O\'Neil, Coach');
    expect(lines[2][0]).toBe('Maya Chen');
  });

  it('prefixes cells that would start a formula with a single quote', () => {
    const evil = { ...row, studentName: '=HYPERLINK("http://x","y")', collegeName: '+cmd|calc', schoolId: '-2+3', missing: ['@SUM(A1)', 'Essays'] };
    const [, line] = read(renderApplicationsCsv([evil]));
    expect(line[0]).toBe('\'=HYPERLINK("http://x","y")');
    expect(line[3]).toBe('\'+cmd|calc');
    expect(line[2]).toBe('\'-2+3');
    // The joined cell starts with "@", so the whole cell is guarded; a formula sign later in a cell is harmless.
    expect(line[8]).toBe('\'@SUM(A1); Essays');
    for (const cell of line) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('neutralizeCell leaves ordinary text alone and guards tab and carriage return too', () => {
    expect(neutralizeCell('MIT')).toBe('MIT');
    expect(neutralizeCell('a=b')).toBe('a=b');
    expect(neutralizeCell('\t=1')).toBe('\'\t=1');
    expect(neutralizeCell('\r=1')).toBe('\'\r=1');
    expect(neutralizeCell('')).toBe('');
  });

  it('writes only the header for no rows', () => {
    expect(read(renderApplicationsCsv([]))).toEqual([[...APPLICATIONS_CSV_HEADER]]);
  });
});

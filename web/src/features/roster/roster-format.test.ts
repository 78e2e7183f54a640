// The roster import's file formats, by name, and where an import's set-password links download.
import { describe, expect, it } from '@jest/globals';
import { formatLabel, formatOfFile, linksPath } from './roster-format';

describe('roster format', () => {
  it('tells the format by the file name, or none', () => {
    expect(formatOfFile('district-export.ZIP')).toBe('ONEROSTER_ZIP');
    expect(formatOfFile('roster.csv')).toBe('COUNSEL_CSV');
    expect(formatOfFile('roster.xlsx')).toBeNull();
    expect(formatOfFile('csv')).toBeNull();
  });

  it('names a format, and links an import\'s set-password links with its id escaped', () => {
    expect(formatLabel('COUNSEL_CSV')).toBe('Counsel CSV');
    expect(linksPath('imp 1/2')).toBe('/api/roster/imports/imp%201%2F2/links');
  });
});

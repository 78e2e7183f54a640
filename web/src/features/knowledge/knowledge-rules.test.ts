// The knowledge base's upload rules and the content repository's search, as the screens apply them.
import { describe, expect, it } from '@jest/globals';
import { hostOf, matchesContentSearch } from './content-search';
import { formatKb } from './file-format';
import { rejectReason } from './upload-rules';

describe('rejectReason', () => {
  it('accepts PDF and Word files up to 25 MB, whatever the case of the extension', () => {
    expect(rejectReason({ name: 'guide.pdf', size: 1 })).toBeNull();
    expect(rejectReason({ name: 'Essay Tips.DOCX', size: 25 * 1024 * 1024 })).toBeNull();
  });

  it('says why a file cannot be added', () => {
    expect(rejectReason({ name: 'notes.txt', size: 10 })).toBe('Only .pdf, .doc and .docx files can be added');
    expect(rejectReason({ name: 'pdf', size: 10 })).toBe('Only .pdf, .doc and .docx files can be added');
    expect(rejectReason({ name: 'empty.pdf', size: 0 })).toBe('The file is empty');
    expect(rejectReason({ name: 'big.doc', size: 25 * 1024 * 1024 + 1 })).toBe('The file is larger than 25 MB');
  });
});

describe('matchesContentSearch', () => {
  const item = { title: 'FAFSA Checklist', tags: ['financial aid', 'Seniors'] };
  it('finds the text in the title or any tag, case-insensitively', () => {
    expect(matchesContentSearch(item, 'fafsa')).toBe(true);
    expect(matchesContentSearch(item, '  SENIOR ')).toBe(true);
    expect(matchesContentSearch(item, 'aid')).toBe(true);
    expect(matchesContentSearch(item, 'essay')).toBe(false);
  });

  it('matches everything for an empty search', () => {
    expect(matchesContentSearch(item, '   ')).toBe(true);
  });
});

describe('hostOf and formatKb', () => {
  it('show a link by its host, or as typed when it is not a URL', () => {
    expect(hostOf('https://www.studentaid.gov/h/apply')).toBe('studentaid.gov');
    expect(hostOf('http://collegeboard.org')).toBe('collegeboard.org');
    expect(hostOf('not a url')).toBe('not a url');
  });

  it('write sizes in KB with one decimal', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(0)).toBe('0.0 KB');
  });
});

// A content note shown as plain paragraphs and headings, never as HTML.
import { describe, expect, it } from '@jest/globals';
import { noteBlocks } from './note-blocks';

describe('noteBlocks', () => {
  it('splits paragraphs at blank lines and reads # to ### lines as headings', () => {
    expect(noteBlocks('# Deadlines\n\nEarly action: Nov 1.\nRegular: Jan 1.\r\n\r\n### Tips\n\n#### not a heading')).toEqual([
      { heading: true, text: 'Deadlines' },
      { heading: false, text: 'Early action: Nov 1.\nRegular: Jan 1.' },
      { heading: true, text: 'Tips' },
      { heading: false, text: '#### not a heading' },
    ]);
  });

  it('drops a first heading that repeats the title, whatever its case', () => {
    expect(noteBlocks('# FAFSA basics\n\nFile early.', 'Fafsa Basics')).toEqual([{ heading: false, text: 'File early.' }]);
    expect(noteBlocks('# FAFSA basics\n\nFile early.', 'Other')[0]).toEqual({ heading: true, text: 'FAFSA basics' });
    expect(noteBlocks('File early.\n\n# FAFSA basics', 'FAFSA basics')).toHaveLength(2);
  });

  it('keeps markup as text', () => {
    expect(noteBlocks('<b>bold</b>')).toEqual([{ heading: false, text: '<b>bold</b>' }]);
    expect(noteBlocks('  \n\n ')).toEqual([]);
  });
});

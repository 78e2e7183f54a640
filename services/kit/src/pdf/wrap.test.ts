import { expect, test } from '@jest/globals';
import { wrapText } from './wrap.js';

// One unit per character: widths are easy to reason about.
const chars = (s: string) => [...s].length;

test('breaks at spaces and never inside a word', () => {
  expect(wrapText('Nguyễn Thị Ánh applies early', 12, chars)).toEqual(['Nguyễn Thị', 'Ánh applies', 'early']);
});

test('breaks between CJK characters, which have no spaces', () => {
  expect(wrapText('陈小明的大学申请材料清单', 5, chars)).toEqual(['陈小明的大', '学申请材料', '清单']);
});

test('cuts only a word longer than a whole line, and keeps the text\'s own line breaks', () => {
  expect(wrapText('see https://example.org/a/very/long/path\nnext', 10, chars)).toEqual(['see', 'https://ex', 'ample.org/', 'a/very/lon', 'g/path', 'next']);
});

import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { parseMeetingPatch, parseNotePatch, parseTaskInput } from './rules.js';
import { sanitizeNoteBody } from './rich-text.js';

describe('note sanitizing', () => {
  it('is stable: a sanitized body sanitized again is unchanged', () => {
    const once = sanitizeNoteBody('<p>a <a href="https://x.org" target="_top">x</a></p><ul><li>b<br>c</li></ul>');
    expect(sanitizeNoteBody(once)).toBe(once);
    expect(once).toBe('<p>a <a href="https://x.org" target="_blank" rel="noopener noreferrer nofollow">x</a></p><ul><li>b<br />c</li></ul>');
  });

  it('drops style and script elements with their content, and keeps text of disallowed tags', () => {
    expect(sanitizeNoteBody('<style>p{}</style><h1>Title</h1><script>x()</script><p>ok</p>')).toBe('Title<p>ok</p>');
  });
});

describe('patches and task input', () => {
  it('leaves absent fields alone; an empty meeting note clears it', () => {
    expect(parseNotePatch({ pinned: true })).toEqual({ pinned: true });
    expect(parseMeetingPatch({ note: '' })).toEqual({ note: null });
    expect(parseMeetingPatch({ note: null, state: 'held' })).toEqual({ state: 'held' });
  });

  it('takes one kind of assignee', () => {
    expect(() => parseTaskInput({ title: 't', dueDate: '2026-12-01', assignees: { studentIds: ['a'], schoolId: 's' } })).toThrow(ValidationError);
    expect(() => parseTaskInput({ title: 't', dueDate: '2026-12-01', assignees: { studentIds: ['a', 'b'] }, applicationId: 'app' })).toThrow(ValidationError);
    expect(parseTaskInput({ title: ' t ', dueDate: '2026-12-01', assignees: { schoolId: 's', grade: '12' } }))
      .toEqual({ title: 't', dueDate: '2026-12-01', studentIds: [], schoolId: 's', grade: '12', applicationId: null });
  });
});

import type { PdfBlock } from '@counsel/kit/pdf';
import { htmlAsText, none, objs, str, strs, type Json } from './summary-values.js';
import { ENGLISH, capitalize, dateInWords, listInWords, machineWords, timeInWords, type Wording } from './words.js';

export function meetingBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const t = w.text;
  const meetings = objs(items.meetings);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.meetings }];
  if (!meetings.length) return [...blocks, none(t.none.meeting)];
  return [...blocks, {
    kind: 'list',
    items: meetings.map((m) => {
      const topics = strs(m.topics);
      const note = str(m.note);
      return [
        `${timeInWords(str(m.startsAt), w)}: ${t.meetingWith(t.meetingKinds[String(m.kind)] ?? t.aMeeting, str(m.counselorName) ?? t.aCounselor,
          Number(m.lengthMinutes) || 0, t.meetingStates[String(m.state)] ?? machineWords(String(m.state)))}`,
        topics.length ? t.topics(listInWords(topics, w)) : '',
        note ? t.note(note) : '',
      ].filter(Boolean).join('\n');
    }),
  }];
}

export function taskBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const t = w.text;
  const tasks = objs(items.taskAssignments);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.tasks }];
  if (!tasks.length) return [...blocks, none(t.none.task)];
  return [...blocks, {
    kind: 'checklist',
    items: tasks.map((a) => {
      const done = a.done === true;
      return {
        done,
        text: t.task(str(a.title) ?? t.aTask, dateInWords(str(a.dueDate), w), str(a.assignedBy), done, dateInWords(str(a.doneAt), w)),
      };
    }),
  }];
}

/** Counselors' notes, in the admin's export only (the student's own leaves them out). */
export function noteBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  if (!('notes' in items)) return [];
  const t = w.text;
  const notes = objs(items.notes);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.notes }];
  if (!notes.length) return [...blocks, none(t.none.note)];
  for (const n of notes) {
    const tags = strs(n.tags).map((tag) => t.noteTags[tag] ?? machineWords(tag));
    const edits = objs(n.history).length;
    const about = [
      `${str(n.authorName) ?? capitalize(t.aCounselor)}, ${dateInWords(str(n.createdAt), w)}`,
      n.pinned === true ? t.pinned : '',
      tags.length ? t.about(listInWords(tags, w)) : '',
      edits ? t.edited(edits, str(n.updatedByName) ?? t.aCounselor, dateInWords(str(n.updatedAt), w)) : '',
    ].filter(Boolean).join('; ');
    blocks.push({ kind: 'paragraph', text: capitalize(about), muted: true }, { kind: 'paragraph', text: htmlAsText(str(n.body) ?? '') || t.emptyNote });
  }
  return blocks;
}

import { describe, expect, it } from '@jest/globals';
import { assemblePrompt } from '../../domain/prompt.js';
import { sourcesUsed } from '../../domain/citations.js';
import { opensWithDecline } from '../../domain/decline.js';
import { demoChunks } from '../../../test/support/demo-knowledge.js';
import { knowledgeSearchOver } from '../../../test/support/knowledge-search.js';
import { MAYA_PREFERENCES, MAYA_PROFILE_EVENT, contextOf } from '../../../test/support/demo-students.js';
import { MAYA_SEEDED_LIST, UPLOADED_CHUNKS } from '../../../test/support/routing-fixtures.js';
import { OfflineAnswerer } from './offline-answerer.js';

const TODAY = '2026-11-24';
const search = await knowledgeSearchOver([...demoChunks(), ...UPLOADED_CHUNKS]);
const answerer = new OfflineAnswerer();
const maya = { ...contextOf(MAYA_PROFILE_EVENT, MAYA_PREFERENCES), collegeList: MAYA_SEEDED_LIST };

async function ask(question: string) {
  const passages = await search.search(question, 5);
  const prompt = assemblePrompt({ systemPrompt: 'x', question, student: maya, passages, today: TODAY });
  const text = answerer.compose({ question, student: maya, passages, knowledgeUnavailable: false, prompt, today: TODAY });
  const sources = sourcesUsed(text, passages, maya);
  return { text, sources, types: sources.map((s) => s.type), ids: sources.map((s) => s.sourceId) };
}

/** The list's own deadlines, any of which in an answer means the list answered. */
const LIST_DATES = /2026-11-14|2026-11-29|2026-12-06|2026-12-20|2026-12-01/;

describe('with a student chosen, the offline answerer answers from what the question names', () => {
  it('answers from the knowledge base a question that says it is not about a college', async () => {
    const { types } = await ask('Maya needs her transcript sent to a scholarship, not a college. Who does that?');
    expect(types).not.toContain('college_list');
  });

  it('answers a deadline question about a thing only an uploaded passage names from that passage, not the list', async () => {
    const { text, types, ids } = await ask('What is the deadline for the Lindqvist Robotics Scholarship?');
    expect(ids).toContain('up-lindqvist');
    expect(text).toMatch(/due March 3, 2027.*\[\d\]/);
    expect(types).not.toContain('college_list');
    expect(text).not.toMatch(LIST_DATES);
    expect(opensWithDecline(text)).toBe(false);
  });

  it('answers "due" about the FAFSA from the knowledge base, not the list\'s deadlines', async () => {
    const { text, types, ids } = await ask('When are FAFSA applications due?');
    expect(ids).toContain('demo-kb-financial-aid');
    expect(types).not.toContain('college_list');
    expect(text).not.toMatch(LIST_DATES);
  });

  it('answers "Which colleges has Maya applied to early?" from her list: the Early Action and Early Decision colleges', async () => {
    const { text, types } = await ask('Which colleges has Maya applied to early?');
    expect(types).toEqual(['college_list']);
    const listed = text.split('\n').filter((l) => l.startsWith('- ') && l.endsWith('[L]'));
    expect(listed).toHaveLength(3);
    expect(listed.find((l) => l.includes('Massachusetts Institute of Technology'))).toMatch(/Early Action, submitted/);
    expect(listed.find((l) => l.includes('Georgia Institute of Technology'))).toMatch(/Early Action/);
    expect(listed.find((l) => l.includes('Rice University'))).toMatch(/Early Decision, planning to apply/);
    expect(text).not.toMatch(/Michigan|Berkeley/);
  });

  it('opens with the decline when nothing holds what the question names, and offers passages only as related', async () => {
    const { text, types } = await ask('When is the Okafor Booster Scholarship due?');
    expect(opensWithDecline(text)).toBe(true);
    const lines = text.split('\n').filter(Boolean);
    expect(lines[1]).toMatch(/^None of these sources mentions Okafor Booster Scholarship: the records here do not say, so no date is given for it\./);
    expect(text).not.toContain('In short:');
    expect(text).not.toMatch(LIST_DATES);
    expect(types).not.toContain('college_list');
    // Whatever passage is offered comes under the "related" heading, after the decline.
    const cited = lines.filter((l) => /\[\d\]/.test(l));
    const related = lines.findIndex((l) => l.startsWith('Related, from the knowledge base'));
    for (const l of cited) expect(lines.indexOf(l)).toBeGreaterThan(related);
    if (cited.length) expect(related).toBeGreaterThan(1);
  });

  it('declines first for a college the list does not hold, with the list\'s dates nowhere before it', async () => {
    const { text } = await ask('When is Stanford\'s application deadline for Maya?');
    expect(opensWithDecline(text)).toBe(true);
    expect(text).not.toMatch(LIST_DATES);
  });

  it('answers from both when both bear: the list for her Rice application, a passage for what Early Decision means', async () => {
    const { text, types, ids } = await ask('Is early decision binding for Maya\'s Rice application?');
    expect(types).toEqual(expect.arrayContaining(['college_list', 'knowledge_base']));
    expect(text).toMatch(/- Rice University \(Houston, TX\): Early Decision, planning to apply, deadline 2026-12-06.*\[L\]/);
    expect(text).not.toMatch(/Michigan|Berkeley/);
    expect(ids).toContain('demo-kb-application-timeline');
    expect(text).toMatch(/Early Decision \(ED\) is binding.*\[\d\]/);
  });

  it('answers a question about an event named in an uploaded note from it, even with "deadline" and "college" in it', async () => {
    const { text, types, ids } = await ask('What is the registration deadline for the Northside College Fair?');
    expect(ids).toEqual(['up-northside-fair']);
    expect(types).not.toContain('college_list');
    expect(text).toMatch(/October 1.*\[1\]/);
  });

  it('routes the clause that asks: a statement about the student\'s list first does not make it a list question', async () => {
    const { text, types, ids } = await ask('Maya has applications due in December; when are Lindqvist Robotics Scholarship applications due?');
    expect(ids).toContain('up-lindqvist');
    expect(types).not.toContain('college_list');
    expect(text).not.toMatch(LIST_DATES);
  });

  it('routes a lead-in\'s subject: "…drop a class; what is the deadline?" asks the deadline of a class change, not of her colleges', async () => {
    const { text, types, ids } = await ask('Maya wants to drop a class; what is the deadline?');
    expect(ids).toContain('up-class-changes');
    expect(types).not.toContain('college_list');
    expect(text).not.toMatch(LIST_DATES);
    expect(text).toMatch(/January 15, 2027.*\[\d\]/);
  });

  it('keeps a question about her colleges on the list when a passage shares its words', async () => {
    const { types } = await ask('Which of Maya\'s applications are due before her class change?');
    expect(types).toContain('college_list');
  });

  it('declines first for a detail of a list college that neither the list nor a passage about it holds', async () => {
    const { text, ids } = await ask('When is Maya\'s Rice interview?');
    expect(opensWithDecline(text)).toBe(true);
    expect(text.split('\n').filter(Boolean)[1]).toMatch(/^None of these sources mentions interview for Rice University/);
    // The list line is shown after the decline, and no passage about someone else's interview.
    expect(text).toMatch(/- Rice University \(Houston, TX\).*\[L\]/);
    expect(ids.filter((id) => id !== maya.studentId)).toEqual([]);
  });

  it('declines first when asked what the student did and the records do not hold it', async () => {
    const { text } = await ask('Did Maya register for the Northside College Fair?');
    expect(text.split('\n').filter(Boolean)[1]).toBe('None of these sources answers “Did Maya register for the Northside College Fair?”: Maya Chen\'s records here do not say.');
  });

  it('declines first for a count no source states, and answers one a passage states', async () => {
    expect(opensWithDecline((await ask('How many students applied for the Lindqvist Robotics Scholarship last year?')).text)).toBe(true);
    const reps = await ask('How many college representatives come to the Northside College Fair?');
    expect(opensWithDecline(reps.text)).toBe(false);
    expect(reps.text).toMatch(/120 college representatives.*\[\d\]/);
  });

  it('keeps answering the student\'s own deadlines from the list', async () => {
    const { text, types } = await ask('What is due for Maya in the next 14 days?');
    expect(types).toContain('college_list');
    expect(text).toMatch(/- 2026-11-29: Georgia Institute of Technology/);
  });
});

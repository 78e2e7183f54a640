import { describe, expect, it } from '@jest/globals';
import { askedClause, askingPart, askedPerson, askedPhrase, holds, namedThings, possessedTerms, refersToStudent, saysTogether, subjectTerms } from './question-focus.js';
import { nearlySame } from './near-spelling.js';
import { DECLINE_NOTHING, declineFigure, declineNamed, opensWithDecline } from './decline.js';
import { terms } from './text-analysis.js';

const texts = (q: string, student: string | null = null) => namedThings(q, student).map((t) => t.text);

describe('what a question names', () => {
  it('reads proper names and acronyms, the student, question words and field words aside', () => {
    expect(texts('What is the deadline for the Eleanor Harmon Memorial Scholarship?')).toEqual(['Eleanor Harmon Memorial Scholarship']);
    expect(texts('When are FAFSA applications due?')).toEqual(['FAFSA']);
    expect(texts('Is Maya\'s SAT score enough for Rice?', 'Maya Chen')).toEqual(['Rice']);
    expect(texts('What is due for Maya this month?', 'Maya Chen')).toEqual([]);
  });

  it('reads a particular thing written in lower case before a kind of thing, not a general one', () => {
    expect(texts('When is the robotics camp application due?')).toEqual(['robotics camp']);
    expect(texts('Where is the financial aid office?')).toEqual(['financial aid office']);
    expect(texts('Which scholarships can Maya apply for?', 'Maya Chen')).toEqual([]);
    expect(texts('What is due in the next 30 days?')).toEqual([]);
  });

  it('finds a thing in a source only when the source holds every word of it, or its initials', () => {
    const [memorial] = namedThings('When is the Eleanor Harmon Memorial Scholarship due?', null);
    expect(holds(memorial, 'The Eleanor Harmon Memorial Scholarship awards $2,500.')).toBe(true);
    expect(holds(memorial, 'The Harmon Family Arts Award, not the nursing scholarship.')).toBe(false);
    const [mit] = namedThings('What is MIT\'s deadline?', null);
    expect(holds(mit, 'Massachusetts Institute of Technology (Cambridge, MA); Early Action')).toBe(true);
    expect(holds(mit, 'Michigan; Regular Decision')).toBe(false);
    // Names are compared unstemmed ("Cal" is not "called"), a word of four letters or more also written short.
    const [cal] = namedThings('What is the Cal Grant filing deadline?', null);
    expect(holds(cal, 'Grants are also called gift aid.')).toBe(false);
    const [tech] = namedThings('When is Maya\'s Georgia Tech deadline?', 'Maya Chen');
    expect(holds(tech, 'Georgia Institute of Technology-Main Campus (Atlanta, GA)')).toBe(true);
  });

  it('holds a short form whose long form is written without its last, kind-of-thing word', () => {
    const [cte] = namedThings('What are the CTE pathways?', null);
    expect(cte.acronym).toBe('CTE');
    expect(holds(cte, 'Westfield offers career-technical pathways in construction.')).toBe(true);
    expect(holds(cte, 'A career in technical theater starts with the drama club.')).toBe(false);
  });

  it('holds a name mistyped by an edit or two, and initials that begin after the sentence\'s first word', () => {
    const [award] = namedThings('When is the Okonkwo Leadership Awrad due?', null);
    expect(holds(award, 'The Okonkwo Leadership Award is due March 5.')).toBe(true);
    expect(holds(award, 'The Okafor Service Award is due March 5.')).toBe(false);
    // Short words are not loosened: "Lane" is not "Line".
    const [lane] = namedThings('When is the Lane Prize due?', null);
    expect(holds(lane, 'The Line Prize is due in May.')).toBe(false);
    const [taa] = namedThings('TAA GPA for transfer', null);
    expect(holds(taa, 'Through the Transfer Admission Agreement, universities guarantee admission.')).toBe(true);
    expect(holds(taa, 'Through the Transfer Office, universities guarantee admission.')).toBe(false);
  });

  it('knows when a question points at the chosen student', () => {
    expect(refersToStudent('Which colleges has Maya applied to early?', 'Maya Chen')).toBe(true);
    expect(refersToStudent('Is she on track with her applications?', 'Maya Chen')).toBe(true);
    expect(refersToStudent('When are regular decision deadlines?', 'Maya Chen')).toBe(false);
    expect(refersToStudent('What should a student do if they are on a waitlist?', 'Maya Chen')).toBe(false);
  });

  it('keeps what a question is about, not the kind of answer it wants', () => {
    expect(subjectTerms('When are Maya\'s regular decision deadlines due?', 'Maya Chen')).toEqual(['regular', 'decision']);
  });
});

describe('the decline sentence', () => {
  it('is recognised as an answer\'s first sentence, after the offline label, and nowhere else', () => {
    expect(opensWithDecline(`Offline assistant (no generative model configured).\n\n${declineNamed(['the Okafor Prize'], 'no date is given for it')}`)).toBe(true);
    expect(opensWithDecline(declineFigure('amount'))).toBe(true);
    expect(opensWithDecline(DECLINE_NOTHING)).toBe(true);
    expect(opensWithDecline('In short: The FAFSA opens October 1. [1]\n\nNone of these sources states the date asked for.')).toBe(false);
  });

  it('finds a short form in the words it stands for, and reads a course name as a kind of course', () => {
    const [frl] = namedThings('AP exam fee w/ FRL?', null).filter((t) => t.acronym === 'FRL');
    expect(holds(frl, 'Students who qualify for free or reduced-price meals pay $5 per exam.')).toBe(true);
    expect(holds(frl, 'Each exam costs $99.')).toBe(false);
    // A course is particular (the sources may speak of "AP classes"), a scholarship's name is not.
    expect(namedThings('student wants to drop AP Chem', null).find((t) => t.text === 'AP Chem')?.particular).toBe(true);
    expect(namedThings('When is the Lindqvist Engineering Scholarship due?', null)[0].particular).toBe(false);
  });
});

describe('the thing a question asks about in lower case', () => {
  it('reads the words after the question word, up to a verb, and none for a name or a single word', () => {
    expect(askedPhrase('Which bus route stops at Riverbend Stadium?', null)).toEqual(['bus', 'rout']);
    expect(askedPhrase('What is the Wi-Fi password for the library?', null)).toEqual(['wifi', 'password']);
    expect(askedPhrase('Which scholarship requires an essay?', null)).toBeNull();
    expect(askedPhrase('What does test-optional mean?', null)).toBeNull();
    expect(askedPhrase('When is the Delgado scholarship due?', null)).toBeNull();
  });

  it('reads "What is on the…" as asking about what follows, and a contracted question word as spelled out', () => {
    expect(askedPhrase(askedClause('What\'s on the lunch menu in the quad this week?'), null)).toEqual(['lunch', 'menu']);
    expect(askedClause('Who\'s the registrar?')).toBe('Who is the registrar?');
  });

  it('routes the whole question when the clause that asks names nothing but the kind of answer', () => {
    expect(askedClause('Jordan wants to drop a class; what is the deadline?')).toBe('Jordan wants to drop a class; what is the deadline?');
    expect(askedClause('Jordan wants to work at a cafe after school; what does he need first?')).toBe('Jordan wants to work at a cafe after school; what does he need first?');
    expect(askedClause('Maya has applications due in November; what was the internal deadline for counselor letters?')).toBe('what was the internal deadline for counselor letters?');
  });
});

describe('what the question says is the student\'s own', () => {
  it('reads her/his/their as the student\'s unless the question asks about another person or names one nearer', () => {
    expect([...possessedTerms('Which counselor handles Maya, and where is their office?', 'Maya Chen')]).toEqual([]);
    expect([...possessedTerms('Who is Maya\'s counselor and what is her email?', 'Maya Chen')]).toEqual(['counselor']);
    expect([...possessedTerms('What should Maya bring to her meeting?', 'Maya Chen')]).toEqual(['meet']);
    expect([...possessedTerms('Has Maya sent her transcript?', 'Maya Chen')]).toEqual(['transcript']);
    expect([...possessedTerms('Can Maya still change her schedule in February?', 'Maya Chen')]).toEqual(terms('schedule'));
  });

  it('names the person a question asks about', () => {
    expect(askedPerson('Which counselor handles Maya, and where is their office?')).toEqual(['counselor']);
    expect(askedPerson('Who is the registrar?')).toEqual(['registrar']);
    expect(askedPerson('Who is Maya\'s counselor?')).toEqual([]);
  });

  it('is covered only where its words stand together', () => {
    const play = askedPhrase('When is the spring play?', null)!;
    expect(saysTogether('Students who hope to play Division I sports register, ideally in the spring of junior year.', play)).toBe(false);
    expect(saysTogether('The spring play opens on April 9.', play)).toBe(true);
  });
});


describe('a question word written without its apostrophe', () => {
  it('is not read as part of the thing named ("whens senior decison day")', () => {
    expect(namedThings('whens senior decison day', null).map((t) => t.text)).toEqual(['senior decison day']);
  });
});

describe('the part of a question that asks', () => {
  it('is what follows a lead-in that states the situation', () => {
    expect(askingPart('family has no SSN, can they still get help at fafsa night?')).toBe('can they still get help at fafsa night?');
    expect(askingPart('Maya needs her transcript mailed to a summer program, not a college. How much does that cost?')).toBe('How much does that cost?');
  });

  it('is the whole question when it has no lead-in, or asks twice', () => {
    expect(askingPart('How much is the fee, and is there a waiver?')).toBe('How much is the fee, and is there a waiver?');
    expect(askingPart('How much is the fee, is there a waiver?')).toBe('How much is the fee, is there a waiver?');
    expect(askingPart('What time is commencement? How many tickets does she get?')).toBe('What time is commencement? How many tickets does she get?');
    // "Mr." ends no sentence that states something.
    expect(askingPart('When is Mr. Ibarra available?')).toBe('When is Mr. Ibarra available?');
  });
});

describe('nearlySame', () => {
  /** The edit distance with swaps of neighbours (optimal string alignment), the whole table: what nearlySame bounds. */
  function distance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
    return d[a.length][b.length];
  }
  const expected = (a: string, b: string, max: number) =>
    !(Math.abs(a.length - b.length) > max || b.length < 5 || a.startsWith(b) || b.startsWith(a)) && distance(a, b) <= max;

  it('is within max edits exactly when the whole table says so, whatever the calls before it (its rows are reused)', () => {
    const words = ['scholarship', 'scholarhsip', 'schlarship', 'agreement', 'agreemnt', 'agrement', 'harmon', 'harmony', 'deadline',
      'deadlnie', 'counselor', 'counsellor', 'transcript', 'transcirpt', 'fafsa', 'fasfa', 'essay', 'essays', 'recommendation', 'a'.repeat(70), 'b'.repeat(69) + 'a'];
    // Seeded, so a failure reads the same on every run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 2000; n++) {
      const len = 3 + Math.floor(next() * 9);
      words.push(Array.from({ length: len }, () => 'abcde'[Math.floor(next() * 5)]).join(''));
    }
    let compared = 0;
    for (let i = 0; i < words.length; i++) {
      for (const j of [i + 1, i + 2, (i * 7) % words.length]) {
        const [a, b] = [words[i], words[j % words.length]];
        for (const max of [1, 2]) {
          expect([a, b, max, nearlySame(a, b, max)]).toEqual([a, b, max, expected(a, b, max)]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    expect(nearlySame('scholarhsip', 'scholarship', 2)).toBe(true);
    expect(nearlySame('harmon', 'harmony', 1)).toBe(false);
  });
});

import type { CollegeListChanged } from '@counsel/proto-events';
import type { DemoChunk } from './knowledge-search.js';

type Entry = CollegeListChanged['applications'][number];
const entry = (over: Partial<Entry> & Pick<Entry, 'applicationId' | 'collegeName'>): Entry => ({
  collegeId: over.applicationId.replace('a-', ''), city: null, state: null, plan: 'RD', status: 'researching', deadline: null,
  missing: [], fit: { level: 'UNKNOWN', reason: null }, flags: [], ...over,
});

/** Maya's list as the demo seed makes it: MIT and Georgia Tech Early Action, Rice Early Decision, two Regular Decision. */
export const MAYA_SEEDED_LIST: Entry[] = [
  entry({ applicationId: 'a-166683', collegeName: 'Massachusetts Institute of Technology', city: 'Cambridge', state: 'MA', plan: 'EA', status: 'submitted', deadline: '2026-11-14' }),
  entry({ applicationId: 'a-139755', collegeName: 'Georgia Institute of Technology-Main Campus', city: 'Atlanta', state: 'GA', plan: 'EA', status: 'in_progress', deadline: '2026-11-29', missing: ['Essays'] }),
  entry({ applicationId: 'a-227757', collegeName: 'Rice University', city: 'Houston', state: 'TX', plan: 'ED', status: 'planning', deadline: '2026-12-06' }),
  entry({ applicationId: 'a-170976', collegeName: 'University of Michigan-Ann Arbor', city: 'Ann Arbor', state: 'MI', plan: 'RD', status: 'researching', deadline: '2026-12-20' }),
  entry({ applicationId: 'a-110635', collegeName: 'University of California-Berkeley', city: 'Berkeley', state: 'CA', plan: 'RD', status: 'researching', deadline: '2026-12-01' }),
];

/**
 * Documents a district might upload beside the demo knowledge base, invented for these tests: a local scholarship
 * with its own due date, an evening event and a class change rule, each sharing words ("deadline", "due", "college", "early") with
 * the student's list and with each other.
 */
export const UPLOADED_CHUNKS: DemoChunk[] = [
  { id: 'up-lindqvist#0', sourceId: 'up-lindqvist', sourceType: 'knowledge_base', title: 'Lindqvist Robotics Scholarship',
    text: 'The Lindqvist Robotics Scholarship awards $2,000 to a senior who built something with a team.\n\nApplications for the Lindqvist Robotics Scholarship are due March 3, 2027, with one teacher letter and a short video of the project. Apply early: the committee reads applications as they arrive.' },
  { id: 'up-northside-fair#0', sourceId: 'up-northside-fair', sourceType: 'content', title: 'Northside College Fair',
    text: 'The Northside College Fair brings 120 college representatives to the gym on October 8, 2026, from 6 to 8 p.m. Register online before the deadline of October 1 to get a barcode the colleges can scan.' },
  { id: 'up-class-changes#0', sourceId: 'up-class-changes', sourceType: 'content', title: 'Dropping or Adding a Class',
    text: 'To drop or add a class, turn in the class change form at the front office by January 15, 2027. A class dropped after that date shows as a withdrawal on the transcript.' },
];

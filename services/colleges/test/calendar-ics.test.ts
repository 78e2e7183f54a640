// The calendar feed parses with a well-kept ICS parser (ical.js, the parser of Thunderbird's calendar) and holds what a phone calendar needs:
// one all-day event per known deadline, stable UIDs, the missing materials, and nothing private beyond them.
import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { renderCalendarIcs, type CalendarApplication } from '../src/domain/calendar-ics.js';

const NOW = new Date('2026-11-24T01:30:00Z');
const apps: CalendarApplication[] = [
  { id: 'app-mit', collegeName: 'Massachusetts Institute of Technology', plan: 'EA', status: 'in_progress', deadline: '2026-11-01', missing: ['Essays', 'Recommendation: Ms. O\'Brien, Physics'] },
  { id: 'app-ucb', collegeName: 'University of California-Berkeley', plan: 'RD', status: 'admitted', deadline: '2026-11-30', missing: [] },
  { id: 'app-unknown', collegeName: 'Reed College', plan: 'ED', status: 'planning', deadline: null, missing: ['Application form'] },
  { id: 'app-noplan', collegeName: 'Oberlin College', plan: null, status: 'researching', deadline: '2027-01-15', missing: ['Transcript'] },
];

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return { uid: event.uid, summary: event.summary, description: event.description, start: event.startDate, end: event.endDate, component: c };
  });
  return { calendar, events };
}

describe('renderCalendarIcs', () => {
  const ics = renderCalendarIcs({ applications: apps, now: NOW });
  const { calendar, events } = parse(ics);

  it('is a VCALENDAR named "College deadlines" (never the student), published, with a refresh interval and CRLF lines', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('College deadlines');
    expect(calendar.getFirstPropertyValue('name')).toBe('College deadlines');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Counsel');
    expect(ics).toContain('X-PUBLISHED-TTL:PT6H');
    expect(ics.split('\r\n').length).toBeGreaterThan(10);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
    expect(ics.replaceAll('\r\n', '')).not.toContain('\r');
    // The last line too: the document ends with END:VCALENDAR and its CRLF.
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(renderCalendarIcs({ applications: [] }).endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('has one all-day event per application with a deadline, none for an unknown deadline', () => {
    expect(events.map((e) => e.uid)).toEqual(['app-mit-20261101@counsel-colleges', 'app-ucb-20261130@counsel-colleges', 'app-noplan-20270115@counsel-colleges']);
    for (const e of events) {
      expect(e.start.isDate).toBe(true);
      expect(e.end.isDate).toBe(true);
      expect(e.end.toJSDate().getTime() - e.start.toJSDate().getTime()).toBe(86_400_000);
    }
    expect(events.map((e) => e.start.toString())).toEqual(['2026-11-01', '2026-11-30', '2027-01-15']);
    expect(events[0].component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T01:30:00Z');
  });

  it('titles events "<college> — <plan> deadline" and lists what is missing, with commas and quotes intact', () => {
    expect(events[0].summary).toBe('Massachusetts Institute of Technology — Early Action deadline');
    expect(events[0].description).toBe('Missing: Essays; Recommendation: Ms. O\'Brien, Physics');
    expect(events[1].summary).toBe('University of California-Berkeley — Regular Decision deadline');
    expect(events[1].description).toBe('Nothing missing on the checklist.');
    expect(events[2].summary).toBe('Oberlin College — application deadline');
  });

  it('writes no status, no private field and nothing about applications without a deadline', () => {
    expect(ics).not.toMatch(/admitted|in_progress|researching/i);
    expect(ics).not.toContain('Reed College');
    expect(ics).not.toContain('Application form');
    for (const e of events) expect(e.component.getAllProperties().map((p) => p.name).sort()).toEqual(
      expect.not.arrayContaining(['attendee', 'organizer', 'location', 'url', 'status']),
    );
  });

  it('keeps UIDs across renders (a refresh updates instead of duplicating) and changes one only when the date moves', () => {
    const later = renderCalendarIcs({ applications: [{ ...apps[0], missing: [] }, apps[1]], now: new Date('2026-11-25T00:00:00Z') });
    const again = parse(later).events;
    expect(again.map((e) => e.uid)).toEqual(events.slice(0, 2).map((e) => e.uid));
    expect(again[0].description).toBe('Nothing missing on the checklist.');
    const moved = parse(renderCalendarIcs({ applications: [{ ...apps[0], deadline: '2026-11-15' }] })).events;
    expect(moved[0].uid).toBe('app-mit-20261115@counsel-colleges');
  });

  it('writes the same day whatever the server time zone is', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        expect(renderCalendarIcs({ applications: [apps[0]], now: NOW })).toContain('DTSTART;VALUE=DATE:20261101');
      }
    } finally {
      if (before === undefined) delete process.env.TZ; else process.env.TZ = before;
    }
  });

  it('escapes line breaks and semicolons in names, and is valid with no events', () => {
    const odd = renderCalendarIcs({
      applications: [{ id: 'x', collegeName: 'Evil\r\nBEGIN:VEVENT', plan: 'ROLLING', deadline: '2027-02-01', missing: ['A;B'] }], now: NOW,
    });
    const parsed = parse(odd);
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0].summary).toContain('Rolling admission deadline');
    expect(parsed.events[0].description).toBe('Missing: A;B');
    expect(parse(renderCalendarIcs({ applications: [] })).events).toEqual([]);
  });

  it('refuses a deadline that is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-1-5', '01/11/2026']) {
      expect(() => renderCalendarIcs({ applications: [{ ...apps[0], deadline: bad }] })).toThrow(RangeError);
    }
  });
});

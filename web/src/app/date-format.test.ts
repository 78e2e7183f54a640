// One date format per locale, through Intl: a calendar day never moves with the time zone, an instant is the
// reader's, and a missing or unreadable value shows the caller's fallback.
import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatTime, setDateLocale } from './date-format';

describe('formatDate', () => {
  it('writes a calendar day the one way of each locale', () => {
    expect(formatDate('2026-12-02', '', 'en-US')).toBe('Dec 2, 2026');
    expect(formatDate('2026-12-02', '', 'en-GB')).toBe('2 Dec 2026');
    expect(formatDate('2026-12-02', '', 'es-US')).toBe('2 dic 2026');
  });

  it('writes in the portal\'s language when the caller names no locale', () => {
    setDateLocale('es');
    try {
      expect(formatDate('2026-12-02')).toBe('2 dic 2026');
      expect(formatDate('2026-12-02', '', 'en-US')).toBe('Dec 2, 2026');
    } finally {
      setDateLocale(undefined);
    }
  });

  it('keeps a calendar day on its day whatever the time zone of the instant it is read as', () => {
    // Midnight UTC is the day before west of Greenwich: the day must not move.
    expect(formatDate('2026-11-01', '', 'en-US')).toBe('Nov 1, 2026');
    expect(formatDate('2026-12-31', '', 'en-US')).toBe('Dec 31, 2026');
  });

  it('writes the day of an instant, and takes a Date too', () => {
    expect(formatDate('2026-06-15T12:00:00Z', '', 'en-US')).toBe('Jun 15, 2026');
    expect(formatDate(new Date('2026-06-15T12:00:00Z'), '', 'en-US')).toBe('Jun 15, 2026');
  });

  it('answers the fallback for nothing, an unreadable value and a day that does not exist', () => {
    expect(formatDate(null, 'Unknown')).toBe('Unknown');
    expect(formatDate(undefined, '—')).toBe('—');
    expect(formatDate('', '—')).toBe('—');
    expect(formatDate('not a date', '—')).toBe('—');
    expect(formatDate('2026-02-30', 'Unknown')).toBe('Unknown');
  });
});

describe('formatDateTime and formatTime', () => {
  // Noon UTC is the same calendar day from UTC-11 to UTC+11, so only the hour depends on the machine's zone.
  const noon = '2026-06-15T12:04:00Z';

  it('writes the day then the time of an instant', () => {
    expect(formatDateTime(noon, '', 'en-US')).toMatch(/^Jun 15, 2026, \d{1,2}:04\s[AP]M$/);
    expect(formatDateTime(noon, '', 'en-GB')).toMatch(/^15 Jun 2026, \d{2}:04$/);
  });

  it('writes only the time', () => {
    expect(formatTime(noon, '', 'en-US')).toMatch(/^\d{1,2}:04\s[AP]M$/);
    expect(formatTime(noon, '', 'en-GB')).toMatch(/^\d{2}:04$/);
  });

  it('answers the fallback when there is no instant', () => {
    expect(formatDateTime(null, '—')).toBe('—');
    expect(formatTime('soon', '')).toBe('');
  });
});

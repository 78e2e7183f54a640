/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { catalogT } from '../../test-support/catalog-t';
import { badgeText, dayCountRows, dayCountTotals, inAppPath, tokenKind, unsubscribeToken } from './notification-rules';

describe('the bell', () => {
  it('names the button with the unread count', async () => {
    const t = await catalogT('en', 'notifications');
    expect(t('bell.name', { count: 3 })).toBe('Notifications, 3 unread');
    expect(t('bell.nameNone')).toBe('Notifications, none unread');
    expect(t('page.summary', { count: 1, unread: 0 })).toBe('1 notification, 0 unread');
    expect(t('page.summary', { count: 4, unread: 2 })).toBe('4 notifications, 2 unread');
  });

  it('shows no badge for none and caps a large count', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(150)).toBe('99+');
  });
});

describe('inAppPath', () => {
  it('follows a path of the portal', () => {
    expect(inAppPath('/student/letters/abc')).toBe('/student/letters/abc');
    expect(inAppPath(' /student?tab=tasks ')).toBe('/student?tab=tasks');
  });

  it('never follows a link that leaves the site or is empty', () => {
    for (const link of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(inAppPath(link)).toBeNull();
    }
  });
});

describe('the unsubscribe link', () => {
  it('reads the token from the address and rejects a blank one', () => {
    expect(unsubscribeToken('?token=abc.def')).toBe('abc.def');
    expect(unsubscribeToken('?token=%20')).toBeNull();
    expect(unsubscribeToken('')).toBeNull();
  });

  it('reads the kind from the token\'s payload, and nothing from a token that does not say', () => {
    const payload = Buffer.from(JSON.stringify({ u: 'user-1', k: 'TASK_ASSIGNED', n: 'x' })).toString('base64url');
    expect(tokenKind(`${payload}.signature`)).toBe('TASK_ASSIGNED');
    const odd = Buffer.from(JSON.stringify({ u: 'user-1', k: '<b>hi</b>' })).toString('base64url');
    for (const token of [`${odd}.sig`, 'not-base64!.sig', '', 'e30.sig']) expect(tokenKind(token)).toBeNull();
  });
});

describe('the admin figures', () => {
  const days = [
    { date: '2026-11-25', kind: 'TASK_DUE', inApp: 2, emailed: 1, failed: 0 },
    { date: '2026-11-26', kind: 'TASK_ASSIGNED', inApp: 4, emailed: 3, failed: 1 },
    { date: '2026-11-26', kind: 'EXPORT_READY', inApp: 1, emailed: 0, failed: 0 },
  ];

  it('lists the newest day first, kinds in order within a day, each row keyed', () => {
    expect(dayCountRows(days).map((r) => r.id)).toEqual(['2026-11-26|EXPORT_READY', '2026-11-26|TASK_ASSIGNED', '2026-11-25|TASK_DUE']);
  });

  it('adds up the shown days', () => {
    expect(dayCountTotals(days)).toEqual({ inApp: 7, emailed: 4, failed: 1 });
    expect(dayCountTotals([])).toEqual({ inApp: 0, emailed: 0, failed: 0 });
  });
});

import { describe, expect, it } from '@jest/globals';
import { csvHref, rowLabel } from './report-text';

describe('report texts', () => {
  it('translates status rows and keeps names as sent', () => {
    const t = (key: string, o?: Record<string, unknown>) => (key === 'rows.overdue' ? 'Vencidas' : String(o?.defaultValue));
    expect(rowLabel(t, { key: 'overdue', label: 'Overdue' })).toBe('Vencidas');
    expect(rowLabel(t, { key: 'c-1', label: 'Universidad de Puerto Rico' })).toBe('Universidad de Puerto Rico');
  });

  it('names a past class as the class filter does, in the reader\'s language', () => {
    const t = (key: string, o?: Record<string, unknown>) => (key === 'filters.classOf' ? `Promoción ${String(o?.year)}` : String(o?.defaultValue));
    expect(rowLabel(t, { key: 'class-2024', label: 'Class of 2024' })).toBe('Promoción 2024');
    expect(rowLabel(t, { key: '166683', label: 'MIT' })).toBe('MIT');
  });

  it('downloads the CSV with the page\'s filters only when set', () => {
    expect(csvHref('tasks', {})).toBe('/api/reports/tasks.csv');
    expect(csvHref('funnel', { schoolId: 'school-default', classYear: 2027 })).toBe('/api/reports/funnel.csv?schoolId=school-default&classYear=2027');
  });
});

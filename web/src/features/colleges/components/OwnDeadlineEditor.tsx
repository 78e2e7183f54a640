import { Button, Flex, Input, Popover } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../app/date-format';
import type { MyApplication, useMyList } from '../use-my-list';

/**
 * Sets this application's own deadline (YYYY-MM-DD), e.g. one the student read on the college's website while the
 * district's is unknown; clearing it goes back to the district calendar.
 */
export function OwnDeadlineEditor({ application: a, list }: { application: MyApplication; list: ReturnType<typeof useMyList> }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(a.deadline ?? '');
  const [saving, setSaving] = useState(false);
  const save = async (deadline: string | null, what: string) => {
    setSaving(true);
    if (await list.updateApplication(a, { deadline }, what)) setOpen(false);
    setSaving(false);
  };
  const content = (
    <form
      aria-label={`Deadline for ${a.collegeName}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) void save(value, `deadline ${formatDate(value)}`);
      }}
    >
      <Flex vertical gap={8}>
        <Input type="date" aria-label={`Own deadline for ${a.collegeName}`} value={value} onChange={(e) => setValue(e.target.value)} />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!value}>Save date</Button>
          {a.deadlineSource === 'STUDENT' && (
            <Button disabled={saving} onClick={() => void save(null, 'deadline back to the district calendar')}>Use the district date</Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={(next) => { setOpen(next); if (next) setValue(a.deadline ?? ''); }} content={content} title="Your own deadline">
      <Button size="small" aria-label={`Set my own date for ${a.collegeName}`}>Set my own date</Button>
    </Popover>
  );
}

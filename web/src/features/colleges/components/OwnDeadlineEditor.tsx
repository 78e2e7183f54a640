import { useTranslation } from 'react-i18next';
import { Button, Flex, Input, Popover } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../app/date-format';
import type { MyApplication, useMyList } from '../use-my-list';

/**
 * Sets this application's own deadline (YYYY-MM-DD), e.g. one the student read on the college's website while the
 * district's is unknown; clearing it goes back to the district calendar.
 */
export function OwnDeadlineEditor({ application: a, list }: { application: MyApplication; list: ReturnType<typeof useMyList> }) {
  const { t } = useTranslation('colleges');
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
      aria-label={t('ownDeadline.form', { college: a.collegeName })}
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) void save(value, t('ownDeadline.saved', { date: formatDate(value) }));
      }}
    >
      <Flex vertical gap={8}>
        <Input type="date" aria-label={t('ownDeadline.input', { college: a.collegeName })} value={value} onChange={(e) => setValue(e.target.value)} />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!value}>{t('ownDeadline.save')}</Button>
          {a.deadlineSource === 'STUDENT' && (
            <Button disabled={saving} onClick={() => void save(null, t('ownDeadline.backToDistrict'))}>{t('ownDeadline.useDistrict')}</Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={(next) => { setOpen(next); if (next) setValue(a.deadline ?? ''); }} content={content} title={t('ownDeadline.title')}>
      <Button size="small" aria-label={t('ownDeadline.openOf', { college: a.collegeName })}>{t('ownDeadline.open')}</Button>
    </Popover>
  );
}

import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { CollegeDeadlinesDrawer } from './CollegeDeadlinesDrawer';

/** What the college page hands the staff deadline editor. */
interface DeadlineEditorProps {
  unitid: string;
  collegeName: string;
  cycle: number;
  /** Call after saving: the page reads the deadlines again. */
  onSaved: () => void;
}

/**
 * The college page's staff entry to curated deadlines: a button under its deadlines table opening the editor for
 * the cycle the page shows; the page reads its deadlines again after a save.
 */
export function CollegePageDeadlineEditor({ unitid, collegeName, cycle, onSaved }: DeadlineEditorProps) {
  const { t } = useTranslation('colleges');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>{t('curated.editFor', { year: cycle })}</Button>
      <CollegeDeadlinesDrawer college={open ? { unitid, name: collegeName, cycle } : null} showCycle={false} onSaved={onSaved} onClose={() => setOpen(false)} />
    </>
  );
}

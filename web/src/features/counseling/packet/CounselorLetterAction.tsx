import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { SchoolDocumentState } from '../../../gql/graphql';
import { CounselorLetterDialog } from './CounselorLetterDialog';

/** The counselor letter row's action in the School Documents card: write it, or edit the saved one. */
export function CounselorLetterAction({ studentId, state }: { studentId: string; state: SchoolDocumentState }) {
  const { t } = useTranslation('counselor');
  const [open, setOpen] = useState(false);
  const write = state === 'not_started';
  return (
    <>
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={write ? t('letter.writeAria') : t('letter.editAria')} onClick={() => setOpen(true)}>{write ? t('letter.write') : t('edit')}</Button>
      <CounselorLetterDialog studentId={studentId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

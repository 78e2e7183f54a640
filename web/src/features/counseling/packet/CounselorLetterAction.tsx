import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { SchoolDocumentState } from '../../../gql/graphql';
import { CounselorLetterDialog } from './CounselorLetterDialog';

/** The counselor letter row's action in the School Documents card: write it, or edit the saved one. */
export function CounselorLetterAction({ studentId, state }: { studentId: string; state: SchoolDocumentState }) {
  const [open, setOpen] = useState(false);
  const label = state === 'not_started' ? 'Write' : 'Edit';
  return (
    <>
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${label} counselor letter`} onClick={() => setOpen(true)}>{label}</Button>
      <CounselorLetterDialog studentId={studentId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

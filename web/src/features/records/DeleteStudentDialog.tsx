import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Modal, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { DeleteStudentRecordDocument } from '../../gql/graphql';

/**
 * "Delete student": erasure cannot be undone, so the admin types the student's name to confirm. Once
 * the server has accepted it, `onStarted` gets the deletion to follow.
 */
export function DeleteStudentDialog({ open, studentId, studentName, onCancel, onStarted }: {
  open: boolean;
  studentId: string;
  studentName: string;
  onCancel: () => void;
  onStarted: (deletionId: string) => void;
}) {
  const { token } = theme.useToken();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteStudent, { loading }] = useMutation(DeleteStudentRecordDocument);
  const matches = typed.trim() === studentName.trim();

  const close = () => {
    setTyped('');
    setError(null);
    onCancel();
  };
  const confirm = () => {
    if (!matches) return;
    setError(null);
    deleteStudent({ variables: { studentId } })
      .then((result) => {
        const id = result.data?.deleteStudentRecord.id;
        if (id) onStarted(id);
      })
      .catch((e: unknown) => setError(graphqlMessage(e) ?? 'The deletion could not be started. Please try again.'));
  };

  return (
    <Modal
      open={open}
      title="Delete student"
      onCancel={close}
      maskClosable={!loading}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={loading}>Cancel</Button>,
        <Button key="delete" type="primary" danger disabled={!matches} loading={loading} onClick={confirm}>Delete permanently</Button>,
      ]}
    >
      <Typography.Paragraph>
        This permanently deletes everything Counsel holds on <Typography.Text strong>{studentName}</Typography.Text>: their account,
        profile, documents, AI chat history, college list and roster entry. It cannot be undone. Export the record first if it
        must be kept.
      </Typography.Paragraph>
      <form onSubmit={(e) => { e.preventDefault(); confirm(); }}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXS }}>
          Type the student's name (<Typography.Text strong>{studentName}</Typography.Text>) to confirm
        </label>
        <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" disabled={loading} />
      </form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: token.margin }} />}
    </Modal>
  );
}

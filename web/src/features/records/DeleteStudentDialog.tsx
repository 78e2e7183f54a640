import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['recordsAdmin', 'common']);
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
      .catch((e: unknown) => setError(graphqlMessage(e) ?? t('delete.startError')));
  };

  return (
    <Modal
      open={open}
      title={t('delete.title')}
      onCancel={close}
      maskClosable={!loading}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={loading}>{t('common:actions.cancel')}</Button>,
        <Button key="delete" type="primary" danger disabled={!matches} loading={loading} onClick={confirm}>{t('delete.permanently')}</Button>,
      ]}
    >
      <Typography.Paragraph>
        <Trans t={t} i18nKey="delete.body" values={{ name: studentName }} components={{ strong: <Typography.Text strong /> }} />
      </Typography.Paragraph>
      <form onSubmit={(e) => { e.preventDefault(); confirm(); }}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXS }}>
          <Trans t={t} i18nKey="delete.typeName" values={{ name: studentName }} components={{ strong: <Typography.Text strong /> }} />
        </label>
        <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" disabled={loading} />
      </form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: token.margin }} />}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import { MyApplicationsCsvDocument } from '../../../gql/graphql';

/** Downloads the student's list as CSV (the same columns as the counselors' export). */
export function ExportCsvButton({ studentId }: { studentId: string }) {
  const client = useApolloClient();
  const { t } = useTranslation(['colleges', 'common']);
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const { data } = await client.query({ query: MyApplicationsCsvDocument, variables: { studentId }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No CSV');
      const url = URL.createObjectURL(new Blob([data.applicationsCsv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'my-colleges.csv';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(t('export.error'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    } finally {
      setPending(false);
    }
  }

  return <Button icon={<DownloadOutlined />} loading={pending} onClick={() => void download()}>{t('export.button')}</Button>;
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, List, Skeleton } from 'antd';
import { CounselorSchoolDocumentsDocument } from '../../../gql/graphql';
import { LoadErrorResult } from '../../../components/LoadErrorResult';
import { PacketDownloads } from './PacketDownloads';
import { CounselorLetterRow, PdfDocumentRow, SchoolReportRow } from './SchoolDocumentRows';

/** The school documents of one student with their states, and a packet to download per college on their list. */
export function SchoolDocumentsCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('counselor');
  const { data, loading, error, refetch } = useQuery(CounselorSchoolDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  let body;
  if (loading && !data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error || !data) body = <LoadErrorResult title={t('documents.loadError')} onRetry={() => void refetch()} />;
  else {
    body = (
      <>
        <List
          size="small"
          dataSource={data.schoolDocuments}
          renderItem={(d) => (
            <List.Item>
              {d.kind === 'school_report' ? <SchoolReportRow doc={d} />
                : d.kind === 'counselor_letter' ? <CounselorLetterRow doc={d} />
                  : <PdfDocumentRow doc={d} />}
            </List.Item>
          )}
        />
        <PacketDownloads studentId={studentId} colleges={data.studentApplications} />
      </>
    );
  }
  return <Card title={t('documents.title')}>{body}</Card>;
}

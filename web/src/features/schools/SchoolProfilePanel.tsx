import { Trans, useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Skeleton, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { formatDate } from '../../app/date-format';
import { useToast } from '../../app/use-toast';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SchoolProfileOnFileDocument, UploadSchoolProfileDocument } from '../../gql/graphql';
import { graphqlMessage } from '../../app/graphql-error';
import { schoolDocumentPdf, useSignedPdfUpload } from '../../app/upload-signed-pdf';
import { nearbySchoolYears, schoolYearOf } from './school-year';

/**
 * The school's profile for the counselors' packets: which year's PDF a packet of the chosen school year would use
 * (that year's, else the latest before it), and uploading one for that year (a new upload replaces it).
 */
export function SchoolProfilePanel({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const toast = useToast();
  const { t } = useTranslation('schools');
  const yearLabel = useId();
  const [year, setYear] = useState(() => schoolYearOf(new Date()));
  const onFile = useQuery(SchoolProfileOnFileDocument, { variables: { schoolId, schoolYear: year }, fetchPolicy: 'cache-and-network' });
  const [upload] = useMutation(UploadSchoolProfileDocument, { refetchQueries: [SchoolProfileOnFileDocument], awaitRefetchQueries: true });
  const sendPdf = useSignedPdfUpload(schoolDocumentPdf(`school-profile-${schoolId}`));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The bytes go to a signed upload first; the save names it (an upload refused for its size or type says why).
  const send = async (file: File) => {
    setError(null);
    setSending(true);
    try {
      const uploadId = await sendPdf(file);
      await upload({ variables: { schoolId, input: { schoolYear: year, uploadId, fileName: file.name } } });
      toast.success(t('profile.uploaded', { year, school: schoolName }));
    } catch (e) {
      setError(graphqlMessage(e) ?? (e instanceof Error && e.message ? e.message : t('profile.uploadError')));
    } finally {
      setSending(false);
    }
  };

  const profile = onFile.data?.schoolProfile;
  let status;
  if (onFile.loading && !onFile.data) status = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (onFile.error && !onFile.data) status = <LoadErrorAlert title={t('profile.loadError')} onRetry={() => void onFile.refetch()} />;
  else if (!profile) status = <Typography.Text type="secondary">{t('profile.none', { year })}</Typography.Text>;
  else {
    status = (
      <Typography.Text>
        <FilePdfOutlined aria-hidden /> <Trans t={t} i18nKey="profile.onFile" values={{ year: profile.schoolYear, file: profile.fileName, date: formatDate(profile.uploadedAt) }} components={{ strong: <strong /> }} />
        {profile.schoolYear !== year && <Typography.Text type="warning">{t('profile.noneForYear', { year, used: profile.schoolYear })}</Typography.Text>}
      </Typography.Text>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <label id={yearLabel} htmlFor={`${yearLabel}-select`}>{t('profile.schoolYear')}</label>
        <Select id={`${yearLabel}-select`} aria-labelledby={yearLabel} value={year} onChange={setYear} style={{ width: 140 }}
          options={nearbySchoolYears(new Date()).map((y) => ({ value: y, label: y }))} />
        <Upload accept="application/pdf,.pdf" showUploadList={false} disabled={sending}
          beforeUpload={(file) => { void send(file); return false; }}>
          <Button icon={<UploadOutlined aria-hidden />} loading={sending}>{t('profile.upload', { year })}</Button>
        </Upload>
      </Flex>
      <div aria-live="polite">{status}</div>
      {error && <Alert type="error" showIcon role="alert" title={error} closable onClose={() => setError(null)} />}
    </Flex>
  );
}

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
      toast.success(`School profile ${year} uploaded for ${schoolName}`);
    } catch (e) {
      setError(graphqlMessage(e) ?? (e instanceof Error && e.message ? e.message : 'The profile could not be uploaded. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const profile = onFile.data?.schoolProfile;
  let status;
  if (onFile.loading && !onFile.data) status = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (onFile.error && !onFile.data) status = <LoadErrorAlert title="The school profile could not be loaded" onRetry={() => void onFile.refetch()} />;
  else if (!profile) status = <Typography.Text type="secondary">No profile on file for {year} or earlier. Packets go out without one.</Typography.Text>;
  else {
    status = (
      <Typography.Text>
        <FilePdfOutlined aria-hidden /> On file: the <strong>{profile.schoolYear}</strong> profile ({profile.fileName}, uploaded {formatDate(profile.uploadedAt)})
        {profile.schoolYear !== year && <Typography.Text type="warning">. None for {year} yet: packets of {year} use the {profile.schoolYear} one.</Typography.Text>}
      </Typography.Text>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <label id={yearLabel} htmlFor={`${yearLabel}-select`}>School year</label>
        <Select id={`${yearLabel}-select`} aria-labelledby={yearLabel} value={year} onChange={setYear} style={{ width: 140 }}
          options={nearbySchoolYears(new Date()).map((y) => ({ value: y, label: y }))} />
        <Upload accept="application/pdf,.pdf" showUploadList={false} disabled={sending}
          beforeUpload={(file) => { void send(file); return false; }}>
          <Button icon={<UploadOutlined aria-hidden />} loading={sending}>Upload profile PDF for {year}</Button>
        </Upload>
      </Flex>
      <div aria-live="polite">{status}</div>
      {error && <Alert type="error" showIcon role="alert" title={error} closable onClose={() => setError(null)} />}
    </Flex>
  );
}

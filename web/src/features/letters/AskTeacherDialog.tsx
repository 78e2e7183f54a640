import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { FormDialog } from '../../components/FormDialog';
import {
  MyApplicationsDocument, RecommendationRequestsDocument, RecommendationTeachersDocument, RequestRecommendationDocument,
} from '../../gql/graphql';
import { useBragSheetShare } from './use-brag-sheet-share';
import { applicationIdsToSend, NOTE_MAX, teacherLoadLabel, waiverChoices } from './letter-rules';

interface Values { teacherUserId: string; applicationIds: string[]; note?: string; waived: boolean; shareBragSheet?: boolean }

/** The student asks a teacher of their school: which applications, a note, and the FERPA choice (required). */
export function AskTeacherDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('letters');
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const teachers = useQuery(RecommendationTeachersDocument, { variables: { studentId }, skip: !open, fetchPolicy: 'cache-and-network' });
  const apps = useQuery(MyApplicationsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [request, { loading }] = useMutation(RequestRecommendationDocument, { refetchQueries: [RecommendationRequestsDocument], awaitRefetchQueries: true });
  const sharing = useBragSheetShare();
  const applications = apps.data?.myStudent?.applications ?? [];
  const allIds = applications.map((a) => a.id);
  const teacherId = Form.useWatch('teacherUserId', form);
  const chosenTeacher = teachers.data?.recommendationTeachers.find((t) => t.userId === teacherId);

  // Every application is chosen until the student narrows it. setFieldsValue, not setFieldValue: the latter marks the
  // field touched, so a first run before the applications arrived kept the box empty for good.
  const allKey = allIds.join(',');
  useEffect(() => {
    if (open && allKey && !form.isFieldTouched('applicationIds')) form.setFieldsValue({ applicationIds: allKey.split(',') });
  }, [open, allKey, form]);

  const close = () => { form.resetFields(); onClose(); };
  const finish = async (v: Values) => {
    try {
      const result = await request({
        variables: { studentId, input: { teacherUserId: v.teacherUserId, applicationIds: applicationIdsToSend(v.applicationIds, allIds), note: v.note?.trim() || null, waived: v.waived } },
      });
      const r = result.data?.requestRecommendation;
      // The request input has no sharing choice: the brag sheet is shared once the request exists (a failure says so
      // in its own toast, and the request stays sent; the letters page can share it again).
      const shared = r && v.shareBragSheet ? await sharing.share(r.request.id, true, true) : false;
      const limitNote = r?.overLimit ? t('ask.overLimit', { name: r.request.teacher.name, limit: r.limit }) : undefined;
      toast.success(shared ? t('ask.sentWithSheet') : t('ask.sent'), limitNote);
      close();
    } catch (error) {
      toast.error(t('ask.sendError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t('ask.title')}
      formId="ask-teacher"
      form={form}
      pending={loading}
      submitText={t('ask.submit')}
      pendingText={t('ask.sending')}
      onCancel={close}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="teacherUserId" label={t('ask.teacher')} rules={[{ required: true, message: t('ask.teacherRequired') }]}>
        <Select
          aria-label={t('ask.teacher')}
          virtual={false}
          loading={teachers.loading}
          notFoundContent={teachers.error ? t('ask.teachersError') : t('ask.noTeachers')}
          options={(teachers.data?.recommendationTeachers ?? []).map((teacher) => ({ value: teacher.userId, label: teacherLoadLabel(teacher) }))}
        />
      </Form.Item>
      {chosenTeacher?.full && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('ask.full', { name: chosenTeacher.name, limit: chosenTeacher.limit })}
        />
      )}
      <Form.Item name="applicationIds" label={t('ask.applications')} rules={[{ required: true, type: 'array', min: 1, message: t('ask.applicationsRequired') }]}>
        <Select
          aria-label={t('ask.applications')}
          virtual={false}
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={apps.loading}
          notFoundContent={t('ask.noApplications')}
          options={applications.map((a) => ({ value: a.id, label: a.collegeName }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('ask.note')} rules={[{ max: NOTE_MAX }]}>
        <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount />
      </Form.Item>
      <Form.Item name="shareBragSheet" valuePropName="checked" extra={t('ask.shareHint')}>
        <Checkbox disabled={sharing.busyId !== null}>{t('ask.share')}</Checkbox>
      </Form.Item>
      <Form.Item name="waived" label={t('ask.ferpa')} rules={[{ required: true, message: t('ask.ferpaRequired') }]}>
        <Radio.Group options={waiverChoices()} style={{ display: 'flex', flexDirection: 'column' }} />
      </Form.Item>
    </FormDialog>
  );
}

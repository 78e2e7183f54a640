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
import { applicationIdsToSend, NOTE_MAX, teacherLoadLabel, WAIVER_CHOICES } from './letter-rules';

interface Values { teacherUserId: string; applicationIds: string[]; note?: string; waived: boolean; shareBragSheet?: boolean }

/** The student asks a teacher of their school: which applications, a note, and the FERPA choice (required). */
export function AskTeacherDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
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
      const limitNote = r?.overLimit ? `${r.request.teacher.name} has reached their limit of ${r.limit} this year; they may still accept.` : undefined;
      toast.success(shared ? 'Request sent with your brag sheet' : 'Request sent', limitNote);
      close();
    } catch (error) {
      toast.error('Could not send the request', graphqlMessage(error) ?? 'Please try again.');
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      title="Ask a teacher"
      formId="ask-teacher"
      form={form}
      pending={loading}
      submitText="Send request"
      pendingText="Sending…"
      onCancel={close}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="teacherUserId" label="Teacher" rules={[{ required: true, message: 'Choose a teacher' }]}>
        <Select
          aria-label="Teacher"
          virtual={false}
          loading={teachers.loading}
          notFoundContent={teachers.error ? 'Teachers could not be loaded' : 'No teachers at your school'}
          options={(teachers.data?.recommendationTeachers ?? []).map((t) => ({ value: t.userId, label: teacherLoadLabel(t) }))}
        />
      </Form.Item>
      {chosenTeacher?.full && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${chosenTeacher.name} has reached their limit of ${chosenTeacher.limit} letters this year. You can still ask.`}
        />
      )}
      <Form.Item name="applicationIds" label="Applications" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one application' }]}>
        <Select
          aria-label="Applications"
          virtual={false}
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={apps.loading}
          notFoundContent="No applications on your list yet"
          options={applications.map((a) => ({ value: a.id, label: a.collegeName }))}
        />
      </Form.Item>
      <Form.Item name="note" label="Note to the teacher" rules={[{ max: NOTE_MAX }]}>
        <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount />
      </Form.Item>
      <Form.Item name="shareBragSheet" valuePropName="checked" extra="The teacher sees your answers while you share them; you can stop on the letters page.">
        <Checkbox disabled={sharing.busyId !== null}>Share my brag sheet with this teacher</Checkbox>
      </Form.Item>
      <Form.Item name="waived" label="FERPA waiver" rules={[{ required: true, message: 'Choose whether you waive your right to read the letter' }]}>
        <Radio.Group options={WAIVER_CHOICES.map((c) => ({ value: c.value, label: c.label }))} style={{ display: 'flex', flexDirection: 'column' }} />
      </Form.Item>
    </FormDialog>
  );
}

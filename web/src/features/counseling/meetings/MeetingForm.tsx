import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { MeetingFieldsFragment, MeetingInput, MeetingKind } from '../../../gql/graphql';
import { kindOptions } from '../counseling-format';

interface Values {
  startsAt: Dayjs;
  lengthMinutes: number;
  kind: MeetingKind;
  topics: string[];
  note?: string;
}

/** "schedule": ahead of time; "log": one that was held; "edit": a saved meeting's details (its state stays). */
export type MeetingFormMode = { kind: 'schedule' } | { kind: 'log' } | { kind: 'edit'; meeting: MeetingFieldsFragment };

interface MeetingFormProps {
  mode: MeetingFormMode | null;
  saving: boolean;
  /** An edit sends every field, with the meeting's state unchanged. */
  onSave: (input: MeetingInput) => void;
  onCancel: () => void;
}


function initialValues(mode: MeetingFormMode | null): Partial<Values> {
  if (mode?.kind === 'edit') {
    const m = mode.meeting;
    return { startsAt: dayjs(m.startsAt), lengthMinutes: m.lengthMinutes, kind: m.kind, topics: [...m.topics], note: m.note ?? undefined };
  }
  const startsAt = mode?.kind === 'schedule' ? dayjs().add(1, 'day').hour(10).minute(0).second(0) : dayjs().second(0);
  return { lengthMinutes: 30, kind: 'individual', topics: [], startsAt };
}

/** Logging a held meeting, scheduling one, or editing one: date and time, length, kind, topics, a note. */
export function MeetingForm({ mode, saving, onSave, onCancel }: MeetingFormProps) {
  // counseling: the meeting kinds' words.
  const { t } = useTranslation(['counselor', 'counseling']);
  const [form] = Form.useForm<Values>();
  const kind = mode?.kind ?? 'log';
  const texts = { title: t(`meetingForm.${kind}.title`), ok: t(`meetingForm.${kind}.ok`) };
  const finish = (v: Values) => onSave({
    startsAt: v.startsAt.toISOString(), lengthMinutes: v.lengthMinutes, kind: v.kind, topics: v.topics.map((t) => t.trim()).filter(Boolean),
    note: v.note?.trim() || null,
    state: mode?.kind === 'edit' ? mode.meeting.state : mode?.kind === 'schedule' ? 'scheduled' : 'held',
  });
  return (
    <Modal open={mode !== null} title={texts.title} okText={texts.ok}
      onOk={() => form.submit()} confirmLoading={saving} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initialValues(mode)} onFinish={finish} requiredMark="optional" preserve={false}>
        <Form.Item name="startsAt" label={t('meetingForm.when')} rules={[{ required: true, message: t('meetingForm.whenRequired') }]}>
          <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="lengthMinutes" label={t('meetingForm.length')} rules={[{ required: true, type: 'number', min: 1, max: 480, message: t('meetingForm.lengthRange') }]}>
          <InputNumber min={1} max={480} step={5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kind" label={t('meetingForm.kind')} rules={[{ required: true }]}>
          <Select options={kindOptions()} virtual={false} />
        </Form.Item>
        <Form.Item name="topics" label={t('meetingForm.topics')} extra={t('meetingForm.topicsHint')}
          rules={[{ type: 'array', max: 10, message: t('meetingForm.topicsMax') }]}>
          <Select mode="tags" open={false} suffixIcon={null} placeholder={t('meetingForm.topicsPlaceholder')} tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="note" label={t('meetingForm.note')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useMutation } from '@apollo/client/react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { FormDialog } from '../../components/FormDialog';
import { RequirementSetsDocument, SaveRequirementSetDocument, type RequirementSetFieldsFragment } from '../../gql/graphql';
import { fill } from './fill';
import { messages } from './messages';
import { NEW_REQUIREMENT_SET, requirementAsksSomething, requirementSetFormValues, requirementSetInput, type RequirementSetFormValues } from './requirement-form';

const m = messages.setForm;

interface RequirementSetDialogProps {
  schoolId: string;
  /** The school's set being edited; 'new' to add one; null: closed. */
  set: RequirementSetFieldsFragment | 'new' | null;
  /** Area codes to offer ("sced:01", "ag:b"…): those of the catalog and of the sets; others can be typed. */
  areaOptions: { value: string; label: string }[];
  onClose: () => void;
}

/** A school's graduation requirements: credits per area, named required courses, a minimum total. */
export function RequirementSetDialog({ schoolId, set, areaOptions, onClose }: RequirementSetDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<RequirementSetFormValues>();
  const editing = set && set !== 'new' ? set : null;
  const [save, saving] = useMutation(SaveRequirementSetDocument, { refetchQueries: [RequirementSetsDocument] });

  useEffect(() => {
    if (set) form.setFieldsValue(editing ? requirementSetFormValues(editing) : NEW_REQUIREMENT_SET);
  }, [set, editing, form]);

  async function finish(values: RequirementSetFormValues) {
    try {
      await save({ variables: { input: requirementSetInput(schoolId, editing?.id ?? null, values) } });
      toast.success(m.saved);
      onClose();
    } catch (error) {
      toast.error(m.failed, graphqlMessage(error) ?? messages.tryAgain);
    }
  }

  return (
    <FormDialog<RequirementSetFormValues>
      open={set !== null}
      title={editing ? fill(m.editTitle, { name: editing.name }) : m.addTitle}
      formId={m.formId}
      form={form}
      pending={saving.loading}
      submitText={m.save}
      pendingText={m.saving}
      onCancel={onClose}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="name" label={m.name} rules={[{ required: true, whitespace: true, message: m.nameRequired }]}><Input maxLength={120} /></Form.Item>
      <Form.Item name="source" label={m.source}><Input maxLength={300} /></Form.Item>
      <Space wrap>
        <Form.Item name="minimumTotalCredits" label={m.minimumTotalCredits}><InputNumber min={0} max={60} step={0.5} /></Form.Item>
        <Form.Item name="minimumMark" label={m.minimumMark}><Input maxLength={4} style={{ width: 120 }} /></Form.Item>
      </Space>
      <Form.List name="requirements">
        {(fields, { add, remove }) => (
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{m.requirements}</legend>
            {fields.map((field, i) => (
              <Card key={field.key} size="small" style={{ marginBottom: 8 }} title={fill(m.requirementN, { n: i + 1 })}
                extra={<Button type="text" icon={<MinusCircleOutlined aria-hidden />} aria-label={fill(m.removeRequirement, { n: i + 1 })} onClick={() => remove(field.name)} />}>
                <Form.Item name={[field.name, 'label']} label={m.label} rules={[{ required: true, whitespace: true, message: m.labelRequired }]}>
                  <Input maxLength={120} />
                </Form.Item>
                <Space wrap align="start">
                  <Form.Item name={[field.name, 'areas']} label={m.areas} style={{ minWidth: 260 }}>
                    <Select mode="tags" placeholder={m.areasPlaceholder} options={areaOptions} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'credits']} label={m.credits}><InputNumber min={0} max={40} step={0.5} /></Form.Item>
                </Space>
                <Form.Item name={[field.name, 'courseCodes']} label={m.courseCodes} rules={[{
                  validator: async () => {
                    const row = form.getFieldValue(['requirements', field.name]) as RequirementSetFormValues['requirements'][number] | undefined;
                    if (row && !requirementAsksSomething(row)) throw new Error(m.needsSomething);
                  },
                }]}>
                  <Select mode="tags" open={false} placeholder={m.courseCodesPlaceholder} />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ label: '', areas: [], credits: null, courseCodes: [] })}>{m.addRequirement}</Button>
          </fieldset>
        )}
      </Form.List>
    </FormDialog>
  );
}

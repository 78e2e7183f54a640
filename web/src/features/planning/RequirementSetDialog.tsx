import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { FormDialog } from '../../components/FormDialog';
import { RequirementSetsDocument, SaveRequirementSetDocument, type RequirementSetFieldsFragment } from '../../gql/graphql';
import { NEW_REQUIREMENT_SET, requirementAsksSomething, requirementSetFormValues, requirementSetInput, type RequirementSetFormValues } from './requirement-form';


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
  const { t } = useTranslation('planning');
  const toast = useToast();
  const [form] = Form.useForm<RequirementSetFormValues>();
  const editing = set && set !== 'new' ? set : null;
  const [save, saving] = useMutation(SaveRequirementSetDocument, { refetchQueries: [RequirementSetsDocument] });

  useEffect(() => {
    // A new set's suggested name is in the admin's language.
    if (set) form.setFieldsValue(editing ? requirementSetFormValues(editing) : { ...NEW_REQUIREMENT_SET, name: t('setForm.defaultName') });
  }, [set, editing, form, t]);

  async function finish(values: RequirementSetFormValues) {
    try {
      await save({ variables: { input: requirementSetInput(schoolId, editing?.id ?? null, values) } });
      toast.success(t('setForm.saved'));
      onClose();
    } catch (error) {
      toast.error(t('setForm.failed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  return (
    <FormDialog<RequirementSetFormValues>
      open={set !== null}
      title={editing ? t('setForm.editTitle', { name: editing.name }) : t('setForm.addTitle')}
      formId={'requirement-set-form'}
      form={form}
      pending={saving.loading}
      submitText={t('setForm.save')}
      pendingText={t('setForm.saving')}
      onCancel={onClose}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="name" label={t('setForm.name')} rules={[{ required: true, whitespace: true, message: t('setForm.nameRequired') }]}><Input maxLength={120} /></Form.Item>
      <Form.Item name="source" label={t('setForm.source')}><Input maxLength={300} /></Form.Item>
      <Space wrap>
        <Form.Item name="minimumTotalCredits" label={t('setForm.minimumTotalCredits')}><InputNumber min={0} max={60} step={0.5} /></Form.Item>
        <Form.Item name="minimumMark" label={t('setForm.minimumMark')}><Input maxLength={4} style={{ width: 120 }} /></Form.Item>
      </Space>
      <Form.List name="requirements">
        {(fields, { add, remove }) => (
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('setForm.requirements')}</legend>
            {fields.map((field, i) => (
              <Card key={field.key} size="small" style={{ marginBottom: 8 }} title={t('setForm.requirementN', { n: i + 1 })}
                extra={<Button type="text" icon={<MinusCircleOutlined aria-hidden />} aria-label={t('setForm.removeRequirement', { n: i + 1 })} onClick={() => remove(field.name)} />}>
                <Form.Item name={[field.name, 'label']} label={t('setForm.label')} rules={[{ required: true, whitespace: true, message: t('setForm.labelRequired') }]}>
                  <Input maxLength={120} />
                </Form.Item>
                <Space wrap align="start">
                  <Form.Item name={[field.name, 'areas']} label={t('setForm.areas')} style={{ minWidth: 260 }}>
                    <Select mode="tags" placeholder={t('setForm.areasPlaceholder')} options={areaOptions} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'credits']} label={t('setForm.credits')}><InputNumber min={0} max={40} step={0.5} /></Form.Item>
                </Space>
                <Form.Item name={[field.name, 'courseCodes']} label={t('setForm.courseCodes')} rules={[{
                  validator: async () => {
                    const row = form.getFieldValue(['requirements', field.name]) as RequirementSetFormValues['requirements'][number] | undefined;
                    if (row && !requirementAsksSomething(row)) throw new Error(t('setForm.needsSomething'));
                  },
                }]}>
                  <Select mode="tags" open={false} placeholder={t('setForm.courseCodesPlaceholder')} />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ label: '', areas: [], credits: null, courseCodes: [] })}>{t('setForm.addRequirement')}</Button>
          </fieldset>
        )}
      </Form.List>
    </FormDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import type { MyStudent } from '../profile-form';
import { useActivitiesSave } from '../use-profile-save';

interface ActivityRow { name?: string; role?: string | null; years?: number | null; hoursPerWeek?: number | null }

/** Activities (name, role, years, hours per week), edited as a list and saved together. */
export function ActivitiesEditor({ student }: { student: MyStudent }) {
  const [form] = Form.useForm<{ activities: ActivityRow[] }>();
  const { t } = useTranslation('students');
  const { save, saving } = useActivitiesSave(student.id);
  const activities = student.activities;
  useEffect(() => {
    form.setFieldsValue({ activities: activities.map((a) => ({ name: a.name, role: a.role ?? '', years: a.years, hoursPerWeek: a.hoursPerWeek })) });
  }, [activities, form]);

  const submit = (values: { activities?: ActivityRow[] }) =>
    save((values.activities ?? []).map((a) => ({
      name: (a.name ?? '').trim(), role: a.role?.trim() || null, years: a.years ?? null, hoursPerWeek: a.hoursPerWeek ?? null,
    })));

  return (
    <Card title={t('activities.title')} style={{ marginTop: 16 }}>
      <Form form={form} name="activities" onFinish={submit} layout="vertical">
        <Form.List name="activities">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activities.noActivities')} />}
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="flex-start" wrap>
                  <Form.Item name={[field.name, 'name']} style={{ flex: '2 1 200px' }}
                    rules={[{ required: true, whitespace: true, message: t('editors.activityRule') }]}>
                    <Input aria-label={t('editors.activityName', { n: i + 1 })} placeholder={t('editors.activity')} maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']} style={{ flex: '1 1 150px' }}>
                    <Input aria-label={t('editors.activityRole', { n: i + 1 })} placeholder={t('editors.role')} maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'years']} style={{ flex: '0 1 110px' }}>
                    <InputNumber aria-label={t('editors.activityYears', { n: i + 1 })} placeholder={t('editors.years')} min={0} max={12} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'hoursPerWeek']} style={{ flex: '0 1 130px' }}>
                    <InputNumber aria-label={t('editors.activityHours', { n: i + 1 })} placeholder={t('editors.hours')} min={0} max={168} step={0.5} style={{ width: '100%' }} />
                  </Form.Item>
                  <Button aria-label={t('editors.removeActivity', { n: i + 1 })} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Flex gap={8} wrap>
                <Button icon={<PlusOutlined />} onClick={() => add({ role: '' })} disabled={fields.length >= 40}>{t('editors.addActivity')}</Button>
                <Button type="primary" htmlType="submit" loading={saving}>{saving ? t('profile.saving') : t('editors.saveActivities')}</Button>
              </Flex>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Form, Select, Typography, theme } from 'antd';
import { useEffect } from 'react';
import type { CaseloadRuleInput } from '../../gql/graphql';
import type { SchoolRow } from './use-schools';

const gradeOptions = (t: TFunction<'schools'>) => [9, 10, 11, 12].map((g) => ({ value: g, label: t('rules.grade', { grade: g }) }));
const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)).map((l) => ({ value: l, label: l }));

type RuleRow = Partial<CaseloadRuleInput>;

interface CaseloadRulesEditorProps {
  school: SchoolRow;
  pending: boolean;
  /** Resolves true once saved. */
  onSave: (rules: CaseloadRuleInput[]) => Promise<boolean>;
}

/**
 * A school's caseload rules, edited as a list and saved together (they replace the school's rules): each puts
 * the students of a grade range whose surname starts within a letter range in one counselor's caseload. The
 * first matching rule wins; students assigned by hand stay with their counselor.
 */
export function CaseloadRulesEditor({ school, pending, onSave }: CaseloadRulesEditorProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('schools');
  const GRADES = gradeOptions(t);
  const [form] = Form.useForm<{ rules: RuleRow[] }>();
  const counselors = school.staff.filter((m) => m.role === 'counselor').map((m) => ({ value: m.id, label: m.displayName }));
  useEffect(() => {
    form.setFieldsValue({
      rules: school.caseloadRules.map((r) => ({
        counselorId: r.counselor.id, gradeFrom: r.gradeFrom, gradeTo: r.gradeTo, surnameFrom: r.surnameFrom, surnameTo: r.surnameTo,
      })),
    });
  }, [school.caseloadRules, form]);

  // The words between the selects ("Grades 10 to 12"), which the selects' own labels repeat for screen readers.
  const between = { lineHeight: '32px', color: token.colorTextSecondary } as const;
  const submit = (values: { rules?: RuleRow[] }) => void onSave((values.rules ?? []) as CaseloadRuleInput[]);
  const notBefore = (from: 'gradeFrom' | 'surnameFrom', i: number, message: string) => ({
    validator: async (_: unknown, value: unknown) => {
      const start = form.getFieldValue(['rules', i, from]) as number | string | undefined;
      if (start !== undefined && value !== undefined && value !== null && value < start) throw new Error(message);
    },
  });

  return (
    <Form form={form} name="caseload-rules" onFinish={submit} layout="vertical" disabled={pending}>
      {counselors.length === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: token.margin }} title={t('rules.needCounselor')} />
      )}
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <Flex vertical gap={token.marginXS}>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rules.none')} />}
            {fields.map((field, i) => (
              <Flex key={field.key} gap={token.marginXS} align="flex-start" wrap role="group" aria-label={t('rules.rule', { n: i + 1 })}>
                <Typography.Text strong style={{ lineHeight: '32px', minWidth: 56 }}>{t('rules.rule', { n: i + 1 })}</Typography.Text>
                <Form.Item name={[field.name, 'counselorId']} style={{ flex: '1 1 180px', marginBottom: token.marginXS }} rules={[{ required: true, message: t('rules.chooseCounselor') }]}>
                  <Select aria-label={t('rules.counselorOf', { n: i + 1 })} options={counselors} placeholder={t('rules.counselor')} styles={{ placeholder: { color: token.colorTextSecondary } }} />
                </Form.Item>
                <Flex gap={token.marginXS} align="flex-start">
                  <span style={between}>{t('rules.grades')}</span>
                  <Form.Item name={[field.name, 'gradeFrom']} style={{ width: 112, marginBottom: token.marginXS }} rules={[{ required: true, message: t('rules.fromGrade') }]}>
                    <Select aria-label={t('rules.gradeFromOf', { n: i + 1 })} options={GRADES} />
                  </Form.Item>
                  <span style={between}>{t('rules.to')}</span>
                  <Form.Item name={[field.name, 'gradeTo']} dependencies={[['rules', field.name, 'gradeFrom']]} style={{ width: 112, marginBottom: token.marginXS }}
                    rules={[{ required: true, message: t('rules.toGrade') }, notBefore('gradeFrom', field.name, t('rules.gradesOrder'))]}>
                    <Select aria-label={t('rules.gradeToOf', { n: i + 1 })} options={GRADES} />
                  </Form.Item>
                </Flex>
                <Flex gap={token.marginXS} align="flex-start">
                  <span style={between}>{t('rules.surnames')}</span>
                  <Form.Item name={[field.name, 'surnameFrom']} style={{ width: 72, marginBottom: token.marginXS }} rules={[{ required: true, message: t('rules.fromLetter') }]}>
                    <Select aria-label={t('rules.surnameFromOf', { n: i + 1 })} options={LETTERS} virtual={false} />
                  </Form.Item>
                  <span style={between}>{t('rules.to')}</span>
                  <Form.Item name={[field.name, 'surnameTo']} dependencies={[['rules', field.name, 'surnameFrom']]} style={{ width: 72, marginBottom: token.marginXS }}
                    rules={[{ required: true, message: t('rules.toLetter') }, notBefore('surnameFrom', field.name, t('rules.lettersOrder'))]}>
                    <Select aria-label={t('rules.surnameToOf', { n: i + 1 })} options={LETTERS} virtual={false} />
                  </Form.Item>
                </Flex>
                <Button aria-label={t('rules.removeOf', { n: i + 1 })} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              </Flex>
            ))}
            <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginXS }}>
              <Button icon={<PlusOutlined />} disabled={counselors.length === 0 || fields.length >= 50}
                onClick={() => add({ counselorId: counselors.length === 1 ? counselors[0].value : undefined, gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'Z' })}>
                {t('rules.add')}
              </Button>
              <Button type="primary" htmlType="submit" loading={pending}>{pending ? t('saving') : t('rules.save')}</Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}

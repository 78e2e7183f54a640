import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import type { SchoolDocumentFieldsFragment, SchoolDocumentState } from '../../../gql/graphql';
import { STATE_ORDER } from './school-document-labels';
import { documentState, documentTitle, ratingCategory, ratingLevel, reportMessage, rigorLabel } from './school-document-words';
import { COURSE_RIGOR, formInputOf, gpaProblem, RANK_MAX, RATING_CATEGORIES, RATING_LEVELS, REPORT_MESSAGES, valuesOf, type ReportValues } from './school-report-rules';
import { useSaveSchoolDocument } from './use-save-school-document';

type Values = ReportValues & { state: SchoolDocumentState };

/**
 * The school report's form for one student, as the server reads it (pre-filled from the profile until saved), with
 * its state. Checks are the server's, in its words; a refusal the form did not foresee shows above the fields.
 */
export function SchoolReportEditor({ doc, open, onClose }: { doc: SchoolDocumentFieldsFragment; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['counselor', 'common']);
  const [form] = Form.useForm<Values>();
  const { save, saving, error, clearError } = useSaveSchoolDocument(doc.studentId, 'school_report');
  // Each opening starts from what the server holds then (a list read again while it is open does not undo edits).
  useEffect(() => {
    if (!open) return;
    clearError();
    form.setFieldsValue({ ...valuesOf(doc.form), state: doc.state === 'not_started' ? 'draft' : doc.state });
  }, [open]);
  const ranks = Form.useWatch('ranks', form);
  const title = documentTitle('school_report');

  const gpaRule = (field: 'gpa' | 'gpaScale') => ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: async () => {
      const problem = gpaProblem(getFieldValue('gpa') as number | null, getFieldValue('gpaScale') as number | null);
      const mine = field === 'gpaScale' ? problem === REPORT_MESSAGES.gpaScale : problem !== REPORT_MESSAGES.gpaScale;
      if (problem && mine) throw new Error(reportMessage(problem));
    },
  });

  return (
    <FormDialog<Values>
      open={open}
      title={title}
      formId="school-report"
      form={form}
      pending={saving}
      submitText={t('report.save')}
      pendingText={t('report.saving')}
      onCancel={onClose}
      onFinish={(v) => void save({ state: v.state, form: formInputOf(v) }).then((ok) => { if (ok) onClose(); })}
      intro={(
        <>
          {doc.formPrefilled && <Typography.Paragraph type="secondary">{t('report.prefilled')}</Typography.Paragraph>}
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        </>
      )}
    >
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="gpa" label={t('info.gpa')} dependencies={['gpaScale']} rules={[gpaRule('gpa')]}>
            <InputNumber min={0} max={20} step={0.01} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="gpaScale" label={t('report.gpaScale')} dependencies={['gpa']} rules={[gpaRule('gpaScale')]} extra={t('report.gpaScaleHint')}>
            <InputNumber min={1} max={20} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ranks" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('report.ranks')}</Checkbox>
      </Form.Item>
      {ranks && (
        <Form.Item name="rank" label={t('report.rank')} extra={t('report.rankHint')} rules={[{ max: RANK_MAX, message: reportMessage(REPORT_MESSAGES.rank) }]}>
          <Input maxLength={RANK_MAX} />
        </Form.Item>
      )}
      <Form.Item name="courseRigor" label={t('report.rigorLabel')} extra={t('report.rigorHint')}>
        <Select allowClear placeholder={t('report.notGiven')} options={COURSE_RIGOR.map(([value]) => ({ value, label: rigorLabel(value) }))} />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>{t('report.ratings')}</legend>
        <Row gutter={16}>
          {RATING_CATEGORIES.map(([category]) => (
            <Col xs={12} key={category}>
              <Form.Item name={['ratings', category]} label={ratingCategory(category)}>
                <Select allowClear placeholder={t('report.notRated')} options={RATING_LEVELS.map(([value]) => ({ value, label: ratingLevel(value) }))} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Form.Item name="state" label={t('report.state')}>
        <Radio.Group options={STATE_ORDER.map((s) => ({ value: s, label: documentState(s) }))} />
      </Form.Item>
    </FormDialog>
  );
}

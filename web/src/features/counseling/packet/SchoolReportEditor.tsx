import { Alert, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import type { SchoolDocumentFieldsFragment, SchoolDocumentState } from '../../../gql/graphql';
import { SCHOOL_DOCUMENT_STATES, STATE_ORDER } from './school-document-labels';
import { COURSE_RIGOR, formInputOf, gpaProblem, RANK_MAX, RATING_CATEGORIES, RATING_LEVELS, REPORT_MESSAGES, valuesOf, type ReportValues } from './school-report-rules';
import { useSaveSchoolDocument } from './use-save-school-document';

type Values = ReportValues & { state: SchoolDocumentState };

/**
 * The school report's form for one student, as the server reads it (pre-filled from the profile until saved), with
 * its state. Checks are the server's, in its words; a refusal the form did not foresee shows above the fields.
 */
export function SchoolReportEditor({ doc, open, onClose }: { doc: SchoolDocumentFieldsFragment; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { save, saving, error, clearError } = useSaveSchoolDocument(doc.studentId, 'school_report');
  // Each opening starts from what the server holds then (a list read again while it is open does not undo edits).
  useEffect(() => {
    if (!open) return;
    clearError();
    form.setFieldsValue({ ...valuesOf(doc.form), state: doc.state === 'not_started' ? 'draft' : doc.state });
  }, [open]);
  const ranks = Form.useWatch('ranks', form);

  const gpaRule = (field: 'gpa' | 'gpaScale') => ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: async () => {
      const problem = gpaProblem(getFieldValue('gpa') as number | null, getFieldValue('gpaScale') as number | null);
      const mine = field === 'gpaScale' ? problem === REPORT_MESSAGES.gpaScale : problem !== REPORT_MESSAGES.gpaScale;
      if (problem && mine) throw new Error(problem);
    },
  });

  return (
    <FormDialog<Values>
      open={open}
      title="School report"
      formId="school-report"
      form={form}
      pending={saving}
      submitText="Save"
      pendingText="Saving…"
      onCancel={onClose}
      onFinish={(v) => void save({ state: v.state, form: formInputOf(v) }).then((ok) => { if (ok) onClose(); })}
      intro={(
        <>
          {doc.formPrefilled && <Typography.Paragraph type="secondary">Pre-filled from the student&apos;s profile (GPA and class rank). Nothing is saved yet.</Typography.Paragraph>}
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        </>
      )}
    >
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="gpa" label="GPA" dependencies={['gpaScale']} rules={[gpaRule('gpa')]}>
            <InputNumber min={0} max={20} step={0.01} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="gpaScale" label="GPA scale" dependencies={['gpa']} rules={[gpaRule('gpaScale')]} extra="For example 4 or 5 (weighted).">
            <InputNumber min={1} max={20} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ranks" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>The school reports class rank</Checkbox>
      </Form.Item>
      {ranks && (
        <Form.Item name="rank" label="Class rank" extra="As the school reports it, for example 12 of 340." rules={[{ max: RANK_MAX, message: REPORT_MESSAGES.rank }]}>
          <Input maxLength={RANK_MAX} />
        </Form.Item>
      )}
      <Form.Item name="courseRigor" label="Course rigor" extra="Compared with the courses your school offers.">
        <Select allowClear placeholder="Not given" options={COURSE_RIGOR.map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>Your ratings</legend>
        <Row gutter={16}>
          {RATING_CATEGORIES.map(([category, label]) => (
            <Col xs={12} key={category}>
              <Form.Item name={['ratings', category]} label={label}>
                <Select allowClear placeholder="Not rated" options={RATING_LEVELS.map(([value, l]) => ({ value, label: l }))} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Form.Item name="state" label="State">
        <Radio.Group options={STATE_ORDER.map((s) => ({ value: s, label: SCHOOL_DOCUMENT_STATES[s].label }))} />
      </Form.Item>
    </FormDialog>
  );
}

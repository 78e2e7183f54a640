import { useTranslation } from 'react-i18next';
import { LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, Modal, Select, Typography, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef } from 'react';
import type { NoteTag } from '../../../gql/graphql';
import { tagOptions } from '../counseling-format';

export interface NoteDraft {
  markup: string;
  pinned: boolean;
  tags: NoteTag[];
}

interface NoteEditorProps {
  open: boolean;
  title: string;
  initial: NoteDraft;
  saving: boolean;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
}

/** Adding or editing a note: a textarea with buttons for lists and links (see note-markup.ts), tags and pinning. */
export function NoteEditor({ open, title, initial, saving, onSave, onCancel }: NoteEditorProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counselor');
  const [form] = Form.useForm<NoteDraft>();
  const area = useRef<TextAreaRef>(null);
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);

  /** Puts `prefix` at the start of each selected line (or inserts a sample line), keeping the rest. */
  const format = (kind: 'ul' | 'ol' | 'link') => {
    const el = area.current?.resizableTextArea?.textArea;
    const text: string = form.getFieldValue('markup') ?? '';
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const selected = text.slice(start, end);
    let insert: string;
    if (kind === 'link') insert = `[${selected || t('noteEditor.sampleLink')}](https://)`;
    else {
      const lines = (selected || t('noteEditor.sampleItem')).split('\n');
      insert = lines.map((l, i) => `${kind === 'ul' ? '-' : `${i + 1}.`} ${l}`).join('\n');
      const before = text.slice(0, start);
      if (before && !before.endsWith('\n\n')) insert = (before.endsWith('\n') ? '\n' : '\n\n') + insert;
    }
    form.setFieldValue('markup', text.slice(0, start) + insert + text.slice(end));
    el?.focus();
  };

  return (
    <Modal open={open} title={title} okText={t('noteEditor.save')} onOk={() => form.submit()} confirmLoading={saving} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onSave} requiredMark="optional">
        <Flex gap={token.marginXS} wrap role="toolbar" aria-label={t('noteEditor.formatting')} style={{ marginBottom: token.marginXS }}>
          <Button size="small" icon={<UnorderedListOutlined aria-hidden />} onClick={() => format('ul')}>{t('noteEditor.bulleted')}</Button>
          <Button size="small" icon={<OrderedListOutlined aria-hidden />} onClick={() => format('ol')}>{t('noteEditor.numbered')}</Button>
          <Button size="small" icon={<LinkOutlined aria-hidden />} onClick={() => format('link')}>{t('noteEditor.link')}</Button>
        </Flex>
        <Form.Item name="markup" label={t('noteEditor.note')} rules={[{ required: true, whitespace: true, message: t('noteEditor.required') }]}
          extra={<Typography.Text type="secondary">{t('noteEditor.hint')}</Typography.Text>}>
          <Input.TextArea ref={area} rows={8} maxLength={20000} />
        </Form.Item>
        <Form.Item name="tags" label={t('noteEditor.tags')}>
          <Select mode="multiple" options={tagOptions()} placeholder={t('noteEditor.none')} virtual={false} />
        </Form.Item>
        <Form.Item name="pinned" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('noteEditor.pin')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

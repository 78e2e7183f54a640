import { useMutation } from '@apollo/client/react';
import { Form, Input, Modal, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { CreateContentItemDocument, UpdateContentItemDocument, type ContentItemInput, type ContentItemPatch } from '../../gql/graphql';
import type { ContentRow } from './content-search';

interface ContentFormValues {
  type: 'note' | 'link' | 'document';
  title: string;
  description?: string;
  tags: string[];
  url?: string;
  body?: string;
  visibleToStudents: boolean;
}

interface ContentItemModalProps {
  open: boolean;
  /** The item being edited, or null to add a new note or link. */
  item: ContentRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const TAG_RULE = {
  validator: (_: unknown, tags: string[] | undefined) => {
    if ((tags ?? []).length > 20) return Promise.reject(new Error('At most 20 tags'));
    if ((tags ?? []).some((t) => t.trim().length > 40)) return Promise.reject(new Error('Each tag must be at most 40 characters'));
    return Promise.resolve();
  },
};

/** The fields of a content item of this type: a document's text comes from its file and it is never shown to students. */
function fieldsOf(v: ContentFormValues, type: ContentFormValues['type']): ContentItemPatch {
  const common = { title: v.title.trim(), description: v.description?.trim() ?? '', tags: (v.tags ?? []).map((t) => t.trim()).filter(Boolean) };
  if (type === 'document') return common;
  const specific = type === 'link' ? { url: v.url?.trim() } : { body: v.body ?? '' };
  return { ...common, ...specific, visibleToStudents: v.visibleToStudents };
}

/** A new item: the form offers notes and links (documents are added by uploading a file). */
const inputOf = (v: ContentFormValues): ContentItemInput => ({ ...fieldsOf(v, v.type), type: v.type, title: v.title.trim() });

/**
 * Add or edit a content item (beyond the spec, where add and edit only log). Notes carry their text,
 * links their address; documents come from the knowledge base and only their title, description and
 * tags change here.
 */
export function ContentItemModal({ open, item, onClose, onSaved }: ContentItemModalProps) {
  const [form] = Form.useForm<ContentFormValues>();
  const toast = useToast();
  const [create] = useMutation(CreateContentItemDocument);
  const [update] = useMutation(UpdateContentItemDocument);
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? item?.type ?? 'note';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(item ? {
      type: item.type, title: item.title, description: item.description ?? '', tags: item.tags,
      url: item.url ?? '', body: item.body ?? '', visibleToStudents: item.visibleToStudents,
    } : { type: 'note', title: '', description: '', tags: [], url: '', body: '', visibleToStudents: false });
  }, [open, item, form]);

  const submit = async (values: ContentFormValues) => {
    setSaving(true);
    try {
      if (item) await update({ variables: { id: item.id, patch: fieldsOf(values, item.type) } });
      else await create({ variables: { input: inputOf(values) } });
      toast.success(item ? 'Content updated' : 'Content added', values.title.trim());
      onSaved();
      onClose();
    } catch (error) {
      toast.error('Error', graphqlMessage(error) ?? (item ? 'Failed to update content' : 'Failed to add content'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={item ? 'Edit Content' : 'Add Content'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={saving ? 'Saving...' : item ? 'Save Changes' : 'Add Content'}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      maskClosable={!saving}
      width={640}
      forceRender
    >
      <Form<ContentFormValues> form={form} id="content-item" layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional" disabled={saving}>
        <Form.Item name="type" label="Type" hidden={item?.type === 'document'}>
          <Radio.Group disabled={Boolean(item)} optionType="button" options={[{ value: 'note', label: 'Note' }, { value: 'link', label: 'Link' }]} />
        </Form.Item>
        {item?.type === 'document' && (
          <Typography.Paragraph type="secondary">This document comes from the knowledge base: its text is read from the file.</Typography.Paragraph>
        )}
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }, { max: 200, message: 'Title must be at most 200 characters' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ max: 2000, message: 'Description must be at most 2000 characters' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="tags" label="Tags" extra="Press Enter or type a comma after each tag." rules={[TAG_RULE]}>
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder="e.g. financial aid, seniors" />
        </Form.Item>
        {type === 'link' && (
          <Form.Item name="url" label="URL" rules={[
            { required: true, whitespace: true, message: 'URL is required' },
            { type: 'url', message: 'Enter a full address starting with http:// or https://' },
            { pattern: /^https?:\/\//i, message: 'Enter a full address starting with http:// or https://' },
          ]}>
            <Input placeholder="https://" inputMode="url" maxLength={2000} />
          </Form.Item>
        )}
        {type === 'note' && (
          <Form.Item name="body" label="Note text" extra="Plain text. Leave a blank line between paragraphs; start a line with # for a heading."
            rules={[{ required: true, whitespace: true, message: 'Note text is required' }]}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} maxLength={100_000} />
          </Form.Item>
        )}
        {type !== 'document' && (
          <Form.Item name="visibleToStudents" label="Visible to students" valuePropName="checked" extra="Shown on the students' Resources page.">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

/** The start of an address, the same in every language. */
const URL_PLACEHOLDER = 'https://';

const tagRule = (t: TFunction<'content'>) => ({
  validator: (_: unknown, tags: string[] | undefined) => {
    if ((tags ?? []).length > 20) return Promise.reject(new Error(t('form.tagsMax')));
    if ((tags ?? []).some((tag) => tag.trim().length > 40)) return Promise.reject(new Error(t('form.tagLength')));
    return Promise.resolve();
  },
});

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
  const { t } = useTranslation('content');
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
      toast.success(item ? t('form.updated') : t('form.added'), values.title.trim());
      onSaved();
      onClose();
    } catch (error) {
      toast.error(t('form.error'), graphqlMessage(error) ?? (item ? t('form.updateError') : t('form.addError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={item ? t('form.edit') : t('repository.add')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={saving ? t('form.saving') : item ? t('form.saveChanges') : t('repository.add')}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      maskClosable={!saving}
      width={640}
      forceRender
    >
      <Form<ContentFormValues> form={form} id="content-item" layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional" disabled={saving}>
        <Form.Item name="type" label={t('form.type')} hidden={item?.type === 'document'}>
          <Radio.Group disabled={Boolean(item)} optionType="button" options={[{ value: 'note', label: t('types.note') }, { value: 'link', label: t('types.link') }]} />
        </Form.Item>
        {item?.type === 'document' && (
          <Typography.Paragraph type="secondary">{t('form.fromKnowledgeBase')}</Typography.Paragraph>
        )}
        <Form.Item name="title" label={t('form.title')} rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }, { max: 200, message: t('form.titleMax') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={[{ max: 2000, message: t('form.descriptionMax') }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="tags" label={t('card.tags')} extra={t('form.tagsHint')} rules={[tagRule(t)]}>
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder={t('form.tagsPlaceholder')} />
        </Form.Item>
        {type === 'link' && (
          <Form.Item name="url" label={t('form.url')} rules={[
            { required: true, whitespace: true, message: t('form.urlRequired') },
            { type: 'url', message: t('form.urlInvalid') },
            { pattern: /^https?:\/\//i, message: t('form.urlInvalid') },
          ]}>
            <Input placeholder={URL_PLACEHOLDER} inputMode="url" maxLength={2000} />
          </Form.Item>
        )}
        {type === 'note' && (
          <Form.Item name="body" label={t('form.body')} extra={t('form.bodyHint')}
            rules={[{ required: true, whitespace: true, message: t('form.bodyRequired') }]}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} maxLength={100_000} />
          </Form.Item>
        )}
        {type !== 'document' && (
          <Form.Item name="visibleToStudents" label={t('form.visible')} valuePropName="checked" extra={t('form.visibleHint')}>
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

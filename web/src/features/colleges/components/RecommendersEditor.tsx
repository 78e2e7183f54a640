import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { RecommendationInput, RecommendationState } from '../../../gql/graphql';
import { addRecommender, removeRecommender, setRecommendationState, type RecommendersChange } from '../materials-changes';

interface RecommendersEditorProps {
  collegeName: string;
  recommendations: RecommendationInput[];
  /** Saves the full list; resolves to whether it was saved. */
  onSave: (next: RecommendationInput[], what: string) => Promise<boolean>;
}

/** Recommenders by name, each requested or submitted; add and remove save the whole list at once. */
export function RecommendersEditor({ collegeName, recommendations, onSave }: RecommendersEditorProps) {
  const { t } = useTranslation('colleges');
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async ({ next, what }: RecommendersChange) => {
    setSaving(true);
    const ok = await onSave(next.map(({ name: n, state }) => ({ name: n, state })), what);
    setSaving(false);
    return ok;
  };
  const add = async () => {
    const change = addRecommender(recommendations, name);
    if (change && (await save(change))) setName('');
  };
  return (
    <Flex vertical gap={8}>
      {recommendations.length === 0 && <Typography.Text type="secondary">{t('recommenders.none')}</Typography.Text>}
      {recommendations.map((r, i) => (
        <Flex key={r.name} align="center" gap={8} wrap>
          <Typography.Text style={{ minWidth: 140 }}>{r.name}</Typography.Text>
          <Radio.Group
            aria-label={t('recommenders.stateOf', { name: r.name, college: collegeName })}
            optionType="button"
            size="small"
            disabled={saving}
            value={r.state}
            options={[{ value: 'requested', label: t('recommenders.requested') }, { value: 'submitted', label: t('recommenders.submitted') }]}
            onChange={(e) => {
              const state = e.target.value as RecommendationState;
              void save(setRecommendationState(recommendations, i, state));
            }}
          />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={saving}
            aria-label={t('recommenders.removeOf', { name: r.name })}
            onClick={() => void save(removeRecommender(recommendations, i))} />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Input
          aria-label={t('recommenders.newOf', { college: collegeName })}
          placeholder={t('recommenders.placeholder')}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void add()}
          style={{ maxWidth: 260 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => void add()} loading={saving} disabled={!name.trim()}>{t('recommenders.add')}</Button>
      </Flex>
    </Flex>
  );
}

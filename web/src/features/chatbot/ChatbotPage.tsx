import { useTranslation } from 'react-i18next';
import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Input, Select, theme } from 'antd';
import { useMemo, useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { ChatbotStudentsDocument } from '../../gql/graphql';
import { AssistantBadge } from './AssistantBadge';
import { MessageList } from './MessageList';
import { useChat } from './use-chat';

/** The AI Chatbot of counselors (/counselor/chatbot) and admins (/admin/chatbot). */
export function ChatbotPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation('assistant');
  const [studentId, setStudentId] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [input, setInput] = useState('');
  const { messages, pending, send } = useChat();
  const students = useQuery(ChatbotStudentsDocument, { variables: { q: search || null, limit: 100 } });

  const options = useMemo(() => (students.data?.students.items ?? []).map((s) => ({
    value: s.id,
    // Full name, else the user id.
    label: [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || s.userId,
  })), [students.data]);

  const submit = async () => {
    if (!input.trim() || pending) return;
    const text = input;
    setInput('');
    await send(text, studentId);
  };

  return (
    <Flex vertical style={{ height: 'calc(100vh - 8rem)' }}>
      <PageHeading
        title={t('chat.title')}
        subtitle={t('chat.subtitle')}
        extra={<AssistantBadge />}
      />
      <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }}>
        <Select
          aria-label={t('answers.student')}
          placeholder={t('chat.chooseStudent')}
          style={{ minWidth: 280 }}
          allowClear
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={students.loading}
          value={studentId}
          onChange={(v: string | undefined) => setStudentId(v)}
          options={options}
          notFoundContent={students.loading ? t('chat.loadingStudents') : t('chat.noStudents')}
        />
      </Flex>
      {students.error && (
        <Alert type="warning" showIcon style={{ marginBottom: token.margin }} title={t('chat.studentsError')}
          action={<Button size="small" onClick={() => void students.refetch()}>{t('retry')}</Button>} />
      )}
      <Card style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }} styles={{ body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: token.margin } }}>
        {/* Focusable so keyboard users can scroll the conversation. */}
        <div tabIndex={0} aria-label={t('chat.messages')} role="region" style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
          <MessageList messages={messages} pending={pending} />
        </div>
        <Flex gap={token.marginXS}>
          <Input
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            value={input}
            disabled={pending}
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={(e) => { if (!e.shiftKey) { e.preventDefault(); void submit(); } }}
            maxLength={4000}
          />
          <Button type="primary" icon={<SendOutlined />} aria-label={t('chat.sendMessage')} disabled={pending || !input.trim()} loading={pending} onClick={() => void submit()}>
            {t('chat.send')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

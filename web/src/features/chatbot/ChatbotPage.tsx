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
        title="AI Chatbot"
        subtitle="Ask about a student's profile, with answers grounded in the counseling knowledge base."
        extra={<AssistantBadge />}
      />
      <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }}>
        <Select
          aria-label="Student"
          placeholder="Choose a student..."
          style={{ minWidth: 280 }}
          allowClear
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={students.loading}
          value={studentId}
          onChange={(v: string | undefined) => setStudentId(v)}
          options={options}
          notFoundContent={students.loading ? 'Loading students…' : 'No students found'}
        />
      </Flex>
      {students.error && (
        <Alert type="warning" showIcon style={{ marginBottom: token.margin }} title="Students could not be loaded; you can still ask general questions."
          action={<Button size="small" onClick={() => void students.refetch()}>Retry</Button>} />
      )}
      <Card style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }} styles={{ body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: token.margin } }}>
        {/* Focusable so keyboard users can scroll the conversation. */}
        <div tabIndex={0} aria-label="Messages" role="region" style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
          <MessageList messages={messages} pending={pending} />
        </div>
        <Flex gap={token.marginXS}>
          <Input
            aria-label="Message"
            placeholder="Ask a question about the student..."
            value={input}
            disabled={pending}
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={(e) => { if (!e.shiftKey) { e.preventDefault(); void submit(); } }}
            maxLength={4000}
          />
          <Button type="primary" icon={<SendOutlined />} aria-label="Send message" disabled={pending || !input.trim()} loading={pending} onClick={() => void submit()}>
            Send
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

import { useTranslation } from 'react-i18next';
import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from './use-chat';
import { SourceBadges } from './SourceBadges';
import { AnswerRating } from './AnswerRating';

/** The conversation, newest at the bottom; the empty state says what to do first. */
export function MessageList({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('assistant');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => { end.current?.scrollIntoView?.({ block: 'end' }); }, [messages]);

  if (!messages.length) {
    return (
      <Flex flex={1} align="center" justify="center">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />
      </Flex>
    );
  }
  const waiting = pending && messages[messages.length - 1]?.role === 'user';
  return (
    <Flex vertical gap={token.marginSM} role="log" aria-live="polite" aria-label={t('chat.conversation')}>
      {messages.map((m) => {
        const mine = m.role === 'user';
        return (
          <Flex key={m.id} gap={token.marginXS} justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" data-testid={`message-${m.role}`}>
            {!mine && <Avatar icon={<RobotOutlined />} style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden />}
            <div style={{
              maxWidth: '80%', padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadiusLG,
              background: mine ? token.colorPrimaryBg : token.colorFillTertiary, color: token.colorText,
            }}>
              <Typography.Text strong style={{ display: 'block', fontSize: token.fontSizeSM }}>
                {mine ? t('chat.you') : t('badge.assistant')}{m.offline && <Tag style={{ marginInlineStart: token.marginXS }}>{t('chat.offline')}</Tag>}
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>
              {m.citations && <SourceBadges sources={m.citations} />}
              {!mine && m.turnId && <AnswerRating turnId={m.turnId} />}
            </div>
            {mine && <Avatar icon={<UserOutlined />} style={{ flex: 'none' }} aria-hidden />}
          </Flex>
        );
      })}
      {waiting && <Flex gap={token.marginXS} align="center"><Spin size="small" /><Typography.Text type="secondary">{t('chat.thinking')}</Typography.Text></Flex>}
      <div ref={end} />
    </Flex>
  );
}

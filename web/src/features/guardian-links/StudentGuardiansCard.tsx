import { useTranslation } from 'react-i18next';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../app/date-format';
import { graphqlMessage } from '../../app/graphql-error';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { useToast } from '../../app/use-toast';
import { EmptyText } from '../../components/EmptyText';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { GuardianLinkList, GuardianLinkRow } from './GuardianLinkRow';
import { InviteGuardianDialog } from './InviteGuardianDialog';
import { useGuardianLinks, type GuardianLink } from './use-guardian-links';

/** A set-password link the server could not email (no mail server): staff hand it over. */
interface HandOver { name: string; url: string }

/**
 * "Guardians" on the counselor's (and admin's) view of one student: who is linked, invite one more, remove a link.
 * The server answers a student of another school as not found; the card then shows nothing.
 */
export function StudentGuardiansCard({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('guardianLinks');
  const toast = useToast();
  const { confirm, holder } = useDangerConfirm();
  const g = useGuardianLinks(studentId);
  const [inviting, setInviting] = useState(false);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  if (g.links === null) return null;

  const remove = (link: GuardianLink) => {
    const name = link.name || link.email;
    confirm({
      title: t('staff.removeTitle', { name }),
      content: t('staff.removeContent', { name, student: studentName }),
      okText: t('staff.removeOk'),
      cancelText: t('staff.cancel'),
      onOk: async () => {
        try {
          await g.remove({ variables: { id: link.id } });
          toast.success(t('staff.removed', { name }));
        } catch (error) {
          toast.error(t('staff.removeFailed'), graphqlMessage(error) ?? t('staff.tryAgain'));
        }
      },
    });
  };

  let body;
  if (g.loading) {
    body = <div role="status" aria-busy="true" aria-label={t('staff.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  } else if (g.error) {
    body = <LoadErrorAlert title={t('staff.loadError')} onRetry={g.refetch} />;
  } else if (!g.links?.length) {
    body = <EmptyText>{t('staff.empty')}</EmptyText>;
  } else {
    body = (
      <GuardianLinkList label={t('staff.listLabel', { student: studentName })}>
        {g.links.map((link) => (
          <GuardianLinkRow key={link.id} link={link}
            detail={(
              <Typography.Text type="secondary">
                {t(`staff.source.${link.source === 'roster' ? 'roster' : 'invitation'}`, { date: formatDate(link.createdAt) })}
                {link.consentApplies && !link.accessActive ? ` · ${t('staff.consentWithdrawn', { student: studentName })}` : ''}
              </Typography.Text>
            )}
            action={(
              <Button danger icon={<DeleteOutlined />} aria-label={t('staff.removeLabel', { name: link.name || link.email })}
                disabled={g.removing} onClick={() => remove(link)}>
                {t('staff.remove')}
              </Button>
            )} />
        ))}
      </GuardianLinkList>
    );
  }

  return (
    <Card title={t('staff.title')} data-testid="student-guardians"
      extra={<Button icon={<UserAddOutlined />} onClick={() => setInviting(true)}>{t('staff.invite')}</Button>}>
      {holder}
      <Flex vertical gap={token.marginSM}>
        {handOver && (
          <Alert type="info" showIcon closable={{ 'aria-label': t('staff.close') }} onClose={() => setHandOver(null)}
            title={t('staff.handOverTitle', { name: handOver.name })}
            description={<Typography.Text copyable code data-testid="guardian-set-password-url">{handOver.url}</Typography.Text>} />
        )}
        {body}
      </Flex>
      <InviteGuardianDialog open={inviting} studentName={studentName} pending={g.inviting}
        onCancel={() => setInviting(false)}
        onSubmit={async (input) => (await g.invite({ variables: { studentId, input } })).data?.inviteGuardian ?? null}
        onInvited={(invitation) => {
          setInviting(false);
          const name = invitation.link.name || invitation.link.email;
          const url = invitation.setPasswordUrl ? new URL(invitation.setPasswordUrl, window.location.origin).toString() : null;
          setHandOver(url ? { name, url } : null);
          if (invitation.emailed) toast.success(t('staff.invited'), t('staff.invitedDetail', { email: invitation.link.email }));
          else if (url) toast.success(t('staff.linked', { name }), t('staff.handOverDetail'));
          else toast.success(t('staff.linked', { name }), t('staff.linkedDetail', { name, student: studentName }));
        }} />
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Card, Flex, Modal, Skeleton, Switch, Typography, theme } from 'antd';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { GuardianLinkList, GuardianLinkRow } from './GuardianLinkRow';
import { useGuardianLinks, type GuardianLink } from './use-guardian-links';

/**
 * The student's guardians on their dashboard. Once the student is 18 and the district asks for their consent
 * (the server says so on each link: consentApplies), each guardian has a switch that turns their access off or on.
 */
export function MyGuardiansCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('guardianLinks');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const g = useGuardianLinks(studentId);
  const links = g.links ?? [];
  // A student with no guardian linked is told nothing: most have none in Counsel, and an empty card is noise.
  if (g.links !== undefined && links.length === 0) return null;
  const decides = links.some((l) => l.consentApplies);

  const change = (link: GuardianLink, given: boolean) => {
    const name = link.name || link.email;
    modal.confirm({
      title: given ? t('mine.onTitle', { name }) : t('mine.offTitle', { name }),
      content: given ? t('mine.onContent', { name }) : t('mine.offContent', { name }),
      okText: given ? t('mine.onOk') : t('mine.offOk'),
      cancelText: t('mine.cancel'),
      okButtonProps: given ? undefined : { danger: true },
      onOk: async () => {
        try {
          await g.setConsent({ variables: { id: link.id, given } });
          toast.success(given ? t('mine.onDone', { name }) : t('mine.offDone', { name }));
        } catch (error) {
          toast.error(t('mine.failed'), graphqlMessage(error) ?? t('mine.tryAgain'));
        }
      },
    });
  };

  let body;
  if (g.loading) {
    body = <div role="status" aria-busy="true" aria-label={t('mine.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  } else if (g.error) {
    body = <LoadErrorAlert title={t('mine.loadError')} onRetry={g.refetch} />;
  } else {
    body = (
      <Flex vertical gap={token.marginSM}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{decides ? t('mine.consent') : t('mine.continues')}</Typography.Paragraph>
        <GuardianLinkList label={t('mine.title')}>
          {links.map((link) => (
            <GuardianLinkRow key={link.id} link={link}
              detail={link.consentApplies && !link.accessActive
                ? <Typography.Text type="secondary">{t('mine.offNote')}</Typography.Text> : undefined}
              action={link.consentApplies && (
                <Flex align="center" gap={token.marginXS}>
                  <Switch checked={link.accessActive} loading={g.settingConsent}
                    aria-label={t('mine.switchLabel', { name: link.name || link.email })}
                    onChange={(on) => change(link, on)} />
                  <Typography.Text aria-hidden>{link.accessActive ? t('mine.on') : t('mine.off')}</Typography.Text>
                </Flex>
              )} />
          ))}
        </GuardianLinkList>
      </Flex>
    );
  }
  return (
    <Card title={t('mine.title')} data-testid="my-guardians">
      {holder}
      {body}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, theme } from 'antd';
import { linksPath } from './roster-format';
import type { AccountsReady } from './use-accounts-ready';

/** "Accounts ready: n of m" as one line (also the history's cell). */
export const accountsReadyText = ({ ready, expected }: Pick<AccountsReady, 'ready' | 'expected'>) =>
  ready === null ? i18next.t('accounts.checkingOf', { ns: 'roster', expected }) : i18next.t('accounts.readyOf', { ns: 'roster', ready, expected });

/**
 * After an apply: how many of the new accounts identity has created, and the links download. The file lists the
 * accounts that exist when it is downloaded, so until all are ready the button says how many are still pending.
 */
export function AccountsReadyPanel({ importId, accounts }: { importId: string; accounts: AccountsReady }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('roster');
  const { ready, expected, done, stalled, checkAgain } = accounts;
  const pending = expected - (ready ?? 0);
  const download = (
    <Button type={done ? 'primary' : 'default'} icon={<DownloadOutlined />} href={linksPath(importId)} download={`set-password-links-${importId}.csv`}>
      {t('accounts.download')}
    </Button>
  );
  if (expected === 0) {
    return (
      <Flex vertical gap={token.marginXS} align="start">
        <Typography.Text>{t('accounts.noneCreated')}</Typography.Text>
        {download}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={token.marginXS} align="start" style={{ width: '100%' }}>
      <Typography.Text strong data-testid="accounts-ready">{accountsReadyText(accounts)}</Typography.Text>
      <Progress percent={Math.floor(((ready ?? 0) / expected) * 100)} status={done ? 'success' : stalled ? 'exception' : 'active'}
        aria-label={t('accounts.createdOf', { ready: ready ?? 0, expected })} style={{ maxWidth: 480 }} />
      {/* Announced once, when it changes: not at every count. */}
      <div role="status">
        {done ? <Typography.Text>{t('accounts.allReady', { count: expected })}</Typography.Text> : null}
      </div>
      {stalled && (
        <Alert type="warning" showIcon title={t('accounts.notCreated', { count: pending })}
          description={t('accounts.stalled')}
          action={<Button size="small" onClick={checkAgain}>{t('accounts.checkAgain')}</Button>} />
      )}
      {download}
      {!done && (
        <Typography.Text type="secondary">
          {ready === null ? t('accounts.checking') : t('accounts.partial', { ready, pending })}
        </Typography.Text>
      )}
    </Flex>
  );
}

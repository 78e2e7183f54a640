import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, theme } from 'antd';
import { linksPath } from './roster-format';
import type { AccountsReady } from './use-accounts-ready';

/** "Accounts ready: n of m" as one line (also the history's cell). */
export const accountsReadyText = ({ ready, expected }: Pick<AccountsReady, 'ready' | 'expected'>) =>
  ready === null ? `Accounts ready: checking… of ${expected}` : `Accounts ready: ${ready} of ${expected}`;

/**
 * After an apply: how many of the new accounts identity has created, and the links download. The file lists the
 * accounts that exist when it is downloaded, so until all are ready the button says how many are still pending.
 */
export function AccountsReadyPanel({ importId, accounts }: { importId: string; accounts: AccountsReady }) {
  const { token } = theme.useToken();
  const { ready, expected, done, stalled, checkAgain } = accounts;
  const pending = expected - (ready ?? 0);
  const download = (
    <Button type={done ? 'primary' : 'default'} icon={<DownloadOutlined />} href={linksPath(importId)} download={`set-password-links-${importId}.csv`}>
      Download set-password links
    </Button>
  );
  if (expected === 0) {
    return (
      <Flex vertical gap={token.marginXS} align="start">
        <Typography.Text>This import created no new accounts.</Typography.Text>
        {download}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={token.marginXS} align="start" style={{ width: '100%' }}>
      <Typography.Text strong data-testid="accounts-ready">{accountsReadyText(accounts)}</Typography.Text>
      <Progress percent={Math.floor(((ready ?? 0) / expected) * 100)} status={done ? 'success' : stalled ? 'exception' : 'active'}
        aria-label={`${ready ?? 0} of ${expected} new accounts created`} style={{ maxWidth: 480 }} />
      {/* Announced once, when it changes: not at every count. */}
      <div role="status">
        {done ? <Typography.Text>All {expected} new accounts are ready: the links file is complete.</Typography.Text> : null}
      </div>
      {stalled && (
        <Alert type="warning" showIcon title={`${pending} ${pending === 1 ? 'account was' : 'accounts were'} not created`}
          description="No new account for two minutes. An account is not created when its email already belongs to another account: see the audit log (accounts.imported)."
          action={<Button size="small" onClick={checkAgain}>Check again</Button>} />
      )}
      {download}
      {!done && (
        <Typography.Text type="secondary">
          {ready === null ? 'Checking how many accounts are ready…' : `The file will have links for the ${ready} accounts ready now; ${pending} still pending. Download again once all are ready.`}
        </Typography.Text>
      )}
    </Flex>
  );
}

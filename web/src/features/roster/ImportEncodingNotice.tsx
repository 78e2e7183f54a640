import { useTranslation } from 'react-i18next';
import { Alert, Flex, Radio, Tag, Typography, theme } from 'antd';
import type { RosterImportQuery } from '../../gql/graphql';
import { encodingLabel as labelOf, encodingNoticeText } from './encoding-notice-text';

type Encoding = NonNullable<NonNullable<RosterImportQuery['rosterImport']>['encoding']>;

/**
 * How the file's text was read: for a file that is not UTF-8, the server's notice and (until applied) the choice
 * of encoding the admin must confirm; and a few names as they will be stored, so a garbled reading shows before
 * anything is written.
 */
export function ImportEncodingNotice({ encoding, sampleNames, previewed, chosen, onChoose }: {
  encoding: Encoding | null;
  sampleNames?: string[];
  previewed: boolean;
  chosen: string | null;
  onChoose: (encoding: string) => void;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation('roster');
  const confirming = previewed && encoding?.needsConfirmation === true;
  return (
    <>
      {encoding?.notice && (
        <Alert
          type={confirming ? 'warning' : 'info'} showIcon
          title={encodingNoticeText(encoding)}
          description={confirming ? (
            <Flex vertical gap={token.marginXS}>
              <Typography.Text id="roster-encoding-choice">{t('encoding.readAs')}</Typography.Text>
              <Radio.Group aria-labelledby="roster-encoding-choice" value={chosen} onChange={(e) => onChoose(String(e.target.value))}
                options={encoding.candidates.map((c) => ({ value: c, label: labelOf(c) }))} />
            </Flex>
          ) : undefined}
        />
      )}
      {sampleNames && sampleNames.length > 0 && (
        <Flex role="region" aria-label={t('encoding.names')} gap={token.marginXS} wrap align="center">
          <Typography.Text type="secondary">
            {encoding && encoding.encoding !== 'UTF-8' ? t('encoding.namesReadAs', { encoding: labelOf(encoding.encoding) }) : t('encoding.namesColon')}
          </Typography.Text>
          {sampleNames.map((n) => <Tag key={n}>{n}</Tag>)}
        </Flex>
      )}
    </>
  );
}

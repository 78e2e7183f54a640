import { Alert, Flex, Radio, Tag, Typography, theme } from 'antd';
import type { RosterImportQuery } from '../../gql/graphql';

type Encoding = NonNullable<NonNullable<RosterImportQuery['rosterImport']>['encoding']>;

const ENCODING_LABELS: Record<string, string> = {
  'UTF-8': 'UTF-8', 'UTF-16LE': 'UTF-16 (little-endian)', 'UTF-16BE': 'UTF-16 (big-endian)', 'windows-1252': 'Windows-1252',
};
const labelOf = (e: string) => ENCODING_LABELS[e] ?? e;

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
  const confirming = previewed && encoding?.needsConfirmation === true;
  return (
    <>
      {encoding?.notice && (
        <Alert
          type={confirming ? 'warning' : 'info'} showIcon
          title={encoding.notice}
          description={confirming ? (
            <Flex vertical gap={token.marginXS}>
              <Typography.Text id="roster-encoding-choice">Read the file as:</Typography.Text>
              <Radio.Group aria-labelledby="roster-encoding-choice" value={chosen} onChange={(e) => onChoose(String(e.target.value))}
                options={encoding.candidates.map((c) => ({ value: c, label: labelOf(c) }))} />
            </Flex>
          ) : undefined}
        />
      )}
      {sampleNames && sampleNames.length > 0 && (
        <Flex role="region" aria-label="Names as they will be stored" gap={token.marginXS} wrap align="center">
          <Typography.Text type="secondary">
            Names as they will be stored{encoding && encoding.encoding !== 'UTF-8' ? ` (read as ${labelOf(encoding.encoding)})` : ''}:
          </Typography.Text>
          {sampleNames.map((n) => <Tag key={n}>{n}</Tag>)}
        </Flex>
      )}
    </>
  );
}

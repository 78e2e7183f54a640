import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { Col, Row, theme } from 'antd';
import { useState } from 'react';
import { useAddressParams } from '../../app/use-address-params';
import { PageHeading } from '../../components/PageHeading';
import { RosterImportsDocument } from '../../gql/graphql';
import { ImportFileCard } from './ImportFileCard';
import { ImportHistoryCard } from './ImportHistoryCard';
import { ImportPreviewCard } from './ImportPreviewCard';
import { RolloverCard } from './RolloverCard';

/**
 * `/admin/roster`: load the district's roster from a file (a dry run first, then apply), download the
 * new accounts' set-password links, the import history, and the year-end rollover. The import being looked at is
 * in the address (?import=<id>), so a reload keeps it.
 */
export function RosterImportPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation('roster');
  const client = useApolloClient();
  const { params, update } = useAddressParams();
  const importId = params.get('import');
  // The names the dry run answered: the server does not keep them, so a reload shows the preview without them.
  const [samples, setSamples] = useState<{ id: string; names: string[] } | null>(null);
  const open = (id: string | null) => update({ import: id });

  return (
    <>
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} xl={16}>
          {importId ? <ImportPreviewCard key={importId} importId={importId} sampleNames={samples?.id === importId ? samples.names : undefined} onClose={() => open(null)} /> : (
            <ImportFileCard onPreview={(id, names) => {
              setSamples({ id, names });
              open(id);
              // The dry run is new history (made over REST, so Apollo's cache does not know it yet).
              void client.refetchQueries({ include: [RosterImportsDocument] });
            }} />
          )}
        </Col>
        <Col xs={24} xl={8}><RolloverCard /></Col>
        <Col xs={24}><ImportHistoryCard onOpen={open} /></Col>
      </Row>
    </>
  );
}

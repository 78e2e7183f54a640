import { useTranslation } from 'react-i18next';
import { Alert, Card, Col, Empty, Row, Skeleton, theme } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { ChildCard } from './ChildCard';
import { childName, useGuardianChildren } from './use-guardian-children';

/** `/guardian`: a card per linked child, what is coming up for them, and a way to their page. */
export function GuardianHomePage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['guardian', 'colleges', 'counseling']);
  const { children, loading, error, refetch } = useGuardianChildren();
  const heading = <PageHeading title={t('home.title')} subtitle={t('home.subtitle')} />;

  if (loading) {
    return (
      <>
        {heading}
        <div role="status" aria-busy="true" aria-label={t('home.loading')}><Card><Skeleton active paragraph={{ rows: 3 }} /></Card></div>
      </>
    );
  }
  if (error) return <>{heading}<LoadErrorResult title={t('home.loadError')} onRetry={refetch} /></>;
  if (children.length === 0) return <>{heading}<Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} /></Card></>;

  return (
    <>
      {heading}
      <Row gutter={[token.margin, token.margin]}>
        {children.map((c) => (
          <Col key={c.linkId} xs={24} xl={12}>
            {c.accessActive && c.studentId
              ? <ChildCard studentId={c.studentId} name={childName(c)} school={c.school?.name ?? null} />
              : (
                <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{childName(c)}</h2>} data-testid="guardian-child">
                  <Alert type={c.accessActive ? 'info' : 'warning'} showIcon
                    title={c.accessActive ? t('child.notYet', { name: c.firstName }) : t('child.accessEnded', { name: c.firstName })}
                    description={c.accessActive ? undefined : t('child.accessEndedDetail', { name: c.firstName })} />
                </Card>
              )}
          </Col>
        ))}
      </Row>
    </>
  );
}

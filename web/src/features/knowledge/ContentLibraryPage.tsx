import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { ContentGrid } from './ContentGrid';
import { useContentItems } from './use-content-items';

/** `/counselor/content`: the repository, read-only (no add, edit, delete or reindex). */
export function ContentLibraryPage() {
  const { t } = useTranslation('content');
  const content = useContentItems();
  return (
    <>
      <PageHeading
        title={t('library.title')}
        subtitle={t('library.subtitle')}
      />
      <ContentGrid content={content} />
    </>
  );
}

import { PageHeading } from '../../components/PageHeading';
import { ContentGrid } from './ContentGrid';
import { useContentItems } from './use-content-items';

/** `/counselor/content`: the repository, read-only (no add, edit, delete or reindex). */
export function ContentLibraryPage() {
  const content = useContentItems();
  return (
    <>
      <PageHeading
        title="Content Library"
        subtitle="Counseling documents, links and notes your administrators maintain. The AI chatbot searches them by keyword."
      />
      <ContentGrid content={content} />
    </>
  );
}

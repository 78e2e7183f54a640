/** The items a documents erasure reports, in a fixed order, named for the people who read them. */
export function erasedItems(c: { documents: number; files: number; uploads: number; owner: number }) {
  return [
    { item: 'documents', count: c.documents },
    { item: 'files', count: c.files },
    { item: 'upload records', count: c.uploads },
    { item: 'student account link', count: c.owner },
  ];
}

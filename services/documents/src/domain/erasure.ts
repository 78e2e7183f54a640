/** The items a documents erasure reports, in a fixed order, named for the people who read them. */
export const ERASED_ITEMS = ['documents', 'files', 'upload records', 'student account link'] as const;

/** The items a chat erasure reports, in a fixed order, named for the people who read them. */
export function erasedItems(c: { asked: number; about: number; ratings: number; context: number; documents: number }) {
  return [
    { item: 'chat turns asked by the student', count: c.asked },
    { item: 'chat turns about the student', count: c.about },
    { item: 'ratings of those turns', count: c.ratings },
    { item: 'student context', count: c.context },
    { item: 'student documents list', count: c.documents },
  ];
}

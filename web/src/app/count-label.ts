/** A count with its noun: "1 entry", "3 entries" (the caller gives both forms, English plurals vary). */
export const countLabel = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

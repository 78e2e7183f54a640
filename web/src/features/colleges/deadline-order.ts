interface Listed {
  collegeName: string;
  deadline?: string | null;
}

/** My Colleges' order: soonest deadline first; unknown deadlines after every known one, then by name. */
export function byDeadline(a: Listed, b: Listed): number {
  if (a.deadline && b.deadline && a.deadline !== b.deadline) return a.deadline.localeCompare(b.deadline);
  if (a.deadline && !b.deadline) return -1;
  if (!a.deadline && b.deadline) return 1;
  return a.collegeName.localeCompare(b.collegeName);
}

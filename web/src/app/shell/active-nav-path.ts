/**
 * The entry to highlight: an exact match, else the deepest entry the path lies under
 * (so /counselor/students/42 highlights Students). A role's home only matches exactly.
 */
export function activeNavPath(items: readonly { path: string }[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = items.find((item) => item.path === path);
  if (exact) return exact.path;
  return items
    .filter((item) => item.path.split('/').length > 2 && path.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/**
 * Puts values into a message's `{name}` placeholders. The messages stay plain strings (a translation catalog holds
 * them as they are); a placeholder without a value is left as written, so a missing one shows rather than vanishes.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

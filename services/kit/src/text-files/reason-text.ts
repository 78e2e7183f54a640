/** One value a reason's sentence names (a column, a line, the offending value, a limit…), as the sentence writes it. */
export interface ReasonValue { name: string; value: string }

/**
 * Which sentence a reason is, and its values: a reader's language writes the sentence from these (the web's
 * catalogs), while the English `reason` beside it stays the service's own words.
 */
export interface ReasonText<C extends string = string> { code: C; values: ReasonValue[] }

/** A reason as a service keeps it: the English sentence and the same sentence as a code with its values. */
export interface WrittenReason<C extends string = string> { reason: string; reasonText: ReasonText<C> }

type Values = Readonly<Record<string, string | number>>;

/**
 * Writes `template`'s `{{name}}` placeholders with `values`; `{{name, number}}` writes a number with its thousands
 * grouped ("5,000"), as i18next's own `number` format does in English. A placeholder without a value is a
 * programming error (the sentence would lose a part), so it throws rather than write an empty gap.
 */
export function fillTemplate(template: string, values: Values): string {
  return template.replace(/\{\{(\w+)(\s*,\s*number)?\}\}/g, (_, name: string, number?: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${template}"`);
    const value = values[name];
    return number && typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
  });
}

/**
 * The reason `code` of a table of English templates, written with `values`; `english` overrides how a value reads in
 * the English sentence ("a student" for the role `student`) while the code keeps the value itself.
 */
export function writeReason<C extends string>(templates: Readonly<Record<C, string>>, code: C, values: Values = {}, english: Values = {}): WrittenReason<C> {
  return {
    reason: fillTemplate(templates[code], { ...values, ...english }),
    reasonText: { code, values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })) },
  };
}

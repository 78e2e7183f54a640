// Structural checks of Helm's Go templates where `helm` is not installed: every action closes, every
// if/range/with/define has its end, parentheses and quotes balance, and the templates a chart includes exist.
// `helm lint` / `helm template` (scripts/deploy-check.mjs) remain the full check wherever helm is present.

export interface TemplateReport {
  errors: string[];
  defines: string[];
  includes: string[];
}

const OPENERS = new Set(['if', 'range', 'with', 'define', 'block']);

export function lintGoTemplate(file: string, text: string): TemplateReport {
  const errors: string[] = [];
  const defines: string[] = [];
  const includes: string[] = [];
  const stack: { keyword: string; line: number }[] = [];
  let pos = 0;
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;

  while (true) {
    const open = text.indexOf('{{', pos);
    const strayClose = text.indexOf('}}', pos);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      errors.push(`${file}:${lineAt(strayClose)}: "}}" without "{{"`);
    }
    if (open === -1) break;
    const isComment = /^\{\{-?\s*\/\*/.test(text.slice(open, open + 6));
    const close = isComment ? text.indexOf('*/', open) : text.indexOf('}}', open + 2);
    if (close === -1) {
      errors.push(`${file}:${lineAt(open)}: unclosed ${isComment ? 'comment' : 'action'}`);
      break;
    }
    if (isComment) {
      const end = text.indexOf('}}', close);
      if (end === -1 || !/^\*\/\s*-?\s*$/.test(text.slice(close, end))) errors.push(`${file}:${lineAt(open)}: comment must end with */}}`);
      pos = end === -1 ? text.length : end + 2;
      continue;
    }
    const action = text.slice(open + 2, close).replace(/^-\s/, '').replace(/\s-$/, '').trim();
    pos = close + 2;
    const line = lineAt(open);

    const withoutStrings = action.replace(/"(?:\\.|[^"\\])*"|`[^`]*`/g, '""');
    if ((withoutStrings.match(/"/g) ?? []).length % 2 !== 0) errors.push(`${file}:${line}: unbalanced quotes in {{ ${action} }}`);
    let depth = 0;
    for (const ch of withoutStrings) {
      if (ch === '(') depth++;
      if (ch === ')' && --depth < 0) break;
    }
    if (depth !== 0) errors.push(`${file}:${line}: unbalanced parentheses in {{ ${action} }}`);

    const keyword = /^([a-z]+)\b/.exec(action)?.[1] ?? '';
    if (OPENERS.has(keyword)) {
      stack.push({ keyword, line });
      if (keyword === 'define') {
        const name = /^define\s+"([^"]+)"/.exec(action)?.[1];
        if (name) defines.push(name);
        else errors.push(`${file}:${line}: define without a quoted name`);
      }
    } else if (keyword === 'else') {
      const top = stack[stack.length - 1];
      if (!top || !['if', 'with', 'range'].includes(top.keyword)) errors.push(`${file}:${line}: else outside if/with/range`);
    } else if (keyword === 'end') {
      if (!stack.pop()) errors.push(`${file}:${line}: end without an opening if/range/with/define`);
    }
    for (const m of action.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)) includes.push(m[1]);
  }
  for (const open of stack) errors.push(`${file}:${open.line}: "${open.keyword}" is never closed with {{ end }}`);
  return { errors, defines, includes };
}

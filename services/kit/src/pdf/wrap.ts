/** Ideographs, kana and Hangul syllables: a line may break between any two of them. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

/** Words and the places a line may break: at spaces, and around each CJK character. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text) {
    if (ch === ' ' || CJK.test(ch)) {
      if (word) out.push(word);
      word = '';
      out.push(ch);
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/**
 * Lines of at most `width` (the sum of their words' widths: kerning across a space is negligible), broken at spaces and between CJK characters, never inside a word; only a word wider
 * than a whole line (a long address) is cut, at character boundaries. Newlines in the text are kept.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const tok of tokens(para)) {
      if (tok === ' ') {
        if (line) { line += ' '; used += measure(' '); }
        continue;
      }
      const w = measure(tok);
      if (used + w <= width) { line += tok; used += w; continue; }
      if (line.trim()) lines.push(line.trimEnd());
      let rest = tok;
      while (measure(rest) > width) {
        const chars = [...rest];
        let n = chars.length - 1;
        while (n > 1 && measure(chars.slice(0, n).join('')) > width) n--;
        lines.push(chars.slice(0, n).join(''));
        rest = chars.slice(n).join('');
      }
      line = rest;
      used = measure(rest);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

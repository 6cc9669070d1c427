/**
 * A string a simple regular expression matches: literals, classes ([0-9A-Z], \d, \w, .), groups
 * with alternatives (the first one), and quantifiers (?, *, +, {n,m}: the fewest, at least once
 * for + and {0,..} groups are left out). Enough for the contracts' patterns; null when unsure.
 */
export function regexExample(pattern: RegExp): string | null {
  const source = pattern.source;
  let i = 0;

  function atom(): string {
    const c = source[i++] ?? '';
    if (c === '\\') {
      const e = source[i++] ?? '';
      if (e === 'd') return '1';
      if (e === 'w') return 'a';
      if (e === 's') return ' ';
      return e;
    }
    if (c === '[') {
      let first = '';
      if (source[i] === '^') throw new Error('negated class');
      while (i < source.length && source[i] !== ']') {
        let ch = source[i++] ?? '';
        if (ch === '\\') ch = source[i++] === 'd' ? '1' : (source[i - 1] ?? '');
        if (!first) first = ch;
      }
      i += 1;
      return first;
    }
    if (c === '(') {
      if (source.startsWith('?:', i)) i += 2;
      const inner = alternatives();
      i += 1; // ')'
      return inner;
    }
    if (c === '.') return 'a';
    return c;
  }

  function quantified(): string {
    const text = atom();
    const q = source[i];
    if (q === '?' || q === '*') {
      i += 1;
      return '';
    }
    if (q === '+') {
      i += 1;
      return text;
    }
    if (q === '{') {
      const end = source.indexOf('}', i);
      const min = Number(source.slice(i + 1, end).split(',')[0]);
      i = end + 1;
      return text.repeat(min);
    }
    return text;
  }

  function sequence(): string {
    let out = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      if (source[i] === '^' || source[i] === '$') {
        i += 1;
        continue;
      }
      out += quantified();
    }
    return out;
  }

  function alternatives(): string {
    const first = sequence();
    while (source[i] === '|') {
      i += 1;
      sequence();
    }
    return first;
  }

  try {
    const text = alternatives();
    return pattern.test(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * Just enough Markdown for the docs checks: fenced blocks, headings and their GitHub anchors, and
 * link targets, each with its 1-based line so a fault reads `docs/x.md:LINE: …`. Not a full
 * CommonMark parser: it reads the constructs our guides use (no indented code blocks).
 */

export interface Fence {
  /** The info string's first word, lower-cased (`ts`, `sh`, …; '' when none). */
  lang: string;
  /** Line of the opening fence. */
  line: number;
  /** The lines between the fences. */
  body: string[];
  /** The line just before the opening fence (for `<!-- example: PATH -->`), '' at the top. */
  before: string;
}

export interface Heading {
  level: number;
  text: string;
  line: number;
}

export interface Link {
  target: string;
  line: number;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;

/** Splits a document into its fenced blocks and its prose lines (code lines blanked, so line numbers stay). */
export function parseMarkdown(text: string): { fences: Fence[]; prose: string[] } {
  const lines = text.split('\n');
  const fences: Fence[] = [];
  const prose: string[] = [];
  let open: { marker: string; fence: Fence } | undefined;
  lines.forEach((line, index) => {
    if (open) {
      const close = line.trim();
      if (close.startsWith(open.marker[0]!.repeat(open.marker.length)) && /^(`+|~+)$/.test(close)) {
        fences.push(open.fence);
        open = undefined;
      } else open.fence.body.push(line);
      prose.push('');
      return;
    }
    const match = FENCE_OPEN.exec(line);
    if (match) {
      open = { marker: match[2]!, fence: { lang: match[3]!.toLowerCase(), line: index + 1, body: [], before: index > 0 ? lines[index - 1]! : '' } };
      prose.push('');
    } else prose.push(line);
  });
  // An unclosed fence runs to the end of the document, as GitHub renders it.
  if (open) fences.push(open.fence);
  return { fences, prose };
}

/** Inline code spans replaced by spaces of the same length (their text is never a link or a tag). */
export function blankCodeSpans(line: string): string {
  return line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
}

export function headings(prose: readonly string[]): Heading[] {
  const found: Heading[] = [];
  prose.forEach((line, index) => {
    const atx = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (atx) {
      found.push({ level: atx[1]!.length, text: atx[2] ?? '', line: index + 1 });
      return;
    }
    // Setext: a text line underlined by === (level 1) or --- (level 2).
    const next = prose[index + 1];
    if (next !== undefined && line.trim() !== '' && !/^\s*([-*_]\s*){3,}$/.test(line) && !/^\s*[>|-]/.test(line)) {
      if (/^ {0,3}=+\s*$/.test(next)) found.push({ level: 1, text: line.trim(), line: index + 1 });
      else if (/^ {0,3}-+\s*$/.test(next) && prose[index - 1]?.trim() === '') found.push({ level: 2, text: line.trim(), line: index + 1 });
    }
  });
  return found;
}

/** The heading's text as GitHub renders it: code spans keep their text verbatim; links and emphasis keep theirs, tags go. */
function renderedText(markdown: string): string {
  return markdown
    .split(/((`+)[\s\S]*?\2)/)
    .map((part, index) => {
      // split() yields [text, span, ticks, text, span, ticks, …].
      if (index % 3 === 2) return '';
      if (index % 3 === 1) return part.replace(/^`+|`+$/g, '');
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/\*+/g, '')
        .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
    })
    .join('');
}

/** GitHub's anchor for a heading text (github-slugger): lower case, punctuation dropped, spaces to '-'. */
export function slug(headingMarkdown: string): string {
  return renderedText(headingMarkdown)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a document, repeated headings numbered as GitHub numbers them (x, x-1, x-2). */
export function anchors(text: string): Set<string> {
  const { prose } = parseMarkdown(text);
  const seen = new Set<string>();
  for (const heading of headings(prose)) {
    const base = slug(heading.text);
    let candidate = base;
    for (let n = 1; seen.has(candidate); n++) candidate = `${base}-${n}`;
    seen.add(candidate);
  }
  // Explicit HTML anchors also take a fragment.
  for (const line of prose) for (const match of line.matchAll(/<a\s[^>]*\b(?:name|id)\s*=\s*["']([^"']+)["']/gi)) seen.add(match[1]!);
  return seen;
}

/** The destination after `](` at `start`: `<…>` or up to the balancing ')' or a space (a title follows). */
function destination(line: string, start: number): string {
  let i = start;
  while (line[i] === ' ') i++;
  if (line[i] === '<') {
    const end = line.indexOf('>', i);
    return end < 0 ? line.slice(i + 1) : line.slice(i + 1, end);
  }
  let depth = 0;
  let target = '';
  for (; i < line.length; i++) {
    const c = line[i]!;
    if (c === '(') depth++;
    if (c === ')' && depth-- === 0) break;
    if (/\s/.test(c)) break;
    target += c;
  }
  return target;
}

/** Every link and image target in prose: inline `[x](t)`/`![x](t)`, reference definitions, autolinks, HTML href/src. */
export function links(prose: readonly string[]): Link[] {
  const found: Link[] = [];
  prose.forEach((raw, index) => {
    const line = blankCodeSpans(raw);
    const at = index + 1;
    for (const match of line.matchAll(/\]\(/g)) found.push({ target: destination(line, match.index + 2), line: at });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/.exec(line);
    if (definition) found.push({ target: definition[1]!, line: at });
    for (const match of line.matchAll(/<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi)) found.push({ target: match[1]!, line: at });
    for (const match of line.matchAll(/<(?:a|img|source|link)\s[^>]*?\b(?:href|src|srcset)\s*=\s*["']([^"']+)["']/gi)) found.push({ target: match[1]!, line: at });
  });
  return found.filter((link) => link.target !== '');
}

/** A block's first line when it names a relative path with an extension, e.g. `// app/page.tsx`. */
export function pathComment(body: readonly string[]): string | undefined {
  const match = /^\s*\/\/\s*([\w@.[\]()-][\w@.[\]()/-]*\.[A-Za-z0-9]+)\s*$/.exec(body[0] ?? '');
  return match && !match[1]!.startsWith('/') ? match[1] : undefined;
}

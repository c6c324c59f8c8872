/** The longest page description search engines show whole. */
export const SUMMARY_LENGTH = 160;

/**
 * A markdown text as one plain line for a page's description (`<meta name="description">`): the
 * words a reader sees, without the marks that shape them (`**`, `#`, `> `, list bullets, a link's
 * address, an inline tag's brackets), cut at `max` characters on a word when one is near.
 */
export function markdownSummary(markdown: string, max = SUMMARY_LENGTH): string {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * Whether a text uses any markdown at all: emphasis, headings, links, quotes, lists, code, tables,
 * HTML or entities. A text without (most biographies and descriptions) reads the same drawn as
 * plain paragraphs, so a page can skip loading the markdown renderer for it. A bare `&` ("Obstetrics
 * & Gynaecology") is plain; only an entity (`&amp;`) is markdown's.
 */
export function usesMarkdown(text: string): boolean {
  return (
    /[*_#`[\]<>~|\\]/.test(text) ||
    /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(text) ||
    /^\s{0,3}(?:[-+=]|\d+[.)])(?:\s|$)/m.test(text)
  );
}

import { lazy, Suspense } from 'react';
import { usesMarkdown } from '../../domain/content/markdown-summary';

// The markdown renderer loads only on the pages that show a written text (an article, an event,
// a paper, a doctor's biography), in its own chunk, and only when the text uses markdown: the
// site's home and lists never fetch it, nor does a page whose text is plain.
const MarkdownText = lazy(() => import('../markdown/markdown-text.view'));

interface SiteMarkdownProps {
  readonly text: string;
  /** The text's own language when it differs from the page's (a paper's abstract is English). */
  readonly lang?: string;
}

/**
 * A text staff wrote in markdown, drawn safely (`MarkdownText`: no raw HTML, safe links, no
 * pictures from the text). A text without any markdown is drawn as its paragraphs at once; until
 * the renderer has loaded, a text with markdown shows as written, so nothing is hidden on a slow
 * network.
 */
export function SiteMarkdown({ text, lang }: SiteMarkdownProps) {
  return (
    <div className="site-markdown" {...(lang === undefined ? {} : { lang })}>
      {usesMarkdown(text) ? (
        <Suspense fallback={<p className="site-markdown-plain">{text}</p>}>
          <MarkdownText text={text} />
        </Suspense>
      ) : (
        text
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, i) => (
            // The paragraphs of a fixed text: their places are their identity.
            <p key={i} className="site-markdown-plain">
              {paragraph.trim()}
            </p>
          ))
      )}
    </div>
  );
}

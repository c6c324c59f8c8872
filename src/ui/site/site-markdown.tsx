import { lazy, Suspense } from 'react';

// The markdown renderer loads only on the pages that show a written text (an article, an event,
// a paper, a doctor's biography), in its own chunk: the site's home and lists never fetch it.
const MarkdownText = lazy(() => import('../markdown/markdown-text.view'));

interface SiteMarkdownProps {
  readonly text: string;
  /** The text's own language when it differs from the page's (a paper's abstract is English). */
  readonly lang?: string;
}

/**
 * A text staff wrote in markdown, drawn safely (`MarkdownText`: no raw HTML, safe links, no
 * pictures from the text). Until the renderer has loaded, the text shows as written, so nothing
 * jumps and nothing is hidden on a slow network.
 */
export function SiteMarkdown({ text, lang }: SiteMarkdownProps) {
  return (
    <div className="site-markdown" {...(lang === undefined ? {} : { lang })}>
      <Suspense fallback={<p className="site-markdown-plain">{text}</p>}>
        <MarkdownText text={text} />
      </Suspense>
    </div>
  );
}

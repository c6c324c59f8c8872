import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Markdown as the dashboard's preview and the patient site show it: headings, emphasis, lists,
 * links and quotes. Raw HTML in the text is never drawn as HTML: it shows as the text typed (a
 * `<script>` is read, never run). react-markdown's URL check keeps `javascript:` and other unsafe
 * links out; a link to another site opens in a new tab without access to this one
 * (`rel="noopener noreferrer"`). Pictures are not drawn from the text: a record's picture is its
 * image field, uploaded and re-encoded by the server, so no text can make a reader's browser fetch
 * from elsewhere; a picture written in the text shows as its description.
 */
export default function MarkdownText({ text }: { readonly text: string }) {
  return (
    <Markdown urlTransform={defaultUrlTransform} components={COMPONENTS}>
      {text}
    </Markdown>
  );
}

/** A link leaving the page's own origin: it opens apart, and the page it opens cannot reach back. */
function SafeLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const external = href !== undefined && /^(https?:)?\/\//i.test(href);
  return (
    <a {...rest} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  );
}

/** A picture written in the text: its description, never a fetch. */
function PictureText({ alt }: ComponentProps<'img'>) {
  return alt === undefined || alt === '' ? null : <span>{alt}</span>;
}

const COMPONENTS = { a: SafeLink, img: PictureText };

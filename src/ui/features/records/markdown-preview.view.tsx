import Markdown from 'react-markdown';

/**
 * Markdown as the site shows it: headings, emphasis, lists, links and quotes. Raw HTML in the text
 * is dropped, never drawn (`skipHtml`), and react-markdown's default URL check keeps `javascript:`
 * and other unsafe links out. Pictures are not drawn from the text: a record's picture is its
 * image field, uploaded and re-encoded by the server.
 */
export default function MarkdownPreview({ text }: { readonly text: string }) {
  return (
    <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}

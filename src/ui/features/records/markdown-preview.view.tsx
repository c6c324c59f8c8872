import MarkdownText from '../../markdown/markdown-text.view';

/** The editor's preview: exactly what the patient site draws of the same text (`MarkdownText`). */
export default function MarkdownPreview({ text }: { readonly text: string }) {
  return <MarkdownText text={text} />;
}

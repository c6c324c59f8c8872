import { TextArea } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';

// react-markdown and its parser load with the first form that has a long text, not with the lists.
const MarkdownPreview = lazy(() => import('./markdown-preview.view'));

interface MarkdownInputProps {
  readonly id: string;
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  readonly value: string;
  readonly rows: number;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly onChange: (value: string) => void;
}

/**
 * A long text written in markdown, with its rendering beside it (under it on phones), updated as
 * it is typed. The preview is a labelled region, so a screen reader can step from the text to it.
 */
export function MarkdownInput({
  id,
  name,
  dir,
  value,
  rows,
  invalid,
  describedBy,
  onChange,
}: MarkdownInputProps) {
  const t = useT();
  return (
    <div className="record-markdown">
      <TextArea
        id={id}
        name={name}
        dir={dir}
        fill
        rows={rows}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy === undefined ? `${id}-hint` : `${id}-hint ${describedBy}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <section
        className="record-markdown-preview"
        dir={dir}
        aria-label={t('records.markdown.preview')}
        data-testid={`${id}-preview`}
      >
        {value.trim() === '' ? (
          // The page's language in a right-to-left field's box: its own direction, not the field's.
          <p className="record-markdown-empty" dir="auto">
            {t('records.markdown.empty')}
          </p>
        ) : (
          <Suspense
            fallback={
              <p className="record-markdown-empty" dir="auto">
                {t('records.markdown.loading')}
              </p>
            }
          >
            <MarkdownPreview text={value} />
          </Suspense>
        )}
      </section>
      <p id={`${id}-hint`} className="record-markdown-hint">
        {t('records.markdown.hint')}
      </p>
    </div>
  );
}

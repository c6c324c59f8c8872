import { Button, Callout, FormGroup, Intent, ProgressBar } from '@blueprintjs/core';
import { Trash, Upload } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef, type ChangeEvent } from 'react';
import type { FormFieldOf } from '../../../application/records/managed-record';
import { thumbnailOf } from '../../../domain/media/image-address';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import type { RecordEditorViewModel } from './record-editor.view-model';

/** What the file chooser offers; the server decides by the bytes, this only narrows the picker. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** A size in megabytes (or kilobytes under one), in the page's language. */
function sizeOf(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/**
 * A record's picture: its thumbnail, a chooser that uploads at once (Replace once there is one),
 * Remove, the upload's progress and, when the server refuses the file, why, in the page's
 * language. A refused file leaves the field and the rest of the form as they were.
 */
export const RecordImageField = observer(function RecordImageField({
  vm,
  field,
}: {
  readonly vm: RecordEditorViewModel;
  readonly field: FormFieldOf;
}) {
  const t = useT();
  const { language } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const name = field.name;
  const id = `record-${vm.list}-${name}`;
  const label = t(`recordMedia.fields.${name}`);
  const value = vm.draft[name];
  const address = typeof value === 'string' ? value.trim() : '';
  const upload = vm.images[name];
  const uploading = upload?.kind === 'uploading';
  const problem = vm.problems[name];
  const describedBy = [`${id}-hint`, problem === undefined ? null : `${id}-problem`]
    .filter((x) => x !== null)
    .join(' ');

  const chosen = (event: ChangeEvent<HTMLInputElement>): void => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal uploads it again.
    input.value = '';
    if (file !== undefined) void vm.uploadImage(name, file, file.name);
  };

  return (
    <FormGroup
      label={label}
      intent={problem === undefined ? Intent.NONE : Intent.DANGER}
      helperText={
        problem === undefined ? undefined : (
          <span id={`${id}-problem`}>{t(`recordMedia.problems.${problem}`)}</span>
        )
      }
    >
      <div className="record-image">
        <div className="record-image-preview">
          {address === '' ? (
            <span className="record-image-empty">{t('recordMedia.none')}</span>
          ) : (
            <img src={thumbnailOf(address)} alt={t('recordMedia.previewOf', { field: label })} />
          )}
        </div>
        <div className="record-image-controls">
          <div className="record-image-buttons">
            {/* The browser's own chooser, opened by the button: a real button for the keyboard and screen readers. */}
            <input
              ref={input}
              id={id}
              type="file"
              accept={ACCEPTED}
              className="record-image-input"
              tabIndex={-1}
              aria-hidden="true"
              onChange={chosen}
            />
            <Button
              icon={<Upload />}
              loading={uploading}
              aria-label={`${address === '' ? t('recordMedia.choose') : t('recordMedia.replace')}: ${label}`}
              aria-describedby={describedBy}
              onClick={() => input.current?.click()}
            >
              {address === '' ? t('recordMedia.choose') : t('recordMedia.replace')}
            </Button>
            {address === '' ? null : (
              <Button
                icon={<Trash />}
                variant="minimal"
                intent={Intent.DANGER}
                disabled={uploading}
                onClick={() => vm.removeImage(name)}
              >
                {t('recordMedia.remove')}
              </Button>
            )}
          </div>
          <div aria-live="polite">
            {uploading ? (
              <div className="record-image-progress">
                <ProgressBar intent={Intent.PRIMARY} aria-label={t('recordMedia.uploadingLabel')} />
                <span>
                  {t('recordMedia.uploading', {
                    file: upload.fileName,
                    size: sizeOf(upload.bytes, language),
                  })}
                </span>
              </div>
            ) : null}
            {upload?.kind === 'failed' ? (
              <Callout intent={Intent.DANGER} compact role="alert">
                {t(`recordMedia.refusals.${upload.problem}`, { file: upload.fileName })}
              </Callout>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="record-image-hint">
            {t('recordMedia.hint')}
          </p>
        </div>
      </div>
    </FormGroup>
  );
});

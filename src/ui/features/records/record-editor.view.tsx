import { Alert, Button, Callout, Classes, Drawer, HTMLTable, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import 'blueprint-css/rest.css';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { EDITOR_SWATCHES } from '../../../domain/preferences/editor-palette';
import { isImageAddress, thumbnailOf } from '../../../domain/media/image-address';
import { useSwatchName } from './record-colour-field.view';
import { choiceLabel } from './choice-label';
import { LATIN_FIELD, RecordField } from './record-field.view';
import { wireFieldsOf, type RecordEditorViewModel } from './record-editor.view-model';
import './records.css';
import { fieldLabelKey } from './field-label';
import { intlLocale } from '../../calendar/calendar-dates';

/** The names of tables as a list in the page's language ("feedback, questions and answers"). */
const tableList = (tables: readonly string[], language: string, t: (key: string) => string): string =>
  new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
    tables.map((table) => t(`records.tables.${table}`)),
  );

/** Phones get the record as a page of its own: the drawer fills the screen. */
const PHONE_QUERY = '(max-width: 640px)';
const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = (): boolean => window.matchMedia(PHONE_QUERY).matches;

/**
 * A record of a list in a drawer (a full page on phones): read-only with Edit and Delete, or its
 * form. Closing with unsaved changes and deleting both ask first.
 */
export const RecordEditor = observer(function RecordEditor({
  vm,
  children,
}: {
  readonly vm: RecordEditorViewModel;
  /** Shown under the record read-only: what belongs to it and is written apart (a center's contact). */
  readonly children?: ReactNode;
}) {
  const t = useT();
  const app = useApp();
  const phone = useSyncExternalStore(subscribe, isPhone);
  const rtl = app.language === 'ar' || app.language === 'ku';
  const title =
    vm.mode === 'new'
      ? t('records.newTitle')
      : vm.mode === 'edit'
        ? t('records.editTitle')
        : t('records.viewTitle');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // A drawer opened from this one (a center's contact) is a portal inside this form in React's
    // tree: its submit must not bubble on and save this record too.
    event.stopPropagation();
    void vm.save();
  };
  return (
    <>
      <Drawer
        isOpen={vm.isOpen}
        onClose={vm.requestClose}
        title={title}
        size={phone ? '100%' : 'min(640px, 90vw)'}
        position={rtl ? 'left' : 'right'}
        className="record-drawer"
        canOutsideClickClose={!vm.isEditing}
      >
        <form className="record-form" onSubmit={submit} noValidate aria-label={title}>
          <div className={Classes.DRAWER_BODY}>
            <div className="record-body">
              <FailureNotice vm={vm} />
              {vm.isEditing ? (
                vm.form.map((field) => <RecordField key={field.name} vm={vm} field={field} />)
              ) : (
                <>
                  <RecordDetails vm={vm} />
                  {children}
                </>
              )}
            </div>
          </div>
          <div className={Classes.DRAWER_FOOTER}>
            <div className="record-actions">
              {vm.isEditing ? (
                <>
                  <Button type="submit" intent={Intent.PRIMARY} loading={vm.busy} disabled={vm.uploading}>
                    {t('common.save')}
                  </Button>
                  <Button onClick={vm.requestClose}>{t('common.cancel')}</Button>
                </>
              ) : (
                <>
                  {vm.canWrite && (
                    <>
                      <Button intent={Intent.PRIMARY} onClick={vm.edit}>
                        {t('common.edit')}
                      </Button>
                      {vm.canRemove && (
                        <Button intent={Intent.DANGER} loading={vm.busy} onClick={vm.requestRemove}>
                          {t('common.delete')}
                        </Button>
                      )}
                    </>
                  )}
                  <Button onClick={vm.close}>{t('common.close')}</Button>
                </>
              )}
            </div>
          </div>
        </form>
      </Drawer>
      <Alert
        isOpen={vm.confirmingClose}
        intent={Intent.DANGER}
        confirmButtonText={t('records.discard')}
        cancelButtonText={t('records.keepEditing')}
        onConfirm={vm.close}
        onCancel={vm.keepEditing}
      >
        <p>{t('records.discardQuestion')}</p>
      </Alert>
      <Alert
        isOpen={vm.confirmingRemove}
        intent={Intent.DANGER}
        confirmButtonText={t('common.delete')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => void vm.remove()}
        onCancel={vm.cancelRemove}
      >
        <p>{t('records.deleteQuestion')}</p>
        {(vm.record?.alsoRemoves ?? []).length > 0 && (
          <p data-testid="record-also-removes">
            {t('records.alsoRemoves', {
              tables: tableList(vm.record?.alsoRemoves ?? [], app.language, t),
            })}
          </p>
        )}
      </Alert>
    </>
  );
});

/** What went wrong with the last save or removal, and for a stale copy the two ways on. */
const FailureNotice = observer(function FailureNotice({ vm }: { readonly vm: RecordEditorViewModel }) {
  const t = useT();
  const { language } = useApp();
  const failure = vm.failure;
  if (failure === null) return null;
  switch (failure.kind) {
    case 'invalid':
      return <Callout intent={Intent.DANGER}>{t('records.invalid')}</Callout>;
    case 'stale':
      return (
        <Callout intent={Intent.WARNING} data-testid="record-conflict">
          <p>{t('records.stale')}</p>
          <div className="record-actions">
            <Button onClick={vm.reloadCurrent}>{t('records.reload')}</Button>
            <Button intent={Intent.WARNING} onClick={() => void vm.overwrite()}>
              {t('records.overwrite')}
            </Button>
          </div>
        </Callout>
      );
    case 'referenced':
      return (
        <Callout intent={Intent.DANGER}>
          {t('records.referenced', {
            tables: tableList(failure.tables, language, t),
          })}
        </Callout>
      );
    case 'duplicate':
      return <Callout intent={Intent.DANGER}>{t('records.duplicate')}</Callout>;
    case 'forbidden':
      return (
        <Callout intent={Intent.DANGER} title={t('common.accessDenied')}>
          {t('records.forbidden')}
        </Callout>
      );
    case 'other':
      return <Callout intent={Intent.DANGER}>{t('records.failed')}</Callout>;
  }
});

/** The record read-only: each form field's label and value in the shown language. */
const RecordDetails = observer(function RecordDetails({ vm }: { readonly vm: RecordEditorViewModel }) {
  const t = useT();
  const { language } = useApp();
  const swatchName = useSwatchName();
  const row = vm.row;
  if (row === null) return null;
  const shown = (name: string, kind: string, field: (typeof vm.form)[number]): string => {
    const value = row[name];
    if (value === null || value === undefined || value === '') return '—';
    if (kind === 'yesNo') return value === true ? t('cellValues.yes') : t('cellValues.no');
    if (kind === 'enum') return t(`records.options.${String(value)}`);
    if (kind === 'choice') {
      const choice = field.choices?.find((c) => c.value === value);
      return choice === undefined ? String(value) : t(choice.labelKey);
    }
    if (kind === 'tags') {
      const state = vm.lookups[name];
      const ids = Array.isArray(value) ? (value as unknown[]) : [];
      if (ids.length === 0) return '—';
      return ids
        .map((id) => {
          const choice = state?.kind === 'loaded' ? state.choices.find((c) => c.id === id) : undefined;
          return choice === undefined
            ? String(id)
            : choiceLabel(choice.row, field.labelField ?? 'name', language);
        })
        .join(language === 'ar' || language === 'ku' ? '، ' : ', ');
    }
    if (kind === 'color') {
      const swatch = EDITOR_SWATCHES.find((s) => s.colour === String(value).toLowerCase());
      return swatch === undefined ? String(value) : `${swatchName(swatch)} (${swatch.colour})`;
    }
    if (kind === 'lookup') {
      const state = vm.lookups[name];
      const choice = state?.kind === 'loaded' ? state.choices.find((c) => c.id === value) : undefined;
      return choice === undefined
        ? String(value)
        : choiceLabel(choice.row, field.labelField ?? 'name', language);
    }
    return String(value);
  };
  return (
    <HTMLTable compact striped className="record-details">
      <tbody>
        {vm.form.flatMap((field) =>
          wireFieldsOf(field).map((name) => (
            <tr key={name}>
              <th scope="row">
                {t(fieldLabelKey(field.name))}
                {field.kind === 'multilingual' ? ` (${t(`records.languages.${name.slice(-2)}`)})` : ''}
              </th>
              <td dir={field.kind === 'multilingual' && name.slice(-2) !== 'En' ? 'rtl' : undefined}>
                {field.kind === 'image' && typeof row[name] === 'string' && isImageAddress(row[name]) ? (
                  // A picture is seen, not read: its thumbnail, as on the list and in the form.
                  <span className="record-image-preview">
                    <img
                      src={thumbnailOf(row[name])}
                      alt={t('recordMedia.previewOf', { field: t(fieldLabelKey(field.name)) })}
                    />
                  </span>
                ) : LATIN_FIELD.test(name) ? (
                  <bdi dir="ltr">{shown(name, field.kind, field)}</bdi>
                ) : (
                  shown(name, field.kind, field)
                )}
              </td>
            </tr>
          )),
        )}
      </tbody>
    </HTMLTable>
  );
});

import { Button, Callout, Classes, Dialog, HTMLTable, Intent, ProgressBar } from '@blueprintjs/core';
import { Upload } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import type { FieldProblemOf } from '../../../application/ports/record-writes-gateway';
import type { ImportFileProblem, ImportRow } from '../../../application/records/import-records';
import { useApp } from '../../app/app-context';
import { intlLocale } from '../../calendar/calendar-dates';
import { useT } from '../../i18n/use-t';
import type { RecordImportViewModel } from './record-import.view-model';
import { fieldLabelKey } from './field-label';

const LANGUAGE_SUFFIX = /(En|Ku|Ar)$/;

/**
 * The CSV import dialog of a list: choose a file, see every row with what is wrong with it, then
 * import the valid rows or none; the progress while importing and what became of each row after.
 */
export const RecordImportDialog = observer(function RecordImportDialog({
  vm,
}: {
  readonly vm: RecordImportViewModel;
}) {
  const t = useT();
  const { language } = useApp();
  // Counts follow the language's digits; row numbers and ids stay Latin, as in the file and the list.
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(language)), [language]);
  const count = (n: number): string => number.format(n);
  const input = useRef<HTMLInputElement>(null);
  const fieldName = (field: string): string => {
    const suffix = LANGUAGE_SUFFIX.exec(field)?.[1];
    const stem = suffix === undefined ? field : field.slice(0, -2);
    const label = t(fieldLabelKey(stem));
    return suffix === undefined ? label : `${label} (${t(`records.languages.${suffix}`)})`;
  };
  const problemText = ({ field, problem }: FieldProblemOf): string =>
    field === ''
      ? t(`records.problems.${problem}`)
      : `${fieldName(field)}: ${t(`records.problems.${problem}`)}`;
  const fileProblem = (problem: ImportFileProblem): string =>
    t(`records.import.fileProblems.${problem.kind}`, {
      file: vm.fileName,
      columns: 'columns' in problem ? problem.columns.join(', ') : '',
      row: 'row' in problem ? problem.row : '',
    });
  const status = (row: ImportRow): string => {
    if (row.problems.length > 0) return row.problems.map(problemText).join(' · ');
    switch (row.outcome) {
      case 'created':
        return t('records.import.created', { id: row.id ?? '' });
      case 'already':
        return t('records.import.already', { id: row.id ?? '' });
      case 'valid':
        return t('records.import.ok');
      default:
        return t('records.import.unchecked');
    }
  };
  const showRows = vm.rows.length > 0 && vm.phase !== 'reading';
  return (
    <Dialog
      isOpen={vm.isOpen}
      onClose={vm.close}
      title={t('records.import.title')}
      className="record-import-dialog"
      canOutsideClickClose={!vm.busy}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>{t('records.import.limits')}</p>
        {(vm.phase === 'idle' || vm.phase === 'preview') && (
          <div className="record-import-file">
            {/* The browser's own chooser, opened by a real button for the keyboard and screen readers. */}
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="record-image-input"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="import-file"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file !== undefined) void vm.choose(file);
              }}
            />
            <Button icon={<Upload />} onClick={() => input.current?.click()}>
              {vm.fileName === '' ? t('records.import.choose') : t('records.import.another')}
            </Button>
            {vm.fileName !== '' && <span dir="auto">{vm.fileName}</span>}
          </div>
        )}
        {vm.problem !== null && (
          <Callout intent={Intent.DANGER} role="alert" className="record-import-problem">
            {fileProblem(vm.problem)}
          </Callout>
        )}
        {(vm.phase === 'reading' || vm.phase === 'checking') && (
          <p role="status">
            {vm.phase === 'reading' ? t('records.import.reading') : t('records.import.checking')}
          </p>
        )}
        {vm.checkFailed && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('records.import.checkFailed')}{' '}
            <Button small onClick={() => void vm.check()}>
              {t('records.import.retry')}
            </Button>
          </Callout>
        )}
        {vm.phase === 'preview' && !vm.checkFailed && (
          <Callout intent={vm.refusedRows > 0 ? Intent.WARNING : Intent.SUCCESS} role="status">
            {t('records.import.summary', {
              valid: count(vm.validRows.length),
              total: count(vm.rows.length),
              invalid: count(vm.refusedRows),
              already: count(vm.alreadyRows),
            })}
          </Callout>
        )}
        {(vm.phase === 'importing' || vm.phase === 'interrupted' || vm.phase === 'done') && (
          <div role="status" className="record-import-progress">
            <ProgressBar
              value={vm.total === 0 ? 1 : vm.done / vm.total}
              animate={vm.phase === 'importing'}
              stripes={vm.phase === 'importing'}
              intent={vm.phase === 'interrupted' ? Intent.DANGER : Intent.PRIMARY}
            />
            <p>
              {vm.phase === 'done'
                ? t('records.import.report', {
                    created: count(vm.createdRows),
                    already: count(vm.alreadyRows),
                    refused: count(vm.refusedRows),
                  })
                : t('records.import.progress', { done: count(vm.done), total: count(vm.total) })}
            </p>
          </div>
        )}
        {vm.phase === 'interrupted' && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('records.import.interrupted')}
          </Callout>
        )}
        {showRows && (
          <div className="record-import-rows">
            <HTMLTable compact striped>
              <caption className="record-visually-hidden">{t('records.import.rowsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.import.row')}</th>
                  <th scope="col">{t('records.import.record')}</th>
                  <th scope="col">{t('records.import.status')}</th>
                </tr>
              </thead>
              <tbody>
                {vm.rows.map((row) => (
                  <tr
                    key={row.row}
                    data-testid={`import-row-${row.row}`}
                    className={row.problems.length > 0 ? 'record-import-refused' : undefined}
                  >
                    <td>{row.row}</td>
                    <td dir="auto">{row.label}</td>
                    <td>{status(row)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {vm.phase === 'preview' && vm.validRows.length > 0 && !vm.checkFailed && (
            <>
              <Button onClick={vm.importNone}>{t('records.import.importNone')}</Button>
              <Button intent={Intent.PRIMARY} onClick={() => void vm.importValid()}>
                {t('records.import.importValid', { rows: count(vm.validRows.length) })}
              </Button>
            </>
          )}
          {vm.phase === 'interrupted' && (
            <Button intent={Intent.PRIMARY} onClick={() => void vm.importValid()}>
              {t('records.import.retry')}
            </Button>
          )}
          {vm.phase !== 'importing' && !(vm.phase === 'preview' && vm.validRows.length > 0) && (
            <Button onClick={vm.close}>{t('common.close')}</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
});

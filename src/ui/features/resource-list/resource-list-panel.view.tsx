import { Button, Callout, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { Download, Edit, Plus, Search, Upload } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { LogoRecord } from '../../../domain/shell/tab-identity';
import { LISTS_OF_CODE_REQUESTS } from '../../../application/otp/otp-lists';
import { useApp } from '../../app/app-context';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { readListUrl, writeListUrl } from './list-url';
import { restingReaction } from './resting-reaction';
import { submissionKindOf } from './submission-lists';
import { ListStates } from './list-states.view';
import { ListTable } from './list-table.view';
import { RecordEditor } from '../records/record-editor.view';
import { CenterContact } from '../records/center-contact.view';
import { hasId } from '../records/record-editor.view-model';
import { RecordImportDialog } from '../records/record-import.view';
import type { RecordRow } from '../../../application/records/managed-record';
import { downloadCsv, downloadFile } from './download-csv';
import type { ProtectedFiles } from './cell.view';
import { Pager } from './pager.view';
import { RecordView } from './record-view.view';
import './resource-list.css';
import type { ListUrlState } from './resource-list.view-model';

export interface ResourceListPanelProps {
  readonly resourceKey: ResourceKey;
  /** The list's place on its screen: the first keeps `q`/`page`/`sort` in the URL, the next `q2`... */
  readonly index: number;
  readonly routeParams: Readonly<Record<string, string | undefined>>;
  /** The list's heading, already translated. */
  readonly title: string;
  /** Draws the title as a heading: only when the screen shows several lists. */
  readonly showHeading: boolean;
}

/** How long the list's state must rest before it is written to the URL. */
const URL_WRITE_DELAY_MS = 250;

/** The URL state is a small plain record: equal when its JSON is. */
const sameUrlState = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One catalogued list: loading, the table with search, order and pages, or its empty, error or denied state. */
export const ResourceListPanel = observer(function ResourceListPanel(props: ResourceListPanelProps) {
  const { resourceKey, index, routeParams, title, showHeading } = props;
  const app = useApp();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.ResourceList, {
    key: resourceKey,
    routeParams,
    initial: readListUrl(searchParams, index),
  });

  // The drawer of the list's records, for the lists staff write (`recordOfList`).
  const editor = useViewModel(ViewModels.RecordEditor, { list: resourceKey, changed: () => void vm.load() });
  // A CV sent from the site is kept behind the staff token: a click fetches it with the token.
  const [files] = useState<ProtectedFiles>(() => ({
    isProtected: vm.isProtectedFile,
    open: (address) =>
      void vm.downloadFile(address).then((file) => {
        if (file !== null) downloadFile(address, file);
      }),
  }));

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // A record of the list written in another browser: read again, live.
  useEffect(() => vm.watchChanges(), [vm]);

  // The logo record names the browser tab: as read here (after a save, here or elsewhere), the
  // tab's title and icon follow it.
  useEffect(
    () =>
      resourceKey === ResourceKey.AppPreferences
        ? reaction(
            () => (vm.state.status.kind === 'loaded' ? vm.state.items[0] : undefined),
            (logo) => {
              if (logo !== undefined && logo !== null) app.showLogo(logo as LogoRecord);
            },
          )
        : undefined,
    [vm, app, resourceKey],
  );

  // After the server was out of reach (a restart, the network), the list is read again: what it
  // shows may have changed meanwhile, and a read that failed during the gap is retried.
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(
    () =>
      reaction(
        () => link.reconnections,
        () => void vm.load(),
      ),
    [vm, link],
  );

  // A list the site adds to (contact messages, complaints, …) re-reads when staff are told of a send.
  useEffect(() => {
    const kind = submissionKindOf(resourceKey);
    if (kind === undefined) return undefined;
    return reaction(
      () => link.submissions[kind],
      () => void vm.load(),
    );
  }, [vm, link, resourceKey]);

  // A patient asking for an SMS code changes the OTP lists: they are read again at once.
  useEffect(
    () =>
      LISTS_OF_CODE_REQUESTS.has(resourceKey)
        ? reaction(
            () => link.codeRequests,
            () => void vm.load(),
          )
        : undefined,
    [vm, link, resourceKey],
  );

  // The router hands out a new `setSearchParams` with every address it draws. Read at the time of
  // the write, not when the wait began: re-subscribing on a new one would drop a write scheduled
  // between the address changing and the router drawing it, leaving the old state in the address.
  const writeUrl = useEffectEvent((state: ListUrlState) => {
    setSearchParams((params) => writeListUrl(params, index, state), { replace: true });
  });

  useEffect(() => {
    const listPath = window.location.pathname;
    // A URL change re-renders the whole route (menu, breadcrumbs): written once typing pauses,
    // not while a search is being typed, and only when the state really changed.
    return restingReaction(
      () => vm.urlState,
      (state) => {
        // The user may have left for another screen while the write waited: never pull them back.
        if (window.location.pathname !== listPath) return;
        writeUrl(state);
      },
      URL_WRITE_DELAY_MS,
      sameUrlState,
    );
  }, [vm]);

  // The cells read differently in another language: the search looks at what is shown.
  useEffect(
    () =>
      reaction(
        () => app.language,
        () => vm.refreshSearch(),
      ),
    [vm, app],
  );

  // The body follows the list's state one render behind, as a transition: the table that replaces
  // the spinner when the rows arrive is drawn in slices the page can answer input between, not in
  // the task that received them.
  const shown = useDeferredValue(vm.state);
  const first = vm.state.status.kind === 'loaded' ? (vm.state.items[0] as RecordRow | undefined) : undefined;
  const singleRow = first !== undefined && first !== null && hasId(first) ? first : undefined;
  const { status } = shown;
  const body = (
    <ListStates status={status} isEmpty={shown.items.length === 0} onRetry={() => void vm.load()}>
      {vm.isRecordView ? (
        <RecordView vm={vm} />
      ) : (
        <>
          {vm.shownRows.length === 0 ? (
            <Callout>{t('common.noMatches')}</Callout>
          ) : (
            <ListTable
              vm={vm}
              onOpen={editor.record === undefined ? undefined : (row) => editor.open(row as RecordRow)}
              files={files}
            />
          )}
          {vm.fileFailure !== null && (
            <Callout intent="danger" role="alert" data-testid="list-file-failure">
              {t(`errors.${vm.fileFailure}`)}
            </Callout>
          )}
          <Pager page={vm.currentPage} pageCount={vm.pageCount} onPage={vm.goToPage} />
        </>
      )}
    </ListStates>
  );

  const testId =
    status.kind === 'forbidden' || status.kind === 'error'
      ? `list-${status.kind}`
      : status.kind === 'loaded' && shown.items.length === 0
        ? 'list-empty'
        : undefined;
  return (
    <section className="list-panel" aria-label={title}>
      <div className="list-toolbar">
        {showHeading ? <H3 className="list-title">{title}</H3> : <span className="list-title" />}
        {!vm.isRecordView && (
          <InputGroup
            type="search"
            leftIcon={<Search />}
            placeholder={t('common.search')}
            aria-label={t('list.searchIn', { list: title })}
            value={vm.state.query}
            onValueChange={(value) => vm.search(value)}
            className="list-search"
          />
        )}
        {editor.canCreate(vm.state.items as readonly RecordRow[]) && (
          <Button icon={<Plus />} intent="primary" onClick={editor.startNew}>
            {t('records.new')}
          </Button>
        )}
        {/* A single record (the logo record, the contact) is shown whole: it is changed from here. */}
        {vm.isRecordView && editor.canWrite && singleRow !== undefined && (
          <Button icon={<Edit />} intent="primary" onClick={() => editor.editRow(singleRow)}>
            {t('common.edit')}
          </Button>
        )}
        {editor.canWrite && editor.importer !== undefined && (
          <Button icon={<Upload />} onClick={editor.importer.open}>
            {t('records.import.button')}
          </Button>
        )}
        <Button
          icon={<Download />}
          disabled={vm.shownRows.length === 0}
          onClick={() => downloadCsv(resourceKey, vm.csv())}
        >
          {t('common.exportCsv')}
        </Button>
      </div>
      {/* A reload with the rows kept; read from the state itself, never the one drawn behind it. */}
      {vm.state.status.kind === 'loading' && vm.state.items.length > 0 && (
        <Spinner size={16} aria-label={t('common.loading')} />
      )}
      <div className="list-body" data-testid={testId}>
        {body}
      </div>
      {editor.record !== undefined && (
        <RecordEditor vm={editor}>
          {resourceKey === ResourceKey.ClinicCenters && typeof editor.row?.id === 'number' && (
            <CenterContact centerId={editor.row.id} />
          )}
        </RecordEditor>
      )}
      {editor.importer !== undefined && <RecordImportDialog vm={editor.importer} />}
    </section>
  );
});

import { Button, Callout, H4, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { RecordRow } from '../../../application/records/managed-record';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { Paging } from '../resource-list/table-model';
import { RecordEditor } from './record-editor.view';

/**
 * A center's own contact details (its row among the `centers` of the network's contact), shown in
 * the center's drawer: opened in a drawer of their own with Edit and Delete, or added for the
 * center when it has none. The same record as on the centers' contact details screen.
 */
export const CenterContact = observer(function CenterContact({ centerId }: { readonly centerId: number }) {
  const t = useT();
  const list = useViewModel(ViewModels.ResourceList, {
    key: ResourceKey.CenterContacts,
    routeParams: {},
    initial: { query: '', page: Paging.FirstPage, sort: null },
  });
  const editor = useViewModel(ViewModels.RecordEditor, {
    list: ResourceKey.CenterContacts,
    changed: () => void list.load(),
  });
  useEffect(() => {
    void list.load();
  }, [list]);
  // Written in another browser: read again, live.
  useEffect(() => list.watchChanges(), [list]);

  const { status, items } = list.state;
  const row = (items as readonly RecordRow[]).find((r) => r.centerId === centerId);
  return (
    <section className="center-contact" aria-labelledby="center-contact-title" data-testid="center-contact">
      <H4 id="center-contact-title">{t('routes.centerContacts')}</H4>
      {status.kind === 'forbidden' ? (
        <Callout intent={Intent.WARNING} title={t('common.accessDenied')} />
      ) : status.kind === 'error' ? (
        <Callout intent={Intent.DANGER}>
          <p>{t('records.centerContact.failed')}</p>
          <Button onClick={() => void list.load()}>{t('common.retry')}</Button>
        </Callout>
      ) : status.kind !== 'loaded' ? (
        <Spinner size={16} aria-label={t('common.loading')} />
      ) : row === undefined ? (
        <div className="record-actions">
          <span>{t('records.centerContact.none')}</span>
          {editor.canWrite && (
            <Button
              intent={Intent.PRIMARY}
              onClick={() => editor.startNewWith({ centerId: String(centerId) })}
            >
              {t('records.centerContact.add')}
            </Button>
          )}
        </div>
      ) : (
        <div className="record-actions">
          <bdi dir="ltr">
            {[row.phoneNumber, row.email].filter((v) => typeof v === 'string' && v !== '').join(' · ')}
          </bdi>
          <Button onClick={() => editor.open(row)}>{t('records.centerContact.open')}</Button>
        </div>
      )}
      {editor.record !== undefined && <RecordEditor vm={editor} />}
    </section>
  );
});

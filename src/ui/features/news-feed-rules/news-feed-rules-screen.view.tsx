import {
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  InputGroup,
  Intent,
  Tab,
  Tabs,
  Tag,
} from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SELECTABLE_KINDS } from '../../../domain/content/news-feed-rule';
import type { SelectableKind } from '../../../domain/content/news-feed-selection';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useFigure } from '../../i18n/use-figure';
import { useT } from '../../i18n/use-t';
import { ConfirmedSaveBar } from '../save-bar/confirmed-save-bar.view';
import { ListStates } from '../resource-list/list-states.view';
import type { NewsFeedRulesViewModel } from './news-feed-rules.view-model';
import './news-feed-rules.css';

/**
 * `/dashboard/posts`: the news-feed generation rules. Pick a rule, tick the doctors, centers,
 * videos and instructions it draws posts from, see what is added and removed, confirm and save.
 */
export default observer(function NewsFeedRulesScreen() {
  const t = useT();
  const figure = useFigure();
  const vm = useViewModel(ViewModels.NewsFeedRules);
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(() => {
    void vm.load();
    const stopWatching = vm.watch();
    // The link coming back may have missed a save by someone else: read again.
    const stopReacting = reaction(
      () => link.reconnections,
      () => void vm.refresh(),
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [vm, link]);
  return (
    <section className="screen news-feed-rules" data-route="posts" aria-labelledby="news-feed-rules-title">
      <H2 id="news-feed-rules-title" className="screen-title">
        {t('routes.posts')}
      </H2>
      <p className="news-feed-rules-intro">{t('newsFeedRules.intro')}</p>
      <p className="news-feed-rules-live" role="status" aria-live="polite" data-testid="news-feed-rules-live">
        {vm.notice?.kind === 'saved' &&
          t('newsFeedRules.saved', { rule: vm.notice.rule, n: figure(vm.notice.count) })}
      </p>
      <ListStates status={vm.status} isEmpty={vm.rules.length === 0} onRetry={() => void vm.load()}>
        <RuleChooser vm={vm} />
        <RuleBody vm={vm} />
      </ListStates>
    </section>
  );
});

const RuleChooser = observer(function RuleChooser({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  const figure = useFigure();
  const rule = vm.rule;
  return (
    <div className="news-feed-rules-head">
      <FormGroup
        className="news-feed-rules-rule"
        label={t('newsFeedRules.rule')}
        labelFor="news-feed-rule"
        helperText={vm.dirty ? t('newsFeedRules.saveFirst') : undefined}
      >
        <HTMLSelect
          id="news-feed-rule"
          value={vm.ruleId ?? ''}
          disabled={vm.dirty || vm.saving}
          onChange={(event) => vm.choose(event.currentTarget.value)}
        >
          {vm.rules.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {rule !== undefined && (
        <div className="news-feed-rules-facts">
          <Tag minimal intent={rule.active ? Intent.SUCCESS : Intent.NONE}>
            {t(rule.active ? 'newsFeedRules.active' : 'newsFeedRules.inactive')}
          </Tag>
          <Tag minimal>{t('newsFeedRules.postsPerDay', { n: figure(rule.postsPerDay) })}</Tag>
        </div>
      )}
    </div>
  );
});

const RuleBody = observer(function RuleBody({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  const figure = useFigure();
  if (vm.rule === undefined) return null;
  return (
    <div className="news-feed-rules-body">
      <Tabs
        id="news-feed-rule-kinds"
        selectedTabId={vm.kind}
        onChange={(id) => vm.showKind(id as SelectableKind)}
        renderActiveTabPanelOnly
        // Without the sliding indicator the tabs may wrap onto a second line on a phone.
        animate={false}
        className="news-feed-rules-tabs"
      >
        {SELECTABLE_KINDS.map((kind) => (
          <Tab
            key={kind}
            id={kind}
            title={t(`newsFeedRules.kinds.${kind}`)}
            tagContent={figure(vm.selections[kind].selected.length)}
            tagProps={{ round: true, minimal: true }}
            panel={<KindPanel vm={vm} kind={kind} />}
          />
        ))}
      </Tabs>
      <Notice vm={vm} />
      <ChangeSummary vm={vm} />
      <SaveBar vm={vm} />
    </div>
  );
});

const KindPanel = observer(function KindPanel({
  vm,
  kind,
}: {
  readonly vm: NewsFeedRulesViewModel;
  readonly kind: SelectableKind;
}) {
  const t = useT();
  const figure = useFigure();
  const kindName = t(`newsFeedRules.kinds.${kind}`);
  const all = vm.selectables[kind];
  const shown = vm.shown(kind);
  const listId = `news-feed-rule-${kind}-list`;
  return (
    <div className="news-feed-rules-kind" data-kind={kind}>
      <div className="news-feed-rules-tools">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          value={vm.queries[kind]}
          aria-label={t('newsFeedRules.filter', { kind: kindName })}
          placeholder={t('newsFeedRules.filter', { kind: kindName })}
          aria-controls={listId}
          onChange={(event) => vm.setQuery(kind, event.currentTarget.value)}
        />
        <span className="news-feed-rules-count" data-testid="news-feed-rules-count">
          {t('newsFeedRules.selectedOf', {
            n: figure(vm.selections[kind].selected.length),
            total: figure(all.length),
          })}
        </span>
      </div>
      {all.length === 0 ? (
        <p className="news-feed-rules-muted">{t('newsFeedRules.none', { kind: kindName })}</p>
      ) : shown.length === 0 ? (
        <p className="news-feed-rules-muted">{t('newsFeedRules.noMatch', { kind: kindName })}</p>
      ) : (
        <div className="news-feed-rules-list" id={listId} role="group" aria-label={kindName}>
          {shown.map((item) => {
            const on = vm.isSelected(kind, item.id);
            const was = vm.wasSelected(kind, item.id);
            return (
              <div
                key={item.id}
                className={
                  on === was ? 'news-feed-rules-item' : 'news-feed-rules-item news-feed-rules-changed'
                }
                data-testid="news-feed-rules-item"
              >
                <Checkbox
                  className="news-feed-rules-check"
                  checked={on}
                  disabled={vm.saving}
                  label={item.name}
                  onChange={() => vm.toggle(kind, item)}
                />
                {on !== was && (
                  <Tag minimal intent={on ? Intent.SUCCESS : Intent.DANGER}>
                    {t(on ? 'newsFeedRules.added' : 'newsFeedRules.removed')}
                  </Tag>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
});

/** Why the changes now compare with someone else's version, or why the save failed. */
const Notice = observer(function Notice({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  const notice = vm.notice;
  if (notice === undefined || notice.kind === 'saved') return null;
  if (notice.kind === 'failed') {
    return (
      <Callout intent={Intent.DANGER} role="alert" className="news-feed-rules-notice">
        {t('newsFeedRules.failed')} {t(`errors.${notice.error.code}`)}
      </Callout>
    );
  }
  return (
    <Callout
      intent={Intent.WARNING}
      role="alert"
      className="news-feed-rules-notice"
      data-testid="news-feed-rules-stale"
    >
      {t(notice.kind === 'stale' ? 'newsFeedRules.stale' : 'newsFeedRules.changedByOthers')}
    </Callout>
  );
});

/** What the save adds and removes, by name and kind: beside the lists and in the confirmation. */
const ChangeList = observer(function ChangeList({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  const figure = useFigure();
  const lines = (which: 'added' | 'removed') =>
    SELECTABLE_KINDS.flatMap((kind) =>
      vm.changes[kind][which].map((item) => ({
        key: `${kind}-${item.id}`,
        text: t('newsFeedRules.line', { kind: t(`newsFeedRules.kind.${kind}`), name: item.name }),
      })),
    );
  const added = lines('added');
  const removed = lines('removed');
  const block = (items: typeof added, title: string, testId: string) =>
    items.length > 0 && (
      <div data-testid={testId}>
        <H3 className="news-feed-rules-diff-title">{title}</H3>
        <ul aria-label={title}>
          {items.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="news-feed-rules-diff">
      {block(added, t('newsFeedRules.addedTitle', { n: figure(added.length) }), 'news-feed-rules-added')}
      {block(
        removed,
        t('newsFeedRules.removedTitle', { n: figure(removed.length) }),
        'news-feed-rules-removed',
      )}
    </div>
  );
});

const ChangeSummary = observer(function ChangeSummary({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  if (!vm.dirty) return null;
  return (
    <Card className="news-feed-rules-summary" aria-labelledby="news-feed-rules-summary-title">
      <div className="news-feed-rules-summary-head">
        <H3 id="news-feed-rules-summary-title">{t('newsFeedRules.changesTitle')}</H3>
        <Tag intent={Intent.WARNING}>{t('newsFeedRules.unsaved')}</Tag>
      </div>
      <ChangeList vm={vm} />
    </Card>
  );
});

const SaveBar = observer(function SaveBar({ vm }: { readonly vm: NewsFeedRulesViewModel }) {
  const t = useT();
  return (
    <ConfirmedSaveBar
      vm={vm}
      className="news-feed-rules-actions"
      labels={{
        save: 'newsFeedRules.save',
        discard: 'newsFeedRules.discard',
        confirm: 'newsFeedRules.confirmSave',
      }}
      question={
        <>
          <p>{t('newsFeedRules.confirmText', { rule: vm.rule?.name ?? '' })}</p>
          <ChangeList vm={vm} />
        </>
      }
    />
  );
});

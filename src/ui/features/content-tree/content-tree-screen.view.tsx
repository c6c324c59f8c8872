import {
  Button,
  Callout,
  Card,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Tag,
  Tree,
  type TreeNodeInfo,
} from '@blueprintjs/core';
import {
  ChevronDown,
  ChevronRight,
  Edit,
  FolderClose,
  FolderOpen,
  Document,
  Plus,
  Search,
  Trash,
  Move,
  ArrowLeft,
  DiagramTree,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { intlLocale } from '../../calendar/calendar-dates';
import { Link } from 'react-router-dom';
import { Direction } from '../../../domain/preferences/direction';
import type { AppError } from '../../../domain/errors/app-error';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import '../resource-list/resource-list.css';
import {
  LIST_OF_ROUTE,
  TITLE_MAX,
  TREE_OF_ROUTE,
  type ContentTreeViewModel,
} from './content-tree.view-model';
import './content-tree.css';

/** The message of a refused write: a move under a descendant, a stale version, or the error's own. */
function writeErrorKey(error: AppError): string {
  if (error.code === 'Conflict') {
    const body = error.body as { readonly code?: unknown } | null;
    return body?.code === 'Cycle' ? 'treeViews.errors.cycle' : 'treeViews.errors.stale';
  }
  if (error.code === 'NotFound') return 'treeViews.errors.gone';
  if (error.code === 'BadRequest') return 'treeViews.errors.invalid';
  return `errors.${error.code}`;
}

/**
 * The three tree views (`/dashboard/center-instructions/tree-view/{centerName}/{id}`, the center
 * gallery's and the instructions'), drawn with Blueprint's `Tree`. The name in the path is the
 * title, shown as text. Keyboard: one tab stop for the nodes (arrows move and expand, mirrored
 * right to left; F2 renames, Delete deletes, Insert adds under; Alt+Shift+arrows move a node in or
 * out), and every action is a named button.
 */
const ContentTreeScreen = observer(function ContentTreeScreen({
  routeId,
  params,
}: {
  readonly routeId: string;
  readonly params: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const app = useApp();
  const rtl = app.direction === Direction.Rtl;
  const kind = TREE_OF_ROUTE[routeId] ?? 'CenterInstructions';
  const vm = useViewModel(ViewModels.ContentTree, kind, params.id, params.imageId);
  const name = params.centerName ?? params.title ?? '';
  const treeRef = useRef<HTMLDivElement>(null);
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(app.language)), [app.language]);

  useEffect(() => void vm.load(), [vm]);
  useEffect(() => vm.watch(), [vm]);

  const focusNode = (id: number | undefined) => {
    if (id === undefined) return;
    vm.select(id);
    requestAnimationFrame(() =>
      treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${id}"]`)?.focus(),
    );
  };

  const onKey = (event: KeyboardEvent<HTMLElement>, id: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const node = vm.node(id);
    if (node === undefined) return;
    if (event.altKey && event.shiftKey && (event.key === forward || event.key === back)) {
      event.preventDefault();
      void vm.shift(id, event.key === forward ? 'indent' : 'outdent').then(() => focusNode(id));
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        focusNode(vm.neighbour(id, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Home':
      case 'End': {
        event.preventDefault();
        const visible = vm.visible;
        focusNode((event.key === 'Home' ? visible[0] : visible[visible.length - 1])?.id);
        return;
      }
      case 'F2':
        event.preventDefault();
        vm.startRename(id);
        return;
      case 'Delete':
        event.preventDefault();
        vm.startDelete(id);
        return;
      case 'Insert':
        event.preventDefault();
        vm.startAdd(id);
        return;
      default:
    }
    if (event.key === forward) {
      event.preventDefault();
      if (vm.hasChildren(id) && !vm.isExpanded(id)) vm.expand(id);
      else if (vm.isExpanded(id)) focusNode(vm.children(id)[0]?.id);
    } else if (event.key === back) {
      event.preventDefault();
      if (vm.isExpanded(id)) vm.collapse(id);
      else if (node.parentId !== null) focusNode(node.parentId);
    }
  };

  const tabStop = vm.selectedId ?? vm.visible[0]?.id;
  const contents = (parentId: number | null): TreeNodeInfo[] =>
    vm.children(parentId).map((node) => {
      const open = vm.isExpanded(node.id);
      const parent = vm.hasChildren(node.id);
      const Caret = open ? ChevronDown : ChevronRight;
      return {
        id: node.id,
        hasCaret: false,
        isExpanded: open,
        isSelected: vm.selectedId === node.id,
        icon: parent ? open ? <FolderOpen /> : <FolderClose /> : <Document />,
        label: (
          <span className="content-tree-row">
            {parent ? (
              <Button
                variant="minimal"
                size="small"
                className="content-tree-caret"
                icon={<Caret className={open ? undefined : 'flip-rtl'} />}
                aria-expanded={open}
                aria-label={t(open ? 'treeViews.collapse' : 'treeViews.expand', { title: node.title })}
                onClick={(event) => {
                  event.stopPropagation();
                  vm.toggle(node.id);
                }}
              />
            ) : (
              <span className="content-tree-caret-space" aria-hidden />
            )}
            <button
              type="button"
              className="content-tree-title"
              data-node-id={node.id}
              data-testid="tree-node"
              tabIndex={tabStop === node.id ? 0 : -1}
              aria-pressed={vm.selectedId === node.id}
              data-depth={vm.depth(node.id)}
              onClick={() => vm.select(node.id)}
              onKeyDown={(event) => onKey(event, node.id)}
            >
              <bdi>{node.title}</bdi>
            </button>
          </span>
        ),
        childNodes: parent ? contents(node.id) : undefined,
      };
    });

  const selected = vm.selected;
  const back = LIST_OF_ROUTE[routeId] ?? '/dashboard/default';
  return (
    <div className="screen content-tree-screen" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      <H3 className="content-tree-name" data-testid="tree-title">
        <bdi>{name}</bdi>
      </H3>
      {vm.notFound ? (
        <NonIdealState
          icon={<Search size={48} />}
          title={t('treeViews.notFound')}
          description={t('treeViews.notFoundHelp')}
          action={
            <Link to={back} className={Classes.BUTTON}>
              <ArrowLeft className="flip-rtl" /> {t('treeViews.backToList')}
            </Link>
          }
          className="list-state"
        />
      ) : (
        <ListStates status={vm.status} isEmpty={vm.root === undefined} onRetry={() => void vm.load()}>
          {vm.root && (
            <>
              <Card className="content-tree-root">
                {vm.root.imageUrl !== null && vm.root.imageUrl !== '' && (
                  <img src={vm.root.imageUrl} alt="" width={96} height={72} className="content-tree-image" />
                )}
                <div>
                  <strong>
                    <bdi>{vm.root.title}</bdi>
                  </strong>{' '}
                  {vm.root.isCenter && <Tag minimal>{t('treeViews.center')}</Tag>}
                  <p className={Classes.TEXT_MUTED}>
                    {t('treeViews.nodeCount', { n: number.format(vm.nodes.length) })}
                  </p>
                </div>
                <Link to={back} className="content-tree-back">
                  {t('treeViews.backToList')}
                </Link>
              </Card>
              <div className="content-tree-toolbar" role="toolbar" aria-label={t('treeViews.actions')}>
                <Button icon={<Plus />} onClick={() => vm.startAdd(null)} data-testid="tree-add-top">
                  {t('treeViews.addTop')}
                </Button>
                <Button
                  icon={<Plus />}
                  disabled={selected === undefined}
                  onClick={() => selected && vm.startAdd(selected.id)}
                  data-testid="tree-add-child"
                >
                  {t('treeViews.addChild')}
                </Button>
                <Button
                  icon={<Edit />}
                  disabled={selected === undefined}
                  onClick={() => selected && vm.startRename(selected.id)}
                  data-testid="tree-rename"
                >
                  {t('treeViews.rename')}
                </Button>
                <Button
                  icon={<Move />}
                  disabled={selected === undefined}
                  onClick={() => selected && vm.startMove(selected.id)}
                  data-testid="tree-move"
                >
                  {t('treeViews.moveTo')}
                </Button>
                <Button
                  icon={<Trash />}
                  intent={Intent.DANGER}
                  disabled={selected === undefined}
                  onClick={() => selected && vm.startDelete(selected.id)}
                  data-testid="tree-delete"
                >
                  {t('treeViews.delete')}
                </Button>
              </div>
              <p className={`${Classes.TEXT_MUTED} content-tree-hint`}>
                {selected === undefined
                  ? t('treeViews.selectHint')
                  : t('treeViews.selected', { title: selected.title })}
              </p>
              {vm.edit === undefined && vm.writeError !== undefined && (
                <Callout intent={Intent.DANGER} role="alert">
                  {t(writeErrorKey(vm.writeError))}
                </Callout>
              )}
              {vm.nodes.length === 0 ? (
                <NonIdealState
                  icon={<DiagramTree size={48} />}
                  title={t('treeViews.empty')}
                  action={
                    <Button intent={Intent.PRIMARY} icon={<Plus />} onClick={() => vm.startAdd(null)}>
                      {t('treeViews.addFirst')}
                    </Button>
                  }
                  className="list-state"
                />
              ) : (
                <div
                  ref={treeRef}
                  className="content-tree"
                  role="group"
                  aria-label={t('treeViews.treeLabel', { name })}
                >
                  <Tree contents={contents(null)} onNodeClick={(node) => vm.select(Number(node.id))} />
                </div>
              )}
            </>
          )}
        </ListStates>
      )}
      <p role="status" aria-live="polite" className="content-tree-news" data-testid="tree-news">
        {vm.news === undefined
          ? ''
          : t(`treeViews.done.${vm.news.key}`, { title: vm.news.title, n: number.format(vm.news.count) })}
      </p>
      <EditDialog vm={vm} />
    </div>
  );
});

/** The add, rename, move and delete dialog; what was typed stays when the server refuses it. */
const EditDialog = observer(function EditDialog({ vm }: { readonly vm: ContentTreeViewModel }) {
  const t = useT();
  const app = useApp();
  const number = new Intl.NumberFormat(intlLocale(app.language));
  const edit = vm.edit;
  if (edit === undefined) return null;
  const parent = edit.kind === 'add' ? vm.node(edit.parentId) : undefined;
  const title =
    edit.kind === 'add'
      ? parent === undefined
        ? t('treeViews.addTopTitle')
        : t('treeViews.addChildTitle', { title: parent.title })
      : edit.kind === 'rename'
        ? t('treeViews.renameTitle', { title: edit.node.title })
        : edit.kind === 'move'
          ? t('treeViews.moveTitle', { title: edit.node.title })
          : t('treeViews.deleteTitle', { title: edit.node.title });
  const problem = vm.draftProblem;
  const depthPad = (id: number) => '\u00a0\u00a0'.repeat(vm.depth(id));
  return (
    <Dialog isOpen onClose={vm.cancel} title={title} className="content-tree-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void vm.confirm();
        }}
      >
        <DialogBody>
          {(edit.kind === 'add' || edit.kind === 'rename') && (
            <FormGroup
              label={t('treeViews.nodeTitle')}
              labelFor="tree-node-title"
              intent={problem === 'tooLong' ? Intent.DANGER : Intent.NONE}
              helperText={
                problem === 'tooLong' ? t('treeViews.tooLong', { max: number.format(TITLE_MAX) }) : undefined
              }
            >
              <InputGroup
                id="tree-node-title"
                autoFocus
                value={vm.draft}
                maxLength={400}
                onChange={(event) => vm.setDraft(event.currentTarget.value)}
                data-testid="tree-title-input"
              />
            </FormGroup>
          )}
          {edit.kind === 'move' && (
            <FormGroup label={t('treeViews.newParent')} labelFor="tree-move-target">
              <HTMLSelect
                id="tree-move-target"
                autoFocus
                fill
                value={vm.moveTarget === null ? 'top' : String(vm.moveTarget)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  vm.setMoveTarget(value === 'top' ? null : Number(value));
                }}
                data-testid="tree-move-target"
              >
                {vm.targets.map((target) =>
                  target === null ? (
                    <option key="top" value="top">
                      {t('treeViews.topLevel')}
                    </option>
                  ) : (
                    <option key={target.id} value={String(target.id)}>
                      {depthPad(target.id)}
                      {target.title}
                    </option>
                  ),
                )}
              </HTMLSelect>
            </FormGroup>
          )}
          {edit.kind === 'delete' && (
            <p data-testid="tree-delete-question">
              {edit.below === 0
                ? t('treeViews.deleteOne', { title: edit.node.title })
                : t('treeViews.deleteWithChildren', { title: edit.node.title, n: number.format(edit.below) })}
            </p>
          )}
          {vm.writeError !== undefined && (
            <Callout intent={Intent.DANGER} role="alert">
              {t(writeErrorKey(vm.writeError))}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={vm.cancel} disabled={vm.saving}>
                {t('treeViews.cancel')}
              </Button>
              <Button
                type="submit"
                intent={edit.kind === 'delete' ? Intent.DANGER : Intent.PRIMARY}
                loading={vm.saving}
                disabled={!vm.canConfirm}
                data-testid="tree-confirm"
              >
                {t(`treeViews.confirm.${edit.kind}`)}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

export default ContentTreeScreen;

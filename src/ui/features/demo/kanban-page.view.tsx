import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  Alert,
  Button,
  Card,
  ControlGroup,
  H3,
  HTMLSelect,
  InputGroup,
  Intent,
  Tag,
} from '@blueprintjs/core';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Plus, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type CSSProperties } from 'react';
import { KanbanColumn, KanbanPriority, type KanbanItem } from '../../../domain/demo/kanban';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates } from './demo-screen.view';
import type { KanbanViewModel } from './kanban.view-model';
import { useDemo } from './use-demo';

const PRIORITY_INTENT: Record<KanbanPriority, Intent> = {
  low: Intent.SUCCESS,
  medium: Intent.WARNING,
  high: Intent.DANGER,
};

const ItemCard = observer(function ItemCard({
  vm,
  item,
  onDelete,
}: {
  readonly vm: KanbanViewModel;
  readonly item: KanbanItem;
  readonly onDelete: (item: KanbanItem) => void;
}) {
  const t = useT();
  const app = useApp();
  const rtl = app.direction === 'rtl';
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const style: CSSProperties = {
    transform: transform === null ? undefined : `translate3d(${transform.x}px, ${transform.y}px, 0)`,
    transition,
    opacity: isDragging ? 0.6 : 1,
  };
  const title = item.title;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className="demo-kanban-item"
      data-testid="demo-kanban-item"
      data-item-id={item.id}
    >
      <Card>
        <div
          className="demo-kanban-handle"
          {...attributes}
          {...listeners}
          aria-roledescription={t('demo.kanban.draggable')}
          aria-label={t('demo.kanban.dragItem', { title })}
        >
          <strong>{title}</strong>
          <span className="demo-muted">#{item.id}</span>
        </div>
        {item.description !== '' && <p>{item.description}</p>}
        <Tag minimal intent={PRIORITY_INTENT[item.priority]}>
          {t(`demo.kanban.priorities.${item.priority}`)}
        </Tag>
        <div className="demo-kanban-moves">
          <Button
            minimal
            small
            icon={rtl ? <ArrowRight /> : <ArrowLeft />}
            aria-label={t('demo.kanban.movePrevious', { title })}
            disabled={item.column === vm.board.columns[0]}
            onClick={() => void vm.step(item.id, 'previous')}
          />
          <Button
            minimal
            small
            icon={<ArrowUp />}
            aria-label={t('demo.kanban.moveUp', { title })}
            onClick={() => void vm.step(item.id, 'up')}
          />
          <Button
            minimal
            small
            icon={<ArrowDown />}
            aria-label={t('demo.kanban.moveDown', { title })}
            onClick={() => void vm.step(item.id, 'down')}
          />
          <Button
            minimal
            small
            icon={rtl ? <ArrowLeft /> : <ArrowRight />}
            aria-label={t('demo.kanban.moveNext', { title })}
            disabled={item.column === vm.board.columns.at(-1)}
            onClick={() => void vm.step(item.id, 'next')}
          />
          <Button
            minimal
            small
            icon={<Trash />}
            aria-label={t('demo.kanban.delete', { title })}
            onClick={() => onDelete(item)}
          />
        </div>
      </Card>
    </li>
  );
});

const Column = observer(function Column({
  vm,
  column,
  onDelete,
}: {
  readonly vm: KanbanViewModel;
  readonly column: KanbanColumn;
  readonly onDelete: (item: KanbanItem) => void;
}) {
  const t = useT();
  const { setNodeRef } = useDroppable({ id: `column:${column}` });
  const items = vm.itemsOf(column);
  const headingId = `demo-kanban-${column}`;
  return (
    <section
      className="demo-kanban-column"
      aria-labelledby={headingId}
      data-testid="demo-kanban-column"
      data-column={column}
    >
      <H3 id={headingId}>
        {t(`demo.kanban.columns.${column}`)}{' '}
        <Tag round minimal>
          {items.length}
        </Tag>
      </H3>
      <SortableContext
        id={column}
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul ref={setNodeRef} className="demo-kanban-list">
          {items.map((item) => (
            <ItemCard key={item.id} vm={vm} item={item} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
});

const AddItem = observer(function AddItem({ vm }: { readonly vm: KanbanViewModel }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<KanbanPriority>(KanbanPriority.Medium);
  return (
    <form
      className="demo-kanban-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim() === '') return;
        void vm
          .add({ title: title.trim(), description: '', priority, column: KanbanColumn.New, dueDate: '' })
          .then(() => setTitle(''));
      }}
    >
      <ControlGroup>
        <InputGroup
          aria-label={t('demo.kanban.newItem')}
          placeholder={t('demo.kanban.newItem')}
          value={title}
          onValueChange={setTitle}
        />
        <HTMLSelect
          aria-label={t('demo.kanban.priority')}
          value={priority}
          onChange={(event) => setPriority(event.currentTarget.value as KanbanPriority)}
          options={Object.values(KanbanPriority).map((value) => ({
            value,
            label: t(`demo.kanban.priorities.${value}`),
          }))}
        />
        <Button type="submit" icon={<Plus />} text={t('demo.kanban.add')} disabled={title.trim() === ''} />
      </ControlGroup>
    </form>
  );
});

/** `/app/kanban`: the template's board, moved by drag and drop or by the buttons and keyboard. */
const KanbanPage = observer(function KanbanPage() {
  const t = useT();
  const vm = useDemo((demo) => demo.kanban());
  const [deleting, setDeleting] = useState<KanbanItem | null>(null);
  useEffect(() => void vm.load(), [vm]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null) return;
    const overId = String(over.id);
    if (overId.startsWith('column:')) {
      const column = overId.slice('column:'.length) as KanbanColumn;
      void vm.move(String(active.id), column, vm.itemsOf(column).length);
      return;
    }
    const target = vm.board.items.find((item) => item.id === overId);
    if (target === undefined) return;
    const index = vm.itemsOf(target.column).findIndex((item) => item.id === overId);
    void vm.move(String(active.id), target.column, index);
  };
  return (
    <DemoScreen routeId="kanban" title={t('demo.routes.kanban')}>
      <p className="demo-muted">{t('demo.kanban.help')}</p>
      <AddItem vm={vm} />
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
          <div className="demo-kanban">
            {vm.board.columns.map((column) => (
              <Column key={column} vm={vm} column={column} onDelete={setDeleting} />
            ))}
          </div>
        </DndContext>
      </DemoStates>
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        cancelButtonText={t('demo.cancel')}
        confirmButtonText={t('demo.kanban.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) void vm.remove(deleting.id);
          setDeleting(null);
        }}
      >
        {t('demo.kanban.deleteQuestion', { title: deleting?.title ?? '' })}
      </Alert>
    </DemoScreen>
  );
});

export default KanbanPage;

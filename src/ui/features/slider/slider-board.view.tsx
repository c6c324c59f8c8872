import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import {
  Button,
  Callout,
  Card,
  H2,
  H3,
  HTMLSelect,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import {
  ArrowLeft,
  ArrowRight,
  DragHandleVertical,
  Edit,
  Error as ErrorIcon,
  Lock,
  Media,
  Plus,
  Refresh,
  Trash,
} from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties } from 'react';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { SliderBoardGroup, SliderBoardImage, Trilingual } from '../../../domain/content/slider-board';
import { newSliderImage } from '../../../domain/content/slider-new-image';
import { thumbnailOf } from '../../../domain/media/image-address';
import type { Language } from '../../../domain/preferences/language';
import { CAROUSEL_PLACEMENTS } from '../../../domain/site/carousel-placement';
import { useApp } from '../../app/app-context';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useFigure } from '../../i18n/use-figure';
import { useT } from '../../i18n/use-t';
import { RecordEditor } from '../records/record-editor.view';
import type { RecordEditorViewModel } from '../records/record-editor.view-model';
import type { SliderBoardViewModel } from './slider-board.view-model';
import './slider.css';

const inLanguage = (text: Trilingual, language: Language): string => text[language] || text.en;

/** The image's title in the page's language, or its place in the group when it has none. */
function imageLabel(image: SliderBoardImage, language: Language, fallback: string): string {
  return inLanguage(image.title, language) || fallback;
}

const Thumbnail = observer(function Thumbnail({
  vm,
  editor,
  group,
  image,
  index,
}: {
  readonly vm: SliderBoardViewModel;
  /** The record drawer of the images, when the user may write them. */
  readonly editor: RecordEditorViewModel | undefined;
  readonly group: SliderBoardGroup;
  readonly image: SliderBoardImage;
  readonly index: number;
}) {
  const t = useT();
  const app = useApp();
  const figure = useFigure();
  const rtl = app.direction === 'rtl';
  const movable = group.version !== undefined && vm.canMove;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled: !movable,
  });
  const style: CSSProperties = {
    transform: transform === null ? undefined : `translate3d(${transform.x}px, ${transform.y}px, 0)`,
    transition,
    opacity: isDragging ? 0.6 : 1,
  };
  const title = imageLabel(image, app.language, t('sliderBoard.untitled', { position: index + 1 }));
  const placement = image.placement === undefined ? undefined : CAROUSEL_PLACEMENTS[image.placement];
  const last = index === group.images.length - 1;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className="slider-thumb"
      data-testid="slider-thumb"
      data-image-id={image.id}
      data-position={index + 1}
    >
      <Card compact className="slider-thumb-card">
        <div className="slider-thumb-top">
          <span className="slider-thumb-position" aria-hidden="true">
            {figure(index + 1)}
          </span>
          <span className="slider-thumb-moves">
            <Button
              variant="minimal"
              size="small"
              icon={rtl ? <ArrowRight /> : <ArrowLeft />}
              aria-label={t('sliderBoard.moveEarlier', { title })}
              disabled={!movable || index === 0}
              onClick={() => void vm.moveEarlier(image.id)}
            />
            <Button
              variant="minimal"
              size="small"
              icon={rtl ? <ArrowLeft /> : <ArrowRight />}
              aria-label={t('sliderBoard.moveLater', { title })}
              disabled={!movable || last}
              onClick={() => void vm.moveLater(image.id)}
            />
          </span>
          <button
            type="button"
            className="slider-thumb-handle"
            disabled={!movable}
            {...attributes}
            {...listeners}
            aria-roledescription={t('sliderBoard.draggable')}
            aria-label={t('sliderBoard.dragImage', { title })}
          >
            <DragHandleVertical />
          </button>
        </div>
        <img className="slider-thumb-image" src={thumbnailOf(image.imageUrl)} alt={title} />
        <div className="slider-thumb-title" title={title}>
          {title}
        </div>
        <div className="slider-thumb-tags">
          {placement !== undefined && (
            <Tag minimal className="slider-thumb-placement">
              {t(placement.i18nKey)}
            </Tag>
          )}
          {!image.active && (
            <Tag minimal intent={Intent.WARNING}>
              {t('sliderBoard.hidden')}
            </Tag>
          )}
        </div>
        <HTMLSelect
          className="slider-thumb-destination"
          aria-label={t('sliderBoard.destinationOf', { title })}
          disabled={!movable}
          value={group.id}
          onChange={(event) => {
            const to = event.currentTarget.value;
            void vm.moveToGroup(image.id, to);
          }}
          options={vm.movableGroups.map((g) => ({ value: g.id, label: inLanguage(g.name, app.language) }))}
        />
        {editor !== undefined && (
          <div className="slider-thumb-writes">
            <Button
              variant="minimal"
              size="small"
              icon={<Edit />}
              aria-label={t('sliderBoard.editImage', { title })}
              title={t('common.edit')}
              disabled={editor.busy || vm.saving}
              onClick={() => void editor.openById(image.id, 'edit')}
            />
            <Button
              variant="minimal"
              size="small"
              intent={Intent.DANGER}
              icon={<Trash />}
              aria-label={t('sliderBoard.deleteImage', { title })}
              title={t('common.delete')}
              disabled={editor.busy || vm.saving}
              onClick={() => void editor.openById(image.id, 'remove')}
            />
          </div>
        )}
      </Card>
    </li>
  );
});

const Group = observer(function Group({
  vm,
  editor,
  group,
}: {
  readonly vm: SliderBoardViewModel;
  readonly editor: RecordEditorViewModel | undefined;
  readonly group: SliderBoardGroup;
}) {
  const t = useT();
  const app = useApp();
  const figure = useFigure();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = inLanguage(group.name, app.language) || t('sliderBoard.noDestination');
  const headingId = `slider-group-${group.id}`;
  const ids = group.images.map((i) => i.id);
  const titleOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    const image = group.images[index];
    return image === undefined
      ? ''
      : imageLabel(image, app.language, t('sliderBoard.untitled', { position: index + 1 }));
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const place = (id: UniqueIdentifier | undefined) => ({
    position: figure(positionOf(id)),
    total: figure(ids.length),
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sliderBoard.announce.picked', { title: titleOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over === null
        ? t('sliderBoard.announce.outside', { title: titleOf(active.id) })
        : t('sliderBoard.announce.over', { title: titleOf(active.id), ...place(over.id) }),
    onDragEnd: ({ active, over }) =>
      over === null
        ? t('sliderBoard.announce.cancelled', { title: titleOf(active.id) })
        : t('sliderBoard.announce.dropped', { title: titleOf(active.id), ...place(over.id) }),
    onDragCancel: ({ active }) => t('sliderBoard.announce.cancelled', { title: titleOf(active.id) }),
  };
  const addImage = (): void => {
    if (editor === undefined) return;
    const start = newSliderImage(group);
    editor.startNewWith({
      // A group of no destination (no version from the server) leaves the destination to choose.
      ...(group.version === undefined ? {} : { sliderDestinationGroupId: start.groupId }),
      ...(start.placement === undefined ? {} : { carouselFor: String(start.placement) }),
      sortOrder: String(start.position),
      isActive: true,
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = over === null ? -1 : ids.indexOf(String(over.id));
    const moved = to >= 0 && to !== ids.indexOf(String(active.id));
    vm.endDrag(moved);
    if (moved) void vm.move(String(active.id), group.id, to);
  };
  return (
    <section
      className="slider-group"
      aria-labelledby={headingId}
      data-testid="slider-group"
      data-group-id={group.id}
    >
      <div className="slider-group-head">
        <H3 id={headingId} className="slider-group-title">
          <span>{name}</span>{' '}
          <Tag round minimal className="slider-group-count">
            {figure(group.images.length)}
          </Tag>
        </H3>
        {editor !== undefined && (
          <Button
            size="small"
            icon={<Plus />}
            aria-label={t('sliderBoard.addImageTo', { group: name })}
            disabled={editor.busy || vm.saving}
            onClick={addImage}
            data-testid="slider-add-image"
          >
            {t('sliderBoard.addImage')}
          </Button>
        )}
      </div>
      {group.images.length === 0 ? (
        <p className="slider-group-empty">{t('sliderBoard.groupEmpty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={vm.beginDrag}
          onDragEnd={onDragEnd}
          onDragCancel={() => vm.endDrag(false)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('sliderBoard.announce.instructions') },
          }}
        >
          <SortableContext id={`slider-${group.id}`} items={ids} strategy={rectSortingStrategy}>
            <ol className="slider-thumbs" aria-labelledby={headingId}>
              {group.images.map((image, index) => (
                <Thumbnail key={image.id} vm={vm} editor={editor} group={group} image={image} index={index} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
});

/** What the last move came to, read out politely; a failure offers to send again or to discard. */
const Notice = observer(function Notice({ vm }: { readonly vm: SliderBoardViewModel }) {
  const t = useT();
  const app = useApp();
  const figure = useFigure();
  const notice = vm.notice;
  let content = null;
  if (vm.saving) {
    content = <span className="slider-saving">{t('sliderBoard.saving')}</span>;
  } else if (notice?.kind === 'saved') {
    const image = vm.imageById(notice.imageId);
    const group = vm.board.groups.find((g) => g.id === notice.groupId);
    content = (
      <Callout intent={Intent.SUCCESS} compact data-testid="slider-saved">
        {t('sliderBoard.saved', {
          title: image === undefined ? '' : imageLabel(image, app.language, ''),
          group: group === undefined ? '' : inLanguage(group.name, app.language),
          position: figure(notice.position),
          total: figure(notice.count),
        })}
      </Callout>
    );
  } else if (notice?.kind === 'stale') {
    content = (
      <Callout intent={Intent.WARNING} compact data-testid="slider-stale">
        {t('sliderBoard.stale')}
      </Callout>
    );
  } else if (notice?.kind === 'changedElsewhere') {
    content = (
      <Callout intent={Intent.PRIMARY} compact data-testid="slider-changed-elsewhere">
        {t('sliderBoard.changedElsewhere')}
      </Callout>
    );
  } else if (notice?.kind === 'failed') {
    content = (
      <Callout intent={Intent.DANGER} compact data-testid="slider-failed">
        <p>
          {t('sliderBoard.failed')} {t(`errors.${notice.error.code}`)}
        </p>
        <Button intent={Intent.PRIMARY} icon={<Refresh />} onClick={() => void vm.retry()}>
          {t('common.retry')}
        </Button>{' '}
        <Button onClick={() => void vm.discard()}>{t('sliderBoard.discard')}</Button>
      </Callout>
    );
  }
  return (
    <div className="slider-notice" role="status" aria-live="polite">
      {content}
    </div>
  );
});

/**
 * `/dashboard/slider`: the slider's destination groups, each with its images as thumbnails in
 * order. An image moves by drag and drop (pointer or keyboard), by the earlier / later buttons, or
 * to another destination with its menu; each move is saved at once.
 */
const SliderBoardScreen = observer(function SliderBoardScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.SliderBoard);
  const link = useInstance(ViewModels.LinkStatus);
  // Images are added, changed and removed in the record drawer; the board is read again after.
  const editor = useViewModel(ViewModels.RecordEditor, {
    list: ResourceKey.CarouselImages,
    changed: () => void vm.written(),
  });
  const writer = editor.canWrite ? editor : undefined;
  useEffect(() => {
    void vm.load();
    // Saves by others arrive over the hub; the link coming back may have missed one: read again.
    const stopWatching = vm.watch();
    const stopReacting = reaction(
      () => link.reconnections,
      () => void vm.refresh(),
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [vm, link]);
  const status = vm.status;
  return (
    <section className="screen slider-screen" data-route="slider" aria-labelledby="slider-title">
      <H2 id="slider-title" className="screen-title">
        {t('routes.slider')}
      </H2>
      <p className="slider-intro">{t('sliderBoard.intro')}</p>
      {status.kind === 'forbidden' ? (
        <NonIdealState
          icon={<Lock size={48} />}
          title={t('common.accessDenied')}
          description={t('common.accessDeniedHelp')}
          className="list-state"
        />
      ) : status.kind === 'error' ? (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={t('list.errorTitle')}
          description={t(`errors.${status.error.code}`)}
          action={
            <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={() => void vm.load()}>
              {t('common.retry')}
            </Button>
          }
          className="list-state"
        />
      ) : status.kind === 'loading' ? (
        <Spinner aria-label={t('common.loading')} className="list-state" />
      ) : vm.board.groups.length === 0 ? (
        <NonIdealState icon={<Media size={48} />} title={t('sliderBoard.empty')} className="list-state" />
      ) : (
        <>
          <Notice vm={vm} />
          <div className="slider-groups" aria-busy={vm.saving}>
            {vm.board.groups.map((group) => (
              <Group key={group.id} vm={vm} editor={writer} group={group} />
            ))}
          </div>
        </>
      )}
      {editor.record !== undefined && <RecordEditor vm={editor} />}
    </section>
  );
});

export default SliderBoardScreen;

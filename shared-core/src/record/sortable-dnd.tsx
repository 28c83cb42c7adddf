import { useMemo } from 'react';
import { useTranslation } from '@panel/shared-core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box } from '@panel/shared-core/ui';
import type { SortableHandleProps, SortableListProps } from './sortable-list';

/* dnd-kit's part of the sortable list: a chunk of its own, fetched when the user reaches for a list (sortable-list.tsx). */

function SortableItem<T>({
  id,
  item,
  index,
  count,
  disabled,
  renderItem,
  move,
  as,
}: {
  as: 'li' | 'div';
  id: string | number;
  item: T;
  index: number;
  count: number;
  disabled: boolean;
  renderItem: SortableListProps<T>['renderItem'];
  move: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <Box
      as={as}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      opacity={isDragging ? 0.85 : undefined}
      data-dragging={isDragging || undefined}
    >
      {renderItem(item, {
        index,
        isFirst: index === 0,
        isLast: index === count - 1,
        isDragging,
        handleProps: { ...attributes, ...(listeners ?? {}) } as SortableHandleProps,
        moveUp: () => move(index, index - 1),
        moveDown: () => move(index, index + 1),
      })}
    </Box>
  );
}

/** `SortableList` (sortable-list.tsx) once dnd-kit is there: dragging by pointer and keyboard, announced. */
export function DndSortableList<T>({
  items,
  getId,
  onReorder,
  renderItem,
  itemName,
  layout = 'column',
  disabled = false,
  containerProps,
  itemAs = 'div',
}: SortableListProps<T>) {
  const { t } = useTranslation('record');
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that clicks on the item's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const nameOf = (id: string | number | undefined) => {
    const index = ids.indexOf(id as string | number);
    return index >= 0 ? itemName(items[index]!) : '';
  };
  const positionOf = (id: string | number | undefined) => ids.indexOf(id as string | number) + 1;

  const move = (from: number, to: number) => {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove([...items], from, to), { from, to });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', { name: nameOf(active.id), position: positionOf(active.id), count: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', { name: nameOf(active.id), position: positionOf(over.id), count: ids.length })
        : t('sortable.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: nameOf(active.id), position: positionOf(over.id), count: ids.length })
        : t('sortable.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <Box {...containerProps}>
          {items.map((item, index) => (
            <SortableItem
              as={itemAs}
              key={ids[index]}
              id={ids[index]!}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled}
              renderItem={renderItem}
              move={move}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

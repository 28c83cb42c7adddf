import {
  use,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Box, type BoxProps } from '@panel/shared-core/ui';

export type SortableHandleProps = DraggableAttributes & NonNullable<DraggableSyntheticListeners>;

/** What an item's view gets to be draggable and movable by keyboard. */
export interface SortableItemContext {
  index: number;
  isFirst: boolean;
  isLast: boolean;
  isDragging: boolean;
  /** Spread onto the drag handle (a button): pointer and keyboard dragging (Space, arrows, Space). */
  handleProps: SortableHandleProps;
  moveUp: () => void;
  moveDown: () => void;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string | number;
  /** The whole list in its new order, and which position moved where. */
  onReorder: (next: T[], move: { from: number; to: number }) => void;
  renderItem: (item: T, context: SortableItemContext) => ReactNode;
  /** What is being ordered, for the screen reader's announcements ("comment", "screenshot"). */
  itemName: (item: T) => string;
  /** A grid of tiles (screenshots) rather than a column (comments). */
  layout?: 'column' | 'grid';
  disabled?: boolean;
  /** The container's props (a grid's columns, `as: 'ol'`...). */
  containerProps?: BoxProps;
  /** The element of each item: `li` inside a list container. */
  itemAs?: 'li' | 'div';
  /**
   * Fetch dnd-kit only when the user reaches for the list (a form's screenshots, which most visits never reorder)
   * instead of before the list is first drawn (a board whose order is what the screen is for).
   */
  dndOnIntent?: boolean;
}

type DndList = <T>(props: SortableListProps<T>) => ReactNode;

/** dnd-kit's part, once fetched: every list drawn after that starts with it. */
let dndList: DndList | null = null;
let dndLoad: Promise<DndList> | null = null;

/** Fetches dnd-kit ahead, for a screen that draws a sortable list at once (`dndOnIntent` not set). */
export function preloadSortableList(): Promise<unknown> {
  return loadDnd().catch(() => undefined);
}

function loadDnd(): Promise<DndList> {
  dndLoad ??= import('./sortable-dnd').then(
    (module) => (dndList = module.DndSortableList as DndList),
    (error: unknown) => {
      // A failed download is asked for again the next time the user reaches for a list.
      dndLoad = null;
      throw error;
    },
  );
  return dndLoad;
}

/** What dnd-kit puts on a handle before it is there: the same role and description, no listeners yet. */
const waitingHandle = (disabled: boolean) =>
  ({
    role: 'button',
    tabIndex: 0,
    'aria-disabled': disabled,
    'aria-roledescription': 'sortable',
  }) as SortableHandleProps;

const HANDLE = '[aria-roledescription="sortable"]';
const START_KEYS = ['Space', 'Enter'];

/** Where an element is in the list's markup, which is the same before and after dnd-kit: by its place in it. */
const placeOf = (frame: HTMLElement, element: Element | null) =>
  element && frame.contains(element)
    ? Array.prototype.indexOf.call(frame.querySelectorAll('*'), element)
    : -1;
const atPlace = (frame: HTMLElement, place: number) =>
  place >= 0 ? (frame.querySelectorAll('*')[place] as HTMLElement | undefined) : undefined;

/** The same press, for the list drawn with dnd-kit (its sensors read the key, or the button and the position). */
function again(event: Event): Event {
  const init = { bubbles: true, cancelable: true };
  if (event.type === 'keydown') {
    const { key, code } = event as KeyboardEvent;
    return new KeyboardEvent('keydown', { ...init, key, code });
  }
  const { pointerId, pointerType, clientX, clientY } = event as PointerEvent;
  return new PointerEvent('pointerdown', {
    ...init,
    isPrimary: true,
    button: 0,
    buttons: 1,
    pointerId,
    pointerType,
    clientX,
    clientY,
  });
}

/**
 * A list the user reorders by dragging (mouse, touch, or the keyboard on the handle: Space, arrows, Space) and by
 * "move up" / "move down" buttons, with each move announced to screen readers. The order is the caller's state.
 *
 * dnd-kit (about 15 KB gzip) is fetched when the user reaches for a list (the pointer over it, the focus in it), not
 * with the form: until then the same items are drawn with their buttons working. The list is then drawn again with
 * it; the focus stays where it was, and a press on a handle or a Space or Enter on it made meanwhile is handed on.
 *
 * @example
 * <SortableList items={comments} getId={(c) => c.id} itemName={(c) => c.author_name} onReorder={save}
 *   renderItem={(c, { handleProps, moveUp, moveDown }) => <CommentCard ... />} />
 */
export function SortableList<T>(props: SortableListProps<T>) {
  return props.dndOnIntent ? <ListOnIntent {...props} /> : <ListAtOnce {...props} />;
}

/** Suspends until dnd-kit is there, the first time; then draws the list with it. */
function ListAtOnce<T>(props: SortableListProps<T>) {
  const List = dndList ?? use(loadDnd());
  return <List {...props} />;
}

function ListOnIntent<T>(props: SortableListProps<T>) {
  const [Dnd, setDnd] = useState<DndList | null>(() => dndList);
  const frame = useRef<HTMLElement>(null);
  /** The focus and the press to give to the list drawn with dnd-kit, by their place in the markup. */
  const handOver = useRef<{ focus: number; press: { place: number; event: Event } | null }>({
    focus: -1,
    press: null,
  });

  const asked = useRef(false);

  const reachFor = () => {
    if (Dnd || asked.current) return;
    asked.current = true;
    loadDnd().then(
      (List) => {
        if (frame.current) handOver.current.focus = placeOf(frame.current, document.activeElement);
        setDnd(() => List);
      },
      () => {
        asked.current = false;
      },
    );
  };

  const notePress = (target: EventTarget, event: Event) => {
    if (Dnd || !frame.current || !(target instanceof Element) || !target.closest(HANDLE)) return;
    const press = { place: placeOf(frame.current, target), event };
    handOver.current.press = press;
    if (event.type === 'pointerdown') {
      // A press released before dnd-kit arrived was a click: it is not handed on.
      const drop = () => {
        if (handOver.current.press === press) handOver.current.press = null;
      };
      document.addEventListener('pointerup', drop, { capture: true, once: true });
      document.addEventListener('pointercancel', drop, { capture: true, once: true });
    }
    reachFor();
  };

  useLayoutEffect(() => {
    const root = frame.current;
    if (!Dnd || !root) return;
    const { focus, press } = handOver.current;
    handOver.current = { focus: -1, press: null };
    atPlace(root, focus)?.focus({ preventScroll: true });
    const target = press ? atPlace(root, press.place) : undefined;
    if (!press || !target) return;
    target.dispatchEvent(again(press.event));
  }, [Dnd]);

  // The list's own container takes the hand-over's handlers: a wrapper element would change the field's spacing.
  const container = {
    ...props.containerProps,
    ref: frame,
    ...(Dnd
      ? {}
      : {
          onPointerOver: reachFor,
          onFocus: reachFor,
          onPointerDown: (event: ReactPointerEvent) => {
            if (event.isPrimary && event.button === 0) notePress(event.target, event.nativeEvent);
          },
          onKeyDown: (event: ReactKeyboardEvent) => {
            if (START_KEYS.includes(event.code)) notePress(event.target, event.nativeEvent);
          },
        }),
  } as BoxProps;
  return Dnd ? (
    <Dnd {...props} containerProps={container} />
  ) : (
    <WaitingList {...props} containerProps={container} />
  );
}

/** The list as dnd-kit will draw it, with its "move" buttons working: until dnd-kit is there. */
function WaitingList<T>({
  items,
  getId,
  onReorder,
  renderItem,
  disabled = false,
  containerProps,
  itemAs = 'div',
}: SortableListProps<T>) {
  const move = (from: number, to: number) => {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onReorder(next, { from, to });
  };
  const handleProps = waitingHandle(disabled);
  return (
    <Box {...containerProps}>
      {items.map((item, index) => (
        <Box as={itemAs} key={getId(item)} position="relative">
          {renderItem(item, {
            index,
            isFirst: index === 0,
            isLast: index === items.length - 1,
            isDragging: false,
            handleProps,
            moveUp: () => move(index, index - 1),
            moveDown: () => move(index, index + 1),
          })}
        </Box>
      ))}
    </Box>
  );
}

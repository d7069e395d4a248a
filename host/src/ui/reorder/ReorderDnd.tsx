import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenKeyboardDragListens } from '../keyboard-drag-ready.ts';
import { createAnnouncer, LiveRegion } from '../LiveAnnouncer.tsx';
import { ReorderAimContext, sideOf, type DropSide, type ReorderAim } from './reorder-context.ts';

interface ReorderDndProps {
  /** Every row's id in reading order. */
  order: readonly string[];
  /** Whether `active` may land next to `target` (a row never lands next to itself: that leaves it in place). */
  canDrop?(active: string, target: string): boolean;
  /** The row's name in announcements. */
  label(id: string): string;
  /** Where `active` would go, next to `target`: "after About", "in the dropdown of Services, before Team". */
  where(target: string, side: DropSide): string;
  onDrop(active: string, target: string): void;
  children: ReactNode;
}

const ARROWS: Record<string, -1 | 1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
const everywhere = () => true;

/** dnd-kit's own live messages are replaced by ours, which name the rows. */
const SILENT = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const INSTRUCTIONS = { draggable: 'To move it, press Space or Enter, then the arrow keys to choose where it goes; Space or Enter drops it there, Escape puts it back.' };

interface Session {
  active: string;
  keyboard: boolean;
  /** The rows it may land next to, in reading order, itself among them (staying put). */
  slots: string[];
  index: number;
  target: string | null;
}

/**
 * Drag to reorder the rows of a dashboard list (menu items, form fields) by pointer or keyboard:
 * the row follows the pointer, a line shows where it will land, a live region says so, and the
 * drop calls `onDrop` with the row it lands next to. Rows use `useReorderRow`.
 */
export function ReorderDnd({ order, canDrop = everywhere, label, where, onDrop, children }: ReorderDndProps) {
  const [announcer] = useState(createAnnouncer);
  const [aimed, setAimed] = useState<ReorderAim | null>(null);
  const session = useRef<Session | null>(null);
  const props = useRef({ order, label, where });
  props.current = { order, label, where };

  /** Collision detection runs while dnd-kit renders: the line and the words follow once it is done. */
  const aim = useCallback(
    (target: string | null) => {
      const current = session.current;
      if (!current || current.target === target) return;
      current.target = target;
      queueMicrotask(() => {
        if (session.current !== current || current.target !== target) return;
        const { order: rows, label: name, where: place } = props.current;
        const side = target ? sideOf(rows, current.active, target) : 'before';
        setAimed({ active: current.active, target, side });
        if (target === null) announcer.say(`${name(current.active)} is over no place to go.`);
        else if (target === current.active) announcer.say(`${name(current.active)} would stay where it is.`);
        else announcer.say(`${name(current.active)} will go ${place(target, side)}.`);
      });
    },
    [announcer],
  );

  const allowed = useCallback((active: string, id: string) => id === active || canDrop(active, id), [canDrop]);

  const collisionDetection: CollisionDetection = useCallback(
    (args) => {
      const current = session.current;
      if (!current) return [];
      if (current.keyboard) {
        const container = args.droppableContainers.find((c) => c.id === current.target);
        return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
      }
      const scoped = { ...args, droppableContainers: args.droppableContainers.filter((c) => allowed(current.active, String(c.id))) };
      const area = (id: string | number) => {
        const rect = args.droppableRects.get(id);
        return rect ? rect.width * rect.height : Infinity;
      };
      // A dropdown's item lies inside its parent's row: the innermost row under the pointer is meant.
      const hits = pointerWithin(scoped).sort((a, b) => area(a.id) - area(b.id));
      const best = hits[0] ?? closestCenter(scoped)[0];
      aim(best ? String(best.id) : null);
      return best ? [best] : [];
    },
    [aim, allowed],
  );

  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { context, currentCoordinates }) => {
      const direction = ARROWS[event.code];
      const current = session.current;
      if (!direction || !current) return undefined;
      event.preventDefault();
      current.index = Math.max(0, Math.min(current.slots.length - 1, current.index + direction));
      const target = current.slots[current.index]!;
      aim(target);
      const rect = context.droppableRects.get(target);
      const own = context.collisionRect;
      if (!rect || !own) return currentCoordinates;
      const after = sideOf(props.current.order, current.active, target) === 'after';
      return { x: rect.left, y: after ? rect.bottom - own.height / 2 : rect.top - own.height / 2 };
    },
    [aim],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = String(active.id);
    const keyboard = activatorEvent instanceof KeyboardEvent;
    const slots = order.filter((row) => allowed(id, row));
    session.current = { active: id, keyboard, slots, index: slots.indexOf(id), target: keyboard ? id : null };
    setAimed({ active: id, target: null, side: 'before' });
    if (!keyboard) return announcer.say(`Picked up ${label(id)}.`);
    const started = session.current;
    whenKeyboardDragListens(
      () => session.current === started,
      () => announcer.say(`Picked up ${label(id)}. Arrow keys choose where it goes, Space or Enter drops it, Escape cancels.`),
    );
  };

  const finish = () => {
    const current = session.current;
    session.current = null;
    setAimed(null);
    return current;
  };

  const onDragEnd = () => {
    const current = finish();
    if (!current) return;
    const { active, target } = current;
    if (target === null || target === active) return announcer.say(`${label(active)} stayed where it was.`);
    const place = where(target, sideOf(order, active, target));
    onDrop(active, target);
    announcer.say(`${label(active)} was moved ${place}.`);
  };

  const onDragCancel = () => {
    const current = finish();
    if (current) announcer.say(`Moving ${label(current.active)} was cancelled; it is back where it was.`);
  };

  const accessibility = useMemo(() => ({ announcements: SILENT, screenReaderInstructions: INSTRUCTIONS }), []);

  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel} accessibility={accessibility}>
      <ReorderAimContext.Provider value={aimed}>{children}</ReorderAimContext.Provider>
      <LiveRegion announcer={announcer} />
    </DndContext>
  );
}

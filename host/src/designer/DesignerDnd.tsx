import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createAnnouncer, LiveRegion } from '../ui/LiveAnnouncer.tsx';
import { whenKeyboardDragListens } from '../ui/keyboard-drag-ready.ts';
import { useDesignerStore } from './designer-context.tsx';
import {
  accepts,
  applyDrop,
  currentSlot,
  describeDrop,
  describeNode,
  describeSource,
  draggedKind,
  dropId,
  keyboardSlots,
  movingIds,
  NEW_SECTION_ZONE_ID,
  type DragSource,
  type DropSide,
  type DropSlot,
  type DropTarget,
} from './drag-and-drop.ts';
import { useElementRegistry } from './plugins-context.tsx';

/** Nested targets can all hold the pointer: a node of the dragged kind wins over a parent's end, which wins over the new-section zone. */
const TARGET_RANK: Record<DropTarget['kind'], number> = { node: 0, container: 1, 'new-section': 2 };

const ARROWS: Record<string, -1 | 1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** dnd-kit's own live messages are replaced by ours, which name what moves and where it will land. */
const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
const INSTRUCTIONS = {
  draggable:
    'To move it, press Space or Enter, then the arrow keys to choose where it goes; Space or Enter drops it there, Escape puts it back. Shift or Cmd and click selects several to move together.',
};

interface DragSession {
  source: DragSource;
  moving: string[];
  label: string;
  /** Keyboard drags step through these, in reading order. */
  slots: DropSlot[];
  index: number;
  keyboard: boolean;
  /** Where it would land now. */
  target: DropTarget | null;
  side: DropSide;
}

const domIdOf = (target: DropTarget) => (target.kind === 'new-section' ? NEW_SECTION_ZONE_ID : target.id);

function pointerOnCanvas(point: { x: number; y: number } | null): boolean {
  const canvas = point && document.querySelector('[data-testid="canvas"]')?.getBoundingClientRect();
  return !!canvas && point!.x >= canvas.left && point!.x <= canvas.right && point!.y >= canvas.top && point!.y <= canvas.bottom;
}

/**
 * Drag and drop of the canvas, the palette and the layers: elements, columns, rows and
 * sections, by pointer or keyboard, with a live region that says what moves and where. Drop
 * indicators are drawn by a data attribute on the one target under the drag, so a drag re-renders
 * nothing on the canvas.
 */
export function DesignerDnd({ children }: { children: ReactNode }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const [overlay, setOverlay] = useState<string | null>(null);
  const [announcer] = useState(createAnnouncer);
  const session = useRef<DragSession | null>(null);
  const indicated = useRef<HTMLElement | null>(null);

  const announce = useCallback((text: string) => announcer.say(text), [announcer]);

  const indicate = useCallback((target: DropTarget | null, side: DropSide) => {
    const element = target ? document.getElementById(domIdOf(target)) : null;
    if (indicated.current && indicated.current !== element) indicated.current.removeAttribute('data-drop-side');
    if (element) element.setAttribute('data-drop-side', side);
    indicated.current = element;
  }, []);

  /**
   * Records where the drag would land; draws and says so when that changed. Collision detection
   * runs while dnd-kit renders, so the drawing and the words wait for the render to finish.
   */
  const aim = useCallback(
    (target: DropTarget | null, side: DropSide) => {
      const current = session.current;
      if (!current) return;
      const same = current.target === target || (current.target && target && dropId(current.target) === dropId(target));
      if (same && current.side === side) return;
      current.target = target;
      current.side = side;
      queueMicrotask(() => {
        if (session.current !== current || current.target !== target) return;
        indicate(target, side);
        if (target) announce(`${current.label} will go ${describeDrop(store.getState().document, target, side, registry)}.`);
      });
    },
    [announce, indicate, registry, store],
  );

  const collisionDetection: CollisionDetection = useCallback(
    (args) => {
      const current = session.current;
      if (!current) return [];
      if (current.keyboard) {
        const slot = current.slots[current.index];
        const container = slot && args.droppableContainers.find((c) => c.id === dropId(slot.target));
        return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
      }
      const candidates = args.droppableContainers.filter((c) => {
        const target = c.data.current as DropTarget | undefined;
        return target !== undefined && accepts(current.source, target);
      });
      const scoped = { ...args, droppableContainers: candidates };
      const hits = pointerWithin(scoped);
      // Between targets on the canvas the nearest one takes the drop; off the canvas (back over the palette) nothing does.
      const found = hits.length > 0 ? hits : pointerOnCanvas(args.pointerCoordinates) ? closestCenter(scoped).slice(0, 1) : [];
      const rank = (id: string | number) => TARGET_RANK[(candidates.find((c) => c.id === id)?.data.current as DropTarget).kind];
      const sorted = [...found].sort((a, b) => rank(a.id) - rank(b.id));
      const best = sorted[0];
      const target = best ? (candidates.find((c) => c.id === best.id)?.data.current as DropTarget) : null;
      let side: DropSide = 'inside';
      if (target?.kind === 'node' && args.pointerCoordinates) {
        const rect = args.droppableRects.get(best!.id);
        if (rect) {
          const horizontal = target.nodeKind === 'column';
          const middle = horizontal ? rect.left + rect.width / 2 : rect.top + rect.height / 2;
          side = (horizontal ? args.pointerCoordinates.x : args.pointerCoordinates.y) > middle ? 'after' : 'before';
        }
      }
      aim(target, side);
      return sorted;
    },
    [aim],
  );

  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { context, currentCoordinates }) => {
      const direction = ARROWS[event.code];
      const current = session.current;
      if (!direction || !current || current.slots.length === 0) return undefined;
      event.preventDefault();
      current.index = Math.max(0, Math.min(current.slots.length - 1, current.index + direction));
      const slot = current.slots[current.index]!;
      aim(slot.target, slot.side);
      const rect = context.droppableRects.get(dropId(slot.target));
      const own = context.collisionRect;
      if (!rect || !own) {
        document.getElementById(domIdOf(slot.target))?.scrollIntoView({ block: 'center' });
        return currentCoordinates;
      }
      const horizontal = slot.target.kind === 'node' && slot.target.nodeKind === 'column';
      const shift = slot.side === 'after' ? 0.25 : slot.side === 'before' ? -0.25 : 0;
      const x = rect.left + rect.width / 2 + (horizontal ? rect.width * shift : 0);
      const y = rect.top + rect.height / 2 + (horizontal ? 0 : rect.height * shift);
      return { x: x - own.width / 2, y: y - own.height / 2 };
    },
    [aim],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const finish = () => {
    indicate(null, 'inside');
    for (const id of session.current?.moving ?? []) document.getElementById(id)?.removeAttribute('data-dragging');
    session.current = null;
    setOverlay(null);
  };

  const onDragStart = (event: DragStartEvent) => {
    const source = event.active.data.current as DragSource | undefined;
    if (!source) return;
    // A new element's plugin may still be loading in the designer's first moments: by the drop it has.
    if (source.kind === 'palette') registry.load([source.elementKey]).catch(() => undefined);
    const state = store.getState();
    const moving = movingIds(store, source);
    const label = describeSource(state.document, source, registry, moving.length);
    const keyboard = event.activatorEvent instanceof KeyboardEvent;
    const slots = keyboard ? keyboardSlots(state.document, source, state.openPopupId, moving) : [];
    const index = keyboard && source.kind === 'node' ? currentSlot(state.document, slots, source.id, moving) : -1;
    session.current = { source, moving, label, slots, index, keyboard, target: null, side: 'inside' };
    for (const id of moving) document.getElementById(id)?.setAttribute('data-dragging', '');
    setOverlay(label);
    const from = source.kind === 'node' ? describeNode(state.document, source.id, registry) : label;
    const pickedUp = `Picked up ${from}${moving.length > 1 ? ` with ${moving.length - 1} more` : ''}.`;
    if (!keyboard) return announce(pickedUp);
    const started = session.current;
    whenKeyboardDragListens(
      () => session.current === started,
      () => announce(`${pickedUp} Arrow keys choose where the ${draggedKind(source)} goes, Space or Enter drops it, Escape cancels.`),
    );
  };

  const onDragEnd = (event: DragEndEvent) => {
    const current = session.current;
    finish();
    if (!current) return;
    const target = current.target ?? ((event.over?.data.current as DropTarget | undefined) ?? null);
    if (!target) {
      announce(`${current.label} was dropped where it cannot go; nothing moved.`);
      return;
    }
    const where = describeDrop(store.getState().document, target, current.side, registry);
    const label = current.label.charAt(0).toUpperCase() + current.label.slice(1);
    const drop = () => {
      const moved = applyDrop(store, registry, current.source, target, current.side);
      const verb = current.source.kind === 'palette' ? 'added' : 'moved';
      announce(moved ? `${label} was ${verb} ${where}.` : `${label} stayed where it was.`);
    };
    if (current.source.kind !== 'palette' || !registry.isPending(current.source.elementKey)) return drop();
    registry.load([current.source.elementKey]).then(drop, () => announce(`${label} could not be loaded; nothing was added. Check your connection and try again.`));
  };

  const onDragCancel = () => {
    const current = session.current;
    finish();
    if (current) announce(`Moving ${current.label} was cancelled; it is back where it was.`);
  };

  const accessibility = useMemo(() => ({ announcements: SILENT, screenReaderInstructions: INSTRUCTIONS }), []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={accessibility}
    >
      {children}
      <DragOverlay dropAnimation={null}>{overlay ? <div className="drag-overlay">{overlay}</div> : null}</DragOverlay>
      <LiveRegion announcer={announcer} />
    </DndContext>
  );
}

import { describe, expect, it } from 'vitest';
import { runZoomCommand, zoomCommandOf } from './zoom-commands.ts';
import { createZoomStore } from './zoom-store.ts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}, code = '') => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (name: string) => items.get(name) ?? null, setItem: (name: string, value: string) => void items.set(name, value) };
}

describe('zoom keys', () => {
  it('reads Ctrl or ⌘ with =, +, -, 0 and 1, and Shift+1', () => {
    expect(zoomCommandOf(key('=', { ctrlKey: true }))).toBe('in');
    expect(zoomCommandOf(key('+', { metaKey: true, shiftKey: true }))).toBe('in');
    expect(zoomCommandOf(key('-', { ctrlKey: true }))).toBe('out');
    expect(zoomCommandOf(key('0', { metaKey: true }))).toBe('actual');
    expect(zoomCommandOf(key('1', { ctrlKey: true }))).toBe('fit');
    expect(zoomCommandOf(key('!', { shiftKey: true }, 'Digit1'))).toBe('fit');
  });

  it('leaves other keys alone: typing 1, =, -, 0, Alt combinations and the designer’s own shortcuts', () => {
    expect(zoomCommandOf(key('1', {}, 'Digit1'))).toBeNull();
    expect(zoomCommandOf(key('='))).toBeNull();
    expect(zoomCommandOf(key('-'))).toBeNull();
    expect(zoomCommandOf(key('0', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(zoomCommandOf(key('z', { ctrlKey: true }))).toBeNull();
    expect(zoomCommandOf(key('?', { shiftKey: true }, 'Slash'))).toBeNull();
  });
});

describe('zoom commands', () => {
  it('zoom in and out from the fitted zoom by presets, to 100% and back to fit', () => {
    const store = createZoomStore(null);
    store.getState().setFit(0.71);
    runZoomCommand(store, 'in');
    expect(store.getState().setting).toBe(0.75);
    runZoomCommand(store, 'in');
    expect(store.getState().setting).toBe(1);
    runZoomCommand(store, 'out');
    runZoomCommand(store, 'out');
    expect(store.getState().setting).toBe(0.5);
    runZoomCommand(store, 'actual');
    expect(store.getState().setting).toBe(1);
    runZoomCommand(store, 'fit');
    expect(store.getState().setting).toBe('fit');
  });

  it('are remembered by the browser, and a stored zoom that makes no sense falls back to fit', () => {
    const storage = memoryStorage();
    createZoomStore(storage).getState().setZoom(1.5);
    expect(createZoomStore(storage).getState().setting).toBe(1.5);
    storage.setItem('tessera.designer.zoom', '40');
    expect(createZoomStore(storage).getState().setting).toBe('fit');
    storage.setItem('tessera.designer.zoom', 'nonsense');
    expect(createZoomStore(storage).getState().setting).toBe('fit');
  });
});

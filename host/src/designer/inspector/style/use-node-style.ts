import type { Device, NodeStyle } from '@tessera/core';
import { useCallback } from 'react';
import { DEVICE_PREVIEWS } from '../../devices.ts';
import { useDesigner, useDesignerStore } from '../../designer-context.tsx';
import { effectiveStyleValue, isResponsiveField, type StyleField, type StylePatch } from '../../document-ops/node-style.ts';
import { nodeIndex } from '../../node-index.ts';

export interface NodeStyleEditor {
  style: NodeStyle | undefined;
  device: Device;
  /** The value the field has on the previewed device. */
  value<F extends StyleField>(field: F): NodeStyle[F];
  /** One undoable edit; undefined removes a field. */
  set(patch: StylePatch): void;
  /** A field's label, naming the device when the edit will apply to that device only. */
  label(text: string, field: StyleField): string;
}

/** The selected node's style as the style panel edits it: values and edits for the device being previewed. */
export function useNodeStyle(id: string): NodeStyleEditor {
  const store = useDesignerStore();
  const style = useDesigner((s) => nodeIndex(s.document).get(id)?.style);
  const device = useDesigner((s) => s.device);
  const set = useCallback((patch: StylePatch) => void store.getState().updateNodeStyle(id, patch), [store, id]);
  return {
    style,
    device,
    value: (field) => effectiveStyleValue(style, field, device),
    set,
    label: (text, field) => (device !== 'desktop' && isResponsiveField(field) ? `${text} (${DEVICE_PREVIEWS[device].label.toLowerCase()})` : text),
  };
}

/** Number fields show '' for "not set"; clearing one removes the field. */
export const numberOrEmpty = (value: number | undefined): number | '' => value ?? '';
export const numberOrUnset = (value: number | ''): number | undefined => (value === '' ? undefined : value);
/** Text fields: an empty text removes the field rather than storing ''. */
export const textOrUnset = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

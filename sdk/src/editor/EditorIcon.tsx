import { ArrowDown, ArrowUp, ChevronDown, ChevronUp, Copy, CopyPlus, ImagePlus, Plus, Trash2, TriangleAlert, type IconNode } from 'lucide';
import { IconSvg } from '../render/icon-svg.tsx';

/**
 * The icons of the designer's own controls: list editors, number steppers, the inspector's
 * actions. Apart from the icons elements show on pages (`ICON_NAMES`), so a user's icon picker
 * never offers them and they never reach a published page.
 */
const EDITOR_ICONS = {
  'move-up': ArrowUp,
  'move-down': ArrowDown,
  increase: ChevronUp,
  decrease: ChevronDown,
  add: Plus,
  remove: Trash2,
  copy: Copy,
  duplicate: CopyPlus,
  warning: TriangleAlert,
  'add-images': ImagePlus,
} satisfies Record<string, IconNode>;

export type EditorIconName = keyof typeof EDITOR_ICONS;

/** A decorative icon for a control whose accessible name is its label (or `aria-label`). */
export function EditorIcon({ name, size = 16 }: { name: EditorIconName; size?: number }) {
  return <IconSvg node={EDITOR_ICONS[name]} size={size} />;
}

import { SECTION_TYPES, type SectionType } from '@tessera/core';
import { SECTION_TYPE_NAMES } from '../node-labels.ts';
import { PickerMenu } from './PickerMenu.tsx';

const HINTS: Record<SectionType, string> = {
  section: 'An empty section',
  header: 'Logo and title at the top',
  menu: 'Navigation links',
  footer: 'Copyright and links at the bottom',
  about: 'Who you are',
  contact: 'How to reach you',
  transition: 'A band between sections',
};

/** "Add section": a plain section or one of the site-builder types (header, menu, footer, about, contact, transition). */
export function AddSectionMenu({ onPick, label = '+ Add section', className = 'btn' }: { onPick: (type: SectionType) => void; label?: string; className?: string }) {
  return (
    <PickerMenu label={label} className={className}>
      {(close) =>
        SECTION_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="menuitem"
            className="section-type"
            onClick={() => {
              onPick(type);
              close();
            }}
          >
            <strong>{type === 'section' ? 'Plain section' : SECTION_TYPE_NAMES[type]}</strong>
            <span>{HINTS[type]}</span>
          </button>
        ))
      }
    </PickerMenu>
  );
}

import { PickerMenu } from './PickerMenu.tsx';
import { ROW_LAYOUTS } from './row-layouts.ts';

interface RowPickerProps {
  onPick: (widths: readonly number[]) => void;
  label?: string;
  ariaLabel?: string;
  className?: string;
}

/** "Add row": 1 to 6 columns, even or as a preset such as 33 / 67 or 25 / 50 / 25, each drawn as its columns. */
export function RowPicker({ onPick, label = '+ Row', ariaLabel = 'Add a row', className }: RowPickerProps) {
  return (
    <PickerMenu label={label} ariaLabel={ariaLabel} className={className}>
      {(close) =>
        ROW_LAYOUTS.map((layout) => (
          <button
            key={layout.label}
            type="button"
            role="menuitem"
            className="row-layout"
            data-layout={layout.label}
            aria-label={`Row: ${layout.label}`}
            onClick={() => {
              onPick(layout.widths);
              close();
            }}
          >
            <span className="row-layout__preview" aria-hidden="true">
              {layout.widths.map((width, i) => (
                <span key={i} style={{ flexBasis: `${width}%` }} />
              ))}
            </span>
            <span className="row-layout__label">{layout.label}</span>
          </button>
        ))
      }
    </PickerMenu>
  );
}

import { evenWidths } from '@tessera/core';

/** A row of columns the row picker offers: 1 to 6 columns, even or in the usual proportions. */
export interface RowLayout {
  label: string;
  widths: readonly number[];
}

export const ROW_LAYOUTS: readonly RowLayout[] = [
  { label: '1 column', widths: [100] },
  { label: '50 / 50', widths: [50, 50] },
  { label: '33 / 67', widths: [33.33, 66.67] },
  { label: '67 / 33', widths: [66.67, 33.33] },
  { label: '25 / 75', widths: [25, 75] },
  { label: '75 / 25', widths: [75, 25] },
  { label: '33 / 33 / 33', widths: evenWidths(3) },
  { label: '25 / 50 / 25', widths: [25, 50, 25] },
  { label: '50 / 25 / 25', widths: [50, 25, 25] },
  { label: '25 / 25 / 50', widths: [25, 25, 50] },
  { label: '4 columns', widths: evenWidths(4) },
  { label: '5 columns', widths: evenWidths(5) },
  { label: '6 columns', widths: evenWidths(6) },
];

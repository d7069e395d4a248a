import type { ElementPanelProps } from '@tessera/sdk';
import { TextContentField, TypographyFields } from '@tessera/sdk/editor';
import type { H2Props } from './schema.ts';

export default function H2Panel({ props, onChange }: ElementPanelProps<H2Props>) {
  return (
    <>
      <TextContentField label="Text" value={props.content} onChange={(content) => onChange({ content })} />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

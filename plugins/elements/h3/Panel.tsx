import type { ElementPanelProps } from '@tessera/sdk';
import { TextContentField, TypographyFields } from '@tessera/sdk/editor';
import type { H3Props } from './schema.ts';

export default function H3Panel({ props, onChange }: ElementPanelProps<H3Props>) {
  return (
    <>
      <TextContentField label="Text" value={props.content} onChange={(content) => onChange({ content })} />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

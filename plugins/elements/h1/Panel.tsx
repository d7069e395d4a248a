import type { ElementPanelProps } from '@tessera/sdk';
import { TextContentField, TypographyFields } from '@tessera/sdk/editor';
import type { H1Props } from './schema.ts';

export default function H1Panel({ props, onChange }: ElementPanelProps<H1Props>) {
  return (
    <>
      <TextContentField label="Text" value={props.content} onChange={(content) => onChange({ content })} />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

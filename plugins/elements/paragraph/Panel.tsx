import type { ElementPanelProps } from '@tessera/sdk';
import { TextContentField, TypographyFields } from '@tessera/sdk/editor';
import type { ParagraphProps } from './schema.ts';

export default function ParagraphPanel({ props, onChange }: ElementPanelProps<ParagraphProps>) {
  return (
    <>
      <TextContentField label="Text" hint="Each line is a paragraph." value={props.content} onChange={(content) => onChange({ content })} />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

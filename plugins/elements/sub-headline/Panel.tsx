import type { ElementPanelProps } from '@tessera/sdk';
import { TextContentField, TypographyFields } from '@tessera/sdk/editor';
import type { SubHeadlineProps } from './schema.ts';

export default function SubHeadlinePanel({ props, onChange }: ElementPanelProps<SubHeadlineProps>) {
  return (
    <>
      <TextContentField label="Text" value={props.content} onChange={(content) => onChange({ content })} />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

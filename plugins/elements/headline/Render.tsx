import { colorOrBrand, fontOrBrand, type ElementRenderProps } from '@tessera/sdk';
import type { HeadlineProps } from './schema.ts';

export function HeadlineRender({ props }: ElementRenderProps<HeadlineProps>) {
  const Tag = props.tag;
  return (
    <Tag
      className="ts-headline"
      style={{
        margin: 0,
        textAlign: props.alignment,
        color: colorOrBrand(props.color, 'text', '#1f2937'),
        fontFamily: fontOrBrand(props.fontFamily, 'heading'),
        fontSize: `${props.fontSize}px`,
        lineHeight: 1.2,
      }}
    >
      {props.text}
    </Tag>
  );
}

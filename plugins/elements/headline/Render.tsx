import { fontStack, type ElementRenderProps } from '@tessera/sdk';
import type { HeadlineProps } from './schema.ts';

export function HeadlineRender({ props }: ElementRenderProps<HeadlineProps>) {
  const Tag = props.tag;
  return (
    <Tag
      className="ts-headline"
      style={{
        margin: 0,
        textAlign: props.alignment,
        color: props.color,
        fontFamily: fontStack(props.fontFamily),
        fontSize: `${props.fontSize}px`,
        lineHeight: 1.2,
      }}
    >
      {props.text}
    </Tag>
  );
}

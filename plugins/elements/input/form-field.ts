import type { FormFieldRule } from '@tessera/sdk';
import type { InputProps, InputType } from './schema.ts';

/** The control's `type` for each kind of input. */
const HTML_TYPE = { text: 'text', email: 'email', phone: 'tel', number: 'number', url: 'url', date: 'date' } as const satisfies Record<InputType, FormFieldRule['kind']>;

/** The rules the input's control carries (Render draws them), as the server checks them. */
export function inputField(props: InputProps): FormFieldRule {
  const number = props.type === 'number';
  return {
    name: props.name,
    kind: HTML_TYPE[props.type],
    required: props.required,
    min: number && props.min !== null ? props.min : undefined,
    max: number && props.max !== null ? props.max : undefined,
    include: props.include || undefined,
  };
}

import { ButtonView, Honeypot, useSite, type ElementRenderProps } from '@tessera/sdk';
import { afterSubmitRedirect } from '@tessera/sdk';
import type { ButtonProps } from './schema.ts';

export function ButtonRender({ props }: ElementRenderProps<ButtonProps>) {
  const site = useSite();
  if (props.action === 'link') return <ButtonView option={props.button} />;
  return (
    <div className="ts-button__form" data-redirect={afterSubmitRedirect(props, site)}>
      <ButtonView option={props.button} kind="submit" />
      <Honeypot block="ts-button" />
      <div className="ts-button__alert" role="alert" />
      <div className="ts-button__status" role="status" tabIndex={-1} />
    </div>
  );
}

import { ButtonView, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { StripeLinkProps } from './schema.ts';

export function StripeLinkRender({ props, mode }: ElementRenderProps<StripeLinkProps>) {
  const { shop } = useSite();
  const url = props.productId === null ? undefined : shop?.product(props.productId)?.paymentLinkUrl;
  if (!url) {
    if (mode !== 'canvas') return null;
    return (
      <p className="ts-stripe-link__note" role="note">
        {props.productId === null ? 'Choose the product this button sells in its settings.' : 'The chosen product is archived or deleted; choose another in the settings.'}
      </p>
    );
  }
  // The provider's page is where the buyer pays: only its address, never a page or popup of the site.
  return <ButtonView option={{ ...props.button, ActionType: 'other', PageId: null, SectionId: '', WebSectionId: '', PopupId: '', CustomLink: url }} />;
}

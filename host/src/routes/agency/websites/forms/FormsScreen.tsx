import { useDeleteFormMutation, useForms } from '../../../../api/forms-api.ts';
import { countLabel } from '../../../../ui/ScreenHeader.tsx';
import { NamedItemsScreen } from '../NamedItemsScreen.tsx';
import { websiteScreen } from '../website-screen.tsx';

/** /agency/websites/{id}/forms: the website's forms, to create, edit or delete. */
export const FormsScreen = websiteScreen(function FormsOfWebsite({ landingId }) {
  return (
    <NamedItemsScreen
      landingId={landingId}
      noun="form"
      items={useForms(landingId)}
      remove={useDeleteFormMutation(landingId)}
      purpose="Forms collect contacts from the website's visitors."
      size={(form) => countLabel(form.fields.length, 'field')}
      afterDelete="form elements using it stop sending to it."
    />
  );
});

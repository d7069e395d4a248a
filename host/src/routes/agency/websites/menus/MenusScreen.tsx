import { useDeleteMenuMutation, useMenus } from '../../../../api/menus-api.ts';
import { countLabel } from '../../../../ui/ScreenHeader.tsx';
import { NamedItemsScreen } from '../NamedItemsScreen.tsx';
import { websiteScreen } from '../website-screen.tsx';

/** /agency/websites/{id}/menus: the website's menus, to create, edit or delete. */
export const MenusScreen = websiteScreen(function MenusOfWebsite({ landingId }) {
  return (
    <NamedItemsScreen
      landingId={landingId}
      noun="menu"
      items={useMenus(landingId)}
      remove={useDeleteMenuMutation(landingId)}
      purpose="Menus are shown by the Navigation element of the pages."
      size={(menu) => countLabel(menu.items.length, 'item')}
      afterDelete="navigation elements using it show nothing."
    />
  );
});

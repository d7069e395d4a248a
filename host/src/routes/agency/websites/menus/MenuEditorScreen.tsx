import { Link } from 'react-router-dom';
import { useMenu } from '../../../../api/menus-api.ts';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { NEW_MENU, toMenuDraft } from './menu-drafts.ts';
import { MenuEditor } from './MenuEditor.tsx';

/** /agency/websites/{id}/menu/create and /menu/{menuId}/edit. */
export function MenuEditorScreen() {
  const landingId = useIdParam('id');
  const menuId = useIdParam('menuId');
  if (landingId === null) return <NotFoundPage />;
  return <MenuScreen key={menuId ?? 'new'} landingId={landingId} menuId={menuId} />;
}

function MenuScreen({ landingId, menuId }: { landingId: number; menuId: number | null }) {
  const menu = useMenu(landingId, menuId);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/menus`}>
        ← Menus
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{menuId === null ? 'New menu' : menu.data ? `Menu ${menu.data.name}` : 'Menu'}</h1>
      </header>
      {menuId === null ? (
        <MenuEditor landingId={landingId} initial={NEW_MENU} />
      ) : menu.isPending ? (
        <Spinner label="Loading the menu…" />
      ) : menu.error ? (
        <StatusView title="The menu could not be loaded" message={menu.error.message} actions={<RetryButton onClick={menu.refetch} />} />
      ) : (
        <MenuEditor key={menu.data.updated_at} landingId={landingId} menuId={menuId} initial={toMenuDraft(menu.data)} />
      )}
    </div>
  );
}

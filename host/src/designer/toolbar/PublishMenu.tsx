import { MenuAction } from '../../ui/menu/MenuAction.tsx';
import { MenuButton } from '../../ui/menu/MenuButton.tsx';

interface PublishMenuProps {
  disabled: boolean;
  onPublishPage(): void;
  onPublishSite(): void;
}

/**
 * The caret beside Publish: Publish page (what Publish does) or Publish site. Its own label
 * avoids the word "publish" so that "Publish" stays the one button named so.
 */
export function PublishMenu({ disabled, onPublishPage, onPublishSite }: PublishMenuProps) {
  return (
    <MenuButton
      label={<span aria-hidden="true">▾</span>}
      ariaLabel="Go-live options"
      title="Page or whole site"
      className="btn btn--primary publish-menu__toggle"
      disabled={disabled}
      rootClassName="publish-menu"
      listClassName="publish-menu__list"
      menuLabel="Go live"
    >
      {(close) => (
        <>
          <MenuAction close={close} onSelect={onPublishPage} className="publish-menu__item">
            Publish page
            <span className="publish-menu__hint">This page only</span>
          </MenuAction>
          <MenuAction close={close} onSelect={onPublishSite} className="publish-menu__item">
            Publish site…
            <span className="publish-menu__hint">Every page with unpublished changes</span>
          </MenuAction>
        </>
      )}
    </MenuButton>
  );
}

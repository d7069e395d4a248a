import { MENU_MAX_ITEMS, menuBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../../api/api-error.ts';
import { useSaveMenuMutation } from '../../../../api/menus-api.ts';
import { usePages } from '../../../../api/pages-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { newItem, toItemsBody, type ItemDraft } from './menu-draft.ts';
import { MenuItemList } from './MenuItemList.tsx';

export interface MenuDraft {
  name: string;
  position: number;
  items: ItemDraft[];
}

/** The menu's name and items. */
export function MenuEditor({ landingId, menuId, initial }: { landingId: number; menuId?: number | undefined; initial: MenuDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const pages = usePages(landingId);
  const save = useSaveMenuMutation(landingId, menuId);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = menuBodySchema.safeParse({ ...draft, items: toItemsBody(draft.items) });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (menu) => {
        if (menuId === undefined) navigate(`/agency/websites/${landingId}/menu/${menu.id}/edit`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="form-sections" onSubmit={onSubmit} noValidate aria-label="Menu">
      <TextField id="menu-name" label="Menu name" value={draft.name} onValue={(name) => setDraft({ ...draft, name })} error={errors.name?.[0]} maxLength={200} />
      <fieldset className="form-section">
        <legend className="form-section__title">Items</legend>
        {errors.items?.[0] ? <p className="form-row__error">{errors.items[0]}</p> : null}
        <MenuItemList items={draft.items} pages={pages.data ?? []} errors={errors} onChange={(items) => setDraft({ ...draft, items })} />
        <div>
          <button type="button" className="btn btn--small" disabled={draft.items.length >= MENU_MAX_ITEMS} onClick={() => setDraft({ ...draft, items: [...draft.items, newItem()] })}>
            Add item
          </button>
        </div>
      </fieldset>
      <div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {menuId === undefined ? 'Create menu' : 'Save menu'}
        </button>
      </div>
    </form>
  );
}

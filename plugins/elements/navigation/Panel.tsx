import type { ElementPanelProps } from '@tessera/sdk';
import {
  AlignmentField,
  ColorField,
  FontFamilyField,
  FontSizeField,
  ListField,
  LogoField,
  PixelField,
  SelectField,
  SiteItemField,
  TextField,
  ToggleField,
  useEditorServices,
} from '@tessera/sdk/editor';
import { ITEM_SPACING, MAX_ITEMS, MENU_ALIGNMENTS, type MenuChild, type MenuItem, type NavigationProps } from './schema.ts';

function LinkFields<Item extends MenuChild>({ item, update }: { item: Item; update: (item: Item) => void }) {
  const { pages } = useEditorServices();
  return (
    <>
      <TextField label="Label" value={item.label} onChange={(label) => update({ ...item, label })} />
      <SelectField
        label="Links to page"
        value={item.pageId ?? 0}
        options={[{ value: 0, label: 'No page: use the address below' }, ...pages.map((page) => ({ value: page.id, label: page.name }))]}
        onChange={(pageId) => update({ ...item, pageId: pageId || null })}
      />
      {item.pageId === null ? (
        <TextField label="Address" value={item.url} onChange={(url) => update({ ...item, url })} placeholder="https://…, /page or #section" />
      ) : null}
      <ToggleField label="Open in a new window" value={item.newWindow} onChange={(newWindow) => update({ ...item, newWindow })} />
    </>
  );
}

const newChild = (): MenuChild => ({ label: 'Menu item', pageId: null, url: '', newWindow: false });
const newItem = (): MenuItem => ({ ...newChild(), children: [] });

/** The element's own items, each with one level of dropdown. */
function OwnItems({ items, onChange }: { items: MenuItem[]; onChange: (items: MenuItem[]) => void }) {
  return (
    <ListField
      label="Menu items"
      items={items}
      onChange={onChange}
      create={newItem}
      addLabel="Add menu item"
      itemName="menu item"
      max={MAX_ITEMS}
      renderItem={(item, update) => (
        <>
          <LinkFields item={item} update={update} />
          <ListField
            label={`Dropdown under “${item.label}”`}
            items={item.children}
            onChange={(children) => update({ ...item, children })}
            create={newChild}
            addLabel="Add dropdown item"
            itemName="dropdown item"
            max={MAX_ITEMS}
            renderItem={(child, updateChild) => <LinkFields item={child} update={updateChild} />}
          />
        </>
      )}
    />
  );
}

export default function NavigationPanel({ props, onChange }: ElementPanelProps<NavigationProps>) {
  return (
    <>
      <SiteItemField
        kind="menu"
        label="Show a website menu"
        value={props.menuId}
        onChange={(menuId) => onChange({ menuId })}
        noneLabel="None: this element’s own items"
        hint="The items come from the website’s menus; the look from here."
      />
      {props.menuId === null ? <OwnItems items={props.items} onChange={(items) => onChange({ items })} /> : null}
      <LogoField label="Logo" value={props.logo} onChange={(logo) => onChange({ logo })} />
      {props.logo.url ? (
        <>
          <TextField label="Logo alternative text" value={props.logoAlt} onChange={(logoAlt) => onChange({ logoAlt })} hint="Usually the business name." />
          <TextField label="Logo links to" value={props.logoLink} onChange={(logoLink) => onChange({ logoLink })} placeholder="/" />
        </>
      ) : null}
      <AlignmentField label="Menu alignment" value={props.alignment} options={MENU_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <ColorField label="Text colour" value={props.textColor} onChange={(textColor) => onChange({ textColor })} />
      <ColorField label="Hover colour" hint="Empty: the brand kit’s colour" value={props.hoverColor} onChange={(hoverColor) => onChange({ hoverColor })} />
      <ColorField label="Dropdown and mobile menu background" value={props.menuBackground} onChange={(menuBackground) => onChange({ menuBackground })} />
      <FontFamilyField label="Font" brand value={props.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <FontSizeField value={props.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
      <PixelField label="Space between items" {...ITEM_SPACING} value={props.itemSpacing} onChange={(itemSpacing) => onChange({ itemSpacing })} />
      <TextField
        label="Menu name for screen readers"
        value={props.menuLabel}
        onChange={(menuLabel) => onChange({ menuLabel })}
        hint="E.g. “Main” or “Footer”, to tell this menu from others on the page."
      />
    </>
  );
}

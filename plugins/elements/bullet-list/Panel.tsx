import { isIconName, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, IconField, ListField, NumberField, TextContentField, TypographyFields } from '@tessera/sdk/editor';
import { ICON_SIZE, ITEM_SPACING, MAX_ITEMS, type BulletItem, type BulletListProps } from './schema.ts';

export default function BulletListPanel({ props, onChange }: ElementPanelProps<BulletListProps>) {
  return (
    <>
      <ListField<BulletItem>
        label="Items"
        items={props.items}
        onChange={(items) => onChange({ items })}
        create={() => ({ content: '<p>New item</p>' })}
        renderItem={(item, update, index) => (
          <TextContentField label={`Item ${index + 1}`} rows={2} value={item.content} onChange={(content) => update({ ...item, content })} />
        )}
        addLabel="Add item"
        itemName="item"
        min={1}
        max={MAX_ITEMS}
      />
      <IconField label="Bullet icon" value={props.icon} allowNone={false} onChange={(icon) => isIconName(icon) && onChange({ icon })} />
      <ColorField label="Icon colour" value={props.iconColor} onChange={(iconColor) => onChange({ iconColor })} />
      <NumberField
        label="Icon size"
        suffix="px"
        type="integer"
        {...ICON_SIZE}
        value={props.iconSize}
        onChange={(iconSize) => onChange({ iconSize: iconSize === '' ? props.fontSize : iconSize })}
      />
      <NumberField
        label="Space between items"
        suffix="px"
        type="integer"
        {...ITEM_SPACING}
        value={props.itemSpacing}
        onChange={(itemSpacing) => onChange({ itemSpacing: itemSpacing === '' ? 0 : itemSpacing })}
      />
      <TypographyFields value={props} onChange={onChange} />
    </>
  );
}

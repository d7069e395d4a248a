import type { ElementPanelProps } from '@tessera/sdk';
import { ColorField, FontFamilyField, FontSizeField, ListField, SegmentedField, TextContentField, TextField, ToggleField } from '@tessera/sdk/editor';
import { FAQ_ICONS, MAX_ITEMS, type FaqItem, type FaqProps } from './schema.ts';

const ICON_LABELS: Record<(typeof FAQ_ICONS)[number], string> = { plus: 'Plus', chevron: 'Chevron' };

export default function FaqPanel({ props, onChange }: ElementPanelProps<FaqProps>) {
  return (
    <>
      <ListField<FaqItem>
        label="Questions"
        items={props.items}
        onChange={(items) => onChange({ items })}
        create={() => ({ question: 'A new question?', answer: '<p>Its answer.</p>' })}
        renderItem={(item, update, index) => (
          <>
            <TextField label={`Question ${index + 1}`} value={item.question} onChange={(question) => update({ ...item, question })} />
            <TextContentField label={`Answer ${index + 1}`} hint="Each line is a paragraph." value={item.answer} onChange={(answer) => update({ ...item, answer })} />
          </>
        )}
        addLabel="Add question"
        itemName="question"
        min={1}
        max={MAX_ITEMS}
      />
      <ToggleField label="Open the first answer" value={props.openFirst} onChange={(openFirst) => onChange({ openFirst })} />
      <ToggleField
        label="Allow several open answers"
        hint="Otherwise opening an answer closes the one that was open."
        value={props.allowMultiple}
        onChange={(allowMultiple) => onChange({ allowMultiple })}
      />
      <SegmentedField
        label="Icon"
        value={props.icon}
        options={FAQ_ICONS.map((icon) => ({ value: icon, label: ICON_LABELS[icon] }))}
        onChange={(icon) => onChange({ icon })}
      />
      <ColorField label="Question colour" hint="Empty: the brand kit’s colour" value={props.questionColor} onChange={(questionColor) => onChange({ questionColor })} />
      <ColorField label="Answer colour" value={props.answerColor} onChange={(answerColor) => onChange({ answerColor })} />
      <ColorField label="Divider colour" value={props.borderColor} onChange={(borderColor) => onChange({ borderColor })} />
      <FontFamilyField brand value={props.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <FontSizeField label="Question font size" value={props.questionFontSize} onChange={(questionFontSize) => onChange({ questionFontSize })} />
      <FontSizeField label="Answer font size" value={props.answerFontSize} onChange={(answerFontSize) => onChange({ answerFontSize })} />
    </>
  );
}

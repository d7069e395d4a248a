import { colorOrBrand, editableText, fontOrBrand, Icon, type ElementRenderProps } from '@tessera/sdk';
import type { FaqProps } from './schema.ts';

/** The id of the answer of item `index`, derived from the element id. */
export const answerId = (elementId: string, index: number) => `${elementId}-answer-${index}`;

/**
 * Questions and answers as disclosure widgets (<details>/<summary>): they open and close
 * without JavaScript, and with "allowMultiple" off they share a `name`, so browsers that know
 * exclusive accordions keep one open even then. The island adds the animation and aria-expanded.
 * On the canvas every answer shows, in plain boxes that look the same: each can be edited in
 * place, and no key or click typed there opens or closes an answer.
 */
export function FaqRender({ id, props, mode }: ElementRenderProps<FaqProps>) {
  const border = `1px solid ${props.borderColor}`;
  const canvas = mode === 'canvas';
  const Item = canvas ? 'div' : 'details';
  const Question = canvas ? 'div' : 'summary';
  return (
    <div className="ts-faq" data-icon={props.icon} style={{ fontFamily: fontOrBrand(props.fontFamily), borderTop: border }}>
      {props.items.map((item, index) => (
        <Item
          key={index}
          className="ts-faq__item"
          {...(canvas ? {} : { name: props.allowMultiple ? undefined : `${id}-faq`, open: props.openFirst && index === 0 })}
          style={{ borderBottom: border }}
        >
          <Question
            className="ts-faq__question"
            aria-controls={answerId(id, index)}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '16px',
              padding: '16px 0',
              cursor: 'pointer',
              listStyle: 'none',
              color: colorOrBrand(props.questionColor, 'text', '#1f2937'),
              fontSize: `${props.questionFontSize}px`,
              fontWeight: 600,
              lineHeight: 1.4,
            }}
          >
            <span {...editableText(mode, `items.${index}.question`)}>{item.question}</span>
            <Icon name={props.icon === 'plus' ? 'plus' : 'chevron-down'} size={20} className="ts-faq__icon" />
          </Question>
          <div id={answerId(id, index)} className="ts-faq__answer">
            <div
              {...editableText(mode, `items.${index}.answer`)}
              className="ts-faq__answer-body"
              style={{ paddingBottom: '16px', color: props.answerColor, fontSize: `${props.answerFontSize}px`, lineHeight: 1.6 }}
              dangerouslySetInnerHTML={{ __html: item.answer }}
            />
          </div>
        </Item>
      ))}
    </div>
  );
}

/**
 * Once per page: no browser marker, the icon turns when its answer shows (plus becomes ×,
 * chevron points up). While the island closes an answer, aria-expanded says so before `open` goes.
 */
export const FAQ_BASE_CSS = [
  '.ts-faq__question::-webkit-details-marker{display:none}',
  '.ts-faq__question:focus-visible{outline:2px solid currentColor;outline-offset:2px}',
  '.ts-faq__icon{flex:none;transition:transform .2s ease}',
  '.ts-faq__item[open]>.ts-faq__question:not([aria-expanded="false"]) .ts-faq__icon,.ts-faq__question[aria-expanded="true"] .ts-faq__icon{transform:rotate(45deg)}',
  '.ts-faq[data-icon="chevron"] .ts-faq__item[open]>.ts-faq__question:not([aria-expanded="false"]) .ts-faq__icon,.ts-faq[data-icon="chevron"] .ts-faq__question[aria-expanded="true"] .ts-faq__icon{transform:rotate(180deg)}',
  '.ts-faq__answer-body>:first-child{margin-top:0}.ts-faq__answer-body>:last-child{margin-bottom:0}',
  '@media (prefers-reduced-motion:reduce){.ts-faq__icon{transition:none}}',
].join('');

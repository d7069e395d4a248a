import { brandColorSchema, brandFontFamilySchema, colorSchema, fontSizeSchema, htmlSchema, z } from '@tessera/sdk';

export const FAQ_ICONS = ['plus', 'chevron'] as const;
export const MAX_ITEMS = 50;

export const faqItemSchema = z.object({
  question: z.string().min(1, 'Write the question').max(300, 'A question holds at most 300 characters'),
  answer: htmlSchema('rich-text', { max: 20_000 }),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqProps = z.object({
  items: z
    .array(faqItemSchema)
    .min(1, 'An FAQ holds at least one question')
    .max(MAX_ITEMS, `An FAQ holds at most ${MAX_ITEMS} questions`)
    .default(() => [
      { question: 'How do I get started?', answer: '<p>Sign up, pick a plan and follow the set-up guide: most people are ready in a few minutes.</p>' },
      { question: 'Can I cancel at any time?', answer: '<p>Yes. Cancel from your account whenever you like; you keep access until the end of the period you paid for.</p>' },
      { question: 'Do you offer support?', answer: '<p>Our team answers every message within one working day.</p>' },
    ]),
  /** '' : the brand kit's text colour. */
  questionColor: brandColorSchema.default(''),
  answerColor: colorSchema.default('#4b5563'),
  /** The lines between the questions. */
  borderColor: colorSchema.default('#e5e7eb'),
  icon: z.enum(FAQ_ICONS).default('plus'),
  /** The first answer shows when the page opens. */
  openFirst: z.boolean().default(true),
  /** Several answers may show at once; otherwise opening one closes the others. */
  allowMultiple: z.boolean().default(false),
  /** '' : the brand kit's body font. */
  fontFamily: brandFontFamilySchema.default(''),
  questionFontSize: fontSizeSchema.default(18),
  answerFontSize: fontSizeSchema.default(16),
});

export type FaqProps = z.infer<typeof faqProps>;

/** What the island needs on the published page (a type, not an interface: island props are a plain record). */
export type FaqIslandProps = { allowMultiple: boolean };

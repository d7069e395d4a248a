import type { NodeStyle } from '@tessera/core';
import { el, row, rowOf, section, type ElementSpec, type SectionSpec } from './design-kit.ts';
import type { Palette } from './palettes.ts';

/**
 * The sections the starter collection is made of, each a function of its words and colours.
 * Only elements every agency holds (no premium ones), only generated or product imagery (icons),
 * one h1 a page (the hero's), section titles h2 and card titles h3. Fonts, filled buttons and
 * text on light bands are left to the website's brand kit (a site template's kit is made of the
 * same palette: starter-kits.ts), so a changed kit restyles them; text on dark bands keeps its
 * own colours.
 */

export type Tone = 'page' | 'soft' | 'dark';

/** The kit's font: '' leaves it to the website's brand kit. */
const KIT_FONT = '';

function band(palette: Palette, tone: Tone, padding = 80): NodeStyle {
  return {
    BackgroundColor: tone === 'dark' ? palette.dark : tone === 'soft' ? palette.soft : palette.page,
    PaddingTop: padding,
    PaddingBottom: padding,
    PaddingLeft: 24,
    PaddingRight: 24,
    mobile: { PaddingTop: Math.round(padding * 0.6), PaddingBottom: Math.round(padding * 0.6), PaddingLeft: 16, PaddingRight: 16 },
  };
}

const colours = (palette: Palette, tone: Tone) =>
  tone === 'dark' ? { heading: palette.onDark, text: palette.onDarkMuted } : { heading: palette.heading, text: palette.muted };

/** On light bands, the kit's colour (''); on dark ones, the palette's. */
const kitColours = (palette: Palette, tone: Tone) => (tone === 'dark' ? colours(palette, tone) : { heading: '', text: '' });

const gap = (bottom: number): NodeStyle => ({ MarginBottom: bottom });

export function h1(palette: Palette, tone: Tone, text: string, alignment = 'center'): ElementSpec {
  return el('h1', { content: `<p>${text}</p>`, color: kitColours(palette, tone).heading, alignment, fontSize: 48, mobileFontSize: 32 }, gap(16));
}

export function h2(palette: Palette, tone: Tone, text: string, alignment = 'center'): ElementSpec {
  return el('h2', { content: `<p>${text}</p>`, color: kitColours(palette, tone).heading, alignment, fontSize: 34, mobileFontSize: 26 }, gap(12));
}

export function lead(palette: Palette, tone: Tone, text: string, alignment = 'center'): ElementSpec {
  return el('sub-headline', { content: `<p>${text}</p>`, color: kitColours(palette, tone).text, alignment, fontSize: 20, mobileFontSize: 17 }, gap(28));
}

export function text(palette: Palette, tone: Tone, html: string, alignment = 'left'): ElementSpec {
  return el('paragraph', { content: html, color: colours(palette, tone).text, alignment, fontFamily: KIT_FONT, fontSize: 17, mobileFontSize: 16 }, gap(16));
}

export interface Link {
  label: string;
  href: string;
}

export function button(palette: Palette, link: Link, options: { tone?: Tone; alignment?: string; secondary?: boolean } = {}): ElementSpec {
  const onDark = options.tone === 'dark';
  const filled = !options.secondary;
  // A filled button on a light band is the kit's: its colours stay empty.
  const kit = filled && !onDark;
  const background = kit ? '' : filled ? palette.onDark : onDark ? palette.dark : palette.page;
  const foreground = kit ? '' : filled ? palette.dark : onDark ? palette.onDark : palette.primary;
  return el('button', {
    button: {
      Text: link.label,
      CustomLink: link.href,
      Alignment: options.alignment ?? 'center',
      FontFamily: KIT_FONT,
      FontSize: 17,
      TextColor: foreground,
      ButtonBackgroundColor: background,
      HoverButtonBackgroundColor: kit ? '' : background,
      Border: filled ? '' : 'full',
      BorderWidth: filled ? 0 : 2,
      BorderColor: foreground,
      PaddingTop: 14,
      PaddingBottom: 14,
      PaddingLeft: 28,
      PaddingRight: 28,
    },
  });
}

/** The site's name and its menu, on white. */
export function header(palette: Palette, brand: string, links: readonly Link[]): SectionSpec {
  return section(
    { ...band(palette, 'page', 16), Border: 'bottom', BorderStyle: 'solid', BorderWidth: 1, BorderColor: '#e5e7eb' },
    rowOf(
      [30, 70],
      [text(palette, 'page', `<p><strong>${brand}</strong></p>`)],
      [
        el('navigation', {
          items: links.map((link) => ({ label: link.label, url: link.href, newWindow: false, children: [] })),
          alignment: 'right',
          textColor: palette.heading,
          hoverColor: '',
          fontFamily: KIT_FONT,
          menuLabel: `${brand} menu`,
        }),
      ],
    ),
  );
}

export interface HeroCopy {
  title: string;
  lead: string;
  action: Link;
  secondary?: Link;
  /** Points beside the words (split hero). */
  points?: readonly string[];
}

export function hero(palette: Palette, copy: HeroCopy, tone: Tone = 'soft'): SectionSpec {
  const actions = [button(palette, copy.action, { tone }), ...(copy.secondary ? [button(palette, copy.secondary, { tone, secondary: true })] : [])];
  if (copy.points) {
    return section(
      band(palette, tone, 96),
      rowOf(
        [58, 42],
        [h1(palette, tone, copy.title, 'left'), lead(palette, tone, copy.lead, 'left'), ...actions.map((action) => withAlignment(action, 'left'))],
        [checklist(palette, tone, copy.points)],
      ),
    );
  }
  return section(band(palette, tone, 112), row([h1(palette, tone, copy.title), lead(palette, tone, copy.lead), ...actions]));
}

function withAlignment(element: ElementSpec, alignment: string): ElementSpec {
  const props = element.props as { button: Record<string, unknown> };
  return { ...element, props: { ...props, button: { ...props.button, Alignment: alignment } } };
}

export function checklist(palette: Palette, tone: Tone, items: readonly string[]): ElementSpec {
  return el('bullet-list', {
    items: items.map((item) => ({ content: item })),
    icon: 'check-circle',
    iconColor: tone === 'dark' ? palette.onDark : palette.primary,
    color: colours(palette, tone).text,
    fontFamily: KIT_FONT,
    fontSize: 17,
    itemSpacing: 14,
  });
}

export interface Feature {
  icon: string;
  title: string;
  text: string;
}

/** A title and three (or more) icon cards in a row. */
export function features(palette: Palette, title: string, intro: string, items: readonly Feature[], tone: Tone = 'page', numbered = false): SectionSpec {
  const { text: body } = colours(palette, tone);
  const { heading } = kitColours(palette, tone);
  const cards = items.map((item, index) => [
    el('icon-feature', {
      icon: item.icon,
      iconColor: tone === 'dark' ? palette.dark : palette.primary,
      iconBackground: tone === 'soft' ? palette.page : tone === 'dark' ? palette.onDark : palette.soft,
      title: item.title,
      titleTag: 'h3',
      titleColor: heading,
      titleSize: 21,
      fontFamily: KIT_FONT,
      description: `<p>${item.text}</p>`,
      descriptionColor: body,
      badge: { ShowNumber: numbered, Text: String(index + 1), SkinCode: 'circle' },
      badgeColor: palette.primary,
      badgeTextColor: palette.onDark,
    }),
  ]);
  return section(band(palette, tone), row([h2(palette, tone, title), lead(palette, tone, intro)]), row(...cards));
}

export interface Plan {
  name: string;
  price: string;
  per: string;
  points: readonly string[];
  action: Link;
}

export function pricing(palette: Palette, title: string, intro: string, plans: readonly Plan[], tone: Tone = 'soft'): SectionSpec {
  const card = cardStyle(palette);
  return section(band(palette, tone), row([h2(palette, tone, title), lead(palette, tone, intro)]), {
    columnStyle: card,
    columns: plans.map((plan) => [
      el('h3', { content: `<p>${plan.name}</p>`, fontSize: 22, mobileFontSize: 20 }, gap(8)),
      el('paragraph', { content: `<p><strong>${plan.price}</strong> ${plan.per}</p>`, color: palette.heading, alignment: 'center', fontFamily: KIT_FONT, fontSize: 24, mobileFontSize: 22 }, gap(16)),
      checklist(palette, 'page', plan.points),
      { ...button(palette, plan.action), style: { MarginTop: 24 } },
    ]),
  });
}

/** A white card with a little shadow, set apart from the row's other columns. */
function cardStyle(palette: Palette): NodeStyle {
  return {
    BackgroundColor: palette.page,
    PaddingTop: 28,
    PaddingBottom: 28,
    PaddingLeft: 24,
    PaddingRight: 24,
    MarginLeft: 8,
    MarginRight: 8,
    MarginBottom: 16,
    BorderRadius: 12,
    Border: 'full',
    BorderStyle: 'solid',
    BorderWidth: 1,
    BorderColor: '#e5e7eb',
  };
}

export interface Quote {
  text: string;
  name: string;
  role: string;
}

export function testimonials(palette: Palette, title: string, quotes: readonly Quote[], tone: Tone = 'page'): SectionSpec {
  return section(band(palette, tone), row([h2(palette, tone, title)]), {
    columnStyle: cardStyle(palette),
    columns: quotes.map((quote) => [
      el('paragraph', { content: `<p>“${quote.text}”</p>`, color: palette.text, fontFamily: KIT_FONT, fontSize: 17, mobileFontSize: 16, lineHeight: 1.6 }, gap(12)),
      el('paragraph', { content: `<p><strong>${quote.name}</strong><br>${quote.role}</p>`, color: palette.muted, fontFamily: KIT_FONT, fontSize: 15, mobileFontSize: 15 }),
    ]),
  });
}

export interface Question {
  question: string;
  answer: string;
}

export function faq(palette: Palette, title: string, items: readonly Question[], tone: Tone = 'page'): SectionSpec {
  return section(
    band(palette, tone),
    rowOf(
      [100],
      [
        h2(palette, tone, title),
        el('faq', {
          items: items.map((item) => ({ question: item.question, answer: `<p>${item.answer}</p>` })),
          questionColor: kitColours(palette, tone).heading,
          answerColor: colours(palette, tone).text,
          borderColor: tone === 'dark' ? palette.onDarkMuted : '#e5e7eb',
          fontFamily: KIT_FONT,
          openFirst: true,
        }),
      ],
    ),
  );
}

export interface ContactCopy {
  title: string;
  lead: string;
  /** Lines under the form's side: address, hours, phone, e-mail. */
  details: readonly string[];
  send: string;
}

export function contact(palette: Palette, copy: ContactCopy, tone: Tone = 'soft'): SectionSpec {
  return section(
    band(palette, tone),
    row([h2(palette, tone, copy.title), lead(palette, tone, copy.lead)]),
    rowOf(
      [45, 55],
      [text(palette, tone, copy.details.map((line) => `<p>${line}</p>`).join(''))],
      [
        el('form', {
          button: { Text: copy.send },
          labelColor: colours(palette, tone).heading,
        }),
      ],
    ),
  );
}

export function callToAction(palette: Palette, title: string, subtitle: string, action: Link, tone: Tone = 'dark'): SectionSpec {
  return section(band(palette, tone, 88), row([h2(palette, tone, title), lead(palette, tone, subtitle), button(palette, action, { tone })]));
}

/** Words on the left, points on the right. */
export function about(palette: Palette, title: string, paragraphs: readonly string[], points: readonly string[], tone: Tone = 'page'): SectionSpec {
  return section(
    band(palette, tone),
    rowOf([55, 45], [h2(palette, tone, title, 'left'), text(palette, tone, paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''))], [checklist(palette, tone, points)]),
  );
}

export function footer(palette: Palette, brand: string, line: string): SectionSpec {
  return section(
    band(palette, 'dark', 48),
    row([
      text(palette, 'dark', `<p><strong>${brand}</strong></p><p>${line}</p>`, 'center'),
      el('social-link', { alignment: 'center', iconSize: 20, colorMode: 'custom', color: palette.onDark, iconColor: palette.dark }),
    ]),
  );
}

/** The title band at the top of a page that is not the home page: its one h1. */
export function pageTitle(palette: Palette, title: string, subtitle: string, tone: Tone = 'soft'): SectionSpec {
  return section(band(palette, tone, 64), row([h1(palette, tone, title), lead(palette, tone, subtitle)]));
}

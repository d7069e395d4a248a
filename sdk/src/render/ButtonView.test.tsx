import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonCss, buttonOptionSchema } from '../options/button-option.ts';
import { ButtonView } from './ButtonView.tsx';
import { SiteContextProvider, type SiteContextValue } from './site-context.tsx';

const site: SiteContextValue = { mode: 'published', basePath: '', pageHref: (id) => (id === 7 ? '/pricing' : undefined) };
const render = (option: Record<string, unknown>, kind: 'link' | 'submit' = 'link', value = site) =>
  renderToStaticMarkup(
    <SiteContextProvider value={value}>
      <ButtonView option={buttonOptionSchema.parse(option)} kind={kind} />
    </SiteContextProvider>,
  );

describe('ButtonView', () => {
  it('links to a page of the site, to a section of it, or to a normalised custom link', () => {
    expect(render({ PageId: 7 })).toContain('href="/pricing"');
    expect(render({ PageId: 7, SectionId: 'section-faq' })).toContain('href="/pricing#section-faq"');
    expect(render({ WebSectionId: 'section-2' })).toContain('href="#section-2"');
    expect(render({ CustomLink: 'example.com' })).toContain('href="https://example.com"');
    // The schema refuses it; a value that got past it still never becomes a script link.
    expect(buttonOptionSchema.safeParse({ CustomLink: 'javascript:alert(1)' }).success).toBe(false);
    const scripted = { ...buttonOptionSchema.parse({}), CustomLink: 'javascript:alert(1)' };
    expect(renderToStaticMarkup(<ButtonView option={scripted} kind="link" />)).not.toContain('href="javascript');
  });

  it('opens external links in a new window safely, and renders no link when disabled or on the canvas', () => {
    expect(render({ CustomLink: 'https://x.test', OpenInNewWindow: true })).toContain('target="_blank" rel="noopener noreferrer"');
    expect(render({ CustomLink: 'https://x.test', LinkDisabled: true })).toContain('<span class="ts-button" style="font-family:var(--brand-body-font, &quot;Poppins&quot;, system-ui');
    expect(render({ CustomLink: 'https://x.test' }, 'link', { ...site, mode: 'canvas' })).not.toContain('href=');
  });

  it('renders a popup trigger and a submit button', () => {
    expect(render({ ActionType: 'popup', PopupId: 'popup-1' })).toContain('<button type="button" class="ts-button" style=');
    expect(render({ ActionType: 'popup', PopupId: 'popup-1' })).toContain('data-popup-open="popup-1"');
    expect(render({ Text: 'Send' }, 'submit')).toContain('<button type="submit"');
  });

  it('shows text, sub text and the icon on the chosen side', () => {
    const html = render({ Text: 'Buy now', SubText: 'Only today', Icon: 'arrow-right', IconAfter: true });
    expect(html.indexOf('Buy now')).toBeLessThan(html.indexOf('<svg'));
    expect(html).toContain('<span class="ts-button__sub">Only today</span>');
  });
});

describe('buttonCss', () => {
  it('writes colours, hover and the mobile font size for the scoped button', () => {
    const css = buttonCss('#element-1', buttonOptionSchema.parse({ ButtonBackgroundColor: '#111111', HoverButtonBackgroundColor: '#222222', FontSize: 24, MobileFontSize: 15, Theme: 'pill' }));
    expect(css).toContain('#element-1 .ts-button{background:#111111');
    expect(css).toContain('border-radius:999px');
    expect(css).toContain('#element-1 .ts-button:hover,#element-1 .ts-button:focus-visible{background:#222222}');
    expect(css).toContain('@container ts-page (max-width:767px){#element-1 .ts-button{font-size:15px}');
  });

  it('leaves what a new button does not set to the brand kit, and keeps what an older one set', () => {
    const kit = buttonCss('#element-2', buttonOptionSchema.parse({}));
    expect(kit).toContain('#element-2 .ts-button{background:var(--brand-primary, #2563eb);color:var(--brand-background, #ffffff)');
    expect(kit).toContain('border-radius:var(--brand-radius, 6px)');
    expect(kit).toContain('#element-2 .ts-button:hover,#element-2 .ts-button:focus-visible{background:var(--brand-secondary, #1d4ed8)}');
    // The defaults of before the brand kit, as the designer stored them: the same button as then.
    const stored = buttonCss('#element-3', buttonOptionSchema.parse({ TextColor: '#ffffff', ButtonBackgroundColor: '#2563eb', BorderRadius: 6, HoverButtonBackgroundColor: '#1d4ed8' }));
    expect(stored).toContain('#element-3 .ts-button{background:#2563eb;color:#ffffff');
    expect(stored).toContain('border-radius:6px');
    expect(stored).not.toContain('--brand-');
  });
});

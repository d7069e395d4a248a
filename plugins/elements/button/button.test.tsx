import { SiteContextProvider, type SiteContextValue } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import button from './index.ts';

const site: SiteContextValue = { mode: 'published', basePath: '', pageHref: (id) => (id === 7 ? '/pricing' : undefined) };
const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(
    <SiteContextProvider value={site}>
      <button.Render id="element-1" props={button.props.parse(props)} mode="published" />
    </SiteContextProvider>,
  );

describe('button element', () => {
  it('gives a new element a link button with the default button option', () => {
    const props = defaultProps(button);
    expect(props).toMatchObject({ action: 'link', button: { Text: 'Click here', ActionType: 'other', ButtonBackgroundColor: '', BorderRadius: null }, afterSubmit: 'message' });
    expect(renderElement(button, {})).toContain('<span class="ts-button__label">Click here</span>');
  });

  it('links to a page, a section of it, a section of this page or an address, or opens a popup', () => {
    expect(render({ button: { Text: 'Pricing', PageId: 7 } })).toContain('<a class="ts-button" style="font-family:var(--brand-body-font, &quot;Poppins&quot;');
    expect(render({ button: { PageId: 7 } })).toContain('href="/pricing"');
    expect(render({ button: { PageId: 7, SectionId: 'section-faq' } })).toContain('href="/pricing#section-faq"');
    expect(render({ button: { WebSectionId: 'section-2' } })).toContain('href="#section-2"');
    expect(render({ button: { CustomLink: 'example.com', OpenInNewWindow: true } })).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(render({ button: { ActionType: 'popup', PopupId: 'popup-1' } })).toContain('data-popup-open="popup-1" aria-haspopup="dialog"');
  });

  it('styles the button from its option, with hover and mobile sizes', () => {
    const css = button.css!(button.props.parse({ button: { ButtonBackgroundColor: '#111111', HoverButtonBackgroundColor: '#333333', TextColor: '#fafafa', MobileFontSize: 12 } }), '#element-4');
    expect(css).toContain('#element-4 .ts-button{background:#111111;color:#fafafa');
    expect(css).toContain('#element-4 .ts-button:hover,#element-4 .ts-button:focus-visible{background:#333333}');
    expect(css).toContain('@container ts-page (max-width:767px){#element-4 .ts-button{font-size:12px}');
    expect(button.baseCss).toContain('.ts-button{align-items:center');
  });

  it('renders the Submit form action as a submit button with a honeypot and message regions', () => {
    const html = render({ action: 'submit', button: { Text: 'Send', PageId: 7 }, afterSubmit: 'page', redirectPageId: 7 });
    expect(html).toContain('<div class="ts-button__form" data-redirect="/pricing">');
    expect(html).toContain('<button type="submit" class="ts-button"');
    expect(html).not.toContain('href=');
    expect(html).toContain('<input type="text" tabindex="-1" autoComplete="off" name="website"/>');
    expect(html).toContain('<div class="ts-button__alert" role="alert"></div><div class="ts-button__status" role="status" tabindex="-1"></div>');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(button, { action: 'post', button: { TextColor: 'red;x:y', FontSize: 500 }, redirectUrl: 'ftp://x', afterSubmit: 'reload' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['action', 'afterSubmit', 'button.FontSize', 'button.TextColor', 'redirectUrl']);
  });

  it('runs its island only for Submit form, with only what that action needs', () => {
    expect(button.island).toBe('@tessera/element-button/island');
    expect(button.islandProps!(button.props.parse({ successMessage: 'Hi' }))).toBeNull();
    expect(button.islandProps!(button.props.parse({ action: 'submit', successMessage: 'Hi' }))).toEqual({ successMessage: 'Hi' });
  });

  it('has a panel with the link settings, or the sending settings for Submit form', async () => {
    const Panel = await loadPanel(button);
    const link = renderToStaticMarkup(<Panel id="element-1" props={button.props.parse({ button: { Text: 'Go', WebSectionId: 'section-3' } })} onChange={() => {}} />);
    expect(link).toContain('value="Go"');
    expect(link).toContain('Link to page');
    expect(link).toContain('Section on this page');
    expect(link).toContain('value="section-3"');
    expect(link).not.toContain('Success message');
    const submit = renderToStaticMarkup(<Panel id="element-1" props={button.props.parse({ action: 'submit', successMessage: 'Got it' })} onChange={() => {}} />);
    expect(submit).toContain('aria-pressed="true" class="is-active">Submit form</button>');
    expect(submit).not.toContain('Link to page');
    expect(submit).toContain('Got it</textarea>');
  });

  it('tells the accessibility check its name, and its words on its own fill', () => {
    const props = (patch: object) => button.props.parse(patch);
    expect(button.accessibility!(props({ button: { Text: 'Book now', TextColor: '#ffffff', ButtonBackgroundColor: '#2563eb' } }))).toMatchObject({
      links: [{ role: 'link', name: 'Book now' }],
      texts: [{ text: 'Book now', color: '#ffffff', background: '#2563eb' }],
    });
    expect(button.accessibility!(props({ action: 'submit', button: { Text: '' } })).links).toEqual([{ role: 'button', name: '' }]);
    expect(button.accessibility!(props({ button: { Text: 'Go' } })).texts).toEqual([
      { text: 'Go', color: 'var(--brand-background, #ffffff)', background: 'var(--brand-primary, #2563eb)', size: expect.any(Number) },
    ]);
  });
});

import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { GotoRegInfoRender } from './Render.tsx';
import { gotoRegInfoProps, type GotoRegInfoProps } from './schema.ts';

/** GoTo Reg Info (spec §1 misc): one of the agency's upcoming GoTo webinars with its registration form. */
export default defineElement<GotoRegInfoProps>({
  id: 'goto-reg-info',
  version: '1.0.0',
  label: 'GoTo Reg Info',
  category: 'misc',
  // Premium with the Webinars app.
  premium: false,
  icon: 'presentation',
  props: gotoRegInfoProps,
  Render: GotoRegInfoRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/app-webinars/goto-reg-info-island',
  // The script is what turns the start into the visitor's own time zone and sends the form; it needs nothing from the props.
  islandProps: () => ({}),
  baseCss:
    '.ts-goto-reg{display:grid;gap:12px;max-width:40rem;padding:24px;border:1px solid #e5e7eb;border-radius:8px}' +
    '.ts-goto-reg__title{margin:0;font-size:26px}' +
    '.ts-goto-reg__when{display:flex;align-items:center;gap:8px;margin:0;font-weight:600}' +
    '.ts-goto-reg__description{margin:0;line-height:1.5}' +
    '.ts-goto-reg__form{display:grid;gap:12px}' +
    '.ts-goto-reg__names{display:grid;grid-template-columns:1fr 1fr;gap:12px}' +
    '.ts-goto-reg__field{display:grid;gap:4px;margin:0}' +
    '.ts-goto-reg__field input{padding:10px 12px;border:1px solid #6b7280;border-radius:6px;font:inherit}' +
    '.ts-goto-reg__trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}' +
    '.ts-goto-reg__button{justify-self:start;display:inline-block;padding:12px 24px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}' +
    '.ts-goto-reg__button:disabled{opacity:.6}' +
    '.ts-goto-reg__status{margin:0}' +
    '.ts-goto-reg__placeholder{display:flex;align-items:center;justify-content:center;gap:12px;min-height:120px;background:#f3f4f6;border-style:dashed;color:#4b5563}' +
    `${MOBILE_QUERY}{.ts-goto-reg__names{grid-template-columns:1fr}}`,
});

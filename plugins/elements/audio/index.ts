import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { AudioRender } from './Render.tsx';
import { audioProps, type AudioProps } from './schema.ts';

export default defineElement<AudioProps>({
  id: 'audio',
  version: '1.0.0',
  label: 'Audio',
  category: 'media',
  premium: false,
  icon: 'music',
  props: audioProps,
  Render: AudioRender,
  Panel: () => import('./Panel.tsx'),
  baseCss:
    '.ts-audio{display:flex;align-items:center;gap:16px;margin:0;padding:16px}' +
    '.ts-audio__cover{flex:none;width:72px;height:72px;border-radius:8px;object-fit:cover}' +
    '.ts-audio__cover--icon{display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.12)}' +
    '.ts-audio__body{flex:1;min-width:0;display:flex;flex-direction:column;gap:8px}' +
    '.ts-audio__caption{display:flex;flex-direction:column;gap:2px}' +
    '.ts-audio__title{font-weight:600;font-size:16px}' +
    '.ts-audio__artist{font-size:14px;opacity:.8}' +
    '.ts-audio__player{display:block;width:100%}' +
    '.ts-audio__placeholder{justify-content:center;min-height:96px;background:#f3f4f6;border:1px dashed #d1d5db}' +
    `${MOBILE_QUERY}{.ts-audio__cover{width:48px;height:48px}}`,
});

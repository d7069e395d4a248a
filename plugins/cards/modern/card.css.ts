/** Modern's font: its card, lead form and thank-you page are set in it. */
export const modernFont = "system-ui,sans-serif";

/** Modern's CSS, once per page; its classes start with the design id. */
export const modernCss = `.ts-design1{max-width:420px;margin:0 auto;border-radius:16px;overflow:hidden;font-family:${modernFont}}
.ts-design1__cover{height:120px}
.ts-design1__cover-image{display:block;width:100%;height:100%;object-fit:cover}
.ts-design1__photo{display:block;width:112px;height:112px;margin:-56px auto 0;border:4px solid #fff;border-radius:16px;object-fit:cover}
.ts-design1__photo--round{border-radius:50%}
.ts-design1__body{padding:16px 24px 24px}
.ts-design1__name{margin:8px 0 4px;font-size:1.5rem}
.ts-design1__role{margin:0;opacity:.85}
.ts-design1__bio{margin:12px 0 0;line-height:1.5}
.ts-design1__channels{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;margin:20px 0 0;padding:0;list-style:none}
.ts-design1__channels__link{display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%}
.ts-design1__save{display:block;margin:20px 0 0;padding:12px 16px;border-radius:999px;font-weight:600;text-align:center;text-decoration:none}
.ts-design1__powered{margin:16px 0 0;font-size:.75rem;opacity:.7;text-align:center}`;

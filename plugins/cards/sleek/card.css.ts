/** Sleek's font: its card, lead form and thank-you page are set in it. */
export const sleekFont = "system-ui,sans-serif";

/** Sleek's CSS, once per page; its classes start with the design id. */
export const sleekCss = `.ts-design3{max-width:420px;margin:0 auto;padding:32px 24px;border-radius:24px;font-family:${sleekFont}}
.ts-design3__photo{display:block;width:128px;height:128px;margin:0 auto 16px;border-radius:50%;object-fit:cover}
.ts-design3__name{margin:0;font-size:1.75rem;letter-spacing:-.01em}
.ts-design3__title,.ts-design3__company{margin:4px 0 0}
.ts-design3__bio{margin:16px 0 0;line-height:1.5}
.ts-design3__pills,.ts-design3__icons{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin:20px 0 0;padding:0;list-style:none}
.ts-design3__pills__link{display:flex;gap:8px;align-items:center;padding:8px 14px;border:1px solid currentColor;border-radius:999px;color:inherit;text-decoration:none}
.ts-design3__icons__link{display:flex;padding:10px;color:inherit}
.ts-design3__save{display:block;margin:24px 0 0;padding:12px 16px;border-radius:999px;font-weight:700;text-align:center;text-decoration:none}
.ts-design3__powered{margin:16px 0 0;font-size:.75rem;text-align:center}`;

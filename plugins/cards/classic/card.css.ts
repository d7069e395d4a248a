/** Classic's font: its card, lead form and thank-you page are set in it. */
export const classicFont = "Georgia,'Times New Roman',serif";

/** Classic's CSS, once per page; its classes start with the design id. */
export const classicCss = `.ts-design2{max-width:420px;margin:0 auto;padding:24px;border:1px solid #e5e7eb;border-top:6px solid;border-radius:8px;background:#fff;font-family:${classicFont}}
.ts-design2__header{display:flex;gap:16px;align-items:center}
.ts-design2__photo{width:88px;height:88px;border-radius:8px;object-fit:cover}
.ts-design2__name{margin:0;font-size:1.5rem}
.ts-design2__title,.ts-design2__company{margin:4px 0 0}
.ts-design2__bio{margin:16px 0 0;line-height:1.6}
.ts-design2__channels{margin:16px 0 0;padding:0;list-style:none;border-top:1px solid #e5e7eb}
.ts-design2__channels__link{display:flex;gap:12px;align-items:center;padding:12px 0;border-bottom:1px solid #e5e7eb;color:inherit;text-decoration:none}
.ts-design2__save{display:block;margin:20px 0 0;padding:12px 16px;border-radius:6px;font-weight:600;text-align:center;text-decoration:none}
.ts-design2__powered{margin:16px 0 0;font-size:.75rem;color:#4b5563;text-align:center}`;

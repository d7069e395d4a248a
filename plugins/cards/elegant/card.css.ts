/** Elegant's font: its card, lead form and thank-you page are set in it. */
export const elegantFont = "Georgia,'Times New Roman',serif";

/** Elegant's CSS, once per page; its classes start with the design id. */
export const elegantCss = `.ts-design4{max-width:420px;margin:0 auto;padding:40px 32px;font-family:${elegantFont}}
.ts-design4__photo{display:block;width:96px;height:96px;margin:0 auto 20px;border-radius:50%;object-fit:cover;filter:grayscale(20%)}
.ts-design4__name{margin:0;font-size:1.75rem;font-weight:400;letter-spacing:.04em;text-transform:uppercase}
.ts-design4__role{margin:8px 0 0;font-style:italic}
.ts-design4__rule{width:48px;margin:20px auto;border:0;border-top:1px solid}
.ts-design4__bio{margin:0;line-height:1.7}
.ts-design4__channels{margin:16px 0 0;padding:0;list-style:none}
.ts-design4__channels__link{display:inline-flex;gap:10px;align-items:center;padding:6px 0;color:inherit}
.ts-design4__save{display:inline-block;padding:10px 24px;border:1px solid;letter-spacing:.08em;text-transform:uppercase;text-decoration:none}
.ts-design4__powered{margin:20px 0 0;font-size:.75rem;text-align:center}`;

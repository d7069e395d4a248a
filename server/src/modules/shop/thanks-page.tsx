import { formatMoney } from '@tessera/core';

export interface ThanksLine {
  name: string;
  quantity: number;
  /** Cents per unit. */
  amount: number;
  interval: string | null;
  image: string | null;
}

export interface ThanksOrder {
  id: number;
  paid: boolean;
  email: string;
  lines: ThanksLine[];
  couponCode: string | null;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  createdAt: Date;
}

export interface ThanksSite {
  name: string;
  lang: string;
  /** What the pay element says after paying (its success message). */
  message: string;
  /** Back to the page the order was made on. */
  backHref: string;
}

const CHECK = 'M20 6 9 17l-5-5';

/** The thank-you page's CSS: the site's brand kit (its custom properties are defined before this) on a receipt card. */
export const THANKS_CSS = [
  '.ty-header{border-bottom:1px solid #e5e7eb;background:var(--brand-background,#fff)}',
  '.ty-header__inner{max-width:960px;margin:0 auto;padding:16px 20px;display:flex;align-items:center}',
  '.ty-brand{font-family:var(--brand-heading-font,inherit);font-weight:700;font-size:20px;color:var(--brand-text,#1f2937);text-decoration:none;overflow-wrap:anywhere}',
  '.ty-main{padding:40px 16px 64px}',
  '.ty-card{max-width:560px;margin:0 auto;padding:32px 28px;border:1px solid #e5e7eb;border-radius:min(var(--brand-radius,8px),16px);background:#fff;color:#111827;box-shadow:0 10px 30px rgba(17,24,39,.06)}',
  '.ty-check{display:grid;place-items:center;width:56px;height:56px;border-radius:50%;background:var(--brand-primary,#2563eb);color:#fff;margin-bottom:16px}',
  '.ty-title{margin:0 0 8px;font-family:var(--brand-heading-font,inherit);font-size:26px;line-height:1.25;overflow-wrap:anywhere}',
  '.ty-meta{margin:0 0 4px;color:#4b5563}',
  '.ty-order{font-weight:600;color:#111827}',
  '.ty-section{margin:24px 0 8px;font-size:14px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563}',
  '.ty-lines{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
  '.ty-line{display:flex;align-items:center;gap:12px}',
  '.ty-thumb{flex:none;width:48px;height:48px;border-radius:8px;object-fit:cover;background:#e5e7eb}',
  '.ty-thumb--none{display:grid;place-items:center;font-weight:700;color:#fff;background:var(--brand-primary,#2563eb)}',
  '.ty-words{display:grid;flex:1 1 auto;min-width:0}',
  '.ty-name{font-weight:600;overflow-wrap:anywhere}',
  '.ty-detail{color:#4b5563;font-size:14px}',
  '.ty-amount{font-weight:600;white-space:nowrap}',
  '.ty-totals{margin:20px 0 0;padding-top:8px;border-top:1px solid #e5e7eb}',
  '.ty-row{display:flex;justify-content:space-between;gap:12px;padding:6px 0}',
  '.ty-row dd{margin:0;white-space:nowrap}',
  '.ty-row--coupon{color:#047857}',
  '.ty-row--total{font-weight:700;font-size:18px}',
  '.ty-row+.ty-row--total{margin-top:6px;padding-top:12px;border-top:1px solid #e5e7eb}',
  '.ty-back{display:inline-block;margin-top:28px;padding:12px 20px;border-radius:var(--brand-radius,6px);background:var(--brand-primary,#2563eb);color:#fff;font-weight:600;text-decoration:none}',
  '.ty-back:focus-visible{outline:2px solid var(--brand-text,#1f2937);outline-offset:2px}',
].join('');

/** An order's thank-you page: the site's name at the top, then the receipt (number, lines, coupon, total) in the site's brand. */
export function ThanksPage({ site, order }: { site: ThanksSite; order: ThanksOrder }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const date = new Intl.DateTimeFormat(site.lang || 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(order.createdAt);
  return (
    <>
      <header className="ty-header">
        <div className="ty-header__inner">
          <a className="ty-brand" href="/">
            {site.name}
          </a>
        </div>
      </header>
      <main className="ty-main">
        <article className="ty-card" aria-labelledby="ty-title">
          <div className="ty-check" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
              <path d={CHECK} />
            </svg>
          </div>
          <h1 className="ty-title" id="ty-title">
            {site.message}
          </h1>
          <p className="ty-meta">
            <span className="ty-order">Order #{order.id}</span> · {date}
          </p>
          <p className="ty-meta">{order.paid ? `Paid. Confirmation for ${order.email}.` : 'Your bank is confirming the payment; this page shows it as paid once it has.'}</p>
          <h2 className="ty-section">Items</h2>
          <ul className="ty-lines">
            {order.lines.map((line, index) => (
              <li key={index} className="ty-line">
                {line.image ? (
                  <img className="ty-thumb" src={line.image} alt="" />
                ) : (
                  <span className="ty-thumb ty-thumb--none" aria-hidden="true">
                    {line.name.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <span className="ty-words">
                  <span className="ty-name">{line.name}</span>
                  <span className="ty-detail">{line.interval ? `Billed every ${line.interval}` : line.quantity > 1 ? `${line.quantity} × ${money(line.amount)}` : 'One-time'}</span>
                </span>
                <span className="ty-amount">{money(line.amount * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="ty-totals">
            {order.discount > 0 ? (
              <>
                <div className="ty-row">
                  <dt>Subtotal</dt>
                  <dd>{money(order.subtotal)}</dd>
                </div>
                <div className="ty-row ty-row--coupon">
                  <dt>{order.couponCode ? `Coupon ${order.couponCode}` : 'Discount'}</dt>
                  <dd>−{money(order.discount)}</dd>
                </div>
              </>
            ) : null}
            <div className="ty-row ty-row--total">
              <dt>Total paid</dt>
              <dd>{money(order.total)}</dd>
            </div>
          </dl>
          <a className="ty-back" href={site.backHref}>
            Back to {site.name}
          </a>
        </article>
      </main>
    </>
  );
}

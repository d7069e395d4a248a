import type { Card } from '@tessera/core';
import { useState } from 'react';
import { QrCode } from '../../../../ui/QrCode.tsx';

/** The card's QR code and address, with the ways to pass it on: open, copy the link, download the QR code. */
export function CardShare({ card, name, size = 112 }: { card: Pick<Card, 'url' | 'custom_url'>; name: string; size?: number }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(card.url);
    setCopied(true);
  };
  return (
    <div className="card-share">
      <QrCode text={card.url} size={size} label={`QR code of ${name}`} />
      <div className="card-share__links">
        <a href={card.url} target="_blank" rel="noreferrer" className="card-share__url">
          {card.url}
        </a>
        <div className="table__buttons table__buttons--wrap">
          <button type="button" className="btn btn--small" onClick={() => void copy()} aria-label={`Copy the link of ${name}`}>
            {copied ? 'Link copied' : 'Copy link'}
          </button>
          <a className="btn btn--small" href={`${card.url}/qr.png`} download={`${card.custom_url}-qr.png`} aria-label={`Download the QR code of ${name}`}>
            Download QR
          </a>
        </div>
      </div>
    </div>
  );
}

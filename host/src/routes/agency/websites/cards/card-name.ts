import type { Card } from '@tessera/core';

/** What a card is called in lists: its person's name, else its address. */
export const cardName = (card: Pick<Card, 'content' | 'custom_url'>): string => {
  const name = card.content.name;
  return typeof name === 'string' && name.trim() ? name : card.custom_url;
};

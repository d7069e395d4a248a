import { cardDesignContract } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { cardDesigns } from '../manifest.ts';

/** What every installed card design must do, whatever it looks like: the SDK's contract for designs. */
describe.each(cardDesigns.map((design) => [design.id, design] as const))('card design %s', (_id, design) => {
  it('keeps the card design contract: details, channel links in order, no script, the two toggles, alignment', async () => {
    expect(await cardDesignContract(design)).toEqual([]);
  });
});

describe('the installed card designs', () => {
  // An outside design installed beside them must not fail this: the spec's four are among the installed ones.
  it('hold the four of the spec, Elegant the premium one', () => {
    expect(cardDesigns.map((design) => [design.id, design.label, design.premium])).toEqual(
      expect.arrayContaining([
        ['design1', 'Modern', false],
        ['design2', 'Classic', false],
        ['design3', 'Sleek', false],
        ['design4', 'Elegant', true],
      ]),
    );
  });
});

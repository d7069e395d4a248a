import type { AppServerPart } from '@tessera/sdk';
import { appContract, elementContract } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { apps, standaloneElements } from './manifest.ts';

/**
 * Every installed element and app keeps its kind's contract from the SDK, the checks an outside
 * package runs on itself (card designs: cards/card-designs.test.tsx).
 */
describe.each(standaloneElements.map((element) => [element.id, element] as const))('element %s', (_id, element) => {
  it('keeps the element contract: a valid definition, defaults that render, a panel that loads', async () => {
    expect(await elementContract(element)).toEqual([]);
  });
});

describe.each(apps.map((app) => [app.id, app] as const))('app %s', (_id, app) => {
  it('keeps the app contract: its elements, screens that load, its server part’s migrations and routes', async () => {
    const server = app.server ? () => import(/* @vite-ignore */ app.server!) as Promise<{ default: AppServerPart }> : undefined;
    expect(await appContract(app, { server })).toEqual([]);
  }, 60_000);
});

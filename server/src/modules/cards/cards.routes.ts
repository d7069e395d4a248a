import { AGENCY_ROLES, cardParamsSchema, cardSchema, createCardBodySchema, idSchema, listEnvelope, savedCardSchema, updateCardBodySchema } from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import { cloneCard, createCard, requireCard, toCard, updateCard, type CardsDeps } from './cards.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const tags = ['cards'];
const view = { roles: ROLES, tenant: 'landing', permission: 'cards.edit' } as const;

/** A website's digital business cards (spec §7 cards: GET, GET/PUT/DELETE /{id}, POST, POST /{id}/clone). */
export function cardsRoutes(deps: CardsDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards',
      summary: "The website's cards, newest first",
      tags,
      access: view,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(cardSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await db.selectFrom('cards').selectAll().where('landing_id', '=', landing.id).orderBy('id', 'desc').execute();
        const data = await Promise.all(rows.map((row) => toCard(deps, landing, row)));
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/cards',
      summary: "Create a card (its address made from the name unless given); refused once the agency's card limit is reached",
      tags,
      access: { ...view, permission: 'cards.create' },
      params: z.object({ id: idSchema }),
      body: createCardBodySchema,
      response: { 201: savedCardSchema },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await createCard(deps, landing, await grantsFor(db, requireUser(request), landing.agency_id), request.body);
        await deps.siteChanged(landing.id);
        return reply.status(201).send({ data: await toCard(deps, landing, row), message: 'Card created.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards/:cardId',
      summary: 'One card with its content, design options and public address',
      tags,
      access: view,
      params: cardParamsSchema,
      response: { 200: z.object({ data: cardSchema }) },
      handler: async (request) => {
        const landing = requireLanding(request);
        return { data: await toCard(deps, landing, await requireCard(db, landing, request.params.cardId)) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/cards/:cardId',
      summary: "Change a card's design, theme, content, options, address, redirect or lead form",
      tags,
      access: view,
      params: cardParamsSchema,
      body: updateCardBodySchema,
      response: { 200: savedCardSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const row = await updateCard(deps, landing, await grantsFor(db, requireUser(request), landing.agency_id), request.params.cardId, request.body);
        await deps.siteChanged(landing.id);
        return { data: await toCard(deps, landing, row), message: 'Card saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/cards/:cardId',
      summary: 'Delete a card; its address stops answering',
      tags,
      access: view,
      params: cardParamsSchema,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const card = await requireCard(db, requireLanding(request), request.params.cardId);
        await db.deleteFrom('cards').where('id', '=', card.id).execute();
        await deps.siteChanged(card.landing_id);
        return { message: 'Card deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/cards/:cardId/clone',
      summary: 'Copy a card under an address of its own (it counts against the card limit)',
      tags,
      access: { ...view, permission: 'cards.create' },
      params: cardParamsSchema,
      response: { 201: savedCardSchema },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await cloneCard(deps, landing, request.params.cardId);
        await deps.siteChanged(landing.id);
        return reply.status(201).send({ data: await toCard(deps, landing, row), message: 'Card copied.', success: true });
      },
    }),
  ];
}

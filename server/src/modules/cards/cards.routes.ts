import {
  AGENCY_ROLES,
  cardContactSchema,
  cardHolderSchema,
  cardParamsSchema,
  cardPersonSchema,
  cardSchema,
  cardTransferBodySchema,
  cardTransferParamsSchema,
  cardTransferSchema,
  createCardBodySchema,
  emailAddressSchema,
  heldCardSchema,
  idSchema,
  listEnvelope,
  savedCardSchema,
  updateCardBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import { cardHolders, decideTransfer, findAgencyPerson, heldCards, reachableCards, requestTransfer, requireReachableCard, transfersOfLanding, transfersTo } from './card-holders.ts';
import { cardContacts } from './card-leads.ts';
import { realtimeConnectionOf } from '../realtime/realtime-hub.ts';
import { cloneCard, createCard, toCard, updateCard, type CardsDeps } from './cards.service.ts';

const AGENCY_SIDE = ['Admin', ...AGENCY_ROLES] as const;
/** A card user works on the cards they hold, with their first user-card's permissions (§6). */
const WITH_HOLDERS = [...AGENCY_SIDE, 'CardUser'] as const;
const tags = ['cards'];
const view = { roles: WITH_HOLDERS, tenant: 'landing', permission: 'cards.edit' } as const;
const agencySide = { roles: AGENCY_SIDE, tenant: 'landing', permission: 'cards.edit' } as const;
const transferEnvelope = z.object({ data: cardTransferSchema, message: z.string(), success: z.boolean() });

/** A website's digital business cards (spec §7 cards: GET, GET/PUT/DELETE /{id}, POST, POST /{id}/clone and /transfer, contacts, users, transfers). */
export function cardsRoutes(deps: CardsDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards',
      summary: "The website's cards, newest first (a card user's: those they hold)",
      tags,
      access: view,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(cardSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await reachableCards(db, landing, requireUser(request));
        const data = await Promise.all(rows.map((row) => toCard(deps, landing, row)));
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/cards',
      summary: "Create a card (its address made from the name unless given); refused once the agency's card limit is reached",
      tags,
      access: { ...agencySide, permission: 'cards.create' },
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
        return { data: await toCard(deps, landing, await requireReachableCard(db, landing, request.params.cardId, requireUser(request))) };
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
        const user = requireUser(request);
        await requireReachableCard(db, landing, request.params.cardId, user);
        const row = await updateCard(deps, landing, await grantsFor(db, user, landing.agency_id), request.params.cardId, request.body);
        await deps.siteChanged(landing.id);
        return { data: await toCard(deps, landing, row), message: 'Card saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/cards/:cardId',
      summary: 'Delete a card; its address stops answering',
      tags,
      access: agencySide,
      params: cardParamsSchema,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const card = await requireReachableCard(db, requireLanding(request), request.params.cardId, requireUser(request));
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
      access: { ...agencySide, permission: 'cards.create' },
      params: cardParamsSchema,
      response: { 201: savedCardSchema },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await cloneCard(deps, landing, request.params.cardId);
        await deps.siteChanged(landing.id);
        return reply.status(201).send({ data: await toCard(deps, landing, row), message: 'Card copied.', success: true });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/cards/:cardId/transfer',
      summary: 'Ask a user of the agency, by e-mail, to take the card; it moves when they confirm',
      tags,
      access: { ...view, permission: 'cards.transfer' },
      params: cardParamsSchema,
      body: cardTransferBodySchema,
      response: { 201: transferEnvelope },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const user = requireUser(request);
        const card = await requireReachableCard(db, landing, request.params.cardId, user);
        const data = await requestTransfer(deps, landing, card, user, request.body.email);
        const event = { type: 'card.transfer-requested' as const, transfer_id: data.id, card_name: data.card.name, from: data.from?.name ?? user.name };
        deps.realtime.publish({ kind: 'user', userId: data.to.id }, event, realtimeConnectionOf(request));
        return reply.status(201).send({ data, message: `Transfer request sent to ${data.to.email}.`, success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards/:cardId/contacts',
      summary: "The leads the card's lead form collected, newest first",
      tags,
      access: view,
      params: cardParamsSchema,
      response: { 200: listEnvelope(cardContactSchema) },
      handler: async (request) => {
        const card = await requireReachableCard(db, requireLanding(request), request.params.cardId, requireUser(request));
        const data = await cardContacts(db, card.id);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards/users',
      summary: "Who holds the website's cards, with the cards each holds",
      tags,
      access: agencySide,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(cardHolderSchema) },
      handler: async (request) => {
        const data = await cardHolders(db, requireLanding(request).id);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards/users/:email',
      summary: "The user of the website's agency with this e-mail, whom a card can be handed to",
      tags,
      access: { ...agencySide, permission: 'cards.transfer' },
      params: z.object({ id: idSchema, email: emailAddressSchema }),
      response: { 200: z.object({ data: cardPersonSchema }) },
      handler: async (request) => {
        const found = await findAgencyPerson(db, requireLanding(request).agency_id, request.params.email);
        if (!found) throw notFound('User');
        return { data: found };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards/transfers',
      summary: "The website's card transfer requests, open ones first",
      tags,
      access: agencySide,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(cardTransferSchema) },
      handler: async (request) => {
        const data = await transfersOfLanding(deps, requireLanding(request).id);
        return { data, meta: { total: data.length } };
      },
    }),
  ];
}

const SIGNED_IN = ['Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'] as const;

/** The signed-in user's own cards and the transfer requests handed to them (spec §7 users). */
export function userCardsRoutes(deps: CardsDeps) {
  const decide = (decision: 'confirmed' | 'declined') =>
    defineRoute({
      method: 'POST',
      url: `/users/card-transfers-requests/:id/${decision === 'confirmed' ? 'confirm' : 'decline'}`,
      summary: decision === 'confirmed' ? 'Take the card: it becomes yours alone' : 'Refuse the card: nothing moves',
      tags,
      access: { roles: SIGNED_IN, tenant: 'self' },
      params: cardTransferParamsSchema,
      response: { 200: transferEnvelope },
      handler: async (request) => {
        const data = await decideTransfer(deps, requireUser(request), request.params.id, decision);
        return { data, message: decision === 'confirmed' ? `The card ${data.card.name} is now yours.` : 'Transfer declined.', success: true };
      },
    });
  return [
    defineRoute({
      method: 'GET',
      url: '/users/cards',
      summary: 'The cards the signed-in user holds, with the website of each',
      tags,
      access: { roles: SIGNED_IN, tenant: 'self' },
      response: { 200: listEnvelope(heldCardSchema) },
      handler: async (request) => {
        const data = await heldCards(deps, requireUser(request).id);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/users/card-transfers-requests',
      summary: 'The card transfer requests waiting for the signed-in user',
      tags,
      access: { roles: SIGNED_IN, tenant: 'self' },
      response: { 200: listEnvelope(cardTransferSchema) },
      handler: async (request) => {
        const data = await transfersTo(deps, requireUser(request).id);
        return { data, meta: { total: data.length } };
      },
    }),
    decide('confirmed'),
    decide('declined'),
  ];
}

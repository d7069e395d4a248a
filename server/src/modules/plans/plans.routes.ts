import {
  createPlanBodySchema,
  createPriceBodySchema,
  dataEnvelope,
  idSchema,
  planGrantBodySchema,
  planSchema,
  plansQuerySchema,
  priceCourseRelationSchema,
  priceSchema,
  updatePlanBodySchema,
  updatePriceBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { defineRoute } from '../../http/route-definition.ts';
import { createPlan, createPrice, listPlans, listPriceCourseRelations, listPrices, offeredPlan, requirePlan, requirePrice, setPlanGrant, updatePlan, updatePrice, type PlansDeps } from './plans.service.ts';

const ADMIN = { roles: ['Admin'], tenant: 'none' } as const;
const params = z.object({ id: idSchema });
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Plans and prices (spec §7 "Subscriptions and pricing"): the admin writes them; agencies and order pages read them to choose a plan. */
export function plansRoutes(deps: PlansDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/subscriptions/plans',
      summary: 'Plans with their prices and the premium elements and apps each grants, optionally of one type',
      tags: ['plans'],
      access: { roles: ['Admin', 'Agency'], tenant: 'none' },
      query: plansQuerySchema,
      response: { 200: listOf(planSchema) },
      handler: async (request) => ({ data: await listPlans(db, request.query.type) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/subscriptions/plans/:name',
      summary: 'A plan by name with its active prices, for an order page',
      tags: ['plans'],
      access: { roles: 'public', tenant: 'none' },
      params: z.object({ name: z.string().min(1).max(80) }),
      response: { 200: dataEnvelope(planSchema) },
      handler: async (request) => ({ data: await offeredPlan(db, request.params.name) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/subscriptions/prices',
      summary: 'Every price of every plan, in integer cents',
      tags: ['plans'],
      access: ADMIN,
      response: { 200: listOf(priceSchema) },
      handler: async () => ({ data: await listPrices(db) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/subscriptions/price_course_relations',
      summary: 'Which prices sell which courses',
      tags: ['plans'],
      access: ADMIN,
      response: { 200: listOf(priceCourseRelationSchema) },
      handler: async () => ({ data: await listPriceCourseRelations(db) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/plans/:id',
      summary: 'One plan with its prices',
      tags: ['plans'],
      access: ADMIN,
      params,
      response: { 200: dataEnvelope(planSchema) },
      handler: async (request) => ({ data: await requirePlan(db, request.params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/plans',
      summary: 'Create a plan: its type and the premium elements and apps it grants',
      tags: ['plans'],
      access: ADMIN,
      body: createPlanBodySchema,
      response: { 200: dataEnvelope(planSchema) },
      handler: async (request) => ({ data: await createPlan(deps, request.body) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/plans/:id',
      summary: "Change a plan's name, description or grants; agencies on it get the change on their next request",
      tags: ['plans'],
      access: ADMIN,
      params,
      body: updatePlanBodySchema,
      response: { 200: dataEnvelope(planSchema) },
      handler: async (request) => ({ data: await updatePlan(deps, request.params.id, request.body) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/plans/:id/premium/:pluginId',
      summary: 'Grant or withdraw one premium element or app for a plan (a cell of the grant matrix)',
      tags: ['plans'],
      access: ADMIN,
      params: params.extend({ pluginId: z.string().min(1).max(100) }),
      body: planGrantBodySchema,
      response: { 200: dataEnvelope(planSchema) },
      handler: async (request) => ({ data: await setPlanGrant(deps, request.params.id, request.params.pluginId, request.body.granted) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/prices/:id',
      summary: 'One price',
      tags: ['plans'],
      access: ADMIN,
      params,
      response: { 200: dataEnvelope(priceSchema) },
      handler: async (request) => ({ data: await requirePrice(db, request.params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/prices',
      summary: "Add a recurring price to a plan (made at the payment provider first)",
      tags: ['plans'],
      access: ADMIN,
      body: createPriceBodySchema,
      response: { 200: dataEnvelope(priceSchema) },
      handler: async (request) => ({ data: await createPrice(deps, request.body) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/prices/:id',
      summary: "Change a price's terms (only while it has no subscribers) or (de)activate it",
      tags: ['plans'],
      access: ADMIN,
      params,
      body: updatePriceBodySchema,
      response: { 200: dataEnvelope(priceSchema) },
      handler: async (request) => ({ data: await updatePrice(deps, request.params.id, request.body) }),
    }),
  ];
}

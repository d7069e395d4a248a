import {
  AGENCY_ROLES,
  createCouponBodySchema,
  createProductBodySchema,
  idSchema,
  listEnvelope,
  productSchema,
  shopCouponSchema,
  updateCouponBodySchema,
  updateProductBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { Gateways } from '../gateways/gateways.service.ts';
import type { ShopCouponRow } from '../../db/schema-shop.ts';
import type { Catalog } from './catalog.service.ts';
import { toCoupon, toProduct } from './shop-views.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'products.edit' } as const;
const landingParams = z.object({ id: idSchema });
export const accountIdSchema = z.string().regex(/^acct_\w{1,100}$/, 'The account id is not a connected account.');
const accountParams = z.object({ id: idSchema, accountId: accountIdSchema });
const productParams = accountParams.extend({ productId: idSchema });
const couponParams = accountParams.extend({ couponId: idSchema });
const savedProduct = z.object({ data: productSchema, message: z.string(), success: z.boolean() });
const savedCoupon = z.object({ data: shopCouponSchema, message: z.string(), success: z.boolean() });
const done = z.object({ message: z.string(), success: z.boolean() });

/** Products and coupons of a website, made on its connected account ({accountId}, the active gateway's). */
export function catalogRoutes(catalog: Catalog, gateways: Gateways) {
  const onAccount = async (request: { params: { accountId: string } } & Parameters<typeof requireLanding>[0]) => {
    const landing = requireLanding(request);
    return { landing, gateway: await gateways.requireAccount(landing, request.params.accountId) };
  };
  const couponView = async (row: ShopCouponRow) => toCoupon(row, (await catalog.redemptions([row.id])).get(row.id) ?? 0);
  const archiveRoutes = (kind: 'products' | 'coupons') =>
    (['archive', 'unarchive'] as const).map((action) =>
      kind === 'products'
        ? defineRoute({
            method: 'POST',
            url: `/landings/:id/:accountId/products/:productId/${action}`,
            summary: action === 'archive' ? 'Archive a product: buyers no longer see it once pages are published again' : 'Offer an archived product again',
            tags: ['products'],
            access,
            params: productParams,
            response: { 200: savedProduct },
            handler: async (request) => {
              const { landing, gateway } = await onAccount(request);
              const row = await catalog.updateProduct(landing, gateway, request.params.productId, { archived: action === 'archive' });
              return { data: toProduct(row), message: action === 'archive' ? 'Product archived.' : 'Product unarchived.', success: true };
            },
          })
        : defineRoute({
            method: 'POST',
            url: `/landings/:id/:accountId/coupons/:couponId/${action}`,
            summary: action === 'archive' ? 'Archive a coupon: its code stops working' : 'Make an archived coupon’s code work again',
            tags: ['coupons'],
            access,
            params: couponParams,
            response: { 200: savedCoupon },
            handler: async (request) => {
              const { landing, gateway } = await onAccount(request);
              const row = await catalog.updateCoupon(landing, gateway, request.params.couponId, { archived: action === 'archive' });
              return { data: await couponView(row), message: action === 'archive' ? 'Coupon archived.' : 'Coupon unarchived.', success: true };
            },
          }),
    );

  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/products',
      summary: "The website's products, archived ones too",
      tags: ['products'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(productSchema) },
      handler: async (request) => {
        const rows = await catalog.products(requireLanding(request).id);
        return { data: rows.map(toProduct), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/active-products',
      summary: 'The products buyers can choose (not archived); the order elements’ panels pick from these',
      tags: ['products'],
      access: { ...access, permission: 'pages.design' },
      params: landingParams,
      response: { 200: listEnvelope(productSchema) },
      handler: async (request) => {
        const rows = await catalog.products(requireLanding(request).id, { activeOnly: true });
        return { data: rows.map(toProduct), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/:accountId/products',
      summary: 'Add a one-time or recurring product, priced in the account’s currency',
      tags: ['products'],
      access,
      params: accountParams,
      body: createProductBodySchema,
      response: { 201: savedProduct },
      handler: async (request, reply) => {
        const { landing, gateway } = await onAccount(request);
        const row = await catalog.createProduct(landing, gateway, request.body);
        return reply.status(201).send({ data: toProduct(row), message: 'Product created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/:accountId/products/:productId',
      summary: 'Rename or describe a product (its price is fixed once made)',
      tags: ['products'],
      access,
      params: productParams,
      body: updateProductBodySchema,
      response: { 200: savedProduct },
      handler: async (request) => {
        const { landing, gateway } = await onAccount(request);
        return { data: toProduct(await catalog.updateProduct(landing, gateway, request.params.productId, request.body)), message: 'Product updated.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/:accountId/products/:productId',
      summary: 'Remove a product (archived at the provider, which keeps priced products)',
      tags: ['products'],
      access,
      params: productParams,
      response: { 200: done },
      handler: async (request) => {
        const { landing, gateway } = await onAccount(request);
        await catalog.deleteProduct(landing, gateway, request.params.productId);
        return { message: 'Product deleted.', success: true };
      },
    }),
    ...archiveRoutes('products'),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/coupons',
      summary: "The website's coupons, archived ones too",
      tags: ['coupons'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(shopCouponSchema) },
      handler: async (request) => {
        const rows = await catalog.coupons(requireLanding(request).id);
        const redemptions = await catalog.redemptions(rows.map((row) => row.id));
        return { data: rows.map((row) => toCoupon(row, redemptions.get(row.id) ?? 0)), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/:accountId/coupons',
      summary: 'Add a coupon: a percentage or an amount off, with the code buyers type',
      tags: ['coupons'],
      access,
      params: accountParams,
      body: createCouponBodySchema,
      response: { 201: savedCoupon },
      handler: async (request, reply) => {
        const { landing, gateway } = await onAccount(request);
        const row = await catalog.createCoupon(landing, gateway, request.body);
        return reply.status(201).send({ data: toCoupon(row, 0), message: 'Coupon created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/:accountId/coupons/:couponId',
      summary: 'Rename a coupon (its discount is fixed once made)',
      tags: ['coupons'],
      access,
      params: couponParams,
      body: updateCouponBodySchema,
      response: { 200: savedCoupon },
      handler: async (request) => {
        const { landing, gateway } = await onAccount(request);
        return { data: await couponView(await catalog.updateCoupon(landing, gateway, request.params.couponId, request.body)), message: 'Coupon updated.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/:accountId/coupons/:couponId',
      summary: 'Delete a coupon at the provider and here',
      tags: ['coupons'],
      access,
      params: couponParams,
      response: { 200: done },
      handler: async (request) => {
        const { landing, gateway } = await onAccount(request);
        await catalog.deleteCoupon(landing, gateway, request.params.couponId);
        return { message: 'Coupon deleted.', success: true };
      },
    }),
    ...archiveRoutes('coupons'),
  ];
}

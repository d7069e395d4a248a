import { checkoutBodySchema, checkoutResultSchema, couponCheckQuerySchema, couponCheckSchema } from '@tessera/core';
import { z } from 'zod';
import { defineRoute } from '../../http/route-definition.ts';
import { hostnameOf } from '../sites/site-hosts.ts';
import type { Checkout } from './checkout.service.ts';

/** What published pages' order elements call on their own site's host. */
export function checkoutRoutes(checkout: Checkout) {
  return [
    defineRoute({
      method: 'POST',
      url: '/site/checkout',
      summary: 'Pay for an order of a published page (on the site host): priced from the stored products, charged on the website’s connected account',
      tags: ['site checkout'],
      access: { roles: 'public', tenant: 'none', hosts: 'sites' },
      body: checkoutBodySchema,
      response: { 200: z.object({ data: checkoutResultSchema }) },
      handler: async (request) => ({
        data: await checkout.pay(request.body, {
          hostname: hostnameOf(request.headers.host),
          ip: request.ip,
          referer: request.headers.referer,
        }),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/site/coupons/check',
      summary: 'Is this a coupon of the website that may be used now (on the site host): the Coupon element’s live check, limited per address like checkout',
      tags: ['site checkout'],
      access: { roles: 'public', tenant: 'none', hosts: 'sites' },
      query: couponCheckQuerySchema,
      response: { 200: z.object({ data: couponCheckSchema }) },
      handler: async (request) => ({ data: await checkout.checkCoupon(hostnameOf(request.headers.host), request.query.code, request.ip) }),
    }),
  ];
}

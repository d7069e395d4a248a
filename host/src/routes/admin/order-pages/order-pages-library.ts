import { orderPagesApi } from '../../../api/order-pages-api.ts';
import type { AdminLibrary } from '../library/admin-library.ts';
import { OrderPagePlans } from './OrderPagePlans.tsx';

/** /admin/payment/order-pages: the pages where new agencies pick a plan and sign up (spec §2). */
export const ORDER_PAGES_LIBRARY: AdminLibrary = {
  title: 'Order pages',
  noun: 'order page',
  base: '/admin/payment/order-pages',
  Overview: OrderPagePlans,
  links: (id) => [
    { to: `/admin/payment/order-pages/${id}/design`, label: 'Design' },
    { to: `/order/${id}`, label: 'Open' },
  ],
  previewPath: (id) => `/admin/payment/order-pages/${id}/preview`,
  publishHint: 'A published order page is online at /order/{id}: its design above the sign-up form, where a new agency picks a plan and pays by card.',
  emptyMessage: 'Order pages are where new agencies choose a plan and sign up.',
  useList: orderPagesApi.useList,
  useItem: orderPagesApi.useItem,
  useCreate: orderPagesApi.useCreate,
  useUpdate: orderPagesApi.useUpdate,
  usePublish: orderPagesApi.usePublish,
  useClone: orderPagesApi.useClone,
  useDelete: orderPagesApi.useDelete,
};

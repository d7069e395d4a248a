/**
 * The designer's queries of its website's forms, menus and shop: the dashboard's own (same keys,
 * so one cache and its invalidations), with their code (API calls and response schemas) loaded
 * with their first fetch rather than with the designer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useSiteDataWanted } from './site-data-demand.ts';

export const siteFormsQuery = (landingId: number) =>
  queryOptions({ queryKey: queryKeys.forms(landingId), queryFn: ({ signal }) => import('../../api/forms-api.ts').then((api) => api.fetchForms(landingId, signal)) });

export const siteMenusQuery = (landingId: number) =>
  queryOptions({ queryKey: queryKeys.menus(landingId), queryFn: ({ signal }) => import('../../api/menus-api.ts').then((api) => api.fetchMenus(landingId, signal)) });

const activeProductsQuery = (landingId: number) =>
  queryOptions({
    queryKey: queryKeys.shop(landingId, 'active-products'),
    queryFn: ({ signal }) => import('../../api/shop-api.ts').then((api) => api.fetchActiveProducts(landingId, signal)),
  });

const activeGatewayQuery = (landingId: number) =>
  queryOptions({
    queryKey: queryKeys.shop(landingId, 'active-gateway'),
    queryFn: ({ signal }) => import('../../api/shop-api.ts').then((api) => api.fetchActiveGateway(landingId, signal)),
  });

/** The website's forms, once the open page has asked for them (site-data-demand.ts). */
export function useSiteForms(landingId: number | null) {
  const wanted = useSiteDataWanted('forms');
  return useQuery({ ...siteFormsQuery(landingId ?? 0), enabled: wanted && landingId !== null }).data;
}

export function useSiteMenus(landingId: number | null) {
  const wanted = useSiteDataWanted('menus');
  return useQuery({ ...siteMenusQuery(landingId ?? 0), enabled: wanted && landingId !== null }).data;
}

/** The website's products buyers can choose and its connected payment account (null: none), once asked for. */
export function useSiteShop(landingId: number | null) {
  const enabled = useSiteDataWanted('shop') && landingId !== null;
  const products = useQuery({ ...activeProductsQuery(landingId ?? 0), enabled }).data;
  const gateway = useQuery({ ...activeGatewayQuery(landingId ?? 0), enabled }).data;
  return { products, gateway };
}

import { AGENCY_ROLES } from '@tessera/core';
import { apps as installedApps } from '@tessera/plugins/apps';
import type { AppDefinition } from '@tessera/sdk';
import { appScreenRoutes, openAppScreenRoutes } from '../apps/app-screen-routes.tsx';
import type { ReactNode } from 'react';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { startPageDesignRead } from '../api/pages-api.ts';
import { idFromParam } from './use-id-param.ts';
import { GuestOnly } from '../auth/GuestOnly.tsx';
import { LoginLinkGate } from '../auth/LoginLinkGate.tsx';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { AuthLayout } from '../ui/AuthLayout.tsx';
import { HomeScreen } from './public/HomeScreen.tsx';
import { RegisterPage } from './public/RegisterPage.tsx';
import { PreviewRedirect } from './previews/PreviewRedirect.tsx';
import { previewTokenPaths } from '../api/previews-api.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { previewRoutes } from './previews/preview-routes.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { CardArea } from './agency/websites/cards/CardBuilderScreen.tsx';
import type { AdminLibrary } from './admin/library/admin-library.ts';

/**
 * A screen whose code loads on its first visit, so a page load parses the screen it shows and
 * no other: with every screen in the entry script, the sign-in screen alone parsed 1.2 MB.
 */
const screen = <M,>(load: () => Promise<M>, show: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: show(await load()) }),
});

/** The page's design is asked for while the designer's code loads, not after it. */
function readDesignEarly({ params }: LoaderFunctionArgs): null {
  const landingId = idFromParam(params.id);
  const pageId = idFromParam(params.pageId);
  if (landingId !== null && pageId !== null) startPageDesignRead({ landingId, pageId });
  return null;
}

/** The dashboard's layout (side bar, top bar, widgets), loaded beside the first screen it frames. */
const mainLayout = screen(() => import('../ui/MainLayout.tsx'), (m) => <m.MainLayout />);

/**
 * An admin library's list, create and edit screens. The library (its API calls and start
 * options) loads with them: in the entry script it put four admin libraries' code on every screen.
 */
function libraryRoutes(path: string, idParam: string, load: () => Promise<AdminLibrary>): RouteObject[] {
  const list = () => Promise.all([import('./admin/library/AdminLibraryScreen.tsx'), load()]);
  const item = () => Promise.all([import('./admin/library/AdminLibraryItemScreen.tsx'), load()]);
  return [
    { path, ...screen(list, ([m, library]) => <m.AdminLibraryScreen library={library} />) },
    { path: `${path}/create`, ...screen(item, ([m, library]) => <m.AdminLibraryItemScreen key="new" library={library} idParam={idParam} />) },
    { path: `${path}/:${idParam}/edit`, ...screen(item, ([m, library]) => <m.AdminLibraryItemScreen library={library} idParam={idParam} />) },
  ];
}

/** The card builder and preview, full screen (spec §2 designer layout), loaded with the card designs when first opened. */
function cardBuilderRoutes(area: CardArea, creating: boolean): RouteObject[] {
  const builder = screen(() => import('./agency/websites/cards/CardBuilderScreen.tsx'), (m) => <m.CardBuilderScreen area={area} />);
  return [
    ...(creating ? [{ path: 'websites/:id/card/create', ...builder }] : []),
    { path: 'websites/:id/card/:cardId', ...builder },
    { path: 'websites/:id/card/:cardId/preview', ...screen(() => import('./agency/websites/cards/CardPreviewScreen.tsx'), (m) => <m.CardPreviewScreen area={area} />) },
  ];
}

/**
 * The route table with the installed apps' screens. Only the sign-in screens and the layouts are
 * in the entry script; every other screen, the designer included, loads when first opened.
 */
export function routesFor(apps: readonly AppDefinition[]): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      // What shows while the first screen's code loads on a fresh page load.
      hydrateFallbackElement: <Spinner fullPage />,
      children: [
        {
          // A redirect-link login (/login?hash=…) is checked before the signed-in redirect of the auth screens.
          element: <LoginLinkGate />,
          children: [
            {
              element: <GuestOnly />,
              children: [
                { index: true, element: <HomeScreen /> },
                {
                  element: <AuthLayout />,
                  children: [
                    { path: 'login', element: <LoginPage /> },
                    { path: 'passwords/request', element: <ForgotPasswordPage /> },
                    { path: 'passwords/reset', element: <ResetPasswordPage /> },
                    { path: 'register', element: <RegisterPage /> },
                  ],
                },
              ],
            },
          ],
        },
        {
          path: 'admin',
          element: <RequireAuth roles={['Admin']} />,
          children: [
            {
              ...mainLayout,
              children: [
                { index: true, element: <Navigate to="agencies" replace /> },
                { path: 'agencies', ...screen(() => import('./admin/agencies/AgenciesScreen.tsx'), (m) => <m.AgenciesScreen view="active" />) },
                { path: 'agencies/archived', ...screen(() => import('./admin/agencies/AgenciesScreen.tsx'), (m) => <m.AgenciesScreen view="archived" />) },
                { path: 'agencies/free_register', ...screen(() => import('./admin/agencies/AgenciesScreen.tsx'), (m) => <m.AgenciesScreen view="free_register" />) },
                { path: 'agencies/create', ...screen(() => import('./admin/agencies/AgencyEditScreen.tsx'), (m) => <m.AgencyCreateScreen />) },
                { path: 'agencies/:id/edit', ...screen(() => import('./admin/agencies/AgencyEditScreen.tsx'), (m) => <m.AgencyEditScreen />) },
                { path: 'profile', ...screen(() => import('./ProfilePage.tsx'), (m) => <m.ProfilePage />) },
                { path: 'whitelabels', ...screen(() => import('./admin/whitelabels/WhitelabelsScreen.tsx'), (m) => <m.WhitelabelsScreen />) },
                { path: 'whitelabels/create', ...screen(() => import('./admin/whitelabels/WhitelabelEditScreen.tsx'), (m) => <m.WhitelabelCreateScreen />) },
                { path: 'whitelabels/:id/edit', ...screen(() => import('./admin/whitelabels/WhitelabelEditScreen.tsx'), (m) => <m.WhitelabelEditScreen />) },
                { path: 'widgets', ...screen(() => import('./admin/widgets/WidgetsScreen.tsx'), (m) => <m.WidgetsScreen />) },
                ...libraryRoutes('page-templates', 'pageTemplateId', () => import('./admin/page-templates/page-templates-library.ts').then((m) => m.PAGE_TEMPLATES_LIBRARY)),
                { path: 'page-templates/categories', ...screen(() => import('./admin/categories/TemplateCategoriesScreen.tsx'), (m) => <m.TemplateCategoriesScreen kind="page" />) },
                ...libraryRoutes('blocks', 'blockId', () => import('./admin/blocks/blocks-library.ts').then((m) => m.BLOCKS_LIBRARY)),
                ...libraryRoutes('templates', 'templateId', () => import('./admin/templates/templates-library.ts').then((m) => m.TEMPLATES_LIBRARY)),
                { path: 'templates/categories', ...screen(() => import('./admin/categories/TemplateCategoriesScreen.tsx'), (m) => <m.TemplateCategoriesScreen kind="site" />) },
                { path: 'templates/:templateId/pages', ...screen(() => import('./admin/templates/TemplatePagesScreen.tsx'), (m) => <m.TemplatePagesScreen />) },
                { path: 'templates/:templateId/settings', ...screen(() => import('./admin/templates/TemplateSiteSettingsScreen.tsx'), (m) => <m.TemplateSiteSettingsScreen />) },
                { path: 'payment', element: <Navigate to="plans" replace /> },
                { path: 'payment/plans', ...screen(() => import('./admin/payment/PlansScreen.tsx'), (m) => <m.PlansScreen />) },
                { path: 'payment/plans/create', ...screen(() => import('./admin/payment/PlanEditScreen.tsx'), (m) => <m.PlanCreateScreen />) },
                { path: 'payment/plans/:id/edit', ...screen(() => import('./admin/payment/PlanEditScreen.tsx'), (m) => <m.PlanEditScreen />) },
                { path: 'payment/prices', ...screen(() => import('./admin/payment/PricesScreen.tsx'), (m) => <m.PricesScreen />) },
                { path: 'payment/prices/create', ...screen(() => import('./admin/payment/PriceEditScreen.tsx'), (m) => <m.PriceCreateScreen />) },
                { path: 'payment/prices/:id/edit', ...screen(() => import('./admin/payment/PriceEditScreen.tsx'), (m) => <m.PriceEditScreen />) },
                ...libraryRoutes('payment/order-pages', 'orderPageId', () => import('./admin/order-pages/order-pages-library.ts').then((m) => m.ORDER_PAGES_LIBRARY)),
                ...appScreenRoutes(apps, 'admin'),
                ...appScreenRoutes(apps, 'template'),
              ],
            },
            ...appScreenRoutes(apps, 'admin', { fullScreen: true }),
            ...appScreenRoutes(apps, 'template', { fullScreen: true }),
            {
              path: 'page-templates/:pageTemplateId/sandbox_design',
              ...screen(() => import('../designer/admin/PageTemplateDesignerRoute.tsx'), (m) => <m.PageTemplateDesignerRoute />),
            },
            {
              path: 'templates/:templateId/pages/:pageId/design',
              ...screen(() => import('../designer/admin/TemplatePageDesignerRoute.tsx'), (m) => <m.TemplatePageDesignerRoute />),
            },
            {
              path: 'payment/order-pages/:orderPageId/design',
              ...screen(() => import('../designer/admin/OrderPageDesignerRoute.tsx'), (m) => <m.OrderPageDesignerRoute />),
            },
            { path: 'payment/order-pages/:orderPageId/preview', element: <PreviewRedirect ids={['orderPageId']} tokenPath={(id) => previewTokenPaths.orderPage(id!)} /> },
            {
              path: 'blocks/:blockId/sandbox_design',
              ...screen(() => import('../designer/admin/AdminBlockDesignerRoute.tsx'), (m) => <m.AdminBlockDesignerRoute />),
            },
          ],
        },
        // A share link is for whoever holds it, signed in or not (spec §2 share routes).
        { path: 'agency/pages/:uniqueId', ...screen(() => import('./public/SharedPageScreen.tsx'), (m) => <m.SharedPageScreen />) },
        ...openAppScreenRoutes(apps),
        {
          path: 'agency',
          element: <RequireAuth roles={AGENCY_ROLES} />,
          children: [
            {
              ...mainLayout,
              children: [
                { index: true, element: <Navigate to="websites" replace /> },
                { path: 'websites', ...screen(() => import('./agency/websites/WebsitesScreen.tsx'), (m) => <m.WebsitesScreen />) },
                { path: 'websites/:uniqueId', ...screen(() => import('./agency/websites/SharedWebsiteScreen.tsx'), (m) => <m.SharedWebsiteScreen />) },
                { path: 'websites/:id/edit', ...screen(() => import('./agency/websites/EditWebsiteScreen.tsx'), (m) => <m.EditWebsiteScreen />) },
                { path: 'websites/:id/pages', ...screen(() => import('./agency/websites/pages/PagesScreen.tsx'), (m) => <m.PagesScreen />) },
                { path: 'websites/:id/settings', ...screen(() => import('./agency/websites/settings/WebsiteSettingsScreen.tsx'), (m) => <m.WebsiteSettingsScreen />) },
                { path: 'websites/:id/forms', ...screen(() => import('./agency/websites/forms/FormsScreen.tsx'), (m) => <m.FormsScreen />) },
                { path: 'websites/:id/files', ...screen(() => import('./agency/websites/files/FilesScreen.tsx'), (m) => <m.FilesScreen />) },
                { path: 'websites/:id/backups', ...screen(() => import('./agency/websites/backups/BackupsScreen.tsx'), (m) => <m.BackupsScreen />) },
                { path: 'websites/:id/contacts', ...screen(() => import('./agency/websites/contacts/ContactsScreen.tsx'), (m) => <m.ContactsScreen />) },
                { path: 'websites/:id/stats', ...screen(() => import('./agency/websites/stats/StatsScreen.tsx'), (m) => <m.StatsScreen />) },
                { path: 'websites/:id/redirects', ...screen(() => import('./agency/websites/redirects/RedirectsScreen.tsx'), (m) => <m.RedirectsScreen />) },
                { path: 'websites/:id/redirect/create', ...screen(() => import('./agency/websites/redirects/RedirectEditorScreen.tsx'), (m) => <m.RedirectEditorScreen origin="redirects" />) },
                { path: 'websites/:id/redirect/:redirectId/edit', ...screen(() => import('./agency/websites/redirects/RedirectEditorScreen.tsx'), (m) => <m.RedirectEditorScreen origin="redirects" />) },
                { path: 'websites/:id/settings/redirect/create', ...screen(() => import('./agency/websites/redirects/RedirectEditorScreen.tsx'), (m) => <m.RedirectEditorScreen origin="settings" />) },
                { path: 'websites/:id/settings/redirect/:redirectId/edit', ...screen(() => import('./agency/websites/redirects/RedirectEditorScreen.tsx'), (m) => <m.RedirectEditorScreen origin="settings" />) },
                { path: 'websites/:id/keywords', ...screen(() => import('./agency/websites/keywords/KeywordsScreen.tsx'), (m) => <m.KeywordsScreen />) },
                { path: 'websites/:id/webhooks', ...screen(() => import('./agency/websites/webhooks/WebhooksScreen.tsx'), (m) => <m.WebhooksScreen />) },
                { path: 'websites/:id/integrations', ...screen(() => import('./agency/websites/integrations/IntegrationsScreen.tsx'), (m) => <m.IntegrationsScreen />) },
                { path: 'websites/:id/integration/create', ...screen(() => import('./agency/websites/integrations/IntegrationEditorScreen.tsx'), (m) => <m.IntegrationEditorScreen />) },
                { path: 'websites/:id/integration/:integrationId/edit', ...screen(() => import('./agency/websites/integrations/IntegrationEditorScreen.tsx'), (m) => <m.IntegrationEditorScreen />) },
                { path: 'websites/:id/gateways', ...screen(() => import('./agency/websites/shop/GatewaysScreen.tsx'), (m) => <m.GatewaysScreen />) },
                { path: 'websites/:id/gateway/create', ...screen(() => import('./agency/websites/shop/GatewaysScreen.tsx'), (m) => <m.ConnectGatewayScreen />) },
                { path: 'websites/:id/products', ...screen(() => import('./agency/websites/shop/ProductsScreen.tsx'), (m) => <m.ProductsScreen />) },
                { path: 'websites/:id/coupons', ...screen(() => import('./agency/websites/shop/CouponsScreen.tsx'), (m) => <m.CouponsScreen />) },
                { path: 'websites/:id/subscriptions', ...screen(() => import('./agency/websites/shop/SalesScreens.tsx'), (m) => <m.SubscriptionsScreen />) },
                { path: 'websites/:id/invoices', ...screen(() => import('./agency/websites/shop/SalesScreens.tsx'), (m) => <m.InvoicesScreen />) },
                { path: 'websites/:id/form/create', ...screen(() => import('./agency/websites/forms/FormEditorScreen.tsx'), (m) => <m.FormEditorScreen />) },
                { path: 'websites/:id/form/:formId/edit', ...screen(() => import('./agency/websites/forms/FormEditorScreen.tsx'), (m) => <m.FormEditorScreen />) },
                { path: 'websites/:id/menus', ...screen(() => import('./agency/websites/menus/MenusScreen.tsx'), (m) => <m.MenusScreen />) },
                { path: 'websites/:id/menu/create', ...screen(() => import('./agency/websites/menus/MenuEditorScreen.tsx'), (m) => <m.MenuEditorScreen />) },
                { path: 'websites/:id/menu/:menuId/edit', ...screen(() => import('./agency/websites/menus/MenuEditorScreen.tsx'), (m) => <m.MenuEditorScreen />) },
                { path: 'websites/:id/cards', ...screen(() => import('./agency/websites/cards/CardsScreen.tsx'), (m) => <m.CardsScreen />) },
                { path: 'card/transfers', ...screen(() => import('./agency/websites/cards/CardTransfersScreen.tsx'), (m) => <m.CardTransfersScreen />) },
                ...appScreenRoutes(apps, 'website'),
                { path: 'profile', ...screen(() => import('./ProfilePage.tsx'), (m) => <m.ProfilePage />) },
                {
                  // Only the agency owner: sub-users reach a whitelist of screens (spec §6) that leaves these out.
                  element: <RequireAuth roles={['Agency']} />,
                  children: [
                    { path: 'subscription', ...screen(() => import('./SubscriptionPage.tsx'), (m) => <m.SubscriptionPage />) },
                    { path: 'payment-methods', ...screen(() => import('./agency/billing/PaymentMethodsScreen.tsx'), (m) => <m.PaymentMethodsScreen />) },
                    { path: 'payment-methods/create', ...screen(() => import('./agency/billing/PaymentMethodsScreen.tsx'), (m) => <m.PaymentMethodsScreen adding />) },
                    { path: 'premium-apps', ...screen(() => import('./agency/billing/PremiumAppsScreen.tsx'), (m) => <m.PremiumAppsScreen />) },
                    { path: 'reseller-subscriptions', ...screen(() => import('./agency/billing/ResellerSubscriptionsScreen.tsx'), (m) => <m.ResellerSubscriptionsScreen />) },
                    { path: 'users', ...screen(() => import('./users/UsersPage.tsx'), (m) => <m.UsersPage />) },
                    { path: 'users/:userId', ...screen(() => import('./users/UserDetailPage.tsx'), (m) => <m.UserDetailPage />) },
                    ...appScreenRoutes(apps, 'agency'),
                  ],
                },
              ],
            },
            {
              path: 'websites/:id/pages/:pageId/design',
              loader: readDesignEarly,
              // Read again only for another page: an early read nobody takes is a wasted 200 KB.
              shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id || currentParams.pageId !== nextParams.pageId,
              ...screen(() => import('../designer/DesignerRoute.tsx'), (m) => <m.DesignerRoute />),
            },
            ...cardBuilderRoutes('agency', true),
            ...appScreenRoutes(apps, 'website', { fullScreen: true }),
            { element: <RequireAuth roles={['Agency']} />, children: appScreenRoutes(apps, 'agency', { fullScreen: true }) },
            {
              path: 'websites/:id/pages/:pageId/sandbox_design',
              ...screen(() => import('../designer/sandbox/SandboxDesignerRoute.tsx'), (m) => <m.SandboxDesignerRoute />),
            },
          ],
        },
        ...previewRoutes(apps),
        ...appScreenRoutes(apps, 'public'),
        { path: 'order', ...screen(() => import('./public/OrderChoiceScreen.tsx'), (m) => <m.OrderChoiceScreen />) },
        { path: 'order/:id', ...screen(() => import('./order/OrderSignupScreen.tsx'), (m) => <m.OrderSignupScreen />) },
        {
          path: 'user',
          element: <RequireAuth roles={['CardUser']} />,
          children: [
            {
              ...mainLayout,
              children: [
                { index: true, element: <Navigate to="cards" replace /> },
                { path: 'cards', ...screen(() => import('./agency/websites/cards/UserCardsScreen.tsx'), (m) => <m.UserCardsScreen />) },
                { path: 'profile', ...screen(() => import('./ProfilePage.tsx'), (m) => <m.ProfilePage />) },
              ],
            },
            // A card user changes the cards they hold; creating one is the agency's (the server refuses it to them).
            ...cardBuilderRoutes('user', false),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const appRoutes = routesFor(installedApps);

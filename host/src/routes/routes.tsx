import { CouponsScreen } from './agency/websites/shop/CouponsScreen.tsx';
import { ConnectGatewayScreen, GatewaysScreen } from './agency/websites/shop/GatewaysScreen.tsx';
import { ProductsScreen } from './agency/websites/shop/ProductsScreen.tsx';
import { InvoicesScreen, SubscriptionsScreen } from './agency/websites/shop/SalesScreens.tsx';
import { AGENCY_ROLES } from '@tessera/core';
import { apps as installedApps } from '@tessera/plugins';
import type { AppDefinition } from '@tessera/sdk';
import { appScreenRoutes, openAppScreenRoutes } from '../apps/app-screen-routes.tsx';
import { WhitelabelCreateScreen, WhitelabelEditScreen } from './admin/whitelabels/WhitelabelEditScreen.tsx';
import { WhitelabelsScreen } from './admin/whitelabels/WhitelabelsScreen.tsx';
import { WidgetsScreen } from './admin/widgets/WidgetsScreen.tsx';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly } from '../auth/GuestOnly.tsx';
import { LoginLinkGate } from '../auth/LoginLinkGate.tsx';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { AuthLayout } from '../ui/AuthLayout.tsx';
import { TemplateSiteSettingsScreen } from './admin/templates/TemplateSiteSettingsScreen.tsx';
import { TemplateCategoriesScreen } from './admin/categories/TemplateCategoriesScreen.tsx';
import { MainLayout } from '../ui/MainLayout.tsx';
import { BackupsScreen } from './agency/websites/backups/BackupsScreen.tsx';
import { ContactsScreen } from './agency/websites/contacts/ContactsScreen.tsx';
import { EditWebsiteScreen } from './agency/websites/EditWebsiteScreen.tsx';
import { FilesScreen } from './agency/websites/files/FilesScreen.tsx';
import { FormEditorScreen } from './agency/websites/forms/FormEditorScreen.tsx';
import { FormsScreen } from './agency/websites/forms/FormsScreen.tsx';
import { KeywordsScreen } from './agency/websites/keywords/KeywordsScreen.tsx';
import { MenuEditorScreen } from './agency/websites/menus/MenuEditorScreen.tsx';
import { MenusScreen } from './agency/websites/menus/MenusScreen.tsx';
import { PagesScreen } from './agency/websites/pages/PagesScreen.tsx';
import { RedirectEditorScreen } from './agency/websites/redirects/RedirectEditorScreen.tsx';
import { RedirectsScreen } from './agency/websites/redirects/RedirectsScreen.tsx';
import { SharedWebsiteScreen } from './agency/websites/SharedWebsiteScreen.tsx';
import { StatsScreen } from './agency/websites/stats/StatsScreen.tsx';
import { WebhooksScreen } from './agency/websites/webhooks/WebhooksScreen.tsx';
import { IntegrationEditorScreen } from './agency/websites/integrations/IntegrationEditorScreen.tsx';
import { IntegrationsScreen } from './agency/websites/integrations/IntegrationsScreen.tsx';
import { WebsiteSettingsScreen } from './agency/websites/settings/WebsiteSettingsScreen.tsx';
import { WebsitesScreen } from './agency/websites/WebsitesScreen.tsx';
import { AgenciesScreen } from './admin/agencies/AgenciesScreen.tsx';
import { AgencyCreateScreen, AgencyEditScreen } from './admin/agencies/AgencyEditScreen.tsx';
import { BLOCKS_LIBRARY } from './admin/blocks/blocks-library.ts';
import { AdminLibraryItemScreen } from './admin/library/AdminLibraryItemScreen.tsx';
import { AdminLibraryScreen } from './admin/library/AdminLibraryScreen.tsx';
import { PAGE_TEMPLATES_LIBRARY } from './admin/page-templates/page-templates-library.ts';
import { TemplatePagesScreen } from './admin/templates/TemplatePagesScreen.tsx';
import { TEMPLATES_LIBRARY } from './admin/templates/templates-library.ts';
import { PlanCreateScreen, PlanEditScreen } from './admin/payment/PlanEditScreen.tsx';
import { PlansScreen } from './admin/payment/PlansScreen.tsx';
import { PriceCreateScreen, PriceEditScreen } from './admin/payment/PriceEditScreen.tsx';
import { PricesScreen } from './admin/payment/PricesScreen.tsx';
import { PaymentMethodsScreen } from './agency/billing/PaymentMethodsScreen.tsx';
import { ORDER_PAGES_LIBRARY } from './admin/order-pages/order-pages-library.ts';
import { OrderSignupScreen } from './order/OrderSignupScreen.tsx';
import { HomeScreen } from './public/HomeScreen.tsx';
import { OrderChoiceScreen } from './public/OrderChoiceScreen.tsx';
import { RegisterPage } from './public/RegisterPage.tsx';
import { SharedPageScreen } from './public/SharedPageScreen.tsx';
import { PreviewRedirect } from './previews/PreviewRedirect.tsx';
import { previewTokenPaths } from '../api/previews-api.ts';
import { PremiumAppsScreen } from './agency/billing/PremiumAppsScreen.tsx';
import { ResellerSubscriptionsScreen } from './agency/billing/ResellerSubscriptionsScreen.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { previewRoutes } from './previews/preview-routes.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';
import { CardsScreen } from './agency/websites/cards/CardsScreen.tsx';
import { CardTransfersScreen } from './agency/websites/cards/CardTransfersScreen.tsx';
import type { CardArea } from './agency/websites/cards/CardBuilderScreen.tsx';
import { UserCardsScreen } from './agency/websites/cards/UserCardsScreen.tsx';
import { UserDetailPage } from './users/UserDetailPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';

/**
 * The route table with the installed apps' screens; the designer is loaded on first visit so
 * the dashboards never carry it.
 */
/** The card builder and preview, full screen (spec §2 designer layout), loaded with the card designs when first opened. */
function cardBuilderRoutes(area: CardArea, creating: boolean): RouteObject[] {
  const builder = async () => {
    const { CardBuilderScreen } = await import('./agency/websites/cards/CardBuilderScreen.tsx');
    return { element: <CardBuilderScreen area={area} /> };
  };
  return [
    ...(creating ? [{ path: 'websites/:id/card/create', lazy: builder }] : []),
    { path: 'websites/:id/card/:cardId', lazy: builder },
    {
      path: 'websites/:id/card/:cardId/preview',
      lazy: async () => {
        const { CardPreviewScreen } = await import('./agency/websites/cards/CardPreviewScreen.tsx');
        return { element: <CardPreviewScreen area={area} /> };
      },
    },
  ];
}

export function routesFor(apps: readonly AppDefinition[]): RouteObject[] {
  return [
    {
      element: <RootRoute />,
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
              element: <MainLayout />,
              children: [
                { index: true, element: <Navigate to="agencies" replace /> },
                { path: 'agencies', element: <AgenciesScreen view="active" /> },
                { path: 'agencies/archived', element: <AgenciesScreen view="archived" /> },
                { path: 'agencies/free_register', element: <AgenciesScreen view="free_register" /> },
                { path: 'agencies/create', element: <AgencyCreateScreen /> },
                { path: 'agencies/:id/edit', element: <AgencyEditScreen /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'whitelabels', element: <WhitelabelsScreen /> },
                { path: 'whitelabels/create', element: <WhitelabelCreateScreen /> },
                { path: 'whitelabels/:id/edit', element: <WhitelabelEditScreen /> },
                { path: 'widgets', element: <WidgetsScreen /> },
                { path: 'page-templates', element: <AdminLibraryScreen library={PAGE_TEMPLATES_LIBRARY} /> },
                { path: 'page-templates/categories', element: <TemplateCategoriesScreen kind="page" /> },
                { path: 'page-templates/create', element: <AdminLibraryItemScreen key="new" library={PAGE_TEMPLATES_LIBRARY} idParam="pageTemplateId" /> },
                { path: 'page-templates/:pageTemplateId/edit', element: <AdminLibraryItemScreen library={PAGE_TEMPLATES_LIBRARY} idParam="pageTemplateId" /> },
                { path: 'blocks', element: <AdminLibraryScreen library={BLOCKS_LIBRARY} /> },
                { path: 'blocks/create', element: <AdminLibraryItemScreen key="new" library={BLOCKS_LIBRARY} idParam="blockId" /> },
                { path: 'blocks/:blockId/edit', element: <AdminLibraryItemScreen library={BLOCKS_LIBRARY} idParam="blockId" /> },
                { path: 'templates', element: <AdminLibraryScreen library={TEMPLATES_LIBRARY} /> },
                { path: 'templates/categories', element: <TemplateCategoriesScreen kind="site" /> },
                { path: 'templates/create', element: <AdminLibraryItemScreen key="new" library={TEMPLATES_LIBRARY} idParam="templateId" /> },
                { path: 'templates/:templateId/edit', element: <AdminLibraryItemScreen library={TEMPLATES_LIBRARY} idParam="templateId" /> },
                { path: 'templates/:templateId/pages', element: <TemplatePagesScreen /> },
                { path: 'templates/:templateId/settings', element: <TemplateSiteSettingsScreen /> },
                { path: 'payment', element: <Navigate to="plans" replace /> },
                { path: 'payment/plans', element: <PlansScreen /> },
                { path: 'payment/plans/create', element: <PlanCreateScreen /> },
                { path: 'payment/plans/:id/edit', element: <PlanEditScreen /> },
                { path: 'payment/prices', element: <PricesScreen /> },
                { path: 'payment/prices/create', element: <PriceCreateScreen /> },
                { path: 'payment/prices/:id/edit', element: <PriceEditScreen /> },
                { path: 'payment/order-pages', element: <AdminLibraryScreen library={ORDER_PAGES_LIBRARY} /> },
                { path: 'payment/order-pages/create', element: <AdminLibraryItemScreen key="new" library={ORDER_PAGES_LIBRARY} idParam="orderPageId" /> },
                { path: 'payment/order-pages/:orderPageId/edit', element: <AdminLibraryItemScreen library={ORDER_PAGES_LIBRARY} idParam="orderPageId" /> },
                ...appScreenRoutes(apps, 'admin'),
                ...appScreenRoutes(apps, 'template'),
              ],
            },
            ...appScreenRoutes(apps, 'admin', { fullScreen: true }),
            ...appScreenRoutes(apps, 'template', { fullScreen: true }),
            {
              path: 'page-templates/:pageTemplateId/sandbox_design',
              lazy: async () => ({ Component: (await import('../designer/admin/PageTemplateDesignerRoute.tsx')).PageTemplateDesignerRoute }),
            },
            {
              path: 'templates/:templateId/pages/:pageId/design',
              lazy: async () => ({ Component: (await import('../designer/admin/TemplatePageDesignerRoute.tsx')).TemplatePageDesignerRoute }),
            },
            {
              path: 'payment/order-pages/:orderPageId/design',
              lazy: async () => ({ Component: (await import('../designer/admin/OrderPageDesignerRoute.tsx')).OrderPageDesignerRoute }),
            },
            { path: 'payment/order-pages/:orderPageId/preview', element: <PreviewRedirect ids={['orderPageId']} tokenPath={(id) => previewTokenPaths.orderPage(id!)} /> },
            {
              path: 'blocks/:blockId/sandbox_design',
              lazy: async () => ({ Component: (await import('../designer/admin/AdminBlockDesignerRoute.tsx')).AdminBlockDesignerRoute }),
            },
          ],
        },
        // A share link is for whoever holds it, signed in or not (spec §2 share routes).
        { path: 'agency/pages/:uniqueId', element: <SharedPageScreen /> },
        ...openAppScreenRoutes(apps),
        {
          path: 'agency',
          element: <RequireAuth roles={AGENCY_ROLES} />,
          children: [
            {
              element: <MainLayout />,
              children: [
                { index: true, element: <Navigate to="websites" replace /> },
                { path: 'websites', element: <WebsitesScreen /> },
                { path: 'websites/:uniqueId', element: <SharedWebsiteScreen /> },
                { path: 'websites/:id/edit', element: <EditWebsiteScreen /> },
                { path: 'websites/:id/pages', element: <PagesScreen /> },
                { path: 'websites/:id/settings', element: <WebsiteSettingsScreen /> },
                { path: 'websites/:id/forms', element: <FormsScreen /> },
                { path: 'websites/:id/files', element: <FilesScreen /> },
                { path: 'websites/:id/backups', element: <BackupsScreen /> },
                { path: 'websites/:id/contacts', element: <ContactsScreen /> },
                { path: 'websites/:id/stats', element: <StatsScreen /> },
                { path: 'websites/:id/redirects', element: <RedirectsScreen /> },
                { path: 'websites/:id/redirect/create', element: <RedirectEditorScreen origin="redirects" /> },
                { path: 'websites/:id/redirect/:redirectId/edit', element: <RedirectEditorScreen origin="redirects" /> },
                { path: 'websites/:id/settings/redirect/create', element: <RedirectEditorScreen origin="settings" /> },
                { path: 'websites/:id/settings/redirect/:redirectId/edit', element: <RedirectEditorScreen origin="settings" /> },
                { path: 'websites/:id/keywords', element: <KeywordsScreen /> },
                { path: 'websites/:id/webhooks', element: <WebhooksScreen /> },
                { path: 'websites/:id/integrations', element: <IntegrationsScreen /> },
                { path: 'websites/:id/integration/create', element: <IntegrationEditorScreen /> },
                { path: 'websites/:id/integration/:integrationId/edit', element: <IntegrationEditorScreen /> },
                { path: 'websites/:id/gateways', element: <GatewaysScreen /> },
                { path: 'websites/:id/gateway/create', element: <ConnectGatewayScreen /> },
                { path: 'websites/:id/products', element: <ProductsScreen /> },
                { path: 'websites/:id/coupons', element: <CouponsScreen /> },
                { path: 'websites/:id/subscriptions', element: <SubscriptionsScreen /> },
                { path: 'websites/:id/invoices', element: <InvoicesScreen /> },
                { path: 'websites/:id/form/create', element: <FormEditorScreen /> },
                { path: 'websites/:id/form/:formId/edit', element: <FormEditorScreen /> },
                { path: 'websites/:id/menus', element: <MenusScreen /> },
                { path: 'websites/:id/menu/create', element: <MenuEditorScreen /> },
                { path: 'websites/:id/menu/:menuId/edit', element: <MenuEditorScreen /> },
                { path: 'websites/:id/cards', element: <CardsScreen /> },
                { path: 'card/transfers', element: <CardTransfersScreen /> },
                ...appScreenRoutes(apps, 'website'),
                { path: 'profile', element: <ProfilePage /> },
                {
                  // Only the agency owner: sub-users reach a whitelist of screens (spec §6) that leaves these out.
                  element: <RequireAuth roles={['Agency']} />,
                  children: [
                    { path: 'subscription', element: <SubscriptionPage /> },
                    { path: 'payment-methods', element: <PaymentMethodsScreen /> },
                    { path: 'payment-methods/create', element: <PaymentMethodsScreen adding /> },
                    { path: 'premium-apps', element: <PremiumAppsScreen /> },
                    { path: 'reseller-subscriptions', element: <ResellerSubscriptionsScreen /> },
                    { path: 'users', element: <UsersPage /> },
                    { path: 'users/:userId', element: <UserDetailPage /> },
                    ...appScreenRoutes(apps, 'agency'),
                  ],
                },
              ],
            },
            {
              path: 'websites/:id/pages/:pageId/design',
              lazy: async () => ({ Component: (await import('../designer/DesignerRoute.tsx')).DesignerRoute }),
            },
            ...cardBuilderRoutes('agency', true),
            ...appScreenRoutes(apps, 'website', { fullScreen: true }),
            { element: <RequireAuth roles={['Agency']} />, children: appScreenRoutes(apps, 'agency', { fullScreen: true }) },
            {
              path: 'websites/:id/pages/:pageId/sandbox_design',
              lazy: async () => ({ Component: (await import('../designer/sandbox/SandboxDesignerRoute.tsx')).SandboxDesignerRoute }),
            },
          ],
        },
        ...previewRoutes(apps),
        ...appScreenRoutes(apps, 'public'),
        { path: 'order', element: <OrderChoiceScreen /> },
        { path: 'order/:id', element: <OrderSignupScreen /> },
        {
          path: 'user',
          element: <RequireAuth roles={['CardUser']} />,
          children: [
            {
              element: <MainLayout />,
              children: [
                { index: true, element: <Navigate to="cards" replace /> },
                { path: 'cards', element: <UserCardsScreen /> },
                { path: 'profile', element: <ProfilePage /> },
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

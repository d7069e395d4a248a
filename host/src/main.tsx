import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { startBootRequests } from './api/boot-requests.ts';
import { createQueryClient } from './api/query-client.ts';
import { installResponseToasts } from './api/response-feedback.ts';
import { App } from './App.tsx';
import { installRealtime } from './realtime/install-realtime.ts';
import { appRoutes } from './routes/routes.tsx';
import './styles/base.css';
import './styles/controls.css';
import './styles/auth.css';
import './styles/main-layout.css';
import './styles/dashboard.css';
import './styles/contacts.css';
import './styles/cards.css';
import './styles/public.css';

installResponseToasts();
const queryClient = createQueryClient();
startBootRequests(queryClient);
installRealtime(queryClient);

function renderApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={createBrowserRouter(appRoutes)} />
    </StrictMode>,
  );
}

// The early script's import of the designer may run this module before the page is parsed, unlike the page's own script tag.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderApp, { once: true });
else renderApp();

// First: it sends the first screen's reads before the rest of the app's script has run.
import './early-requests.ts';
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from './api/response-feedback.ts';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="bottom-right" richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}

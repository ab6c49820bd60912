import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { queryClient } from './lib/query-client';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
      {/* SPEC §9 toast defaults: top-center, 4000 ms (2000 ms for success), loading never expires. */}
      <Toaster
        position="top-center"
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          loading: { duration: Number.POSITIVE_INFINITY },
        }}
      />
    </QueryClientProvider>
  </StrictMode>,
);

// First: before any module that could bring zod in.
import './lib/zod-csp';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { ToastHost } from './components/ui/toast-host';
import { queryClient } from './lib/query-client';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);

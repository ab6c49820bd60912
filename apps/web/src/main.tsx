// First: before any module that could bring zod in.
import './lib/zod-csp';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { ToastHost } from './components/ui/toast-host';
import { activateLocale, i18n, storedLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './index.css';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DialogHost />
          <ToastHost />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );

// English renders at once; Bangla waits for its catalog (the router's data loads meanwhile), so a
// Bangla reader never sees the page flash in English first.
if (storedLocale() === 'bn') activateLocale('bn', { persist: false }).then(render, render);
else render();

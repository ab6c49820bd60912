import { Trans } from '@lingui/react/macro';
import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredBackToTop } from '../../components/ui/deferred-back-to-top';
import { scrollKey } from '../../lib/scroll-key';
import { DeferredFooter } from './deferred-footer';
import { Navbar } from './navbar';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <DeferredFooter />
      <DeferredBackToTop />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

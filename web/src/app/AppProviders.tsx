import type { ReactNode } from 'react';
import { PageDataProvider, type PageData } from '../lib/page-data';
import { SessionProvider } from '../lib/session';

/** What wraps the routes in the browser and on the server alike, so both render the same tree. */
export function AppProviders({ pageData, children }: { pageData: PageData | undefined; children: ReactNode }) {
  return (
    <PageDataProvider value={pageData}>
      <SessionProvider>{children}</SessionProvider>
    </PageDataProvider>
  );
}

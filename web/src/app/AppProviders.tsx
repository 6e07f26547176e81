import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { AccountLanguageSync } from '../lib/account-language';
import { LanguageProvider } from '../lib/language';
import { PageDataProvider, type PageData } from '../lib/page-data';
import { SessionProvider } from '../lib/session';

/** What wraps the routes in the browser and on the server alike, so both render the same tree. */
export function AppProviders({ pageData, i18n, children }: { pageData: PageData | undefined; i18n: I18n; children: ReactNode }) {
  return (
    <PageDataProvider value={pageData}>
      <LanguageProvider i18n={i18n}>
        <SessionProvider>
          <AccountLanguageSync />
          {children}
        </SessionProvider>
      </LanguageProvider>
    </PageDataProvider>
  );
}

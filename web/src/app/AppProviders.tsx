import type { I18n } from '@lingui/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { LanguageProvider } from '../lib/language';
import { PageDataProvider, type PageData } from '../lib/page-data';
import { SessionProvider, useSession } from '../lib/session';

// Needed only once someone is signed in: kept out of a visitor's first page load.
const AccountLanguageSync = lazy(() =>
  import('../lib/account-language').then((module) => ({ default: module.AccountLanguageSync })),
);

/** The signed-in account's language, kept in step with the screen's (lib/account-language.tsx). */
function AccountLanguage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AccountLanguageSync />
    </Suspense>
  );
}

/** What wraps the routes in the browser and on the server alike, so both render the same tree. */
export function AppProviders({
  pageData,
  i18n,
  children,
}: {
  pageData: PageData | undefined;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <PageDataProvider value={pageData}>
      <LanguageProvider i18n={i18n}>
        <SessionProvider>
          <AccountLanguage />
          {children}
        </SessionProvider>
      </LanguageProvider>
    </PageDataProvider>
  );
}

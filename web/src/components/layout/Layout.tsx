import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageLoadError } from '../PageLoadError';
import { Spinner } from '../Spinner';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { MainNav } from './MainNav';
import { useT } from '../../lib/i18n';

export function Layout() {
  const { pathname } = useLocation();
  const t = useT();

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header">
        <ContactBar />
        <MainNav />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {/* A page that failed stays failed only until the visitor goes somewhere else. */}
        <ErrorBoundary fallback={<PageLoadError />} resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}

import type { I18n } from '@lingui/core';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from '../lib/page-data';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export function App({ pageData, i18n }: { pageData?: PageData; i18n: I18n }) {
  return (
    <AppProviders pageData={pageData} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

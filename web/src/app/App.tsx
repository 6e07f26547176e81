import { BrowserRouter } from 'react-router-dom';
import type { PageData } from '../lib/page-data';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export function App({ pageData }: { pageData?: PageData }) {
  return (
    <AppProviders pageData={pageData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

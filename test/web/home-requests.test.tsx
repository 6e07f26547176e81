import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../web/src/app/routes/HomePage';
import { Layout } from '../../web/src/components/layout/Layout';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

describe('requests of the home page', () => {
  it('asks for /api/courses once, for both the nav and the course grid', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/courses'
        ? jsonResponse({ success: true, courses: [fakeCourse()] })
        : jsonResponse({ success: true, ads: [] }),
    );
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/']}>
          <LoginDialogProvider Dialog={LoginDialog}>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<HomePage />} />
              </Route>
            </Routes>
          </LoginDialogProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    // The grid's card link and the nav's dropdown entry both show the course.
    expect(await screen.findByRole('heading', { name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /GPSC Class 1-2/, hidden: true }).length).toBeGreaterThanOrEqual(1);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/courses')).toHaveLength(1);
  });
});

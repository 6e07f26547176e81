import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/types';
import { RequireRole } from '../../web/src/components/RequireRole';
import { SessionProvider } from '../../web/src/lib/session';
import { profileResponder, stubFetch, stubPendingFetch } from './helpers';

function renderAt(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route element={<RequireRole requireAdmin />}>
            <Route path="/admin" element={<h1>Admin area</h1>} />
          </Route>
          <Route element={<RequireRole requireStudent />}>
            <Route path="/dashboard" element={<h1>Student area</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

function signInAs(role: Role | null) {
  stubFetch(profileResponder(role));
}

describe('RequireRole', () => {
  it('sends a student away from an admin route to /', async () => {
    signInAs('student');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('sends an admin away from a student route to /', async () => {
    signInAs('admin');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('sends a guest to /', () => {
    signInAs(null);
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    signInAs('admin');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('lets a student in', async () => {
    signInAs('student');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Student area' })).toBeInTheDocument();
  });

  it('shows a spinner while the session resolves', () => {
    localStorage.setItem('token', 'abc');
    stubPendingFetch();
    renderAt('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

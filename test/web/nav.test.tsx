import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../shared/types';
import { Layout } from '../../web/src/components/layout/Layout';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';

const courses = [fakeCourse(), fakeCourse({ _id: 'c2', title: 'UPSC Prelims + Mains', category: 'upsc' })];

function renderLayout(
  role: Role | null,
  coursesResponse = () => jsonResponse({ success: true, courses }),
  pendingItems: unknown[] = [],
) {
  const profile = profileResponder(role);
  const fetchMock = stubFetch((url) =>
    url === '/api/courses'
      ? coursesResponse()
      : url === '/api/upi-payments/pending'
        ? jsonResponse({ success: true, items: pendingItems })
        : profile(url),
  );
  render(
    <SessionProvider>
      <MemoryRouter>
        <LoginDialogProvider Dialog={LoginDialog}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<p>Page content</p>} />
            </Route>
          </Routes>
        </LoginDialogProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation', () => {
  it('shows the contact bar, banner and public links', async () => {
    renderLayout(null);
    // The dropdown's hidden links appear once /api/courses has answered.
    await screen.findByRole('link', { name: 'GPSC Class 1-2', hidden: true });
    expect(screen.getByRole('link', { name: 'info@gyanpathacademy.in' })).toHaveAttribute(
      'href',
      'mailto:info@gyanpathacademy.in',
    );
    expect(screen.getByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
    expect(screen.getByText('Ahmedabad')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gyanpath Academy logo' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Test Series' })).toHaveAttribute('href', '/testSeries');
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacyPolicy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/termsAndCondition');
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refundPolicy');
  });

  it('offers Login to a guest, which opens the login dialog', async () => {
    renderLayout(null);
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Student Login' })).toBeInTheDocument();
  });

  it('shows Dashboard and Logout to a student', async () => {
    renderLayout('student');
    expect(await within(mainNav()).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
    expect(within(mainNav()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Admin to an admin', async () => {
    renderLayout('admin');
    expect(await within(mainNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows an admin how many UPI payments wait, and nothing when none do', async () => {
    renderLayout('admin', undefined, [{ _id: 'p1' }, { _id: 'p2' }]);
    expect(await within(mainNav()).findByRole('link', { name: 'Approvals (2)' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
  });

  it('shows no approvals count when no payment waits', async () => {
    const fetchMock = renderLayout('admin');
    await within(mainNav()).findByRole('link', { name: 'Admin' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/upi-payments/pending')).toBe(true),
    );
    expect(within(mainNav()).queryByRole('link', { name: /Approvals/ })).not.toBeInTheDocument();
  });

  it('lists All Courses and each course title from /api/courses in the Courses dropdown', async () => {
    const fetchMock = renderLayout(null);
    const toggle = within(mainNav()).getByRole('button', { name: 'Courses' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/courses', expect.anything()));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/courses');
    expect(await screen.findByRole('link', { name: 'GPSC Class 1-2' })).toHaveAttribute('href', '/course/c1');
    expect(screen.getByRole('link', { name: 'UPSC Prelims + Mains' })).toHaveAttribute('href', '/course/c2');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All Courses' })).not.toBeInTheDocument();
  });

  it('only logs a failure to load the dropdown courses', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout(null, () => jsonResponse({ success: false, error: 'Internal error' }, 500));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Courses' }));
    expect(screen.getByRole('link', { name: 'All Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists GPSC and UPSC (not the catalogue titles) and All Courses under Courses in the mobile menu', async () => {
    renderLayout(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const courseLinks = within(panel)
      .getAllByRole('link')
      .filter((link) =>
        ['GPSC', 'UPSC', 'GPSC Class 1-2', 'UPSC Prelims + Mains', 'All Courses'].includes(link.textContent ?? ''),
      );
    expect(courseLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['GPSC', '/gpsc'],
      ['UPSC', '/upsc'],
      ['All Courses', '/courses'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

function renderApp(path: string) {
  stubFetch((url) => {
    if (url === '/api/courses') return jsonResponse({ success: true, courses: [fakeCourse()] });
    if (url === '/api/test-series') return jsonResponse({ success: true, testSeries: [] });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const main = () => screen.getByRole('main');

describe('public routes', () => {
  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/privacyPolicy', 'Privacy Policy'],
    ['/termsAndCondition', 'Terms and Conditions'],
    ['/refundPolicy', 'Refund Policy'],
    ['/shipping', 'Shipping Policy'],
    ['/testSeries', 'Test Series & Mock Tests'],
    ['/gpsc', 'GPSC Class 1-2'],
    ['/upsc', 'UPSC Exam Prelims + Mains'],
    ['/ssc', 'SSC Exams'],
    ['/neet11', 'NEET Class 11'],
    ['/neet12', 'NEET Class 12'],
    ['/talati', 'Talati cum Mantri'],
    ['/ethics', 'Ethics, Integrity and Aptitude'],
  ])('%s shows %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/courses ends with buttons to the home and about pages', async () => {
    renderApp('/courses');
    expect(await within(main()).findByRole('heading', { level: 2, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(main()).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  it('the footer links to the policy, about and contact pages', async () => {
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const links = Object.fromEntries(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Privacy Policy': '/privacyPolicy',
      'Terms and Conditions': '/termsAndCondition',
      'Refund Policy': '/refundPolicy',
      'Shipping Policy': '/shipping',
      'About Us': '/about',
      'Contact Us': '/contact',
    });
  });
});

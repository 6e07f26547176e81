import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieValue, requestLanguage } from '../../shared/site-pages';
import { AppProviders } from '../../web/src/app/AppProviders';
import { activateLanguage, browserI18n, useT } from '../../web/src/lib/i18n';
import { shellLanguage } from '../../web/src/lib/language';
import { stubFetch, jsonResponse } from './helpers';

function Greeting() {
  return <h1>{useT()('nav.home')}</h1>;
}

/** Opens the app at `address` the way main.tsx does: the address's language is active before the first render. */
async function arriveAt(address: string) {
  window.history.replaceState(null, '', address);
  stubFetch(() => jsonResponse({ success: false, error: 'Not found' }, 404));
  await activateLanguage(browserI18n, shellLanguage());
  render(
    <AppProviders pageData={undefined} i18n={browserI18n}>
      <MemoryRouter>
        <Greeting />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a language named in the address', () => {
  it('is remembered like the switch: after a reload without ?lang=gu the page is still in Gujarati', async () => {
    await arriveAt('/about?lang=gu');
    expect(await screen.findByRole('heading', { name: 'હોમ' })).toBeInTheDocument();

    // The reload: the same browser, at an address without the parameter.
    window.history.replaceState(null, '', '/about');
    expect(shellLanguage()).toBe('gu');
    // And the server, which reads the cookie, sends its pages in Gujarati too.
    expect(requestLanguage({ cookie: cookieValue(document.cookie, 'lang') })).toBe('gu');
  });

  it('replaces an earlier choice, as the switch would', async () => {
    localStorage.setItem('language', 'gu');
    await arriveAt('/courses?lang=en');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/courses');
    expect(shellLanguage()).toBe('en');
  });

  it('leaves the remembered language alone when the address names none', async () => {
    localStorage.setItem('language', 'gu');
    await arriveAt('/courses');
    expect(await screen.findByRole('heading', { name: 'હોમ' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('gu');
  });
});

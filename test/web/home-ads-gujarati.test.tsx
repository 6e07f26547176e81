import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomepageAd } from '../../shared/types';
import { HomePage } from '../../web/src/app/routes/HomePage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

const ADS_URL = '/api/homepage-ads/public/active';

const translated: HomepageAd = {
  _id: 'ad1',
  title: 'New GPSC batch',
  description: 'Morning and evening batches.',
  titleGu: 'GPSC ની નવી બેચ',
  descriptionGu: 'સવાર અને સાંજની બેચ.',
  imageUrl: '/public/ads/gpsc.png',
  redirectUrl: '/gpsc',
};
const titleOnlyTranslated: HomepageAd = {
  _id: 'ad2',
  title: 'Scholarship test',
  description: 'Win a free seat.',
  titleGu: 'શિષ્યવૃત્તિ કસોટી',
  imageUrl: '/public/ads/scholarship.png',
  redirectUrl: '/gpsc',
};
const english: HomepageAd = {
  _id: 'ad3',
  title: 'Talati crash course',
  description: 'Starts 1 July.',
  imageUrl: '/public/ads/talati.png',
  redirectUrl: '/talati',
};

function renderHome() {
  stubFetch((url) =>
    url === ADS_URL
      ? jsonResponse({ success: true, ads: [translated, titleOnlyTranslated, english] })
      : jsonResponse({ success: true, courses: [fakeCourse()] }),
  );
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('homepage ads in the reader’s language', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('shows a Gujarati reader the Gujarati title and description, and English where none was written', async () => {
    await activateLanguage(browserI18n, 'gu');
    renderHome();
    const section = await screen.findByRole('region', { name: 'ઘોષણાઓ' });
    const [first, second, third] = within(section).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'GPSC ની નવી બેચ' })).toHaveAttribute('href', '/gpsc');
    expect(within(first).getByRole('img', { name: 'GPSC ની નવી બેચ' })).toBeInTheDocument();
    expect(first).toHaveTextContent('સવાર અને સાંજની બેચ.');
    expect(first).not.toHaveTextContent('New GPSC batch');

    expect(within(second).getByRole('heading', { name: 'શિષ્યવૃત્તિ કસોટી' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Win a free seat.');

    expect(within(third).getByRole('heading', { name: 'Talati crash course' })).toBeInTheDocument();
    expect(third).toHaveTextContent('Starts 1 July.');

    // Nowhere on the page (the first-visit card included) is the English of a translated text left.
    expect(screen.queryByText('New GPSC batch')).toBeNull();
    expect(screen.queryByRole('img', { name: 'New GPSC batch' })).toBeNull();
    expect(screen.queryByText('Morning and evening batches.')).toBeNull();
  });

  it('shows an English reader the texts as written in English', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Announcements' });
    const [first, second] = within(section).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'New GPSC batch' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Morning and evening batches.');
    expect(first).not.toHaveTextContent('સવાર');
    expect(within(second).getByRole('heading', { name: 'Scholarship test' })).toBeInTheDocument();
  });
});

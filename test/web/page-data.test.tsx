import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PAGE_DATA_ELEMENT_ID,
  PageDataProvider,
  readPageData,
  usePreloaded,
  type PageData,
} from '../../web/src/lib/page-data';
import { Router, type Navigator } from 'react-router-dom';

/** A router that stays where it is put: enough for a hook that reads the location. */
const stayPut: Navigator = { createHref: (to) => String(to), go() {}, push() {}, replace() {} };

function carryPageData(data: unknown) {
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
}

describe('the page data a server-rendered page carries', () => {
  it('is read with its language and messages, for the history entry the page loaded into', () => {
    carryPageData({
      siteUrl: 'https://site.example',
      language: 'gu',
      responses: {},
      messages: { 'nav.home': ['હોમ'] },
    });
    window.history.replaceState(null, '', '/about');
    expect(readPageData(document)).toEqual({
      siteUrl: 'https://site.example',
      language: 'gu',
      responses: {},
      messages: { 'nav.home': ['હોમ'] },
      locationKey: 'default',
    });
    // A reload after navigating inside the app: the browser keeps the entry and react-router's key for it.
    window.history.replaceState({ usr: null, key: 'k3y9x', idx: 2 }, '', '/about');
    expect(readPageData(document)?.locationKey).toBe('k3y9x');
    window.history.replaceState(null, '', '/');
  });

  it('answers for the entry the page loaded into only, not after a navigation', () => {
    function Preloaded() {
      const courses = usePreloaded('GET /api/courses', {});
      return <p>{courses ? 'from the page' : 'to be fetched'}</p>;
    }
    const pageData: PageData = {
      siteUrl: 'https://site.example',
      language: 'en',
      responses: { '/api/courses': { success: true, courses: [] } },
      locationKey: 'k3y9x',
    };
    const renderAt = (key: string) =>
      render(
        <PageDataProvider value={pageData}>
          <Router location={{ pathname: '/courses', search: '', hash: '', state: null, key }} navigator={stayPut}>
            <Preloaded />
          </Router>
        </PageDataProvider>,
      );
    renderAt('k3y9x');
    expect(screen.getByText('from the page')).toBeInTheDocument();
    renderAt('other');
    expect(screen.getByText('to be fetched')).toBeInTheDocument();
  });
});

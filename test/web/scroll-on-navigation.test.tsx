import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useScrollOnNavigation } from '../../web/src/app/scroll-on-navigation';

// jsdom lays nothing out: the page's height and the window's scroll position are played here, with
// scrollTo clamped to the page's height as a browser clamps it.
let pageHeight = 5_000;
let resizeCallbacks: (() => void)[] = [];

function scrollWindowTo(top: number) {
  const clamped = Math.max(0, Math.min(top, pageHeight));
  Object.defineProperty(window, 'scrollY', { value: clamped, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  pageHeight = 5_000;
  resizeCallbacks = [];
  scrollWindowTo(0);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) =>
    scrollWindowTo(y)) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        resizeCallbacks.push(this.callback);
      }
      disconnect() {
        resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
      }
    },
  );
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function Site() {
  useScrollOnNavigation();
  return (
    <>
      <Back />
      <Routes>
        <Route path="/" element={<Link to="/course/c1">Open the course</Link>} />
        <Route
          path="/course/c1"
          element={
            <>
              <h1>The course</h1>
              <Link to="/course/c1/more#syllabus">The syllabus</Link>
            </>
          }
        />
        <Route path="/course/c1/more" element={<h2 id="syllabus">Syllabus</h2>} />
      </Routes>
    </>
  );
}

function renderSite() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Site />
    </MemoryRouter>,
  );
}

describe('scrolling between pages', () => {
  it('opens a new page at its top, and leaves Back to the browser, which returns to where the reader was', async () => {
    renderSite();
    act(() => scrollWindowTo(3_200));

    await userEvent.click(screen.getByRole('link', { name: 'Open the course' }));
    await screen.findByRole('heading', { name: 'The course' });
    expect(window.scrollY).toBe(0);

    // A real browser restores the old page's position on Back (test/e2e/navigation.e2e.ts); the app
    // must not scroll on Back itself, or it would undo that.
    act(() => scrollWindowTo(500));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('link', { name: 'Open the course' });
    expect(window.scrollY).toBe(500);
  });

  it('opens a link with a #target at that target', async () => {
    const scrolledInto: string[] = [];
    // jsdom has no scrollIntoView at all.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledInto.push(this.id);
    };
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Open the course' }));
    act(() => scrollWindowTo(900));

    await userEvent.click(screen.getByRole('link', { name: 'The syllabus' }));
    await screen.findByRole('heading', { name: 'Syllabus' });
    // The #target path loads on first use.
    await waitFor(() => expect(scrolledInto).toEqual(['syllabus']));
  });
});

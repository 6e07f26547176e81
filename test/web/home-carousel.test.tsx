import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedCarousel } from '../../web/src/features/home/FeaturedCarousel';

function renderCarousel() {
  render(
    <MemoryRouter>
      <FeaturedCarousel />
    </MemoryRouter>,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Featured Programs' });
/** Hidden slides are left out of the accessibility tree, so the one group found is the visible slide. */
const visibleSlide = () => within(carousel()).getByRole('group');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// fireEvent rather than user-event: user-event waits on real timers, which are faked here.
const click = (name: string) => fireEvent.click(within(carousel()).getByRole('button', { name }));

describe('featured programs carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of 8 slides, showing the first', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(8);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
    expect(within(visibleSlide()).getByRole('heading', { name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(within(visibleSlide()).getByRole('link', { name: 'Explore GPSC' })).toHaveAttribute('href', '/gpsc');
  });

  it('advances every 3 seconds and wraps round after the last slide', () => {
    renderCarousel();
    wait(2999);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
    wait(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');
    expect(within(visibleSlide()).getByRole('link', { name: 'Explore UPSC' })).toHaveAttribute('href', '/upsc');
    for (let slide = 3; slide <= 8; slide += 1) wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('8 of 8');
    expect(within(visibleSlide()).getByRole('link', { name: 'View Test Series' })).toHaveAttribute(
      'href',
      '/testSeries',
    );
    wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
  });

  it('stops on Pause and starts again on Play, even with focus on that button', () => {
    renderCarousel();
    const rotationButton = within(carousel()).getByRole('button', { name: 'Pause slide show' });
    act(() => rotationButton.focus());
    wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');

    click('Pause slide show');
    wait(9000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    click('Play slide show');
    wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('3 of 8');
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('pauses while the pointer is over it', () => {
    renderCarousel();
    fireEvent.pointerOver(visibleSlide());
    wait(9000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
    fireEvent.pointerOut(carousel(), { relatedTarget: document.body });
    wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');
  });

  it('pauses while keyboard focus is on a slide or control', () => {
    renderCarousel();
    act(() => within(visibleSlide()).getByRole('link', { name: 'Explore GPSC' }).focus());
    wait(9000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
    act(() => within(carousel()).getByRole('button', { name: 'Next slide' }).focus());
    wait(9000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
    act(() => within(carousel()).getByRole('button', { name: 'Next slide' }).blur());
    wait(3000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');
  });

  it('moves with the Next and Previous buttons and the slide dots', () => {
    renderCarousel();
    click('Next slide');
    expect(visibleSlide()).toHaveAccessibleName('2 of 8');
    click('Previous slide');
    click('Previous slide');
    expect(visibleSlide()).toHaveAccessibleName('8 of 8');

    click('Slide 5: NEET Class 12');
    expect(visibleSlide()).toHaveAccessibleName('5 of 8');
    expect(screen.getByRole('button', { name: 'Slide 5: NEET Class 12' })).toHaveAttribute('aria-current', 'true');
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
    wait(9000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 8');
  });
});

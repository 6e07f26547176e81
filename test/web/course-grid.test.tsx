import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CourseGrid } from '../../web/src/features/courses/CourseGrid';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

function renderGrid() {
  render(
    <MemoryRouter>
      <CourseGrid headingLevel={3} />
    </MemoryRouter>,
  );
}

describe('course grid', () => {
  it('shows a spinner, then a card per course', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, courses: [fakeCourse()] }));
    renderGrid();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');

    const card = (await screen.findByRole('article')) as HTMLElement;
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/courses');
    expect(within(card).getByRole('link', { name: 'GPSC Class 1-2' })).toHaveAttribute('href', '/course/c1');
    expect(card).toHaveTextContent('₹1,25,000');
    expect(card).toHaveTextContent('GPSC');
    expect(card).toHaveTextContent('4.8');
    expect(card).toHaveTextContent('12 months');
    expect(card).toHaveTextContent('Video Lectures');
    expect(card).toHaveTextContent('Expert Faculty');
    expect(card).toHaveTextContent('Weekly tests');
    expect(card).not.toHaveTextContent('Doubt sessions');
  });

  it('shows the thumbnail when there is one', async () => {
    stubFetch(() =>
      jsonResponse({ success: true, courses: [fakeCourse({ thumbnail: 'https://cdn.example.com/gpsc.jpg' })] }),
    );
    renderGrid();
    const card = (await screen.findByRole('article')) as HTMLElement;
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/gpsc.jpg');
  });

  it("shows 'Server error. Please try again later.' on HTTP 500", async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Internal error' }, 500));
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  });

  it("shows 'No courses found or invalid response' for a 200 that says success false", async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Something odd' }, 200));
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('No courses found or invalid response');
  });

  it("shows 'No courses found or invalid response' when the response has no courses", async () => {
    stubFetch(() => jsonResponse({ success: true }));
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('No courses found or invalid response');
  });

  it("shows 'Failed to load courses' on other failures", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
  });

  it("shows 'No courses available' when there are none", async () => {
    stubFetch(() => jsonResponse({ success: true, courses: [] }));
    renderGrid();
    expect(await screen.findByText('No courses available')).toBeInTheDocument();
  });

  it('fetches again on Try Again', async () => {
    let calls = 0;
    const fetchMock = stubFetch(() =>
      ++calls === 1
        ? jsonResponse({ success: false, error: 'Internal error' }, 500)
        : jsonResponse({ success: true, courses: [fakeCourse()] }),
    );
    renderGrid();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

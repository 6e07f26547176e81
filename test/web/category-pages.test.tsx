import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CourseTypePage } from '../../web/src/features/course-types/CourseTypePage';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

const catalogue = [
  fakeCourse({ _id: 's1', title: 'SSC CGL Complete', category: 'ssc' }),
  fakeCourse({ _id: 'g1', title: 'GPSC Prelims Crash Course', category: 'gpsc' }),
  fakeCourse({ _id: 's2', title: 'SSC CHSL Basics', category: 'ssc' }),
];

function renderPage(
  courseType: string,
  reply: () => Response = () => jsonResponse({ success: true, courses: catalogue }),
) {
  stubFetch((url) => (url === '/api/courses' ? reply() : jsonResponse({ success: false, error: 'Not found' }, 404)));
  render(
    <MemoryRouter>
      <CourseTypePage courseType={courseType} />
    </MemoryRouter>,
  );
}

describe('exam listing pages', () => {
  it('lists the catalogue courses of the exam as course cards, with the exam title in the tab', async () => {
    renderPage('ssc');
    expect(screen.getByRole('heading', { level: 1, name: 'SSC Exams' })).toBeInTheDocument();
    expect(document.title).toBe('SSC Exams | Gyanpath Academy');
    const list = await screen.findByRole('region', { name: 'SSC Exams: our courses' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['SSC CGL Complete', 'SSC CHSL Basics']);
    expect(within(list).getByRole('link', { name: 'SSC CGL Complete' })).toHaveAttribute('href', '/course/s1');
    expect(screen.queryByRole('button', { name: 'Register now' })).not.toBeInTheDocument();
  });

  it('says so honestly when the exam has no courses yet', async () => {
    renderPage('talati');
    expect(screen.getByRole('heading', { level: 1, name: 'Talati cum Mantri' })).toBeInTheDocument();
    expect(await screen.findByText(/No courses for this exam yet/)).toBeInTheDocument();
  });

  it("shows 'No courses found or invalid response' for a 200 reply that says success false", async () => {
    renderPage('neet11', () => jsonResponse({ success: false, error: 'whatever' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No courses found or invalid response');
  });

  it('keeps the gpsc programme and lists the gpsc catalogue courses below it', async () => {
    renderPage('gpsc');
    expect(screen.getByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'More GPSC Courses' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['GPSC Prelims Crash Course']);
  });
});

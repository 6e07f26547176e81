import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CourseTypePage } from '../../web/src/features/course-types/CourseTypePage';
import { jsonResponse, stubFetch } from './helpers';

function renderPage(courseType: string) {
  // The catalogue list below the programme reads /api/courses; the enrolment form must call nothing.
  const fetchMock = vi.fn((url: string) => {
    throw new Error(`The enrolment form must not call the API (${url})`);
  });
  stubFetch((url) => (url === '/api/courses' ? jsonResponse({ success: true, courses: [] }) : fetchMock(url)));
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <CourseTypePage courseType={courseType} />
    </MemoryRouter>,
  );
  return { fetchMock, alertMock, user: userEvent.setup() };
}

const feesPanel = () => screen.getByRole('region', { name: 'Duration and Fees' });

async function openEnrolment(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Register now' }));
  return screen.findByRole('dialog', { name: `Enroll for ${title}` });
}

describe('course-type page', () => {
  it.each(['gpsc', 'upsc'])(
    '/%s says what its card programme is and how the catalogue’s video courses differ, linking to them',
    async (courseType) => {
      renderPage(courseType);
      const exam = courseType.toUpperCase();
      const ways = screen.getByRole('region', { name: `Two ways to prepare for ${exam} with us` });
      expect(within(ways).getByRole('heading', { name: 'The classroom programme, on this page' })).toBeVisible();
      expect(ways).toHaveTextContent('pay the fee above by card: no account is needed');
      expect(within(ways).getByRole('heading', { name: 'The video courses, in our catalogue' })).toBeVisible();
      expect(ways).toHaveTextContent('Log in, open the course and pay by UPI or online');
      const link = within(ways).getByRole('link', { name: `See the ${exam} video courses` });
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveClass('category-courses');
      expect(await within(target!).findByText(/No courses for this exam yet/)).toBeInTheDocument();
    },
  );

  it('shows the gpsc course with its features, duration and fees', () => {
    renderPage('gpsc');
    expect(screen.getByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    const features = within(screen.getByRole('region', { name: 'Course Features' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      'Expert Faculty',
      'Comprehensive Study Material',
      'Regular Mock Tests',
      'Doubt Clearing Sessions',
    ]);
    expect(feesPanel()).toHaveTextContent('12 months');
    expect(feesPanel()).toHaveTextContent('50 students');
    expect(feesPanel().querySelector('s')).toHaveTextContent('₹32,000');
    expect(within(feesPanel()).getByText('₹10,000')).toBeInTheDocument();
    expect(document.title).toBe('GPSC Class 1-2 | Gyanpath Academy');
  });

  it('shows the upsc course from the fixed data', async () => {
    const { user } = renderPage('upsc');
    expect(screen.getByRole('heading', { level: 1, name: 'UPSC Exam Prelims + Mains' })).toBeInTheDocument();
    expect(
      screen.getByText('25 Prelims + 30 Mains tests with detailed solutions, printed class notes, 2 lectures per day.'),
    ).toBeInTheDocument();
    expect(feesPanel().querySelector('s')).toHaveTextContent('₹45,000');
    expect(within(feesPanel()).getByText('₹35,000')).toBeInTheDocument();

    const dialog = await openEnrolment(user, 'UPSC Exam Prelims + Mains');
    expect(dialog).toHaveTextContent('Fee: ₹35,000');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each(['no-such-type'])('shows the default gpsc course for %s', (courseType) => {
    renderPage(courseType);
    expect(screen.getByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
  });

  it('opens the enrolment form, where the gpsc material option changes the fee', async () => {
    const { user } = renderPage('gpsc');
    const dialog = await openEnrolment(user, 'GPSC Class 1-2');
    expect(dialog).toHaveTextContent('Complete preparation for GPSC Class 1-2: prelims and mains');
    expect(dialog).toHaveTextContent('Fee: ₹10,000');
    expect(within(dialog).getByLabelText('First Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Surname')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(phone).toHaveAttribute('placeholder', 'Enter 10-digit phone number');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }));
    expect(dialog).toHaveTextContent('Fee: ₹17,500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }));
    expect(dialog).toHaveTextContent('Fee: ₹10,000');
  });

  it("alerts 'Please fill all fields' and calls nothing while a field is empty", async () => {
    const { user, alertMock, fetchMock } = renderPage('gpsc');
    const dialog = await openEnrolment(user, 'GPSC Class 1-2');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(alertMock).toHaveBeenCalledWith('Please fill all fields');

    await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
    await user.type(within(dialog).getByLabelText('Surname'), 'Patel');
    await user.type(within(dialog).getByLabelText('Phone Number'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(alertMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes the enrolment form with Cancel, the x button and Escape', async () => {
    const { user } = renderPage('gpsc');
    await openEnrolment(user, 'GPSC Class 1-2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register now' })).toHaveFocus();

    await openEnrolment(user, 'GPSC Class 1-2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openEnrolment(user, 'GPSC Class 1-2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

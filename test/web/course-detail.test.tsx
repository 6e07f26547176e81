import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../shared/types';
import { type LoginDialogProps } from '../../web/src/lib/login-dialog';
import { renderCoursePage } from './course-page-helpers';
import { fakeCourse, jsonResponse, profileResponder, requestHeaders, stubFetch, stubPendingFetch } from './helpers';

const course = fakeCourse();
const videos = [
  {
    _id: 'v1',
    title: 'Introduction',
    description: 'Start here',
    duration: 300,
    order: 1,
    createdAt: '2025-01-02T00:00:00.000Z',
  },
  { _id: 'v2', title: 'Indian Polity', description: '', duration: 75, order: 2, createdAt: '2025-01-03T00:00:00.000Z' },
];
const enrolledIn = (courseId: string) => ({
  success: true,
  enrollments: [
    {
      course: { _id: courseId, title: 'Some course', description: 'About it' },
      enrolledAt: '2025-02-01T00:00:00.000Z',
    },
  ],
});

function FakeLoginDialog({ view }: LoginDialogProps) {
  return <div role="dialog" aria-label="Login">{`Login dialog: ${view}`}</div>;
}

interface Responses {
  course?: () => Response | Promise<Response>;
  enrollments?: () => Response;
  initiate?: () => Response;
}

function renderCourse(role: Role | null, responses: Responses = {}) {
  const profile = profileResponder(role);
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses/c1') return responses.course?.() ?? jsonResponse({ success: true, course });
    if (url === '/api/payments/enrollments') return responses.enrollments?.() ?? jsonResponse(enrolledIn('c1'));
    if (url === '/api/courses/c1/videos') return jsonResponse({ success: true, course, videos });
    if (url === '/api/upi-payments/initiate')
      return responses.initiate?.() ?? jsonResponse({ success: false, error: 'Not stubbed' }, 500);
    if (url === '/api/courses/c1/progress') {
      return jsonResponse({
        success: true,
        progress: [{ videoId: 'v2', position: 70, duration: 75, watched: true, updatedAt: '2025-03-01T00:00:00.000Z' }],
      });
    }
    return profile(url);
  });
  renderPage();
  return fetchMock;
}

function renderPage() {
  renderCoursePage('/course/c1', FakeLoginDialog);
}

const calledUrls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

describe('course detail', () => {
  it('shows a spinner while the course loads', () => {
    stubPendingFetch();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading course...');
  });

  it('shows the course, its features and the fixed placeholders', async () => {
    renderCourse(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/courses');
    expect(screen.getByText('GPSC')).toBeInTheDocument();
    expect(screen.getByText('Complete preparation for GPSC Class 1 and 2.')).toBeInTheDocument();
    expect(screen.getByText('Duration: 12 months')).toBeInTheDocument();
    expect(screen.getByText('12 videos')).toBeInTheDocument();

    const features = screen.getByRole('region', { name: "What you'll learn" });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(course.features);

    const panel = screen.getByRole('complementary', { name: 'Enrollment' });
    expect(panel).toHaveTextContent('₹1,25,000');
    expect(panel).toHaveTextContent('Beginner');
    expect(panel).toHaveTextContent('English');
    expect(panel).toHaveTextContent('50 students');
    expect(panel).toHaveTextContent('4.8');
    expect(panel).toHaveTextContent('1,234 reviews');
    for (const name of ['Wishlist', 'Share']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    // Download gives an enrolled student the course's notes; a visitor has none to download.
    expect(within(panel).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(document.title).toBe('GPSC Class 1-2 | Gyanpath Academy');
  });

  it('offers a guest Enroll Now with the price, and asks them to log in', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = renderCourse(null);
    expect(await screen.findByText('Enroll to access course videos')).toBeInTheDocument();
    const enroll = screen.getByRole('button', { name: /Enroll Now/ });
    expect(enroll).toHaveTextContent('₹1,25,000');

    await userEvent.click(enroll);
    expect(alert).toHaveBeenCalledWith('Please login to enroll in this course');
    expect(screen.getByRole('dialog', { name: 'Login' })).toHaveTextContent('Login dialog: login');
    expect(calledUrls(fetchMock)).toEqual(['/api/courses/c1']);
  });

  it('shows an enrolled student the Start Learning link and the curriculum', async () => {
    const fetchMock = renderCourse('student');
    expect(await screen.findByText('You are enrolled in this course!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/course/c1/videos');
    expect(screen.queryByRole('button', { name: /Enroll Now/ })).not.toBeInTheDocument();

    const curriculum = await screen.findByRole('region', { name: 'Course Curriculum' });
    const items = await within(curriculum).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1 Introduction 5:00');
    expect(items[1]).toHaveTextContent('2 Indian Polity 1:15 ✓ Watched');
    expect(items[0]).not.toHaveTextContent('Watched');
    expect(within(curriculum).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 2 lectures watched',
    );
    expect(within(curriculum).getByRole('link', { name: 'Watch: Introduction' })).toHaveAttribute(
      'href',
      '/course/c1/video/v1',
    );
    expect(within(curriculum).getByRole('link', { name: 'Watch: Indian Polity' })).toHaveAttribute(
      'href',
      '/course/c1/video/v2',
    );

    const enrollmentsCall = fetchMock.mock.calls.find(([url]) => url === '/api/payments/enrollments');
    expect(requestHeaders(enrollmentsCall?.[1]).Authorization).toBe('Bearer student-token');
  });

  it('does not fetch videos for a student who is not enrolled, and opens the UPI enrolment', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = renderCourse('student', {
      enrollments: () => jsonResponse(enrolledIn('other-course')),
      initiate: () =>
        jsonResponse({
          success: true,
          upiUrl: 'upi://pay?pa=academy%40upi&pn=Gyanpath%20Academy&am=125000.00&cu=INR&tn=GPSC',
          amount: 125000,
          payee: { address: 'academy@upi', name: 'Gyanpath Academy' },
          reference: 'GPA1',
          course: { _id: 'c1', title: 'GPSC Class 1-2' },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now/ }));

    expect(await screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Course Curriculum' })).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/courses/c1/videos');
  });

  it('asks an admin to log in as a student to enroll', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = renderCourse('admin');
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now/ }));
    expect(alert).toHaveBeenCalledWith('Please login as a student to enroll');
    expect(calledUrls(fetchMock)).not.toContain('/api/payments/enrollments');
  });

  it("shows 'Failed to verify enrollment' when the enrollment check fails", async () => {
    renderCourse('student', { enrollments: () => jsonResponse({ success: false, error: 'Internal error' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify enrollment');
  });

  it.each([
    ['the response has no course', () => jsonResponse({ success: true })],
    ['the course does not exist', () => jsonResponse({ success: false, error: 'Course not found' }, 404)],
  ])("shows 'Course not found or invalid response' when %s", async (_case, response) => {
    renderCourse(null, { course: response });
    expect(await screen.findByRole('alert')).toHaveTextContent('Course not found or invalid response');
  });

  it("shows 'Failed to load course details' when the request fails, and tries again", async () => {
    let calls = 0;
    renderCourse(null, {
      course: () =>
        ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse({ success: true, course }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load course details');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { SessionProvider } from '../../web/src/lib/session';
import {
  acceptConfirm,
  allCourses,
  callsTo,
  deferred,
  gpscCourse,
  renderCoursesPage,
  stubAdminApi,
  talatiCourse,
  upscCourse,
} from './admin-courses-helpers';
import { jsonResponse, profileResponder } from './helpers';

/** Course titles in table order (each row header holds the title, then the description). */
function shownTitles() {
  return screen.getAllByRole('rowheader').map((header) => header.firstElementChild?.textContent);
}

async function waitForTable() {
  await screen.findByRole('table');
}

describe('admin course management page', () => {
  it('is routed at /admin/courses for admins', async () => {
    const profile = profileResponder('admin');
    stubAdminApi((url) => {
      if (url === '/api/courses') return jsonResponse({ success: true, courses: [] });
      return url === '/api/auth/profile' ? profile(url) : undefined;
    });
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/admin/courses']}>
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Management' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 courses')).toBeInTheDocument();
  });

  it('shows a spinner on first load, then the four stat cards and the table', async () => {
    stubAdminApi();
    renderCoursesPage();
    // Once the session says who is signed in, the page loads its courses.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading courses...'));
    await waitForTable();

    const stat = (label: string) => screen.getByText(label).nextElementSibling;
    expect(stat('Total Courses')).toHaveTextContent('3');
    expect(stat('Total Videos')).toHaveTextContent('15');
    // Registered students and Total Revenue, the dashboard's figures: everything received, not only what these courses took (₹2,95,000.50).
    expect(await screen.findByText('1,402')).toBe(stat('Total Students'));
    expect(stat('Total Revenue')).toHaveTextContent('₹3,84,615.50');
    expect(stat('Total Revenue')!.nextElementSibling).toHaveTextContent(
      'Everything received, less refunds: video courses, the GPSC/UPSC card programmes and test series',
    );

    const row = screen.getByRole('rowheader', { name: /GPSC Class 1-2/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Complete preparation for Class 1 and 2 officers.')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GPSC', '₹1,25,000', '12', '3', 'Active', '']);
    expect(within(row).getByRole('link', { name: 'View GPSC Class 1-2' })).toHaveAttribute('href', '/course/c1');
    for (const name of [
      'View videos of GPSC Class 1-2',
      'Add video to GPSC Class 1-2',
      'Edit GPSC Class 1-2',
      'Delete GPSC Class 1-2',
    ]) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('links Back to /admin and Add New Course to /admin/courses/new', async () => {
    stubAdminApi();
    renderCoursesPage();
    await waitForTable();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('link', { name: 'Add New Course' }));
    expect(screen.getByText('Create page')).toBeInTheDocument();
  });

  it('searches title or description, ignoring case, and clears the search', async () => {
    stubAdminApi();
    renderCoursesPage();
    await waitForTable();
    const search = screen.getByLabelText('Search courses');

    await userEvent.type(search, 'GPSC');
    expect(shownTitles()).toEqual(['Talati Mantri Batch', 'GPSC Class 1-2']);
    expect(screen.getByText('Showing 2 of 3 courses')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'POLITY');
    expect(shownTitles()).toEqual(['UPSC Prelims Crash Course']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByText('Showing 3 of 3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('filters by category', async () => {
    stubAdminApi();
    renderCoursesPage();
    await waitForTable();
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'GPSC', 'UPSC', 'SSC', 'NEET11', 'NEET12', 'TALATI', 'ETHICS']);

    await userEvent.selectOptions(category, 'upsc');
    expect(shownTitles()).toEqual(['UPSC Prelims Crash Course']);
    expect(screen.getByText('Showing 1 of 3 courses')).toBeInTheDocument();

    await userEvent.selectOptions(category, 'ssc');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No courses match your search or filter.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create First Course' })).not.toBeInTheDocument();
  });

  it('sorts by date, title, price or videos, in the order shown beside it; a title sort starts A to Z', async () => {
    stubAdminApi();
    renderCoursesPage();
    await waitForTable();
    expect(shownTitles()).toEqual(['UPSC Prelims Crash Course', 'Talati Mantri Batch', 'GPSC Class 1-2']);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price');
    expect(shownTitles()).toEqual(['GPSC Class 1-2', 'UPSC Prelims Crash Course', 'Talati Mantri Batch']);

    // The order is visible beside the sort, not behind More Filters (which opens nothing, per the spec).
    expect(screen.getByLabelText('Sort order')).toBeVisible();
    expect(screen.getByLabelText('Sort order')).toHaveValue('desc');
    await userEvent.selectOptions(screen.getByLabelText('Sort order'), 'asc');
    expect(shownTitles()).toEqual(['Talati Mantri Batch', 'UPSC Prelims Crash Course', 'GPSC Class 1-2']);

    await userEvent.selectOptions(screen.getByLabelText('Sort order'), 'desc');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'title');
    expect(screen.getByLabelText('Sort order')).toHaveValue('asc');
    expect(shownTitles()).toEqual(['GPSC Class 1-2', 'Talati Mantri Batch', 'UPSC Prelims Crash Course']);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'videoCount');
    expect(screen.getByLabelText('Sort order')).toHaveValue('desc');
    await userEvent.selectOptions(screen.getByLabelText('Sort order'), 'asc');
    expect(shownTitles()).toEqual(['Talati Mantri Batch', 'UPSC Prelims Crash Course', 'GPSC Class 1-2']);

    const toggle = screen.getByRole('button', { name: 'More Filters' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("says Total Students and Total Revenue are on their way, then 'Unavailable' when the dashboard figures cannot be read, and Refresh asks again", async () => {
    const dashboard = deferred<Response>();
    let dashboardCalls = 0;
    stubAdminApi((url) => {
      if (url !== '/api/admin/dashboard') return undefined;
      dashboardCalls += 1;
      return dashboardCalls === 1
        ? dashboard.promise
        : jsonResponse({
            success: true,
            stats: { totalStudents: 7, totalCourses: 3, totalVideos: 15, totalRevenue: 1200 },
            recentEnrollments: [],
            courseStats: [],
          });
    });
    renderCoursesPage();
    await waitForTable();
    const stat = (label = 'Total Students') => screen.getByText(label).nextElementSibling;
    expect(stat()).toHaveTextContent('…');
    expect(stat('Total Revenue')).toHaveTextContent('…');
    dashboard.resolve(jsonResponse({ success: false, error: 'Boom' }, 500));
    await waitFor(() => expect(stat()).toHaveTextContent('Unavailable'));
    expect(stat('Total Revenue')).toHaveTextContent('Unavailable');
    // The course figures do not depend on it.
    expect(stat('Total Videos')).toHaveTextContent('15');

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(stat()).toHaveTextContent('7'));
    expect(stat('Total Revenue')).toHaveTextContent('₹1,200');
  });

  it("offers 'Create First Course' when there are no courses and no filter", async () => {
    stubAdminApi(undefined, () => []);
    renderCoursesPage();
    expect(await screen.findByRole('link', { name: 'Create First Course' })).toHaveAttribute(
      'href',
      '/admin/courses/new',
    );
    expect(screen.getByText('Showing 0 of 0 courses')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search courses'), 'x');
    expect(screen.queryByRole('link', { name: 'Create First Course' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load courses' with Try Again when loading fails", async () => {
    let failing = true;
    stubAdminApi((url) =>
      url === '/api/admin/courses' && failing ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    renderCoursesPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitForTable();
  });

  it('refreshes silently: the table stays while the new list loads', async () => {
    const secondLoad = deferred<Response>();
    let loads = 0;
    const fetchMock = stubAdminApi((url) =>
      url === '/api/admin/courses' && ++loads === 2 ? secondLoad.promise : undefined,
    );
    renderCoursesPage();
    await waitForTable();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(callsTo(fetchMock, 'GET', '/api/admin/courses')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading courses...')).not.toBeInTheDocument();

    secondLoad.resolve(jsonResponse({ success: true, courses: [upscCourse] }));
    expect(await screen.findByText('Showing 1 of 1 courses')).toBeInTheDocument();
  });

  describe('delete', () => {
    it('asks first, shows a spinner on the row, then removes it with a toast', async () => {
      const deletion = deferred<Response>();
      const confirm = acceptConfirm();
      let courses = allCourses;
      const fetchMock = stubAdminApi(
        (url, init) => {
          if (init?.method !== 'DELETE' || url !== '/api/courses/c1') return undefined;
          courses = [upscCourse, talatiCourse];
          return deletion.promise;
        },
        () => courses,
      );
      renderCoursesPage();
      await waitForTable();

      await userEvent.click(screen.getByRole('button', { name: 'Delete GPSC Class 1-2' }));
      expect(confirm).toHaveBeenCalledWith(
        'Are you sure you want to delete this course? This action cannot be undone.',
      );
      expect(screen.getByRole('button', { name: 'Delete GPSC Class 1-2' })).toBeDisabled();
      expect(screen.getByText('Deleting GPSC Class 1-2...')).toBeInTheDocument();

      deletion.resolve(jsonResponse({ success: true }));
      expect(await screen.findByText('Course deleted successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('rowheader', { name: /GPSC Class 1-2/ })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/courses/c1')).toHaveLength(1);
      expect(await screen.findByText('Showing 2 of 2 courses')).toBeInTheDocument();
    });

    it('does nothing when the admin does not confirm', async () => {
      acceptConfirm(false);
      const fetchMock = stubAdminApi();
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Delete Talati Mantri Batch' }));
      expect(callsTo(fetchMock, 'DELETE', '/api/courses/c3')).toHaveLength(0);
      expect(screen.getByRole('rowheader', { name: /Talati Mantri Batch/ })).toBeInTheDocument();
    });

    it("says 'Failed to delete course' and keeps the row when the call fails", async () => {
      acceptConfirm();
      stubAdminApi((url, init) =>
        init?.method === 'DELETE' ? jsonResponse({ success: false, error: 'Nope' }, 500) : undefined,
      );
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Delete Talati Mantri Batch' }));
      expect(await screen.findByText('Failed to delete course')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Talati Mantri Batch' })).toBeEnabled();
    });
  });

  describe('edit course dialog', () => {
    it('sends the edited course with PUT, then toasts, closes and reloads', async () => {
      let courses = allCourses;
      const fetchMock = stubAdminApi(
        (url, init) => {
          if (init?.method !== 'PUT') return undefined;
          courses = [{ ...gpscCourse, title: 'GPSC Class 1-2 (2026)' }, upscCourse, talatiCourse];
          return jsonResponse({ success: true, course: courses[0] });
        },
        () => courses,
      );
      renderCoursesPage();
      await waitForTable();

      await userEvent.click(screen.getByRole('button', { name: 'Edit GPSC Class 1-2' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
      const title = within(dialog).getByLabelText('Title');
      expect(title).toHaveValue('GPSC Class 1-2');
      expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(125000);
      expect(within(dialog).getByLabelText('Category')).toHaveValue('gpsc');
      expect(within(dialog).getByLabelText('Duration')).toHaveValue('12 months');
      await userEvent.clear(title);
      await userEvent.type(title, 'GPSC Class 1-2 (2026)');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Weekly tests' }));
      await userEvent.type(within(dialog).getByLabelText('New feature'), 'Answer writing{Enter}');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const [put] = callsTo(fetchMock, 'PUT', '/api/courses/c1');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        title: 'GPSC Class 1-2 (2026)',
        description: 'Complete preparation for Class 1 and 2 officers.',
        price: 125000,
        category: 'gpsc',
        duration: '12 months',
        features: ['Daily lectures', 'Printed notes', 'Doubt sessions', 'Answer writing'],
      });
      expect(await screen.findByRole('rowheader', { name: /GPSC Class 1-2 \(2026\)/ })).toBeInTheDocument();
    });

    it("shows the schema's issue under its field and sends nothing when a field is wrong", async () => {
      const fetchMock = stubAdminApi();
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Edit GPSC Class 1-2' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
      await userEvent.clear(within(dialog).getByLabelText('Price (₹)'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByLabelText('Price (₹)')).toHaveAccessibleDescription(
        'Price is required and must be a number',
      );
      expect(within(dialog).getByLabelText('Price (₹)')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
      expect(callsTo(fetchMock, 'PUT', '/api/courses/c1')).toHaveLength(0);
    });

    it("shows every emptied required field's message at once, each next to its field", async () => {
      const fetchMock = stubAdminApi();
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Edit GPSC Class 1-2' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
      for (const label of ['Title', 'Description', 'Price (₹)'])
        await userEvent.clear(within(dialog).getByLabelText(label));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      for (const [label, message] of [
        ['Title', 'Title is required'],
        ['Description', 'Description is required'],
        ['Price (₹)', 'Price is required and must be a number'],
      ] as const) {
        const field = within(dialog).getByLabelText(label);
        expect(field, label).toHaveAttribute('aria-invalid', 'true');
        expect(field, label).toHaveAccessibleDescription(message);
        expect(field.nextElementSibling, label).toHaveTextContent(message);
      }
      expect(callsTo(fetchMock, 'PUT', '/api/courses/c1')).toHaveLength(0);
    });

    it("toasts 'Failed to update course' and keeps the dialog with the server's reason", async () => {
      stubAdminApi((url, init) =>
        init?.method === 'PUT' ? jsonResponse({ success: false, error: 'Title already used' }, 409) : undefined,
      );
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Edit UPSC Prelims Crash Course' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update course')).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Title already used');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    });

    it('closes on Escape', async () => {
      stubAdminApi();
      renderCoursesPage();
      await waitForTable();
      await userEvent.click(screen.getByRole('button', { name: 'Edit GPSC Class 1-2' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

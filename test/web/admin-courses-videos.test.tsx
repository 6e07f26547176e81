import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCourse } from '../../shared/admin-types';
import type { CourseVideo } from '../../shared/types';
import {
  acceptConfirm,
  allCourses,
  callsTo,
  fakeVideo,
  gpscCourse,
  renderCoursesPage,
  stubAdminApi,
  talatiCourse,
  upscCourse,
} from './admin-courses-helpers';
import { jsonResponse } from './helpers';

vi.mock('../../web/src/lib/video-upload', () => ({
  UploadCancelled: class UploadCancelled extends Error {},
  uploadCourseVideo: vi.fn(),
  findInterruptedUpload: vi.fn(() => undefined),
  discardInterruptedUpload: vi.fn(async () => undefined),
}));

const intro = fakeVideo({
  _id: 'v1',
  title: 'Introduction',
  description: 'What the course covers.',
  duration: 75,
  order: 1,
});
const notes = fakeVideo({ _id: 'v2', title: 'Polity notes', description: '', duration: undefined, order: 2 });

function stubVideosApi(initialVideos: CourseVideo[]) {
  let videos = initialVideos;
  let courses: AdminCourse[] = allCourses;
  const fetchMock = stubAdminApi(
    (url, init) => {
      if (url === '/api/admin/courses/c1/videos') return jsonResponse({ success: true, videos });
      if (init?.method === 'DELETE' && url === '/api/courses/c1/videos/v2') {
        videos = videos.filter((video) => video._id !== 'v2');
        courses = [{ ...gpscCourse, videoCount: 11 }, upscCourse, talatiCourse];
        return jsonResponse({ success: true });
      }
      return undefined;
    },
    () => courses,
  );
  return fetchMock;
}

async function openVideos() {
  renderCoursesPage();
  await userEvent.click(await screen.findByRole('button', { name: 'View videos of GPSC Class 1-2' }));
  return screen.getByRole('dialog', { name: 'Videos: GPSC Class 1-2' });
}

describe('course videos dialog', () => {
  it("lists each video's title, description, order, m:ss duration and created date", async () => {
    stubVideosApi([intro, notes]);
    const dialog = await openVideos();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(first).toHaveTextContent('What the course covers.');
    expect(first).toHaveTextContent('Order: 1');
    expect(first).toHaveTextContent('Duration: 1:15');
    expect(first).toHaveTextContent('Created: 15 Jan 2025');

    expect(second).toHaveTextContent('No description provided');
    expect(second).toHaveTextContent('Duration: N/A');
    expect(second).toHaveTextContent('Order: 2');
  });

  it('deletes a video after confirmation, then the list and the video count refresh', async () => {
    const confirm = acceptConfirm();
    const fetchMock = stubVideosApi([intro, notes]);
    const dialog = await openVideos();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Polity notes' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this video? This action cannot be undone.');
    expect(await screen.findByText('Video deleted successfully!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Polity notes' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/courses/c1/videos/v2')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const row = screen.getByRole('rowheader', { name: /GPSC Class 1-2/ }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('11'));
  });

  it("says 'Failed to delete video' when the delete fails", async () => {
    acceptConfirm();
    stubAdminApi((url, init) => {
      if (url === '/api/admin/courses/c1/videos') return jsonResponse({ success: true, videos: [intro] });
      return init?.method === 'DELETE' ? jsonResponse({ success: false, error: 'Nope' }, 500) : undefined;
    });
    const dialog = await openVideos();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Introduction' }));
    expect(await screen.findByText('Failed to delete video')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
  });

  it("offers 'Add First Video' when the course has none, which opens the upload dialog", async () => {
    stubVideosApi([]);
    const dialog = await openVideos();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add First Video' }));
    expect(screen.getByRole('dialog', { name: 'Add Video: GPSC Class 1-2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Videos: GPSC Class 1-2' })).toBeInTheDocument();
  });

  it('shows an error with Try Again when the videos cannot be loaded', async () => {
    stubAdminApi((url) =>
      url === '/api/admin/courses/c1/videos' ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    const dialog = await openVideos();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load course videos');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseVideo } from '../../shared/types';
import { callsTo, deferred, fakeVideo, renderCoursesPage, requestBody, stubAdminApi } from './admin-courses-helpers';
import { jsonResponse } from './helpers';

vi.mock('../../web/src/lib/video-upload', () => ({
  UploadCancelled: class UploadCancelled extends Error {},
  uploadCourseVideo: vi.fn(),
  findInterruptedUpload: vi.fn(() => undefined),
  discardInterruptedUpload: vi.fn(async () => undefined),
}));

const VIDEOS_URL = '/api/admin/courses/c1/videos';
const ORDER_URL = '/api/admin/courses/c1/videos/order';

const first = fakeVideo({ _id: 'v1', title: 'Introduction', description: 'What the course covers.', order: 1 });
const second = fakeVideo({ _id: 'v2', title: 'Polity basics', description: '', order: 2 });
const third = fakeVideo({ _id: 'v3', title: 'Revision', description: 'Last lecture.', order: 3 });

/** The server's side: the list, an edit that answers the saved video, an order that answers the new list. */
function stubServer(
  initial: CourseVideo[],
  order?: (init: RequestInit | undefined, server: { videos: CourseVideo[] }) => Response | Promise<Response>,
) {
  const server = { videos: initial };
  const fetchMock = stubAdminApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === VIDEOS_URL && method === 'GET') return jsonResponse({ success: true, videos: server.videos });
    if (url === ORDER_URL && method === 'PUT') {
      if (order) return order(init, server);
      const { videoIds } = requestBody(init) as { videoIds: string[] };
      server.videos = videoIds.map((id, index) => ({
        ...server.videos.find((video) => video._id === id)!,
        order: index + 1,
      }));
      return jsonResponse({ success: true, videos: server.videos });
    }
    const edit = /^\/api\/courses\/c1\/videos\/(v\d)$/.exec(url);
    if (edit && method === 'PUT') {
      const body = requestBody(init) as { title: string; description?: string };
      const saved = {
        ...server.videos.find((video) => video._id === edit[1])!,
        title: body.title,
        description: body.description ?? '',
      };
      server.videos = server.videos.map((video) => (video._id === saved._id ? saved : video));
      return jsonResponse({ success: true, video: saved });
    }
    return undefined;
  });
  return fetchMock;
}

async function openVideos() {
  renderCoursesPage();
  await userEvent.click(await screen.findByRole('button', { name: 'View videos of GPSC Class 1-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Videos: GPSC Class 1-2' });
  await within(dialog).findAllByRole('listitem');
  return dialog;
}

const titlesIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('editing a lecture from the videos dialog', () => {
  it('opens an edit dialog with the title and description, saves both, and shows them in the list', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer([first, second]);
    const videos = await openVideos();
    await user.click(within(videos).getByRole('button', { name: 'Edit Introduction' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Video: Introduction' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Introduction');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('What the course covers.');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Welcome and syllabus');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Read the syllabus first.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Video: Introduction' })).not.toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT', '/api/courses/c1/videos/v1');
    expect(requestBody(put?.[1])).toEqual({ title: 'Welcome and syllabus', description: 'Read the syllabus first.' });
    expect(within(videos).getByRole('heading', { name: 'Welcome and syllabus' })).toBeInTheDocument();
    expect(within(videos).getByText('Read the syllabus first.')).toBeInTheDocument();
  });

  it('says what is wrong with the title before sending, and the message goes once the title is typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer([first]);
    const videos = await openVideos();
    await user.click(within(videos).getByRole('button', { name: 'Edit Introduction' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video: Introduction' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT', '/api/courses/c1/videos/v1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'I');
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
  });

  it("shows the server's reason and keeps the dialog open when the save fails", async () => {
    const user = userEvent.setup();
    stubAdminApi((url, init) => {
      if (url === VIDEOS_URL) return jsonResponse({ success: true, videos: [first] });
      if (init?.method === 'PUT')
        return jsonResponse({ success: false, error: 'Video not found', code: 'video_not_found' }, 404);
      return undefined;
    });
    const videos = await openVideos();
    await user.click(within(videos).getByRole('button', { name: 'Edit Introduction' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video: Introduction' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update video')).toBeInTheDocument();
    expect(within(dialog).getByText('Video not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Video: Introduction' })).toBeInTheDocument();
  });
});

describe('putting lectures in order from the videos dialog', () => {
  it('moves a lecture down and up with its buttons, sending the whole new order each time', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer([first, second, third]);
    const videos = await openVideos();
    expect(within(videos).getByRole('button', { name: 'Move Introduction up' })).toBeDisabled();
    expect(within(videos).getByRole('button', { name: 'Move Revision down' })).toBeDisabled();

    await user.click(within(videos).getByRole('button', { name: 'Move Introduction down' }));
    expect(titlesIn(videos)).toEqual(['Polity basics', 'Introduction', 'Revision']);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', ORDER_URL)).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, 'PUT', ORDER_URL)[0]?.[1])).toEqual({ videoIds: ['v2', 'v1', 'v3'] });
    const moved = within(videos).getByRole('heading', { name: 'Introduction' }).closest('li')!;
    await waitFor(() => expect(moved).toHaveTextContent('Order: 2'));

    await user.click(within(videos).getByRole('button', { name: 'Move Revision up' }));
    expect(titlesIn(videos)).toEqual(['Polity basics', 'Revision', 'Introduction']);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', ORDER_URL)).toHaveLength(2));
    expect(requestBody(callsTo(fetchMock, 'PUT', ORDER_URL)[1]?.[1])).toEqual({ videoIds: ['v2', 'v3', 'v1'] });
  });

  it('works from the keyboard: focus stays on the moved lecture, and the move is announced', async () => {
    const user = userEvent.setup();
    stubServer([first, second, third]);
    const videos = await openVideos();
    within(videos).getByRole('button', { name: 'Move Introduction down' }).focus();

    await user.keyboard('{Enter}');
    expect(titlesIn(videos)).toEqual(['Polity basics', 'Introduction', 'Revision']);
    expect(within(videos).getByRole('button', { name: 'Move Introduction down' })).toHaveFocus();
    expect(within(videos).getByText('Introduction is now number 2 of 3')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(titlesIn(videos)).toEqual(['Polity basics', 'Revision', 'Introduction']);
    // At the bottom its down button is off, so focus goes to its up button.
    expect(within(videos).getByRole('button', { name: 'Move Introduction up' })).toHaveFocus();
  });

  it('sends moves made while a save is on its way together afterwards, as the latest whole list', async () => {
    const user = userEvent.setup();
    const firstSave = deferred<void>();
    let saves = 0;
    const fetchMock = stubServer([first, second, third], async (init, server) => {
      saves += 1;
      if (saves === 1) await firstSave.promise;
      const { videoIds } = requestBody(init) as { videoIds: string[] };
      server.videos = videoIds.map((id, index) => ({
        ...server.videos.find((video) => video._id === id)!,
        order: index + 1,
      }));
      return jsonResponse({ success: true, videos: server.videos });
    });
    const videos = await openVideos();
    await user.click(within(videos).getByRole('button', { name: 'Move Introduction down' }));
    await user.click(within(videos).getByRole('button', { name: 'Move Introduction down' }));
    await user.click(within(videos).getByRole('button', { name: 'Move Revision up' }));
    expect(titlesIn(videos)).toEqual(['Revision', 'Polity basics', 'Introduction']);
    expect(callsTo(fetchMock, 'PUT', ORDER_URL)).toHaveLength(1);

    firstSave.resolve();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', ORDER_URL)).toHaveLength(2));
    expect(requestBody(callsTo(fetchMock, 'PUT', ORDER_URL)[1]?.[1])).toEqual({ videoIds: ['v3', 'v2', 'v1'] });
    await waitFor(() =>
      expect(within(videos).getByRole('heading', { name: 'Introduction' }).closest('li')).toHaveTextContent('Order: 3'),
    );
    expect(titlesIn(videos)).toEqual(['Revision', 'Polity basics', 'Introduction']);
  });

  it('says the order changed meanwhile and reads the list again when the server refuses it', async () => {
    const user = userEvent.setup();
    stubServer([first, second], (_init, server) => {
      server.videos = [...server.videos, fakeVideo({ _id: 'v9', title: 'Added by someone else', order: 3 })];
      return jsonResponse({ success: false, error: 'changed', code: 'video_order_stale' }, 409);
    });
    const videos = await openVideos();
    await user.click(within(videos).getByRole('button', { name: 'Move Introduction down' }));

    expect(
      await screen.findByText(
        'The videos of this course changed while you were ordering them; reload the list and try again',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(titlesIn(videos)).toEqual(['Introduction', 'Polity basics', 'Added by someone else']));
  });
});

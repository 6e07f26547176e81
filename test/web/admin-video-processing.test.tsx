import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCourseVideo } from '../../shared/video-processing';
import { callsTo, fakeVideo, renderCoursesPage, stubAdminApi } from './admin-courses-helpers';
import { jsonResponse } from './helpers';

vi.mock('../../web/src/lib/video-upload', () => ({
  UploadCancelled: class UploadCancelled extends Error {},
  uploadCourseVideo: vi.fn(),
  findInterruptedUpload: vi.fn(() => undefined),
  discardInterruptedUpload: vi.fn(async () => undefined),
}));

afterEach(() => vi.useRealTimers());

const lecture = (
  processing: AdminCourseVideo['processing'],
  overrides: Partial<AdminCourseVideo> = {},
): AdminCourseVideo => ({ ...fakeVideo(overrides), processing });

async function openVideos() {
  renderCoursesPage();
  await userEvent.click(await screen.findByRole('button', { name: 'View videos of GPSC Class 1-2' }));
  return screen.getByRole('dialog', { name: 'Videos: GPSC Class 1-2' });
}

describe("a lecture's renditions in the admin's video list", () => {
  it('shows Processing with the percent, Ready, and Failed with the reason; nothing for an older video', async () => {
    stubAdminApi((url) =>
      url === '/api/admin/courses/c1/videos'
        ? jsonResponse({
            success: true,
            videos: [
              lecture({ state: 'processing', percent: 42 }, { _id: 'v1', title: 'Polity', order: 1 }),
              lecture(
                { state: 'ready', renditions: ['240p', '360p', '540p', '720p', 'audio'] },
                { _id: 'v2', title: 'History', order: 2 },
              ),
              lecture(
                { state: 'failed', reason: 'The uploaded file could not be read as a video' },
                { _id: 'v3', title: 'Maths', order: 3 },
              ),
              lecture(undefined, { _id: 'v4', title: 'Old lecture', order: 4 }),
            ],
          })
        : undefined,
    );
    const dialog = await openVideos();
    const [polity, history, maths, old] = (await within(dialog).findAllByRole('listitem')) as HTMLElement[];
    expect(within(polity!).getByRole('status')).toHaveTextContent('Processing 42%');
    expect(within(history!).getByRole('status')).toHaveTextContent('Ready');
    expect(within(maths!).getByRole('status')).toHaveTextContent(
      'Failed: The uploaded file could not be read as a video',
    );
    expect(within(maths!).getByRole('button', { name: 'Retry converting Maths' })).toHaveTextContent('Retry');
    expect(within(polity!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(old!).queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads the percent again while the lecture is processing, until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const states: AdminCourseVideo['processing'][] = [
      { state: 'processing', percent: 10 },
      { state: 'processing', percent: 55 },
      { state: 'ready', renditions: ['240p'] },
    ];
    const fetchMock = stubAdminApi((url) => {
      if (url !== '/api/admin/courses/c1/videos') return undefined;
      const processing = states[Math.min(reads++, states.length - 1)];
      return jsonResponse({ success: true, videos: [lecture(processing, { title: 'Polity' })] });
    });
    const dialog = await openVideos();
    const item = await within(dialog).findByRole('listitem');
    expect(within(item).getByRole('status')).toHaveTextContent('Processing 10%');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(item).getByRole('status')).toHaveTextContent('Processing 55%');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(item).getByRole('status')).toHaveTextContent('Ready');
    const readsWhenReady = callsTo(fetchMock, 'GET', '/api/admin/courses/c1/videos').length;
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(callsTo(fetchMock, 'GET', '/api/admin/courses/c1/videos')).toHaveLength(readsWhenReady);
  });

  it('retries a failed conversion: the lecture shows Processing again', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/courses/c1/videos')
        return jsonResponse({
          success: true,
          videos: [lecture({ state: 'failed', reason: 'Broken file' }, { title: 'Maths' })],
        });
      if (init?.method === 'POST' && url === '/api/admin/courses/c1/videos/v1/transcode') {
        return jsonResponse({ success: true, video: lecture({ state: 'processing', percent: 0 }, { title: 'Maths' }) });
      }
      return undefined;
    });
    const dialog = await openVideos();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry converting Maths' }));
    const item = within(dialog).getByRole('listitem');
    expect(await within(item).findByText('Processing 0%')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Retry converting Maths' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/courses/c1/videos/v1/transcode')).toHaveLength(1);
  });

  it('says why a retry was refused, and keeps Retry', async () => {
    stubAdminApi((url, init) => {
      if (url === '/api/admin/courses/c1/videos')
        return jsonResponse({
          success: true,
          videos: [lecture({ state: 'failed', reason: 'Broken file' }, { title: 'Maths' })],
        });
      if (init?.method === 'POST')
        return jsonResponse({ success: false, code: 'transcode_not_failed', error: 'x' }, 409);
      return undefined;
    });
    const dialog = await openVideos();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry converting Maths' }));
    expect(
      await within(dialog).findByText('This video is not waiting for a retry: only a failed conversion can be retried'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry converting Maths' })).toBeEnabled();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '../../web/src/lib/paths';
import { VideoPage } from '../../web/src/features/course-video/VideoPage';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

const course = fakeCourse({ videoCount: 2 });
const videos = [
  { _id: 'v1', title: 'Introduction', description: '', duration: 300, order: 1, createdAt: '2025-01-02T00:00:00.000Z' },
  {
    _id: 'v2',
    title: 'Indian Polity',
    description: '',
    duration: 200,
    order: 2,
    createdAt: '2025-01-03T00:00:00.000Z',
  },
];
const saved = [
  { videoId: 'v1', position: 290, duration: 300, watched: true, updatedAt: '2025-03-01T00:00:00.000Z' },
  { videoId: 'v2', position: 120, duration: 200, watched: false, updatedAt: '2025-03-02T00:00:00.000Z' },
];

function renderVideo(videoId: string, progress: unknown[] = saved) {
  localStorage.setItem('token', 'student-token');
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/payments/enrollments') {
      return jsonResponse({
        success: true,
        enrollments: [{ course: { _id: 'c1', title: course.title, description: '' }, enrolledAt: '2025-02-01' }],
      });
    }
    if (url === '/api/courses/c1/videos') return jsonResponse({ success: true, course, videos });
    if (url === '/api/courses/c1/progress') return jsonResponse({ success: true, progress });
    const progressSave = /^\/api\/courses\/c1\/videos\/(v\d)\/progress$/.exec(url);
    if (progressSave && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { position: number; duration: number };
      return jsonResponse({
        success: true,
        progress: {
          videoId: progressSave[1],
          ...body,
          watched: body.position >= body.duration * 0.9,
          updatedAt: '2025-03-03T00:00:00.000Z',
        },
      });
    }
    const video = videos.find(({ _id }) => url === `/api/courses/c1/videos/${_id}`);
    if (video) return jsonResponse({ success: true, video, signedUrl: `https://media.example.com/${video._id}.mp4` });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <MemoryRouter initialEntries={[`/course/c1/video/${videoId}`]}>
      <Routes>
        <Route path={routePatterns.courseVideo} element={<VideoPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

async function loadedVideo(title: string, duration: number): Promise<HTMLVideoElement> {
  await screen.findByRole('heading', { level: 1, name: title });
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.durationChange(video);
  fireEvent.loadedMetadata(video);
  return video;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('progress in the player', () => {
  it('resumes a lecture where the student stopped, marks watched lectures and shows the course progress', async () => {
    renderVideo('v2');
    const video = await loadedVideo('Indian Polity', 200);
    expect(video.currentTime).toBe(120);

    const list = screen.getByRole('navigation', { name: 'Course Videos' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Watched');
    expect(second).not.toHaveTextContent('Watched');
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 of 2 lectures watched')).toBeInTheDocument();
  });

  it('starts a finished lecture from the beginning', async () => {
    renderVideo('v1', [{ ...saved[0], position: 299 }]);
    const video = await loadedVideo('Introduction', 300);
    expect(video.currentTime).toBe(0);
  });

  it('saves the position on pause, and a save reaching 90% marks the lecture watched at once', async () => {
    const fetchMock = renderVideo('v2');
    const video = await loadedVideo('Indian Polity', 200);
    video.currentTime = 190;
    fireEvent.pause(video);

    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([url, init]) => url === '/api/courses/c1/videos/v2/progress' && init?.method === 'PUT',
      );
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ position: 190, duration: 200 });
    });
    await waitFor(() => expect(screen.getByText('2 of 2 lectures watched')).toBeInTheDocument());
  });

  it('offers the next lecture when one ends', async () => {
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);
    fireEvent.ended(video);
    expect(screen.getByText('Up next: Indian Polity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play next lecture: Indian Polity' })).toHaveAttribute(
      'href',
      '/course/c1/video/v2',
    );
  });
});

describe('player controls', () => {
  it('changes speed from 0.75× to 2× and remembers it for the next lecture', async () => {
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);

    await userEvent.selectOptions(speed, '1.5');
    expect(video.playbackRate).toBe(1.5);
    expect(localStorage.getItem('playerSpeed')).toBe('1.5');

    await userEvent.click(screen.getByRole('link', { name: /Indian Polity/ }));
    const next = await loadedVideo('Indian Polity', 200);
    expect(next.playbackRate).toBe(1.5);
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.5');
  });

  it('seeks 10 s back and forward with the buttons and the arrow keys, never past either end', async () => {
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);
    video.currentTime = 50;
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video.currentTime).toBe(60);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(video.currentTime).toBe(50);

    video.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(40);
    video.currentTime = 295;
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(300);
  });

  it('plays with k, mutes with m and goes fullscreen with f, the button and a double-click', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);

    video.focus();
    await userEvent.keyboard('k');
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    await userEvent.keyboard('f');
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await userEvent.dblClick(video);
    expect(requestFullscreen).toHaveBeenCalled();
    expect(
      requestFullscreen.mock.contexts.every(
        (element) => element === screen.getByRole('group', { name: /Video player/ }),
      ),
    ).toBe(true);
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('shows a buffering indicator while the video waits for data', async () => {
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);
    fireEvent.waiting(video);
    expect(screen.getByRole('status')).toHaveTextContent('Buffering...');
    fireEvent.playing(video);
    expect(screen.queryByText('Buffering...')).not.toBeInTheDocument();
  });

  it('has a seek bar for keyboard and touch, labelled with the time', async () => {
    renderVideo('v1', []);
    const video = await loadedVideo('Introduction', 300);
    video.currentTime = 75;
    fireEvent.timeUpdate(video);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuetext', '1:15 of 5:00');
    fireEvent.change(seek, { target: { value: '150' } });
    expect(video.currentTime).toBe(150);
  });
});

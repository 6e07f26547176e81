import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { routePatterns } from '../../web/src/lib/paths';
import { CourseVideosRedirect } from '../../web/src/features/course-video/CourseVideosRedirect';
import { VideoPage } from '../../web/src/features/course-video/VideoPage';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';

const course = fakeCourse();
const videos = [
  {
    _id: 'v1',
    title: 'Introduction',
    description: 'How the course works',
    duration: 300,
    order: 1,
    createdAt: '2025-01-02T00:00:00.000Z',
  },
  {
    _id: 'v2',
    title: 'Indian Polity',
    description: 'The constitution',
    duration: 75,
    order: 2,
    createdAt: '2025-01-03T00:00:00.000Z',
  },
];
const signedUrl = (videoId: string) => `https://media.example.com/${videoId}.mp4?signature=abc`;

interface Responses {
  enrollments?: () => Response;
  videos?: () => Response;
  video?: () => Response;
}

function renderLearning(path: string, responses: Responses = {}) {
  localStorage.setItem('token', 'student-token');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/payments/enrollments') {
      return (
        responses.enrollments?.() ??
        jsonResponse({
          success: true,
          enrollments: [{ course: { _id: 'c1', title: course.title, description: '' }, enrolledAt: '2025-02-01' }],
        })
      );
    }
    if (url === '/api/courses/c1/videos')
      return responses.videos?.() ?? jsonResponse({ success: true, course, videos });
    if (url === '/api/courses/c1/notes') return jsonResponse({ success: true, notes: [] });
    if (/^\/api\/courses\/c1\/videos\/v\d\/doubts$/.test(url)) return jsonResponse({ success: true, doubts: [] });
    const video = videos.find(({ _id }) => url === `/api/courses/c1/videos/${_id}`);
    if (video) return responses.video?.() ?? jsonResponse({ success: true, video, signedUrl: signedUrl(video._id) });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePatterns.courseVideos} element={<CourseVideosRedirect />} />
        <Route path={routePatterns.courseVideo} element={<VideoPage />} />
        <Route path={routePatterns.course} element={<h1>Course page</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return fetchMock;
}

function LocationProbe() {
  return <p data-testid="location">{`${useNavigationType()} ${useLocation().pathname}`}</p>;
}

const calledUrls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

/** jsdom cannot play media: these stand-ins fire the events a browser would. */
function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

async function findVideoElement(): Promise<HTMLVideoElement> {
  await screen.findByRole('heading', { level: 1, name: 'Introduction' });
  const video = document.querySelector('video');
  if (!video) throw new Error('no <video> element');
  return video;
}

describe('course videos redirect', () => {
  it("replaces the location with the course's first video", async () => {
    renderLearning('/course/c1/videos');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('REPLACE /course/c1/video/v1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeInTheDocument();
  });

  it('says so when the course has no videos yet, with a link back to the course', async () => {
    renderLearning('/course/c1/videos', { videos: () => jsonResponse({ success: true, course, videos: [] }) });
    expect(await screen.findByText('This course has no videos yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/course/c1');
  });

  it("shows 'Course Not Enrolled' to a student who is not enrolled", async () => {
    const fetchMock = renderLearning('/course/c1/videos', {
      enrollments: () => jsonResponse({ success: true, enrollments: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Course Not Enrolled' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/courses/c1/videos');
  });
});

describe('video page', () => {
  it("treats a video list the server refuses as 'Course Not Enrolled'", async () => {
    renderLearning('/course/c1/video/v1', {
      videos: () => jsonResponse({ success: false, error: 'You are not enrolled in this course' }, 403),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Enrolled' })).toBeInTheDocument();
  });

  it('says why the lectures are closed when an instalment is overdue past its plan, with the way to pay', async () => {
    renderLearning('/course/c1/video/v1', {
      videos: () => jsonResponse({ success: false, error: 'Access paused', code: 'course_suspended_for_dues' }, 403),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lectures paused' })).toBeInTheDocument();
    expect(
      screen.getByText('Access to this course is paused because an instalment is overdue; pay it to continue'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the instalment' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Course Not Enrolled' })).toBeNull();
  });

  it("shows 'Course Not Enrolled' with Enroll Now back to the course, without loading videos", async () => {
    const fetchMock = renderLearning('/course/c1/video/v1', {
      enrollments: () => jsonResponse({ success: true, enrollments: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Enrolled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/course/c1');
    expect(calledUrls(fetchMock)).toEqual(['/api/payments/enrollments']);
  });

  it.each([
    [
      'the enrollment check fails',
      { enrollments: () => jsonResponse({ success: false, error: 'Internal error' }, 500) },
      'Failed to verify enrollment',
    ],
    [
      'the video list fails',
      { videos: () => jsonResponse({ success: false, error: 'Internal error' }, 500) },
      'Failed to load course videos',
    ],
    [
      'the video fails',
      { video: () => jsonResponse({ success: false, error: 'Video not found' }, 404) },
      'Failed to load video',
    ],
  ])("shows 'Access Denied' when %s", async (_case, responses: Responses, message) => {
    renderLearning('/course/c1/video/v1', responses);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('plays the signed URL, with the title, description and the numbered course videos', async () => {
    renderLearning('/course/c1/video/v1');
    const video = await findVideoElement();
    expect(video).toHaveAttribute('src', signedUrl('v1'));
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.playsInline).toBe(true);
    expect(screen.getByText('How the course works')).toBeInTheDocument();
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 5:00');

    const list = screen.getByRole('navigation', { name: 'Course Videos' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1 Introduction 5:00', '2 Indian Polity 1:15']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('plays and pauses from the button and with Space on the video', async () => {
    const { play, pause } = stubMediaPlayback();
    renderLearning('/course/c1/video/v1');
    const video = await findVideoElement();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    video.focus();
    await userEvent.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('mutes and unmutes', async () => {
    renderLearning('/course/c1/video/v1');
    const video = await findVideoElement();
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('updates the time display as the video plays and seeks from the slider', async () => {
    renderLearning('/course/c1/video/v1');
    const video = await findVideoElement();

    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    fireEvent.durationChange(video);
    video.currentTime = 75;
    fireEvent.timeUpdate(video);
    expect(screen.getByTestId('video-time')).toHaveTextContent('1:15 / 10:00');

    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '30' } });
    expect(video.currentTime).toBe(30);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:30 / 10:00');
  });

  it('explains a playback failure and fetches a fresh link on Reload video', async () => {
    const fetchMock = renderLearning('/course/c1/video/v1');
    const video = await findVideoElement();
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('This video could not be played.');

    await userEvent.click(screen.getByRole('button', { name: 'Reload video' }));
    await findVideoElement();
    expect(calledUrls(fetchMock).filter((url) => url === '/api/courses/c1/videos/v1')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to another video when it is picked from the list', async () => {
    const fetchMock = renderLearning('/course/c1/video/v1');
    await findVideoElement();
    await userEvent.click(screen.getByRole('link', { name: '2 Indian Polity 1:15' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/course/c1/video/v2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Indian Polity' })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', signedUrl('v2'));
    expect(screen.getByRole('link', { name: '2 Indian Polity 1:15' })).toHaveAttribute('aria-current', 'page');
    // The course's video list is not loaded again.
    expect(calledUrls(fetchMock).filter((url) => url === '/api/courses/c1/videos')).toHaveLength(1);
  });

  it('sends a non-student to the home page', async () => {
    const profile = profileResponder('admin');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/profile' ? profile(url) : jsonResponse({ success: true, courses: [], ads: [] }),
    );
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/course/c1/video/v1']}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^REPLACE \/$/));
    expect(calledUrls(fetchMock)).not.toContain('/api/payments/enrollments');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Doubt } from '#shared/doubts.js';
import { routePatterns } from '../../web/src/lib/paths';
import { VideoPage } from '../../web/src/features/course-video/VideoPage';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

const course = fakeCourse({ videoCount: 1 });
const video = {
  _id: 'v1',
  title: 'Fundamental Rights',
  description: '',
  duration: 600,
  order: 1,
  createdAt: '2025-01-02T00:00:00.000Z',
};

const answered: Doubt = {
  _id: 'd1',
  place: 'lecture',
  courseId: 'c1',
  videoId: 'v1',
  atSeconds: 83,
  title: 'Fundamental Rights',
  text: 'Is privacy part of Article 21?',
  status: 'answered',
  createdAt: '2025-03-01T00:00:00.000Z',
  sameCount: 2,
  mine: false,
  sameByMe: false,
  answer: { text: 'Yes, since Puttaswamy (2017).', answeredAt: '2025-03-02T00:00:00.000Z' },
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function renderLecture(doubtsReply: () => Response) {
  localStorage.setItem('token', 'student-token');
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/payments/enrollments')
      return jsonResponse({
        success: true,
        enrollments: [{ course: { _id: 'c1', title: course.title, description: '' }, enrolledAt: '2025-02-01' }],
      });
    if (url === '/api/courses/c1/videos') return jsonResponse({ success: true, course, videos: [video] });
    if (url === '/api/courses/c1/progress') return jsonResponse({ success: true, progress: [] });
    if (url === '/api/courses/c1/notes') return jsonResponse({ success: true, notes: [] });
    if (url === '/api/courses/c1/videos/v1')
      return jsonResponse({ success: true, video, signedUrl: 'https://media.example.com/v1.mp4' });
    if (url === '/api/courses/c1/videos/v1/doubts' && method === 'GET') return doubtsReply();
    if (url === '/api/courses/c1/videos/v1/doubts' && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as { text: string; atSeconds: number };
      return jsonResponse(
        {
          success: true,
          doubt: {
            ...answered,
            _id: 'd9',
            text: body.text,
            atSeconds: body.atSeconds,
            status: 'open',
            mine: true,
            sameCount: 0,
            answer: undefined,
          },
        },
        201,
      );
    }
    if (url === '/api/doubts/d1/same') return jsonResponse({ success: true, sameCount: 3 });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/course/c1/video/v1']}>
      <Routes>
        <Route path={routePatterns.courseVideo} element={<VideoPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

/** The lecture's <video>, with a current time the test can set and read (jsdom plays nothing). */
async function lectureVideo(): Promise<{ element: HTMLVideoElement; time: { value: number } }> {
  await screen.findByRole('heading', { level: 1, name: 'Fundamental Rights' });
  const element = document.querySelector('video')!;
  const time = { value: 0 };
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => time.value,
    set: (value: number) => {
      time.value = value;
    },
  });
  vi.spyOn(element, 'pause').mockImplementation(() => {});
  return { element, time };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('doubts under the lecture player', { timeout: 20_000 }, () => {
  it("lists the lecture's answered doubts; a doubt's time seeks the video there", async () => {
    renderLecture(() => jsonResponse({ success: true, doubts: [answered] }));
    const { time } = await lectureVideo();
    const item = (await screen.findByText('Is privacy part of Article 21?')).closest('li')!;
    expect(within(item).getByText('Yes, since Puttaswamy (2017).')).toBeInTheDocument();
    expect(within(item).getByText('2 students have the same doubt')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Go to 1:23 in the lecture' }));
    expect(time.value).toBe(83);
  });

  it('asks a doubt pinned to the moment the player is at', async () => {
    const sent = renderLecture(() => jsonResponse({ success: true, doubts: [] }));
    const { time } = await lectureVideo();
    expect(await screen.findByText('No answered doubts on this lecture yet.')).toBeInTheDocument();
    time.value = 83.7;
    await userEvent.click(screen.getByRole('button', { name: 'Ask a doubt' }));
    expect(screen.getByText('Your doubt is pinned to 1:23 of the lecture.')).toBeInTheDocument();
    time.value = 200; // the video moving on does not move the doubt
    await userEvent.click(screen.getByRole('button', { name: 'Send doubt' }));
    expect(screen.getByText('Write your doubt')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Your doubt'), 'Why is Article 21 so wide?');
    await userEvent.click(screen.getByRole('button', { name: 'Send doubt' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your doubt is sent.');
    expect(sent).toEqual([
      {
        url: '/api/courses/c1/videos/v1/doubts',
        method: 'POST',
        body: { text: 'Why is Article 21 so wide?', atSeconds: 83 },
      },
    ]);
    const mine = screen.getByText('Why is Article 21 so wide?').closest('li')!;
    expect(within(mine).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'I have the same doubt' })).toBeNull();
  });

  it('refuses a photo of the wrong type before sending anything', async () => {
    const sent = renderLecture(() => jsonResponse({ success: true, doubts: [] }));
    await lectureVideo();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a doubt' }));
    const gif = new File(['GIF89a'], 'working.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText(/Photo of your working/), gif, { applyAccept: false });
    expect(screen.getByText('The photo must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('marks "I have the same doubt" once and shows the new count', async () => {
    const sent = renderLecture(() => jsonResponse({ success: true, doubts: [answered] }));
    await lectureVideo();
    await userEvent.click(await screen.findByRole('button', { name: 'I have the same doubt' }));
    expect(await screen.findByText('You have this doubt too')).toBeInTheDocument();
    expect(screen.getByText('3 students have the same doubt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have the same doubt' })).toBeNull();
    expect(sent.map((call) => call.url)).toEqual(['/api/doubts/d1/same']);
  });

  it('says when the doubts cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    renderLecture(() =>
      fail ? jsonResponse({ success: false, error: 'Down' }, 500) : jsonResponse({ success: true, doubts: [answered] }),
    );
    await lectureVideo();
    expect(await screen.findByText('Doubts could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('Is privacy part of Article 21?')).toBeInTheDocument());
  });
});

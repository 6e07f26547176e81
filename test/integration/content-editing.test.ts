import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CourseVideo, HomepageAd, StoredHomepageAd } from '#shared/types.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

const MISSING_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

let admin: string;
let createVideo: typeof import('#domain/media/videos.js').createVideo;
let enroll: typeof import('#domain/learning/enrollments.js').enroll;

beforeAll(async () => {
  useEmulators();
  ({ createVideo } = await import('#domain/media/videos.js'));
  ({ enroll } = await import('#domain/learning/enrollments.js'));
  admin = await loginAdmin();
});

async function courseWithVideos(titles: readonly string[]): Promise<{ courseId: string; ids: string[] }> {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Reordered course', description: 'Lectures to put in order', price: 500, category: 'gpsc' },
  });
  const courseId = reply.body.course._id;
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const video = await createVideo(courseId, {
      title,
      description: `${title} notes`,
      order: index + 1,
      objectKey: `media/courses/${courseId}/videos/${index}.mp4`,
    });
    ids.push(video._id);
  }
  return { courseId, ids };
}

const adminList = async (courseId: string) =>
  (await api<{ videos: CourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, { token: admin })).body.videos;

const reorder = (courseId: string, videoIds: unknown) =>
  api<{ videos: CourseVideo[] }>('PUT', `/api/admin/courses/${courseId}/videos/order`, {
    token: admin,
    body: { videoIds },
  });

describe('editing a lecture', () => {
  it('renames a lecture and writes its description again; a blank description leaves none', async () => {
    const { courseId, ids } = await courseWithVideos(['Lecture one']);
    const edited = await api<{ video: CourseVideo }>('PUT', `/api/courses/${courseId}/videos/${ids[0]}`, {
      token: admin,
      body: { title: '  Indian Polity: the Preamble ', description: 'Read chapter 1 first.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.video).toMatchObject({
      _id: ids[0],
      title: 'Indian Polity: the Preamble',
      description: 'Read chapter 1 first.',
      order: 1,
    });
    expect((await adminList(courseId))[0]).toMatchObject({
      title: 'Indian Polity: the Preamble',
      description: 'Read chapter 1 first.',
    });

    const cleared = await api<{ video: CourseVideo }>('PUT', `/api/courses/${courseId}/videos/${ids[0]}`, {
      token: admin,
      body: { title: 'Preamble', description: '   ' },
    });
    expect(cleared.body.video).toMatchObject({ title: 'Preamble', description: '' });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'Fine', description: 7 }, 'Description must be text'],
  ])('refuses %o', async (body, message) => {
    const { courseId, ids } = await courseWithVideos(['Lecture one']);
    const reply = await api('PUT', `/api/courses/${courseId}/videos/${ids[0]}`, { token: admin, body });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
    expect((await adminList(courseId))[0]).toMatchObject({ title: 'Lecture one' });
  });

  it('is 404 for a video that does not exist, and creates nothing', async () => {
    const { courseId } = await courseWithVideos(['Lecture one']);
    const reply = await api('PUT', `/api/courses/${courseId}/videos/${MISSING_ID}`, {
      token: admin,
      body: { title: 'Ghost' },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('Video not found');
    expect((await adminList(courseId)).map((video) => video.title)).toEqual(['Lecture one']);
  });
});

describe('putting lectures in order', () => {
  it('moves the lectures, and an enrolled student sees the new order', async () => {
    const { courseId, ids } = await courseWithVideos(['A', 'B', 'C', 'D']);
    const [a, b, c, d] = ids as [string, string, string, string];
    const reply = await reorder(courseId, [c, a, d, b]);
    expect(reply.status).toBe(200);
    expect(reply.body.videos.map((video) => [video.title, video.order])).toEqual([
      ['C', 1],
      ['A', 2],
      ['D', 3],
      ['B', 4],
    ]);
    expect((await adminList(courseId)).map((video) => video.title)).toEqual(['C', 'A', 'D', 'B']);

    const student = await registerStudent();
    await enroll(student.id, courseId);
    const seen = await api<{ videos: CourseVideo[] }>('GET', `/api/courses/${courseId}/videos`, {
      token: student.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.videos.map((video) => video.title)).toEqual(['C', 'A', 'D', 'B']);
  });

  it("refuses a list that is not the course's videos as they are now (409), changing nothing", async () => {
    const { courseId, ids } = await courseWithVideos(['A', 'B', 'C']);
    const [a, b, c] = ids as [string, string, string];
    for (const stale of [
      [b, a],
      [c, b, a, MISSING_ID],
      [c, MISSING_ID, a],
    ]) {
      const reply = await reorder(courseId, stale);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        code: 'video_order_stale',
        error: 'The videos of this course changed while you were ordering them; reload the list and try again',
      });
    }
    expect((await adminList(courseId)).map((video) => video.title)).toEqual(['A', 'B', 'C']);
  });

  it.each([
    ['a repeated video', (ids: string[]) => [ids[0], ids[0], ids[1]], 'Each video can appear only once in the order'],
    ['no list', () => 'all of them', 'videoIds must be a list of video ids'],
    ['an id that is not text', (ids: string[]) => [ids[0], 5, ids[1]], 'Each video id must be text'],
  ])('refuses %s (400)', async (_case, list, message) => {
    const { courseId, ids } = await courseWithVideos(['A', 'B']);
    const reply = await reorder(courseId, list(ids));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('is 404 for a course that does not exist', async () => {
    const reply = await reorder(MISSING_ID, []);
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('Course not found');
  });

  it('refuses a list read before another lecture was added', async () => {
    const { courseId, ids } = await courseWithVideos(['A', 'B']);
    const [a, b] = ids as [string, string];
    const late = await createVideo(courseId, {
      title: 'Late',
      order: 3,
      objectKey: `media/courses/${courseId}/videos/late.mp4`,
    });
    expect((await reorder(courseId, [b, a])).status).toBe(409);
    expect((await reorder(courseId, [late._id, b, a])).status).toBe(200);
    expect((await adminList(courseId)).map((video) => video.title)).toEqual(['Late', 'B', 'A']);
  });

  it('keeps every video exactly once when two admins reorder at once', async () => {
    const titles = Array.from({ length: 12 }, (_, index) => `L${index + 1}`);
    const { courseId, ids } = await courseWithVideos(titles);
    const reversed = [...ids].reverse();
    const rotated = [...ids.slice(5), ...ids.slice(0, 5)];
    const replies = await Promise.all([
      reorder(courseId, reversed),
      reorder(courseId, rotated),
      reorder(courseId, [...rotated].reverse()),
    ]);
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    expect(replies.some((reply) => reply.status === 200)).toBe(true);

    const final = await adminList(courseId);
    expect(final.map((video) => video._id).sort()).toEqual([...ids].sort());
    expect(final.map((video) => video.order)).toEqual(titles.map((_, index) => index + 1));
    const winners = replies
      .filter((reply) => reply.status === 200)
      .map((reply) => reply.body.videos.map((video) => video._id));
    expect(winners).toContainEqual(final.map((video) => video._id));
  });

  it('orders a course with more lectures than one transaction can move', async () => {
    const titles = Array.from({ length: 130 }, (_, index) => `Lecture ${index + 1}`);
    const { courseId, ids } = await courseWithVideos(titles);
    const reply = await reorder(courseId, [...ids].reverse());
    expect(reply.status).toBe(200);
    expect((await adminList(courseId)).map((video) => video.title)).toEqual([...titles].reverse());
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function uploadImage(): Promise<{ imageKey: string; imageUrl: string }> {
  const upload = await api<{ uploadUrl: string; imageKey: string; imageUrl: string }>(
    'POST',
    '/api/admin/homepage-ads/image-uploads',
    {
      token: admin,
      body: { contentType: 'image/png', size: PNG.length },
    },
  );
  const put = await fetch(upload.body.uploadUrl, {
    method: 'PUT',
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  return upload.body;
}

async function createAd(fields: Record<string, unknown> = {}): Promise<StoredHomepageAd> {
  const { imageKey } = await uploadImage();
  const reply = await api<{ ad: StoredHomepageAd }>('POST', '/api/admin/homepage-ads', {
    token: admin,
    body: { title: 'Admissions open', description: 'New batch', imageKey, redirectUrl: '/gpsc', ...fields },
  });
  expect(reply.status).toBe(201);
  return reply.body.ad;
}

const publicAd = async (id: string) =>
  (await api<{ ads: HomepageAd[] }>('GET', '/api/homepage-ads/public/active')).body.ads.find((ad) => ad._id === id);
const imageStatus = async (imageUrl: string) => (await fetch(`${inject('apiUrl')}${imageUrl}`)).status;

describe('editing a homepage ad', () => {
  it('changes the texts and link, adds Gujarati texts that the public list carries, and keeps the image', async () => {
    const ad = await createAd();
    const reply = await api<{ ad: StoredHomepageAd }>('PUT', `/api/admin/homepage-ads/${ad._id}`, {
      token: admin,
      body: {
        title: 'GPSC June batch',
        description: 'Seats are limited',
        redirectUrl: 'https://example.com/june',
        titleGu: 'GPSC જૂન બેચ',
        descriptionGu: 'બેઠકો મર્યાદિત છે',
      },
    });
    expect(reply.status).toBe(200);
    const expected = {
      _id: ad._id,
      title: 'GPSC June batch',
      description: 'Seats are limited',
      redirectUrl: 'https://example.com/june',
      titleGu: 'GPSC જૂન બેચ',
      descriptionGu: 'બેઠકો મર્યાદિત છે',
      imageUrl: ad.imageUrl,
    };
    expect(reply.body.ad).toEqual({ ...expected, isActive: true, createdAt: ad.createdAt });
    expect(await publicAd(ad._id)).toEqual(expected);
    const listed = (
      await api<{ ads: StoredHomepageAd[] }>('GET', '/api/admin/homepage-ads', { token: admin })
    ).body.ads.find((item) => item._id === ad._id);
    expect(listed).toEqual(reply.body.ad);
    expect(await imageStatus(ad.imageUrl)).toBe(200);
  });

  it('removes the optional texts an edit leaves out', async () => {
    const ad = await createAd({ titleGu: 'પ્રવેશ શરૂ', descriptionGu: 'નવી બેચ' });
    expect(ad).toMatchObject({ titleGu: 'પ્રવેશ શરૂ', descriptionGu: 'નવી બેચ' });
    const reply = await api<{ ad: StoredHomepageAd }>('PUT', `/api/admin/homepage-ads/${ad._id}`, {
      token: admin,
      body: { title: 'Admissions open', redirectUrl: '/gpsc', titleGu: ' ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.ad).not.toHaveProperty('description');
    expect(reply.body.ad).not.toHaveProperty('titleGu');
    expect(reply.body.ad).not.toHaveProperty('descriptionGu');
    expect(await publicAd(ad._id)).toEqual({
      _id: ad._id,
      title: 'Admissions open',
      imageUrl: ad.imageUrl,
      redirectUrl: '/gpsc',
    });
  });

  it('replaces the image with a newly uploaded one and deletes the old file', async () => {
    const ad = await createAd();
    const next = await uploadImage();
    const reply = await api<{ ad: StoredHomepageAd }>('PUT', `/api/admin/homepage-ads/${ad._id}`, {
      token: admin,
      body: { title: 'New picture', redirectUrl: '/gpsc', imageKey: next.imageKey },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.ad.imageUrl).toBe(next.imageUrl);
    expect(await imageStatus(next.imageUrl)).toBe(200);
    expect(await imageStatus(ad.imageUrl)).toBe(404);
  });

  it('refuses an image that was never uploaded and keeps the ad as it was', async () => {
    const ad = await createAd();
    const { imageKey } = (
      await api<{ imageKey: string }>('POST', '/api/admin/homepage-ads/image-uploads', {
        token: admin,
        body: { contentType: 'image/png', size: 10 },
      })
    ).body;
    const reply = await api('PUT', `/api/admin/homepage-ads/${ad._id}`, {
      token: admin,
      body: { title: 'Changed', redirectUrl: '/gpsc', imageKey },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('The image has not been uploaded yet; upload it and try again');
    expect(await publicAd(ad._id)).toMatchObject({ title: 'Admissions open', imageUrl: ad.imageUrl });
  });

  it.each([
    [{ title: '', redirectUrl: '/gpsc' }, 'Title is required'],
    [
      { title: 'x', redirectUrl: 'javascript:alert(1)' },
      'Redirect URL must be a site path such as /gpsc or an https:// address',
    ],
    [{ title: 'x', redirectUrl: '/gpsc', titleGu: 'ક'.repeat(201) }, 'Gujarati title must be at most 200 characters'],
    [{ title: 'x', redirectUrl: '/gpsc', imageKey: 'media/courses/secret.mp4' }, 'Upload an image first'],
  ])('refuses %o', async (body, message) => {
    const ad = await createAd();
    const reply = await api('PUT', `/api/admin/homepage-ads/${ad._id}`, { token: admin, body });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('is 404 for an ad that does not exist, and creates nothing', async () => {
    const reply = await api('PUT', `/api/admin/homepage-ads/${MISSING_ID}`, {
      token: admin,
      body: { title: 'Ghost', redirectUrl: '/gpsc' },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('Ad not found');
    const all = (await api<{ ads: StoredHomepageAd[] }>('GET', '/api/admin/homepage-ads', { token: admin })).body.ads;
    expect(all.some((ad) => ad._id === MISSING_ID)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

type Student = Awaited<ReturnType<typeof registerStudent>>;
interface VideoProgressBody {
  videoId: string;
  position: number;
  duration: number;
  watched: boolean;
}
interface CourseProgressBody {
  courseId: string;
  watched: number;
  total: number;
  lastVideoId: string;
  lastPosition: number;
}

let admin: string;
let courseId: string;
let emptyCourseId: string;
let videoIds: string[];

async function createCourse(title: string) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Progress course', price: 500, category: 'ssc' },
  });
  return reply.body.course._id;
}

/** An enrolled student of the course (each test its own, so the write-rate limit never couples tests). */
async function enrolledStudent(course = courseId): Promise<Student> {
  const { enroll } = await import('#domain/learning/enrollments.js');
  const student = await registerStudent();
  await enroll(student.id, course);
  return student;
}

const save = (token: string, videoId: string, body: unknown, course = courseId) =>
  api<{ progress: VideoProgressBody; code?: string }>('PUT', `/api/courses/${course}/videos/${videoId}/progress`, {
    token,
    body,
  });
const courseProgress = (token: string, course = courseId) =>
  api<{ progress: VideoProgressBody[] }>('GET', `/api/courses/${course}/progress`, { token });
const summary = (token: string) => api<{ progress: CourseProgressBody[] }>('GET', '/api/progress', { token });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  useEmulators();
  const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
  admin = await loginAdmin();
  courseId = await createCourse('Reasoning lectures');
  emptyCourseId = await createCourse('Course without lectures');
  videoIds = [];
  for (const order of [1, 2]) {
    const video = await createVideo(courseId, {
      title: `Lecture ${order}`,
      duration: 100,
      order,
      objectKey: videoObjectKey(courseId, 'l.mp4'),
    });
    videoIds.push(video._id);
  }
});

describe('saving progress', () => {
  it('keeps the position, and the next open of the course finds it (any device: it is on the server)', async () => {
    const student = await enrolledStudent();
    const reply = await save(student.token, videoIds[1]!, { position: 42.5, duration: 100 });
    expect(reply.status).toBe(200);
    expect(reply.body.progress).toMatchObject({ videoId: videoIds[1], position: 42.5, duration: 100, watched: false });

    const read = await courseProgress(student.token);
    expect(read.status).toBe(200);
    expect(read.body.progress).toEqual([
      expect.objectContaining({ videoId: videoIds[1], position: 42.5, watched: false }),
    ]);
  });

  it('counts a lecture as watched at 90%, not before, and keeps it watched when rewatched from the start', async () => {
    const student = await enrolledStudent();
    expect((await save(student.token, videoIds[0]!, { position: 89.9, duration: 100 })).body.progress.watched).toBe(
      false,
    );
    await pause(2100);
    expect((await save(student.token, videoIds[0]!, { position: 90, duration: 100 })).body.progress.watched).toBe(true);
    await pause(2100);
    const rewatch = await save(student.token, videoIds[0]!, { position: 3, duration: 100 });
    expect(rewatch.body.progress).toMatchObject({ position: 3, watched: true });

    const dashboard = await summary(student.token);
    expect(dashboard.body.progress).toEqual([
      expect.objectContaining({ courseId, watched: 1, total: 2, lastVideoId: videoIds[0], lastPosition: 3 }),
    ]);
  });

  it('answers 429 with a code to a second write within 2 s, and writes nothing', async () => {
    const student = await enrolledStudent();
    expect((await save(student.token, videoIds[0]!, { position: 10, duration: 100 })).status).toBe(200);
    const second = await save(student.token, videoIds[1]!, { position: 20, duration: 100 });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('progress_too_frequent');
    expect(second.headers.get('retry-after')).toBe('2');
    const read = await courseProgress(student.token);
    expect(read.body.progress.map((p) => p.videoId)).toEqual([videoIds[0]]);

    await pause(2100);
    expect((await save(student.token, videoIds[1]!, { position: 20, duration: 100 })).status).toBe(200);
  });

  it.each([
    ['a negative position', { position: -1, duration: 100 }],
    ['a position past the end', { position: 150, duration: 100 }],
    ['no duration', { position: 1 }],
    ['a zero duration', { position: 0, duration: 0 }],
  ])('refuses %s', async (_what, body) => {
    const student = await enrolledStudent();
    const reply = await save(student.token, videoIds[0]!, body);
    expect(reply.status).toBe(400);
  });

  it('is 404 for a video that is not in the course', async () => {
    const student = await enrolledStudent();
    const reply = await save(student.token, '01ARZ3NDEKTSV4RRFFQ69G5FAV', { position: 1, duration: 100 });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('video_not_found');
  });
});

describe('whose progress', () => {
  it('refuses a student who is not enrolled in the course: 403 to write and to read', async () => {
    const outsider = await registerStudent();
    const write = await save(outsider.token, videoIds[0]!, { position: 5, duration: 100 });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('not_enrolled');
    const read = await courseProgress(outsider.token);
    expect(read.status).toBe(403);
    expect((await summary(outsider.token)).body.progress).toEqual([]);
  });

  it("never shows or changes another student's progress", async () => {
    const [first, second] = await Promise.all([enrolledStudent(), enrolledStudent()]);
    await save(first.token, videoIds[0]!, { position: 95, duration: 100 });
    await save(second.token, videoIds[0]!, { position: 7, duration: 100 });

    expect((await courseProgress(first.token)).body.progress).toEqual([
      expect.objectContaining({ position: 95, watched: true }),
    ]);
    expect((await courseProgress(second.token)).body.progress).toEqual([
      expect.objectContaining({ position: 7, watched: false }),
    ]);
    expect((await summary(second.token)).body.progress).toEqual([
      expect.objectContaining({ watched: 0, lastPosition: 7 }),
    ]);
  });

  it('is for students only: an admin has no progress to save', async () => {
    const reply = await save(admin, videoIds[0]!, { position: 5, duration: 100 });
    expect(reply.status).toBe(403);
  });
});

describe('the dashboard summary', () => {
  it('reports every lecture watched, with the total from the course', async () => {
    const student = await enrolledStudent();
    await save(student.token, videoIds[0]!, { position: 100, duration: 100 });
    await pause(2100);
    await save(student.token, videoIds[1]!, { position: 99, duration: 100 });
    const reply = await summary(student.token);
    expect(reply.body.progress).toEqual([
      expect.objectContaining({ courseId, watched: 2, total: 2, lastVideoId: videoIds[1] }),
    ]);
  });

  it('is empty for a student who has watched nothing, even when enrolled', async () => {
    const student = await enrolledStudent(emptyCourseId);
    expect((await summary(student.token)).body.progress).toEqual([]);
  });
});

describe("the lecture's own length, not the player's", () => {
  it('measures progress against the stored duration and clamps a position past the end', async () => {
    const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
    const fiveMinutes = await createVideo(courseId, {
      title: 'Five minutes',
      duration: 300,
      order: 3,
      objectKey: videoObjectKey(courseId, 'five.mp4'),
    });
    const student = await enrolledStudent();
    // A player claiming the lecture is 200 s long and watched to its end has watched two thirds of it.
    const short = await save(student.token, fiveMinutes._id, { position: 200, duration: 200 });
    expect(short.body.progress).toMatchObject({ position: 200, duration: 300, watched: false });
    await pause(2100);
    // A day-long "lecture" at its end is the five-minute lecture at its end.
    const long = await save(student.token, fiveMinutes._id, { position: 86400, duration: 86400 });
    expect(long.body.progress).toMatchObject({ position: 300, duration: 300 });
  });

  it("takes the player's duration only when the lecture has none stored", async () => {
    const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
    const unknown = await createVideo(courseId, {
      title: 'Length unknown',
      order: 4,
      objectKey: videoObjectKey(courseId, 'unknown.mp4'),
    });
    const student = await enrolledStudent();
    const reply = await save(student.token, unknown._id, { position: 30, duration: 120 });
    expect(reply.body.progress).toMatchObject({ position: 30, duration: 120, watched: false });
  });
});

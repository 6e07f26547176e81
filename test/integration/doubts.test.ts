/**
 * Doubts against the local stack (DynamoDB Local, s3rver, the real routes): asking on a lecture
 * (enrolled students only), what each student sees under it, asking on a test question only once the
 * attempt is finished, answering (one e-mail in the outbox, however often it is answered), "I have the
 * same doubt" once per student and the queue's order, hiding, a faculty member kept to their courses,
 * photos, and the daily limit under a burst.
 */
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Doubt, StaffDoubt } from '#shared/doubts.js';
import { api, freshAddress, loginAdmin, registerStudent, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

/** A 1×1 PNG: a real image file for the photo uploads. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A photo uploaded through the API's presigned PUT, as the browser does; its key. */
async function uploadPhoto(token: string): Promise<string> {
  const started = await api<{ uploadUrl: string; imageKey: string }>('POST', '/api/doubts/images', {
    token,
    body: { contentType: 'image/png', size: png.length },
  });
  expect(started.status).toBe(200);
  const put = await fetch(started.body.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(png),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  return started.body.imageKey;
}

const opensPhoto = async (url: string | undefined) => Buffer.from(await (await fetch(url!)).arrayBuffer()).equals(png);

type Student = Awaited<ReturnType<typeof registerStudent>>;
let owner: string;
let dbModule: typeof import('#lib/db.js');
let courseId: string;
let otherCourseId: string;
let videoId: string;
let otherVideoId: string;
let asha: Student;
let bhavin: Student;
let outsider: Student;

async function newCourse(title: string) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: owner,
    body: { title, description: 'Lectures', price: 100 },
  });
  expect(reply.status).toBe(201);
  return reply.body.course._id;
}

/** An admin account whose profile says it is faculty, limited to `courseIds` (absent: every course). */
async function faculty(name: string, courseIds?: string[]): Promise<string> {
  const { createUser, userKeys } = await import('#domain/users/users.js');
  const { hashPassword } = await import('#lib/passwords.js');
  const email = uniqueEmail('faculty');
  const password = 'faculty-pass-1';
  const user = await createUser({
    name,
    email,
    mobile: '9876543210',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  await dbModule.db().send(
    new UpdateCommand({
      TableName: dbModule.tableName(),
      Key: userKeys.profile(user._id),
      UpdateExpression: courseIds ? 'SET staffRole = :faculty, courseIds = :courses' : 'SET staffRole = :faculty',
      ExpressionAttributeValues: { ':faculty': 'faculty', ...(courseIds ? { ':courses': courseIds } : {}) },
    }),
  );
  const login = await api<{ token: string }>('POST', '/api/auth/admin/login', {
    body: { email, password },
    from: freshAddress(),
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.token;
}

const ask = (token: string, body: Record<string, unknown>, video = videoId, course = courseId) =>
  api<{ doubt: Doubt; code?: string }>('POST', `/api/courses/${course}/videos/${video}/doubts`, { token, body });
const lectureDoubts = (token: string, video = videoId, course = courseId) =>
  api<{ doubts: Doubt[]; code?: string }>('GET', `/api/courses/${course}/videos/${video}/doubts`, { token });
const queue = (token: string, query = '') =>
  api<{ doubts: StaffDoubt[]; code?: string }>('GET', `/api/staff/doubts${query}`, { token });
const answer = (token: string, doubtId: string, text = 'Article 21 covers it.') =>
  api<{ doubt: StaffDoubt; code?: string }>('POST', `/api/doubts/${doubtId}/answer`, { token, body: { text } });
const same = (token: string, doubtId: string) =>
  api<{ sameCount: number; code?: string }>('POST', `/api/doubts/${doubtId}/same`, { token });

async function enrolled(name: string, course = courseId) {
  const { enroll } = await import('#domain/learning/enrollments.js');
  const student = await registerStudent({ name });
  await enroll(student.id, course);
  return student;
}

/** The outbox's mails about one doubt, whatever their key. */
async function mailsAbout(doubtId: string) {
  const { Items = [] } = await dbModule.db().send(
    new ScanCommand({
      TableName: dbModule.tableName(),
      FilterExpression: 'begins_with(pk, :mail) AND message.doubtId = :doubt',
      ExpressionAttributeValues: { ':mail': 'MAIL#', ':doubt': doubtId },
      ConsistentRead: true,
    }),
  );
  return Items;
}

beforeAll(async () => {
  useEmulators();
  dbModule = await import('#lib/db.js');
  const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
  owner = await loginAdmin();
  [courseId, otherCourseId] = await Promise.all([newCourse('Polity'), newCourse('Geography')]);
  videoId = (
    await createVideo(courseId, { title: 'Fundamental Rights', objectKey: videoObjectKey(courseId, 'fr.mp4') })
  )._id;
  otherVideoId = (
    await createVideo(otherCourseId, {
      title: 'Rivers of Gujarat',
      objectKey: videoObjectKey(otherCourseId, 'rivers.mp4'),
    })
  )._id;
  [asha, bhavin] = await Promise.all([enrolled('Asha Patel'), enrolled('Bhavin Shah')]);
  outsider = await registerStudent({ name: 'Outside Student' });
});

describe('doubts on a lecture', () => {
  it('takes a doubt pinned to a moment from an enrolled student only', async () => {
    const asked = await ask(asha.token, { text: 'Is the right to privacy in Article 21?', atSeconds: 83.6 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.doubt).toMatchObject({
      place: 'lecture',
      courseId,
      videoId,
      atSeconds: 83,
      title: 'Fundamental Rights',
      status: 'open',
      mine: true,
      sameCount: 0,
    });
    const refused = await ask(outsider.token, { text: 'Me too?', atSeconds: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_enrolled');
    expect((await ask(asha.token, { text: 'Where?', atSeconds: 10 }, 'NOSUCHVIDEO')).status).toBe(404);
    expect((await ask(owner, { text: 'Staff cannot ask', atSeconds: 1 })).status).toBe(403);
    expect((await ask(asha.token, { text: '   ', atSeconds: 1 })).status).toBe(400);
  });

  it("shows a student the lecture's answered doubts and their own, never another's open one", async () => {
    const ashas = (await ask(asha.token, { text: 'What does due process mean?', atSeconds: 120 })).body.doubt;
    const bhavins = (await ask(bhavin.token, { text: 'Is education a fundamental right?', atSeconds: 300 })).body.doubt;

    let seen = await lectureDoubts(bhavin.token);
    expect(seen.status).toBe(200);
    expect(seen.body.doubts.map((doubt) => doubt._id)).toContain(bhavins._id);
    expect(seen.body.doubts.map((doubt) => doubt._id)).not.toContain(ashas._id);

    expect((await answer(owner, ashas._id, 'Procedure established by law, read with fairness.')).status).toBe(200);
    seen = await lectureDoubts(bhavin.token);
    const shown = seen.body.doubts.find((doubt) => doubt._id === ashas._id);
    expect(shown).toMatchObject({
      status: 'answered',
      mine: false,
      sameByMe: false,
      atSeconds: 120,
      answer: { text: 'Procedure established by law, read with fairness.' },
    });
    expect(JSON.stringify(shown)).not.toContain('Asha');
    expect(seen.body.doubts.find((doubt) => doubt._id === bhavins._id)).toMatchObject({ status: 'open', mine: true });
    expect((await lectureDoubts(outsider.token)).status).toBe(403);
  });
});

describe('a course paused for an overdue instalment', () => {
  it('refuses its doubts, asking and reading, as it refuses its lectures', async () => {
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { enrollmentWrites } = await import('#domain/learning/index.js');
    const { paise } = await import('#shared/money.js');
    const { todayInIndia } = await import('#shared/india-time.js');
    const student = await registerStudent({ name: 'Late Payer' });
    await transactWrite([
      ...enrollmentWrites(student.id, courseId, new Date().toISOString()),
      ...dueWritesForPlan({
        userId: student.id,
        product: { kind: 'course', _id: courseId, title: 'Polity' },
        plan: { _id: 'PLAN', name: 'Two parts', overdue: { rule: 'suspend', afterDays: 0 } },
        instalments: [{ amount: paise(300_000), dueOn: todayInIndia(new Date(Date.now() - 3 * 24 * 3600_000)) }],
        paymentId: `late-${student.id}`,
        at: new Date(),
      }),
    ] as never);
    for (const reply of [
      await ask(student.token, { text: 'Can I still ask?', atSeconds: 1 }),
      await lectureDoubts(student.token),
    ])
      expect(reply).toMatchObject({ status: 403, body: { code: 'course_suspended_for_dues' } });
  });
});

describe('answering', () => {
  it("puts one e-mail in the outbox in the asker's language; a second answer is refused and sends none", async () => {
    const student = await enrolled('Chirag Mehta');
    expect(
      (await api('PUT', '/api/auth/profile/language', { token: student.token, body: { language: 'gu' } })).status,
    ).toBe(200);
    const doubt = (await ask(student.token, { text: 'Writs: which court?', atSeconds: 65 })).body.doubt;
    const answered = await answer(owner, doubt._id, 'Both the Supreme Court and the High Courts.');
    expect(answered.status).toBe(200);
    expect(answered.body.doubt).toMatchObject({ status: 'answered', askerName: 'Chirag Mehta' });

    const again = await answer(owner, doubt._id, 'Something else');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('doubt_already_answered');
    const mails = await mailsAbout(doubt._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      pk: `MAIL#doubt-answered#${doubt._id}`,
      to: { email: student.email, name: 'Chirag Mehta', language: 'gu' },
      message: { kind: 'doubt-answered', at: '1:05', answer: 'Both the Supreme Court and the High Courts.' },
    });
    const mine = await api<{ doubts: Doubt[] }>('GET', '/api/my/doubts', { token: student.token });
    expect(mine.body.doubts).toEqual([
      expect.objectContaining({
        _id: doubt._id,
        status: 'answered',
        answer: expect.objectContaining({ text: 'Both the Supreme Court and the High Courts.' }),
      }),
    ]);
  });
});

describe('I have the same doubt', () => {
  it('counts once per student of the course and puts the most shared doubt first in the queue', async () => {
    const older = (await ask(asha.token, { text: 'Older doubt, nobody shares it', atSeconds: 5 })).body.doubt;
    const shared = (await ask(asha.token, { text: 'Newer doubt that others share', atSeconds: 6 })).body.doubt;
    expect(await same(bhavin.token, shared._id)).toMatchObject({ status: 200, body: { sameCount: 1 } });
    expect(await same(bhavin.token, shared._id)).toMatchObject({ status: 200, body: { sameCount: 1 } });
    expect((await same(asha.token, shared._id)).body.code).toBe('doubt_is_yours');
    expect((await same(outsider.token, shared._id)).status).toBe(403);

    const open = (await queue(owner, `?status=open&courseId=${courseId}`)).body.doubts.map((doubt) => doubt._id);
    expect(open.indexOf(shared._id)).toBeGreaterThanOrEqual(0);
    expect(open.indexOf(shared._id)).toBeLessThan(open.indexOf(older._id));
  });
});

describe('hiding', () => {
  it('hides an improper doubt from everyone but its asker, who sees why; hiding an answer reopens the doubt', async () => {
    const improper = (await ask(bhavin.token, { text: 'Buy my notes at a discount', atSeconds: 9 })).body.doubt;
    const hidden = await api<{ doubt: StaffDoubt }>('POST', `/api/doubts/${improper._id}/hide`, {
      token: owner,
      body: { reason: 'Advertising' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.doubt).toMatchObject({ status: 'hidden', hiddenReason: 'Advertising' });
    expect((await queue(owner)).body.doubts.map((doubt) => doubt._id)).not.toContain(improper._id);
    const bhavinsOwn = (await api<{ doubts: Doubt[] }>('GET', '/api/my/doubts', { token: bhavin.token })).body.doubts;
    expect(bhavinsOwn.find((doubt) => doubt._id === improper._id)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Advertising',
    });
    expect((await same(asha.token, improper._id)).status).toBe(404);
    expect((await answer(owner, improper._id)).body.code).toBe('doubt_hidden');

    const doubt = (await ask(asha.token, { text: 'What is Article 32?', atSeconds: 40 })).body.doubt;
    await answer(owner, doubt._id, 'A rude answer');
    const answerHidden = await api<{ doubt: StaffDoubt }>('POST', `/api/doubts/${doubt._id}/hide`, {
      token: owner,
      body: { reason: 'Rude', part: 'answer' },
    });
    expect(answerHidden.body.doubt.status).toBe('open');
    expect(answerHidden.body.doubt.answer).toBeUndefined();
    expect((await lectureDoubts(bhavin.token)).body.doubts.map((item) => item._id)).not.toContain(doubt._id);
    expect((await queue(owner)).body.doubts.map((item) => item._id)).toContain(doubt._id);
  });
});

describe('a faculty member limited to some courses', () => {
  it("sees and answers only those courses' doubts, and no question doubts", async () => {
    const geographyStudent = await enrolled('Dhara Joshi', otherCourseId);
    const polity = (await ask(asha.token, { text: 'Polity doubt for the queue', atSeconds: 1 })).body.doubt;
    const geography = (
      await ask(geographyStudent.token, { text: 'Which river is longest?', atSeconds: 2 }, otherVideoId, otherCourseId)
    ).body.doubt;
    const geographyTeacher = await faculty('Geography Teacher', [otherCourseId]);
    const anyTeacher = await faculty('Any Teacher');

    const limited = (await queue(geographyTeacher)).body.doubts;
    expect(limited.map((doubt) => doubt._id)).toContain(geography._id);
    expect(limited.every((doubt) => doubt.place === 'lecture' && doubt.courseId === otherCourseId)).toBe(true);
    expect((await queue(geographyTeacher, `?courseId=${courseId}`)).body.doubts).toEqual([]);

    const refused = await answer(geographyTeacher, polity._id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('doubt_not_your_course');
    expect(
      (await api('POST', `/api/doubts/${polity._id}/hide`, { token: geographyTeacher, body: { reason: 'x' } })).status,
    ).toBe(403);
    expect((await answer(geographyTeacher, geography._id, 'The Narmada')).status).toBe(200);

    const all = (await queue(anyTeacher)).body.doubts.map((doubt) => doubt._id);
    expect(all).toContain(polity._id);
    expect((await answer(anyTeacher, polity._id)).status).toBe(200);
    expect((await queue(asha.token)).status).toBe(403);
  });
});

describe('doubts on a test question', () => {
  it('refuses a doubt while the attempt runs, saying nothing of the question, and takes it once finished', async () => {
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: owner,
      body: {
        title: `Doubt series ${Date.now()}`,
        description: 'Tests',
        price: 999,
        category: 'gpsc',
        numberOfTests: 1,
      },
    });
    const seriesId = series.body.testSeries._id;
    const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
      'POST',
      `/api/admin/test-series/${seriesId}/tests`,
      {
        token: owner,
        body: {
          title: 'Polity mock',
          durationMinutes: 30,
          marksCorrect: 2,
          marksWrong: 0,
          sections: [{ title: 'Polity' }],
        },
      },
    );
    const testId = created.body.test._id;
    const questionIds: string[] = [];
    for (const n of [1, 2]) {
      const question = await api<{ question: { _id: string } }>('POST', `/api/admin/tests/${testId}/questions`, {
        token: owner,
        body: {
          sectionId: created.body.test.sections[0]!._id,
          textEn: `Question ${n}`,
          optionsEn: ['A', 'B', 'C', 'D'],
          correctOption: 2,
          explanationEn: 'Because C',
        },
      });
      expect(question.status).toBe(201);
      questionIds.push(question.body.question._id);
    }
    await api('PUT', `/api/admin/tests/${testId}/published`, { token: owner, body: { published: true } });
    const student = await registerStudent({ name: 'Esha Test' });
    await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: owner });
    const started = await api<{ attempt: { _id: string } }>('POST', `/api/tests/${testId}/attempts`, {
      token: student.token,
    });
    expect(started.status).toBe(200);
    const attemptId = started.body.attempt._id;
    const path = (questionId: string) => `/api/attempts/${attemptId}/questions/${questionId}/doubts`;

    const early = await api<Record<string, unknown>>('POST', path(questionIds[1]!), {
      token: student.token,
      body: { text: 'Why is it C?' },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('doubt_attempt_running');
    expect(Object.keys(early.body).sort()).toEqual(['code', 'error', 'success']);
    expect((await api('GET', path(questionIds[1]!), { token: student.token })).status).toBe(409);

    expect((await api('POST', `/api/attempts/${attemptId}/submit`, { token: student.token })).status).toBe(200);
    const asked = await api<{ doubt: Doubt }>('POST', path(questionIds[1]!), {
      token: student.token,
      body: { text: 'Why is it C?' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.doubt).toMatchObject({
      place: 'question',
      attemptId,
      testId,
      questionId: questionIds[1],
      questionNumber: 2,
    });
    expect(
      (await api<{ doubts: Doubt[] }>('GET', path(questionIds[1]!), { token: student.token })).body.doubts,
    ).toEqual([expect.objectContaining({ _id: asked.body.doubt._id, mine: true })]);
    expect((await api('POST', path('NOSUCHQUESTION'), { token: student.token, body: { text: 'x' } })).status).toBe(404);
    expect((await api('POST', path(questionIds[0]!), { token: asha.token, body: { text: 'x' } })).status).toBe(404);

    // Another student of the series reads the answer in their own review, and shares the doubt.
    const answered = await api('POST', `/api/doubts/${asked.body.doubt._id}/answer`, {
      token: owner,
      body: { text: 'Option C follows from Article 14.', imageKey: await uploadPhoto(owner) },
    });
    expect(answered.status).toBe(200);
    const classmate = await registerStudent({ name: 'Farhan Test' });
    await api('POST', `/api/admin/students/${classmate.id}/test-series/${seriesId}`, { token: owner });
    const theirs = (
      await api<{ attempt: { _id: string } }>('POST', `/api/tests/${testId}/attempts`, { token: classmate.token })
    ).body.attempt._id;
    await api('POST', `/api/attempts/${theirs}/submit`, { token: classmate.token });
    const review = await api<{ doubts: Doubt[] }>('GET', `/api/attempts/${theirs}/questions/${questionIds[1]}/doubts`, {
      token: classmate.token,
    });
    expect(review.body.doubts).toEqual([
      expect.objectContaining({
        _id: asked.body.doubt._id,
        mine: false,
        sameByMe: false,
        answer: expect.objectContaining({ text: 'Option C follows from Article 14.' }),
      }),
    ]);
    // Another student's doubt never says whose attempt it came from.
    expect(review.body.doubts[0]!.attemptId).toBeUndefined();
    expect((await same(classmate.token, asked.body.doubt._id)).body.sameCount).toBe(1);
    expect((await same(asha.token, asked.body.doubt._id)).body.code).toBe('test_series_not_purchased');
    const reviewed = await api<{ doubts: Doubt[] }>(
      'GET',
      `/api/attempts/${theirs}/questions/${questionIds[1]}/doubts`,
      {
        token: classmate.token,
      },
    );
    expect(reviewed.body.doubts[0]).toMatchObject({ sameByMe: true, sameCount: 1 });
    expect(await opensPhoto(reviewed.body.doubts[0]!.answer?.imageUrl)).toBe(true);

    const limitedTeacher = await faculty('Limited Teacher', [courseId]);
    const answeredQueue = (token: string) => queue(token, '?status=answered');
    expect((await answeredQueue(limitedTeacher)).body.doubts.map((doubt) => doubt._id)).not.toContain(
      asked.body.doubt._id,
    );
    expect((await answeredQueue(owner)).body.doubts.map((doubt) => doubt._id)).toContain(asked.body.doubt._id);
  });
});

describe('photos', () => {
  it('uploads a photo straight to storage, of an image type and at most 5 MB, shown through a signed link', async () => {
    const started = await api<{ uploadUrl: string; imageKey: string }>('POST', '/api/doubts/images', {
      token: asha.token,
      body: { contentType: 'image/png', size: png.length },
    });
    expect(started.status).toBe(200);
    expect(started.body.imageKey).toMatch(new RegExp(`^media/doubts/${asha.id}/[0-9A-Z]{26}\\.png$`));
    const put = await fetch(started.body.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);

    const asked = await ask(asha.token, {
      text: 'My working, attached',
      atSeconds: 3,
      imageKey: started.body.imageKey,
    });
    expect(asked.status).toBe(201);
    const shown = await fetch(asked.body.doubt.imageUrl!);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);

    // Staff answer with a photo of their own; each list shows both photos through links that open.
    const answered = await api<{ doubt: StaffDoubt }>('POST', `/api/doubts/${asked.body.doubt._id}/answer`, {
      token: owner,
      body: { text: 'See the marked line', imageKey: await uploadPhoto(owner) },
    });
    expect(answered.status).toBe(200);
    const underLecture = (await lectureDoubts(bhavin.token)).body.doubts.find(
      (doubt) => doubt._id === asked.body.doubt._id,
    )!;
    const inMine = (await api<{ doubts: Doubt[] }>('GET', '/api/my/doubts', { token: asha.token })).body.doubts.find(
      (doubt) => doubt._id === asked.body.doubt._id,
    )!;
    const inQueue = (await queue(owner, '?status=answered')).body.doubts.find(
      (doubt) => doubt._id === asked.body.doubt._id,
    )!;
    for (const url of [underLecture.imageUrl, underLecture.answer?.imageUrl, inMine.imageUrl, inQueue.answer?.imageUrl])
      expect(await opensPhoto(url)).toBe(true);

    expect(
      (await ask(bhavin.token, { text: 'Not mine', atSeconds: 3, imageKey: started.body.imageKey })).body.code,
    ).toBe('doubt_image_missing');
    const neverUploaded = (
      await api<{ imageKey: string }>('POST', '/api/doubts/images', {
        token: bhavin.token,
        body: { contentType: 'image/jpeg', size: 100 },
      })
    ).body.imageKey;
    expect((await ask(bhavin.token, { text: 'Nothing there', atSeconds: 3, imageKey: neverUploaded })).status).toBe(
      400,
    );
    for (const body of [
      { contentType: 'image/gif', size: 100 },
      { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 },
    ])
      expect((await api('POST', '/api/doubts/images', { token: asha.token, body })).status).toBe(400);
  });
});

describe('the daily limit', () => {
  it('gives no student more than 20 doubts a day, even when 25 arrive at once', async () => {
    const eager = await enrolled('Eager Student');
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, n) => ask(eager.token, { text: `Doubt number ${n + 1}`, atSeconds: n })),
    );
    expect(burst.filter((reply) => reply.status === 201)).toHaveLength(20);
    expect(burst.filter((reply) => reply.status === 429).map((reply) => reply.body.code)).toEqual(
      Array(5).fill('doubts_daily_limit'),
    );
    const next = await ask(eager.token, { text: 'One more', atSeconds: 1 });
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await api<{ doubts: Doubt[] }>('GET', '/api/my/doubts', { token: eager.token })).body.doubts).toHaveLength(
      20,
    );
  });

  it("counts the day in India: yesterday's full counter does not hold today", async () => {
    const { todayInIndia } = await import('#shared/india-time.js');
    const student = await enrolled('Late Student');
    const yesterday = todayInIndia(new Date(Date.now() - 24 * 3600_000));
    await dbModule.db().send(
      new PutCommand({
        TableName: dbModule.tableName(),
        Item: { pk: `USER#${student.id}`, sk: `DOUBTDAY#${yesterday}`, count: 20 },
      }),
    );
    expect((await ask(student.token, { text: 'A new day', atSeconds: 1 })).status).toBe(201);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

interface CourseBody {
  _id: string;
  title: string;
  price: number;
  category: string;
  duration: string;
  features: string[];
  videoCount: number;
  createdAt: string;
}

const validCourse = {
  title: 'GPSC Mains Answer Writing',
  description: 'Daily answer writing with evaluation.',
  price: 4999,
  category: 'gpsc',
  duration: '6 months',
  features: ['Daily questions', 'Model answers'],
};

let admin: string;
beforeAll(async () => {
  admin = await loginAdmin();
});

async function create(body: Record<string, unknown> = validCourse) {
  return api<{ course: CourseBody }>('POST', '/api/courses', { token: admin, body });
}

describe('course catalogue', () => {
  it('creates a course that the public list and detail then show', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const id = created.body.course._id;
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    const list = await api<{ courses: CourseBody[] }>('GET', '/api/courses');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.courses.map((c) => c._id)).toContain(id);

    const detail = await api<{ course: CourseBody }>('GET', `/api/courses/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.course).toMatchObject({ ...validCourse, _id: id, videoCount: 0, createdAt: expect.any(String) });

    const adminList = await api<{ courses: CourseBody[] }>('GET', '/api/admin/courses', { token: admin });
    expect(adminList.body.courses.map((c) => c._id)).toContain(id);
  });

  it('trims features, drops empty and repeated ones, and applies the default duration and category', async () => {
    const { title, description, price } = validCourse;
    const created = await create({
      title,
      description,
      price,
      features: ['  Notes ', '', 'Notes', '   ', 'Mock tests'],
    });
    expect(created.status).toBe(201);
    expect(created.body.course).toMatchObject({
      features: ['Notes', 'Mock tests'],
      duration: '12 months',
      category: 'gpsc',
    });
  });

  it('updates every field and keeps the video count and creation date', async () => {
    const { course } = (await create()).body;
    const update = { ...validCourse, title: 'Renamed', price: 5999, category: 'upsc', features: ['One'] };
    const reply = await api<{ course: CourseBody }>('PUT', `/api/courses/${course._id}`, {
      token: admin,
      body: update,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      course: { ...update, videoCount: 0, createdAt: course.createdAt },
    });
    const detail = await api<{ course: CourseBody }>('GET', `/api/courses/${course._id}`);
    expect(detail.body.course.title).toBe('Renamed');
  });

  it('deletes a course; afterwards it is gone', async () => {
    const { course } = (await create()).body;
    const reply = await api('DELETE', `/api/courses/${course._id}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    const detail = await api('GET', `/api/courses/${course._id}`);
    expect(detail.status).toBe(404);
  });

  it.each([
    ['GET', '/api/courses/01ARZ3NDEKTSV4RRFFQ69G5FAV'],
    ['PUT', '/api/courses/01ARZ3NDEKTSV4RRFFQ69G5FAV'],
    ['DELETE', '/api/courses/01ARZ3NDEKTSV4RRFFQ69G5FAV'],
  ])('%s of an unknown course is 404 with a clear error', async (method, path) => {
    const reply = await api(method, path, { token: admin, ...(method === 'PUT' ? { body: validCourse } : {}) });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, error: 'Course not found', code: 'course_not_found' });
  });

  it.each([
    [{ title: '' }, 'Title is required', 'validation.required', 'title'],
    [{ description: undefined }, 'Description is required', 'validation.required', 'description'],
    [{ price: -1 }, 'Price must be 0 or more', 'validation.too_small', 'price'],
    [{ price: '100' }, 'Price is required and must be a number', 'validation.type', 'price'],
    [
      { category: 'banking' },
      'Category must be one of: gpsc, upsc, ssc, neet11, neet12, talati, ethics',
      'validation.choice',
      'category',
    ],
    [{ features: 'not a list' }, 'Features must be a list of text', 'validation.type', 'features'],
  ])('rejects %o', async (override, message, code, field) => {
    const reply = await create({ ...validCourse, ...override });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: message, code, field });
  });

  it('accepts a free course (price 0)', async () => {
    const reply = await create({ ...validCourse, price: 0 });
    expect(reply.status).toBe(201);
    expect(reply.body.course.price).toBe(0);
  });
});

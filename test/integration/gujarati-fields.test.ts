/**
 * The optional Gujarati texts admins give courses (features) and test series (title, description,
 * features): stored as written (trimmed, blank entries and repeats dropped), returned by the public
 * reads, removed by an update without them, and held to the limits of their English counterparts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
});

const course = {
  title: 'Talati Maths',
  description: 'Arithmetic for the Talati exam.',
  price: 999,
  category: 'talati',
  duration: '2 months',
  features: ['Daily practice'],
};
const series = {
  title: 'Talati Mock Tests',
  description: 'Ten full tests.',
  price: 499,
  category: 'talati',
  numberOfTests: 10,
  features: ['Detailed solutions'],
};

type WithGujarati = { _id: string; titleGu?: string; descriptionGu?: string; featuresGu?: string[] };

describe("a course's Gujarati features", () => {
  it('are stored trimmed and once each, and come back with the course and in the list', async () => {
    const created = await api<{ course: WithGujarati }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, featuresGu: ['  રોજની પ્રેક્ટિસ ', 'છાપેલી નોંધો', '   ', 'રોજની પ્રેક્ટિસ'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.course.featuresGu).toEqual(['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો']);
    const id = created.body.course._id;

    expect((await api<{ course: WithGujarati }>('GET', `/api/courses/${id}`)).body.course.featuresGu).toEqual([
      'રોજની પ્રેક્ટિસ',
      'છાપેલી નોંધો',
    ]);
    const list = await api<{ courses: (WithGujarati & { features: string[] })[] }>('GET', '/api/courses');
    expect(list.body.courses.find((entry) => entry._id === id)).toMatchObject({
      features: ['Daily practice'],
      featuresGu: ['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો'],
    });
  });

  it('are optional: none, or only blanks, is no list; an update without them removes them', async () => {
    const none = await api<{ course: WithGujarati }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, featuresGu: ['  '] },
    });
    expect(none.status).toBe(201);
    expect(none.body.course).not.toHaveProperty('featuresGu');
    const id = none.body.course._id;

    const withGujarati = await api<{ course: WithGujarati }>('PUT', `/api/courses/${id}`, {
      token: admin,
      body: { ...course, featuresGu: ['સાપ્તાહિક ટેસ્ટ'] },
    });
    expect(withGujarati.body.course.featuresGu).toEqual(['સાપ્તાહિક ટેસ્ટ']);
    const without = await api<{ course: WithGujarati }>('PUT', `/api/courses/${id}`, { token: admin, body: course });
    expect(without.status).toBe(200);
    expect(without.body.course).not.toHaveProperty('featuresGu');
    expect((await api<{ course: WithGujarati }>('GET', `/api/courses/${id}`)).body.course).not.toHaveProperty(
      'featuresGu',
    );
  });

  it('are checked like the English features: at most 300 characters each, 50 in all, text only', async () => {
    for (const [featuresGu, code] of [
      [['ક'.repeat(301)], 'validation.too_long'],
      [Array.from({ length: 51 }, (_, i) => `વિશેષતા ${i}`), 'validation.too_long'],
      [[7], 'validation.type'],
      ['રોજની પ્રેક્ટિસ', 'validation.type'],
    ] as const) {
      const reply = await api<{ code: string; field: string }>('POST', '/api/courses', {
        token: admin,
        body: { ...course, featuresGu },
      });
      expect({
        featuresGu,
        status: reply.status,
        code: reply.body.code,
        field: reply.body.field?.split('.')[0],
      }).toEqual({ featuresGu, status: 400, code, field: 'featuresGu' });
    }
    expect(
      (await api('POST', '/api/courses', { token: admin, body: { ...course, featuresGu: ['ક'.repeat(300)] } })).status,
    ).toBe(201);
  });
});

describe("a test series' Gujarati texts", () => {
  it('are stored and come back from the public list; an update without them removes them', async () => {
    const created = await api<{ testSeries: WithGujarati }>('POST', '/api/test-series', {
      token: admin,
      body: {
        ...series,
        titleGu: ' તલાટી મોક ટેસ્ટ ',
        descriptionGu: 'દસ સંપૂર્ણ ટેસ્ટ.',
        featuresGu: ['વિગતવાર ઉકેલ', 'વિગતવાર ઉકેલ', ''],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.testSeries._id;
    const gujarati = { titleGu: 'તલાટી મોક ટેસ્ટ', descriptionGu: 'દસ સંપૂર્ણ ટેસ્ટ.', featuresGu: ['વિગતવાર ઉકેલ'] };
    expect(created.body.testSeries).toMatchObject(gujarati);
    const listed = await api<{ testSeries: WithGujarati[] }>('GET', '/api/test-series');
    expect(listed.body.testSeries.find((entry) => entry._id === id)).toMatchObject({
      title: 'Talati Mock Tests',
      ...gujarati,
    });

    const without = await api<{ testSeries: WithGujarati }>('PUT', `/api/test-series/${id}`, {
      token: admin,
      body: series,
    });
    expect(without.status).toBe(200);
    for (const field of ['titleGu', 'descriptionGu', 'featuresGu'])
      expect(without.body.testSeries).not.toHaveProperty(field);
    const again = await api<{ testSeries: WithGujarati[] }>('GET', '/api/test-series');
    expect(again.body.testSeries.find((entry) => entry._id === id)).not.toHaveProperty('titleGu');
  });

  it('are held to the limits of the English title (200), description (5,000) and features (300 each, 50)', async () => {
    for (const [field, value] of [
      ['titleGu', 'ક'.repeat(201)],
      ['descriptionGu', 'ક'.repeat(5001)],
      ['featuresGu', ['ક'.repeat(301)]],
      ['featuresGu', Array.from({ length: 51 }, (_, i) => `વિશેષતા ${i}`)],
    ] as const) {
      const reply = await api<{ code: string; field: string }>('POST', '/api/test-series', {
        token: admin,
        body: { ...series, [field]: value },
      });
      expect({ field, status: reply.status, code: reply.body.code, at: reply.body.field?.split('.')[0] }).toEqual({
        field,
        status: 400,
        code: 'validation.too_long',
        at: field,
      });
    }
    const atLimits = { titleGu: 'ક'.repeat(200), descriptionGu: 'ક'.repeat(5000), featuresGu: ['ક'.repeat(300)] };
    expect((await api('POST', '/api/test-series', { token: admin, body: { ...series, ...atLimits } })).status).toBe(
      201,
    );
  });
});

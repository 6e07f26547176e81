/** The admin's series list answers, beside each series' advertised number of tests, the tests it really has. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
});

async function newTest(seriesId: string, title: string) {
  const reply = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${seriesId}/tests`,
    { token: admin, body: { title, durationMinutes: 20, marksCorrect: 1, marksWrong: 0, sections: [{ title: 'GS' }] } },
  );
  expect(reply.status).toBe(201);
  return reply.body.test;
}

describe('the admin series list', () => {
  it('counts the tests of each series and the published ones, whatever it advertises', async () => {
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: { title: `Counted ${Date.now()}`, description: 'Tests', price: 299, category: 'ssc', numberOfTests: 30 },
    });
    const seriesId = series.body.testSeries._id;
    const empty = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: { title: `Empty ${Date.now()}`, description: 'Tests', price: 299, category: 'ssc', numberOfTests: 12 },
    });
    const published = await newTest(seriesId, 'Published mock');
    await newTest(seriesId, 'Draft mock');
    await api('POST', `/api/admin/tests/${published._id}/questions`, {
      token: admin,
      body: {
        sectionId: published.sections[0]!._id,
        textEn: '2 + 2?',
        optionsEn: ['3', '4'],
        optionsGu: [],
        correctOption: 1,
      },
    });
    expect(
      (await api('PUT', `/api/admin/tests/${published._id}/published`, { token: admin, body: { published: true } }))
        .status,
    ).toBe(200);

    const list = await api<{
      testSeries: { _id: string; numberOfTests: number }[];
      testCounts: Record<string, { published: number; total: number }>;
    }>('GET', '/api/test-series/admin/all', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.testSeries.find((entry) => entry._id === seriesId)?.numberOfTests).toBe(30);
    expect(list.body.testCounts[seriesId]).toEqual({ published: 1, total: 2 });
    expect(list.body.testCounts[empty.body.testSeries._id]).toEqual({ published: 0, total: 0 });
  });
});

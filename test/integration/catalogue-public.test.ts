import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

const series = {
  description: 'Mock tests',
  price: 999.5,
  category: 'ssc' as const,
  duration: '3 months',
  numberOfTests: 12,
  features: ['Full-length tests'],
};

beforeAll(async () => {
  useEmulators();
  const { createTestSeries } = await import('#domain/catalogue/test-series.js');
  const { createAd } = await import('#domain/catalogue/homepage-ads.js');
  await createTestSeries({ ...series, title: 'Visible series', isActive: true });
  await createTestSeries({ ...series, title: 'Hidden series', isActive: false });
  await createAd({ title: 'Visible ad', imageUrl: '/ads/a.svg', redirectUrl: '/gpsc', isActive: true });
  await createAd({
    title: 'Hidden ad',
    description: 'x',
    imageUrl: '/ads/b.svg',
    redirectUrl: '/upsc',
    isActive: false,
  });
});

describe('GET /api/test-series', () => {
  it('lists only active test series with the spec fields', async () => {
    const reply = await api<{ testSeries: { title: string }[] }>('GET', '/api/test-series');
    expect(reply.status).toBe(200);
    const titles = reply.body.testSeries.map((s) => s.title);
    expect(titles).toContain('Visible series');
    expect(titles).not.toContain('Hidden series');
    expect(reply.body.testSeries.find((s) => s.title === 'Visible series')).toEqual({
      ...series,
      title: 'Visible series',
      isActive: true,
      _id: expect.any(String),
      createdAt: expect.any(String),
    });
  });
});

describe('GET /api/homepage-ads/public/active', () => {
  it('lists only active ads, with no auth', async () => {
    const reply = await api<{ ads: Record<string, unknown>[] }>('GET', '/api/homepage-ads/public/active');
    expect(reply.status).toBe(200);
    const visible = reply.body.ads.find((ad) => ad.title === 'Visible ad');
    expect(visible).toEqual({
      _id: expect.any(String),
      title: 'Visible ad',
      imageUrl: '/ads/a.svg',
      redirectUrl: '/gpsc',
    });
    expect(reply.body.ads.some((ad) => ad.title === 'Hidden ad')).toBe(false);
  });
});

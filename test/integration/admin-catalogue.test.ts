import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredHomepageAd, TestSeries } from '#shared/types.js';
import { api, loginAdmin } from '../support/api.js';

let admin: string;
beforeAll(async () => {
  admin = await loginAdmin();
});

const series = {
  title: 'SSC CGL Tier 1 Mocks',
  description: 'Full-length mocks',
  price: 799.99,
  category: 'ssc',
  numberOfTests: 20,
  features: [' Detailed solutions ', '', 'Detailed solutions', 'All-India rank'],
};

describe('test series administration', () => {
  it('creates, lists (inactive too), updates and deletes a test series', async () => {
    const created = await api<{ testSeries: TestSeries }>('POST', '/api/test-series', { token: admin, body: series });
    expect(created.status).toBe(201);
    expect(created.body.testSeries).toMatchObject({
      ...series,
      duration: '3 months',
      isActive: true,
      features: ['Detailed solutions', 'All-India rank'],
    });
    const id = created.body.testSeries._id;

    const hidden = await api<{ testSeries: TestSeries }>('PUT', `/api/test-series/${id}`, {
      token: admin,
      body: { ...series, isActive: false, price: 899 },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.testSeries).toMatchObject({
      price: 899,
      isActive: false,
      createdAt: created.body.testSeries.createdAt,
    });

    const all = await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series/admin/all', { token: admin });
    expect(all.body.testSeries.find((s) => s._id === id)).toMatchObject({ isActive: false });
    const publicList = await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series');
    expect(publicList.body.testSeries.some((s) => s._id === id)).toBe(false);

    expect((await api('DELETE', `/api/test-series/${id}`, { token: admin })).status).toBe(200);
    const gone = await api('DELETE', `/api/test-series/${id}`, { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Test series not found');
  });

  it.each([
    [{ price: -1 }, 'Price must be 0 or more'],
    [{ price: 10.999 }, 'Price can have at most two decimals'],
    [{ numberOfTests: 0 }, 'Number of tests must be at least 1'],
    [{ numberOfTests: 2.5 }, 'Number of tests must be a whole number'],
    [{ category: 'neet11' }, 'Category must be one of: gpsc, upsc, neet, banking, railway, ssc, talati'],
    [{ title: '' }, 'Title is required'],
  ])('rejects %o', async (override, message) => {
    const reply = await api('POST', '/api/test-series', { token: admin, body: { ...series, ...override } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('updating an unknown test series is 404', async () => {
    const reply = await api('PUT', '/api/test-series/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: admin, body: series });
    expect(reply.status).toBe(404);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('homepage ads administration', () => {
  it('uploads an image straight to storage, creates the ad, shows it publicly, toggles and deletes it', async () => {
    const upload = await api<{ uploadUrl: string; imageKey: string; imageUrl: string }>(
      'POST',
      '/api/admin/homepage-ads/image-uploads',
      {
        token: admin,
        body: { contentType: 'image/png', size: PNG.length },
      },
    );
    expect(upload.status).toBe(200);
    expect(upload.body.imageKey).toMatch(/^public\/ads\/[0-9A-Z]{26}\.png$/);
    const put = await fetch(upload.body.uploadUrl, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);

    const created = await api<{ ad: StoredHomepageAd }>('POST', '/api/admin/homepage-ads', {
      token: admin,
      body: {
        title: 'Admissions open',
        description: 'New batch',
        imageKey: upload.body.imageKey,
        redirectUrl: '/gpsc',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.ad).toMatchObject({ title: 'Admissions open', imageUrl: upload.body.imageUrl, isActive: true });
    const id = created.body.ad._id;

    const image = await fetch(`${inject('apiUrl')}${upload.body.imageUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    const isPublic = async () =>
      (await api<{ ads: { _id: string }[] }>('GET', '/api/homepage-ads/public/active')).body.ads.some(
        (ad) => ad._id === id,
      );
    expect(await isPublic()).toBe(true);
    const off = await api<{ ad: StoredHomepageAd }>('PUT', `/api/admin/homepage-ads/${id}/active`, {
      token: admin,
      body: { isActive: false },
    });
    expect(off.body.ad.isActive).toBe(false);
    expect(await isPublic()).toBe(false);
    const all = await api<{ ads: StoredHomepageAd[] }>('GET', '/api/admin/homepage-ads', { token: admin });
    expect(all.body.ads.find((ad) => ad._id === id)).toMatchObject({ isActive: false });

    expect((await api('DELETE', `/api/admin/homepage-ads/${id}`, { token: admin })).status).toBe(200);
    expect((await fetch(`${inject('apiUrl')}${upload.body.imageUrl}`)).status).toBe(404);
    expect((await api('DELETE', `/api/admin/homepage-ads/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses an ad whose image was never uploaded', async () => {
    const upload = await api<{ imageKey: string }>('POST', '/api/admin/homepage-ads/image-uploads', {
      token: admin,
      body: { contentType: 'image/png', size: 10 },
    });
    const reply = await api('POST', '/api/admin/homepage-ads', {
      token: admin,
      body: { title: 'x', imageKey: upload.body.imageKey, redirectUrl: '/' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('The image has not been uploaded yet; upload it and try again');
  });

  it.each([
    [
      '/api/admin/homepage-ads/image-uploads',
      { contentType: 'image/svg+xml', size: 10 },
      'The image must be a PNG, JPEG, WebP or GIF file',
    ],
    [
      '/api/admin/homepage-ads/image-uploads',
      { contentType: 'image/png', size: 6 * 1024 * 1024 },
      'The image must be at most 5 MB',
    ],
    [
      '/api/admin/homepage-ads',
      { title: 'x', imageKey: 'media/courses/secret.mp4', redirectUrl: '/' },
      'Upload an image first',
    ],
    [
      '/api/admin/homepage-ads',
      { title: 'x', imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png', redirectUrl: 'javascript:alert(1)' },
      'Redirect URL must be a site path such as /gpsc or an https:// address',
    ],
    [
      '/api/admin/homepage-ads',
      { title: 'x', imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png', redirectUrl: '//evil.example' },
      'Redirect URL must be a site path such as /gpsc or an https:// address',
    ],
  ])('POST %s %o is refused', async (path, body, message) => {
    const reply = await api('POST', path, { token: admin, body });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('serves nothing outside public/ at /public/', async () => {
    for (const path of ['/public/../media/x', '/public/%2e%2e/media/x', '/public/ads/missing.png']) {
      expect((await fetch(`${inject('apiUrl')}${path}`)).status).toBe(404);
    }
  });
});

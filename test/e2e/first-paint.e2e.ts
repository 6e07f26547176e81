import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Course } from '#shared/types.js';
import { DEMO_STUDENT } from '#infra/local/seed-data.js';
import { launchBrowser } from './browser.js';
import { apiGet, apiPost, logInAsDemoStudent } from './session.js';

let browser: Browser;
let courses: Course[];
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  ({ courses } = await apiGet<{ courses: Course[] }>('/api/courses'));
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records what the browser reports as wrong and every API request it makes. */
async function watchedPage(
  context?: BrowserContext,
): Promise<{ page: Page; problems: string[]; apiRequests: string[] }> {
  const page = await (
    context ?? (await browser.newContext({ baseURL: baseUrl(), viewport: { width: 412, height: 823 } }))
  ).newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(pathname);
  });
  return { page, problems, apiRequests };
}

const priceText = (course: Course) => `₹${course.price.toLocaleString('en-IN')}`;

/** The head of a page as a link preview reads it: the HTML alone, no JavaScript. */
async function headOf(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  const html = await response.text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: {
      title: meta('property', 'og:title'),
      description: meta('property', 'og:description'),
      url: meta('property', 'og:url'),
      image: meta('property', 'og:image'),
    },
    twitter: { card: meta('name', 'twitter:card'), image: meta('name', 'twitter:image') },
  };
}

describe('a course page without JavaScript', () => {
  it("shows the course's title, description and price", async () => {
    const course = courses[0]!;
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/course/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(course.title);
    await expect(page.locator('.course-panel-price').textContent()).resolves.toBe(priceText(course));
    await page.getByText(course.description).first().waitFor();
    await context.close();
  });

  it('has its own title, description, canonical address and link preview of the course', async () => {
    const course = courses[0]!;
    const head = await headOf(`/course/${course._id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${course.title} | Gyanpath Academy`);
    expect(head.description).toBe(course.description);
    expect(head.canonical).toMatch(new RegExp(`^http://[^/]+/course/${course._id}$`));
    expect(head.og).toMatchObject({ title: course.title, description: course.description, url: head.canonical });
    expect(head.og.image).toMatch(
      course.thumbnail ? course.thumbnail : new RegExp(`^http://[^/]+/share/course-${course.category}\\.png$`),
    );
    expect(head.twitter).toEqual({ card: 'summary_large_image', image: head.og.image });
    const image = await fetch(new URL(new URL(head.og.image!).pathname, baseUrl()));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404, not to be indexed, for a course that does not exist', async () => {
    const head = await headOf('/course/01HNOSUCHCOURSE000000000000');
    expect(head.status).toBe(404);
    expect(head.html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('every public page', () => {
  const pages: [path: string, title: string][] = [
    ['/', 'Gyanpath Academy'],
    ['/courses', 'Our Courses | Gyanpath Academy'],
    ['/about', 'About Us | Gyanpath Academy'],
    ['/contact', 'Contact Us | Gyanpath Academy'],
    ['/testSeries', 'Test Series & Mock Tests | Gyanpath Academy'],
    ['/gpsc', 'GPSC Class 1-2 | Gyanpath Academy'],
    ['/ssc', 'SSC Exams | Gyanpath Academy'],
    ['/refundPolicy', 'Refund Policy | Gyanpath Academy'],
    ['/privacyPolicy', 'Privacy Policy | Gyanpath Academy'],
    ['/termsAndCondition', 'Terms and Conditions | Gyanpath Academy'],
    ['/shipping', 'Shipping Policy | Gyanpath Academy'],
  ];

  it.each(pages)('%s comes as HTML with its own head and preview tags', async (path, title) => {
    const head = await headOf(path);
    expect(head.status).toBe(200);
    expect(head.title?.replace(/&amp;/g, '&')).toBe(title);
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.canonical).toMatch(new RegExp(`^http://[^/]+${path === '/' ? '/' : path}$`));
    expect(head.og.url).toBe(head.canonical);
    expect(head.og.title).toBeTruthy();
    expect(head.og.image).toMatch(/^http:\/\/[^/]+\/share\/[\w-]+\.png$/);
    expect(head.html).toMatch(/<div id="root"><a class="skip-link"/);
  });

  it.each(pages.map(([path]) => path))('%s is taken over by the app with nothing reported wrong', async (path) => {
    const { page, problems } = await watchedPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('requests on a page load', () => {
  it('/ asks for the courses once (the menu and the grid share it)', async () => {
    const { page, apiRequests } = await watchedPage();
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(apiRequests.filter((path) => path === '/api/courses')).toHaveLength(1);
    await page.context().close();
  });

  it('/courses and a course page ask for nothing their HTML carries', async () => {
    for (const path of ['/courses', `/course/${courses[0]!._id}`]) {
      const { page, apiRequests } = await watchedPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        apiRequests.filter((request) => request.startsWith('/api/courses')),
        path,
      ).toEqual([]);
      await page.context().close();
    }
  });
});

describe('a course page with JavaScript', () => {
  it('becomes interactive: Enroll Now asks a guest to log in, with nothing reported wrong', async () => {
    const course = courses[0]!;
    const { page, problems } = await watchedPage();
    await page.goto(`/course/${course._id}`);
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => (resolve(dialog.message()), await dialog.dismiss())),
    );
    await page.getByRole('button', { name: `Enroll Now for ${priceText(course)}` }).click();
    expect(await alert).toBe('Please login to enroll in this course');
    await page.getByRole('dialog').getByLabel('Email', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens a signed-in student's UPI enrolment from the server-rendered page", async () => {
    const { token } = await apiPost<{ token: string }>('/api/auth/student/login', {
      email: DEMO_STUDENT.email,
      password: DEMO_STUDENT.password,
    });
    const { enrollments } = await apiGet<{ enrollments: { course: { _id: string } }[] }>(
      '/api/payments/enrollments',
      token,
    );
    const course = courses.find(
      (candidate) => !enrollments.some((enrollment) => enrollment.course._id === candidate._id),
    )!;
    const { page, problems } = await watchedPage(
      await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } }),
    );
    await page.goto('/about');
    await logInAsDemoStudent(page);
    await page.goto(`/course/${course._id}`);
    await page.getByRole('button', { name: `Enroll Now for ${priceText(course)}` }).click();
    await page.getByRole('dialog', { name: `Enroll in ${course.title}` }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every public page and every course', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const locations = [...(await response.text()).matchAll(/<loc>http:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      (match) => match[1],
    );
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/testSeries',
      '/courses',
      '/gpsc',
      '/upsc',
      '/ssc',
      '/neet11',
      '/neet12',
      '/talati',
      '/ethics',
      '/refundPolicy',
      '/privacyPolicy',
      '/termsAndCondition',
      '/shipping',
    ]) {
      expect(locations).toContain(path);
    }
    for (const course of courses) expect(locations).toContain(`/course/${course._id}`);
  });

  it('/robots.txt keeps crawlers out of the admin and student areas and names the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

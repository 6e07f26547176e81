import { inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_COURSES, DEMO_STUDENT } from '#infra/local/seed-data.js';
import { jsonCall } from '../support/json-call.js';
import { openDialog } from './browser.js';

const baseUrl = () => inject('baseUrl');

export async function apiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Logs the seeded student in through the dialog, as a person would. */
export async function logInAsDemoStudent(page: Page): Promise<void> {
  const dialog = await openDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Dashboard', exact: true })
    .first()
    .waitFor({ state: 'visible' });
}

/** Logs the seeded admin in through the dialog's Admin Login, as an admin would. */
export async function logInAsSeedAdmin(page: Page): Promise<void> {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Admin Login' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(inject('seedAdmin').email);
  await dialog.getByLabel('Password', { exact: true }).fill(inject('seedAdmin').password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).first().waitFor();
}

/**
 * The course the seed enrolled the demo student in (the first seeded course, which has the demo
 * videos) and its videos, read from the API with the demo student's token (returned too). Other
 * journeys may enrol the demo student in more.
 */
export async function demoCourse(): Promise<{
  courseId: string;
  title: string;
  videos: { _id: string; title: string }[];
  token: string;
}> {
  const { token } = await apiPost<{ token: string }>('/api/auth/student/login', {
    email: DEMO_STUDENT.email,
    password: DEMO_STUDENT.password,
  });
  const { enrollments } = await apiGet<{ enrollments: { course: { _id: string; title: string } }[] }>(
    '/api/payments/enrollments',
    token,
  );
  const course = enrollments.find((enrollment) => enrollment.course.title === DEMO_COURSES[0]!.title)!.course;
  const { videos } = await apiGet<{ videos: { _id: string; title: string }[] }>(
    `/api/courses/${course._id}/videos`,
    token,
  );
  return { courseId: course._id, title: course.title, videos, token };
}

/** A page in a new context whose every load starts signed in with the token, as after a login. */
export async function signedInPage(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/** Any API call, JSON both ways, with a bearer token when given; throws with the reply on a non-2xx. */
export function apiCall<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  return jsonCall<T>(inject('baseUrl'), method, path, token, body);
}

/**
 * Staff roles, end to end in Chromium at 1280 px: the owner invites a faculty member and an accountant
 * from /admin/staff; each sets a password through the invitation e-mail's link and signs in through the
 * admin login. The faculty member uploads a lecture and sees no money; a student's UTR is approved by the
 * accountant, who cannot edit a course; the owner finds both actions, with who and as which role, in
 * the audit log.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '#infra/local/seed-data.js';
import { waitForMail } from '../support/inbox.js';
import { expectAccessible, launchBrowser, openDialog } from './browser.js';
import { apiCall, logInAsSeedAdmin, signedInPage } from './session.js';

const stamp = Date.now();
const courseTitle = `E2E Staff Roles ${stamp}`;
const lectureTitle = `Faculty lecture ${stamp}`;
const faculty = { name: 'Kavita Desai', email: `kavita.faculty.${stamp}@example.com`, password: 'faculty-pass-1' };
const accountant = { name: 'Manish Shah', email: `manish.accounts.${stamp}@example.com`, password: 'accounts-pass-1' };
const utr = `ROLE${String(stamp).slice(-8)}`;

let browser: Browser;
let owner: Page;
let ownerToken: string;
let courseId: string;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The owner invites through the dialog; the page says the invitation went out. */
async function invite(person: { name: string; email: string }, role: 'Faculty' | 'Accountant', course?: string) {
  await owner.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('E-mail', { exact: true }).fill(person.email);
  await dialog.getByLabel('Role', { exact: true }).selectOption({ label: role });
  if (course) await dialog.getByRole('group', { name: 'Courses' }).getByLabel(course, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`Invitation sent to ${person.email}`).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await owner.getByRole('row').filter({ hasText: person.email }).getByText('Invited, not joined yet').waitFor();
}

/** Opens the invitation e-mail's link, chooses the password, and signs in from the page's Login button. */
async function acceptInvitation(person: { email: string; password: string }): Promise<Page> {
  const mail = await waitForMail(inject('inboxUrl'), person.email, (each) =>
    each.subject.startsWith('You are invited'),
  );
  expect(mail.subject).toBe('You are invited to the staff of Gyanpath Academy');
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  const page = await newPage();
  await page.goto(link!);
  await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Password changed' });
  await done.waitFor();
  // The confirmation opens the admin login: staff sign in there.
  await done.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog');
  await login.getByLabel('Email', { exact: true }).fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).first().waitFor();
  return page;
}

/** Signs in on a fresh page through the header's login dialog, choosing Admin Login. */
async function logInAsStaff(person: { email: string; password: string }): Promise<Page> {
  const page = await newPage();
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Admin Login' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).first().waitFor();
  return page;
}

/**
 * A path on the site the page is on: the e-mail's link names the site's own address, which may differ
 * from the one the journeys start at, and the signed-in token is kept per address.
 */
const onSameSite = (page: Page, path: string) => new URL(path, page.url()).href;

const quickActions = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

/** The audit rows of one person, as the owner filters the page for them. */
async function auditRowsOf(name: string, role: string) {
  const filters = owner.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Person').selectOption({ label: `${name} (${role})` });
  await filters.getByRole('button', { name: 'Apply' }).click();
  const rows = owner.getByRole('row').filter({ hasText: name });
  await rows.first().waitFor();
  return rows;
}

beforeAll(async () => {
  ({ token: ownerToken } = await apiCall<{ token: string }>(
    'POST',
    '/api/auth/admin/login',
    undefined,
    inject('seedAdmin'),
  ));
  ({
    course: { _id: courseId },
  } = await apiCall<{ course: { _id: string } }>('POST', '/api/courses', ownerToken, {
    title: courseTitle,
    description: 'Taught by invited faculty',
    price: 1200,
    category: 'gpsc',
  }));
  browser = await launchBrowser();
  owner = await newPage();
  await owner.goto('/');
  await logInAsSeedAdmin(owner);
});

afterAll(async () => {
  // Other journeys open the first course of the list: this one is not theirs.
  if (courseId) await apiCall('DELETE', `/api/courses/${courseId}`, ownerToken).catch(() => undefined);
  await browser?.close();
});

describe('staff roles', () => {
  let facultyPage: Page;

  it('the owner invites a faculty member and an accountant; each sets a password from the e-mail and signs in', async () => {
    await owner.goto('/admin');
    await quickActions(owner).getByRole('link', { name: 'Staff' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await invite(faculty, 'Faculty', courseTitle);
    await invite(accountant, 'Accountant');
    await expectAccessible(owner, '/admin/staff with two invitations');

    facultyPage = await acceptInvitation(faculty);
    const accountantPage = await acceptInvitation(accountant);
    await accountantPage.context().close();

    await owner.reload();
    for (const person of [faculty, accountant])
      await owner.getByRole('row').filter({ hasText: person.email }).getByText('Active', { exact: true }).waitFor();
  });

  it('the faculty member sees no money, uploads a lecture to their course, and is refused the payments', async () => {
    const page = facultyPage;
    await page.goto(onSameSite(page, '/admin'));
    await quickActions(page).getByRole('link', { name: 'Manage Courses' }).waitFor();
    for (const money of ['Payments', 'Reports', 'Students', 'Coupons', 'Dues', 'Staff', 'Audit log'])
      expect(await quickActions(page).getByRole('link', { name: money, exact: true }).count(), money).toBe(0);
    expect(
      await quickActions(page)
        .getByRole('link', { name: /^Approvals/ })
        .count(),
    ).toBe(0);
    expect(await page.getByText('Total Revenue').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('₹');

    await quickActions(page).getByRole('link', { name: 'Manage Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Course Management' }).waitFor();
    await page.getByRole('button', { name: `Add video to ${courseTitle}` }).waitFor();
    expect(await page.getByText('Total Revenue').count()).toBe(0);
    // Limited to one course: no other course is listed.
    expect(await page.getByRole('button', { name: /^Add video to / }).count()).toBe(1);

    await page.getByRole('button', { name: `Add video to ${courseTitle}` }).click();
    const upload = page.getByRole('dialog');
    await upload.getByLabel('Video file').setInputFiles(join(DEMO_MEDIA_DIR, 'lecture-1.webm'));
    await upload.getByLabel('Title').fill(lectureTitle);
    await upload.getByRole('button', { name: 'Upload Video' }).click();
    await page.getByText('Video uploaded successfully!', { exact: true }).first().waitFor({ timeout: 60_000 });
    const { videos } = await apiCall<{ videos: { title: string }[] }>(
      'GET',
      `/api/admin/courses/${courseId}/videos`,
      ownerToken,
    );
    expect(videos.map((video) => video.title)).toEqual([lectureTitle]);

    // Opened by its address, the payments page says no and shows nothing; the server refuses them too.
    await page.goto(onSameSite(page, '/admin/payments'));
    await page.getByRole('alert').filter({ hasText: 'Your staff role does not allow this' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payments' }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const payments = await fetch(`${inject('baseUrl')}/api/admin/payments`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(payments.status).toBe(403);
    expect(((await payments.json()) as { code: string }).code).toBe('role_not_allowed');
    await page.context().close();
  });

  it("the accountant approves a student's UTR and cannot edit a course", async () => {
    const { token: studentToken } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
      name: 'Roles Student',
      email: `roles.student.${stamp}@example.com`,
      mobile: '9000000032',
      password: 'secret123',
    });
    const student = await signedInPage(browser, studentToken);
    await student.goto(`/course/${courseId}`);
    await student.getByRole('button', { name: /^Enroll Now for/ }).click();
    const enrol = student.getByRole('dialog', { name: /^Enroll in / });
    await enrol.getByRole('img', { name: /^UPI QR code to pay/ }).waitFor();
    await enrol.getByLabel('UTR Number').fill(utr);
    await enrol.getByRole('button', { name: 'Submit UTR' }).click();
    await enrol.getByText(utr).waitFor();

    const page = await logInAsStaff(accountant);
    await page.goto('/admin');
    expect(await quickActions(page).getByRole('link', { name: 'Manage Courses' }).count()).toBe(0);
    await quickActions(page)
      .getByRole('link', { name: /^Approvals \(\d+\)$/ })
      .click();
    await page.waitForURL('**/admin/approvals');
    const row = page.getByRole('row').filter({ hasText: utr });
    await row.getByText(courseTitle).waitFor();
    await row.getByRole('button', { name: /^Approve / }).click();
    await page
      .getByRole('dialog', { name: 'Approve this payment?' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });

    await page.goto('/admin/courses');
    await page.getByRole('button', { name: `View videos of ${courseTitle}` }).waitFor();
    expect(await page.getByRole('button', { name: `Edit ${courseTitle}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add video to / }).count()).toBe(0);

    await student.goto(`/course/${courseId}`);
    await student.getByText('You are enrolled in this course!').waitFor();
    await student.context().close();
    await page.context().close();
  });

  it('the owner finds both actions in the audit log, each with its person and role', async () => {
    await owner.goto('/admin');
    await quickActions(owner).getByRole('link', { name: 'Audit log' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await owner.getByRole('table').waitFor();
    await expectAccessible(owner, '/admin/audit');

    // The upload: started with the lecture's title, and completed (the lecture recorded), both on the course.
    const rows = await auditRowsOf(faculty.name, 'faculty');
    const started = rows.filter({ hasText: /\/videos\/uploads content/ }).filter({ hasText: lectureTitle });
    const completed = rows.filter({ hasText: /\/videos\/uploads\/\{uploadId\}\/complete content/ });
    for (const entry of [started, completed]) {
      await entry.first().waitFor();
      expect(await entry.count()).toBe(1);
      expect(await entry.getByRole('cell').nth(1).textContent()).toBe(`${faculty.name} (faculty)`);
      expect(await entry.getByRole('cell').nth(3).textContent()).toBe(courseId);
      expect(await entry.getByRole('cell').nth(5).textContent()).toMatch(/^Done \(2\d\d\)$/);
    }

    const approval = (await auditRowsOf(accountant.name, 'accountant')).filter({
      hasText: 'status: pending → approved',
    });
    await approval.first().waitFor();
    expect(await approval.count()).toBe(1);
    expect(await approval.getByRole('cell').nth(1).textContent()).toBe(`${accountant.name} (accountant)`);
    expect(await approval.getByRole('cell').nth(5).textContent()).toMatch(/^Done \(2\d\d\)$/);
  });
});

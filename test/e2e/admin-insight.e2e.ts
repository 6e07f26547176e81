import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_COURSES, DEMO_STUDENT } from '#infra/local/seed-data.js';
import { readWorkbook } from '../support/xlsx.js';
import { launchBrowser, expectAccessible } from './browser.js';
import { apiCall, logInAsDemoStudent, logInAsSeedAdmin } from './session.js';

let browser: Browser;
let admin: Page;
let adminToken: string;
const downloadsDir = mkdtempSync(join(tmpdir(), 'insight-e2e-'));

/** The six pie colours, written down again here from the spec's 'six fixed colours' as the page promises them. */
const PIE_COLOURS = ['#0b2545', '#ff9933', '#2a9d8f', '#d62828', '#7b2cbf', '#3a86ff'];

async function courseIdOf(title: string): Promise<string> {
  const { courses } = await apiCall<{ courses: { _id: string; title: string }[] }>('GET', '/api/courses');
  const course = courses.find((candidate) => candidate.title === title);
  if (!course) throw new Error(`No seeded course ${title}`);
  return course._id;
}

/** A new student, registered through the API (as the register dialog does); answers their id and token. */
async function registerStudent(name: string): Promise<{ id: string; token: string; email: string }> {
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}.${Date.now()}@example.com`;
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name,
    email,
    mobile: '9000000009',
    password: 'secret123',
  });
  const { user } = await apiCall<{ user: { _id: string } }>('GET', '/api/auth/profile', token);
  return { id: user._id, token, email };
}

/** '₹1,23,456.50' → 123456.5: what a figure on screen says, read back as a number. */
const rupeesShown = (text: string | null) => Number((text ?? '').replace(/[₹,\s]/g, ''));
/** The figure under a label (the first <dd> after it; a second one says what the figure covers). */
const statValue = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

async function newTab(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: admin } = await newTab());
  await logInAsSeedAdmin(admin);
  adminToken = (await admin.evaluate(() => localStorage.getItem('token')))!;
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloadsDir, { recursive: true, force: true });
});

describe('the admin dashboard', () => {
  it('shows the figures, and they change once the admin approves a UPI payment from the payments page', async () => {
    const course = DEMO_COURSES[3]!;
    const payer = await registerStudent('Insight Payer');
    const utr = `INS${String(Date.now()).slice(-9)}`;
    await apiCall('POST', '/api/upi-payments/submit-utr', payer.token, {
      courseId: await courseIdOf(course.title),
      utrNumber: utr,
    });

    await admin.goto('/admin');
    await admin.getByText('Total Revenue', { exact: true }).waitFor();
    const performanceRow = () =>
      admin.getByRole('region', { name: 'Course Performance' }).getByRole('row').filter({ hasText: course.title });
    const revenueBefore = rupeesShown(await statValue(admin, 'Total Revenue'));
    const [studentsBefore, courseRevenueBefore] = await performanceRow().locator('td').allTextContents();
    expect(Number(await statValue(admin, 'Total Courses'))).toBeGreaterThanOrEqual(DEMO_COURSES.length);
    await expectAccessible(admin, '/admin');

    await admin.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Payments' }).click();
    await admin.waitForURL('**/admin/payments');
    await admin.getByLabel('Method').selectOption('upi');
    await admin.getByLabel('Status').selectOption('pending');
    await admin.getByRole('searchbox', { name: 'Find a payment' }).fill(utr);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row').filter({ hasText: utr });
    await row.getByText(payer.email).waitFor();
    await expectAccessible(admin, '/admin/payments');
    await row.getByRole('button', { name: /^Approve / }).click();
    await admin.getByRole('dialog', { name: 'Approve this payment?' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(/^Approved ₹/).waitFor();

    await admin.goto('/admin');
    await admin.getByText('Total Revenue', { exact: true }).waitFor();
    expect(rupeesShown(await statValue(admin, 'Total Revenue'))).toBe(revenueBefore + course.price);
    const [studentsAfter, courseRevenueAfter] = await performanceRow().locator('td').allTextContents();
    expect(Number(studentsAfter)).toBe(Number(studentsBefore) + 1);
    expect(rupeesShown(courseRevenueAfter!)).toBe(rupeesShown(courseRevenueBefore!) + course.price);
    const latest = admin.getByRole('region', { name: 'Recent Enrollments' }).getByRole('row').nth(1);
    await latest.getByText('Insight Payer').waitFor();
    await latest.getByText(course.title).waitFor();

    const alert = admin.waitForEvent('dialog');
    await admin.getByRole('button', { name: 'Test API' }).click();
    expect((await alert).message()).toBe(`API is working. Total courses: ${await statValue(admin, 'Total Courses')}`);
  });
});

describe('the payments page', () => {
  it("finds a card payment by its receipt number and opens its receipt PDF with the admin's session", async () => {
    // A visitor pays for GPSC by card through the local checkout, as on /gpsc.
    const { context, page: visitor } = await newTab();
    await visitor.goto('/gpsc');
    await visitor.getByRole('button', { name: 'Register now' }).click();
    const enrol = visitor.getByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
    await enrol.getByLabel('First Name').fill('Card');
    await enrol.getByLabel('Surname').fill('Payer');
    await enrol.getByLabel('Phone Number').fill('9876501234');
    const payerReceipt = visitor.waitForEvent('download');
    await enrol.getByRole('button', { name: 'Pay Now' }).click();
    await visitor
      .getByRole('dialog', { name: 'Razorpay Checkout (local stand-in)' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    const receiptNumber = /^receipt_(.+)\.pdf$/.exec((await payerReceipt).suggestedFilename())![1]!;
    await context.close();

    await admin.goto('/admin/payments');
    await admin.getByLabel('Method').selectOption('card');
    await admin.getByRole('searchbox', { name: 'Find a payment' }).fill(receiptNumber);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row').filter({ hasText: `Receipt ${receiptNumber}` });
    await row.getByText('Card Payer').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    const download = admin.waitForEvent('download');
    await row.getByRole('button', { name: `Receipt ${receiptNumber} (PDF)` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt_${receiptNumber}.pdf`);
    const path = join(downloadsDir, file.suggestedFilename());
    await file.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-']).toString();
    expect(text).toContain(receiptNumber);
    expect(text).toContain('Card Payer');
  });
});

describe('reports', () => {
  /** Eleven instalments from one student, so the payments table has at least two pages. */
  const references = Array.from({ length: 11 }, (_, index) => `RPT-${Date.now()}-${index + 1}`);

  beforeAll(async () => {
    const student = await registerStudent('Report Payer');
    const courseId = await courseIdOf(DEMO_COURSES[4]!.title);
    for (const [index, reference] of references.entries()) {
      await apiCall('POST', `/api/admin/students/${student.id}/offline-payments`, adminToken, {
        courseId,
        mode: index % 2 ? 'cash' : 'bank_transfer',
        amount: 1000 + index,
        paidOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
        reference,
      });
    }
  });

  it('shows the overall figures, a pie chart of students by course in the fixed colours and a bar chart of amounts, each with its table', async () => {
    const stats = await apiCall<{
      totalStudents: number;
      totalAmount: number;
      courseStats: { course: string; students: number; amount: number }[];
    }>('GET', '/api/stats', adminToken);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Reports' }).click();
    await admin.waitForURL('**/reports');
    await admin.getByRole('heading', { level: 1, name: 'Reports & Analytics' }).waitFor();
    await admin.getByText('Total Amount', { exact: true }).waitFor();
    expect(rupeesShown(await statValue(admin, 'Total Amount'))).toBe(stats.totalAmount);
    expect(Number((await statValue(admin, 'Total Students'))?.replace(/,/g, ''))).toBe(stats.totalStudents);

    const pie = admin.getByRole('region', { name: 'Students by Course' });
    const sectors = pie.locator('.recharts-pie-sector path');
    await sectors.first().waitFor();
    const withStudents = stats.courseStats.filter((course) => course.students > 0);
    expect(await sectors.count()).toBe(withStudents.length);
    const fills = await sectors.evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
    for (const fill of fills) expect(PIE_COLOURS).toContain(fill);

    const bar = admin.getByRole('region', { name: 'Amount per Course' });
    const bars = bar.locator('.recharts-bar-rectangle path');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(stats.courseStats.filter((course) => course.amount > 0).length);

    // The tables carry the same numbers; Show table puts one on screen.
    await pie.getByRole('button', { name: 'Show table of Students by Course' }).click();
    const reportPayer = pie.getByRole('table').getByRole('row').filter({ hasText: DEMO_COURSES[4]!.title });
    await reportPayer.waitFor({ state: 'visible' });
    const expected = stats.courseStats.find((course) => course.course === DEMO_COURSES[4]!.title)!;
    expect(await reportPayer.locator('td').first().textContent()).toBe(String(expected.students));
    const amountCell = bar
      .getByRole('table', { includeHidden: true })
      .getByRole('row', { includeHidden: true })
      .filter({ hasText: DEMO_COURSES[4]!.title })
      .locator('td');
    expect(rupeesShown(await amountCell.textContent())).toBe(expected.amount);
    await expectAccessible(admin, '/reports');
  });

  it('pages the Recent Payments table with Prev and Next', async () => {
    const first = await apiCall<{ totalPages: number; payments: { name: string }[] }>(
      'GET',
      '/api/payments?page=1&limit=10',
      adminToken,
    );
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    await admin.goto('/reports');
    const table = admin.getByRole('region', { name: 'Recent Payments' });
    const prev = table.getByRole('button', { name: 'Prev' });
    const next = table.getByRole('button', { name: 'Next' });
    await table.getByText(`Page 1 of ${first.totalPages}`).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    expect(await prev.isDisabled()).toBe(true);
    // Newest first: the last instalment recorded heads the table.
    expect(await table.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe('Report Payer');

    const firstPageNames = await table.getByRole('rowheader').allTextContents();
    await next.click();
    await table.getByText(`Page 2 of ${first.totalPages}`).waitFor();
    expect(await prev.isEnabled()).toBe(true);
    const secondPageRows = await table.getByRole('row').count();
    expect(secondPageRows).toBeGreaterThan(1);
    for (let page = 2; page < first.totalPages; page++) {
      await next.click();
      await table.getByText(`Page ${page + 1} of ${first.totalPages}`).waitFor();
    }
    expect(await next.isDisabled()).toBe(true);
    for (let page = first.totalPages; page > 1; page--) {
      await prev.click();
      await table.getByText(`Page ${page - 1} of ${first.totalPages}`).waitFor();
    }
    expect(await prev.isDisabled()).toBe(true);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(firstPageNames);
  });

  it('exports every payment and student to an .xlsx that a spreadsheet reader opens, with the same count and total', async () => {
    const { payments: everyPayment } = await collectAdminPayments();
    const stats = await apiCall<{ totalAmount: number }>('GET', '/api/stats', adminToken);
    await admin.goto('/reports');
    const download = admin.waitForEvent('download', { timeout: 60_000 });
    await admin.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(downloadsDir, file.suggestedFilename());
    await file.saveAs(path);
    const done = admin.getByText(/^Exported [\d,]+ payments? and [\d,]+ students?\./);
    await done.waitFor();
    const [, paymentCount, studentCount] = /^Exported ([\d,]+) payments? and ([\d,]+) students?/.exec(
      (await done.textContent())!,
    )!;

    const sheets = readWorkbook(path);
    const paymentsSheet = sheets['Payments']!;
    expect(paymentsSheet.header).toEqual([
      'Date',
      'Receipt number',
      'UTR',
      'Offline reference',
      'Method',
      'Status',
      'Name',
      'Mobile / Email',
      'Course',
      'For',
      'Order amount (₹)',
      'Amount received (₹)',
      'Refunded (₹)',
      'Received less refunds (₹)',
      'Coupon',
      'Discount (₹)',
      'Delivery address',
      'PIN code',
      'Delivery email',
    ]);
    expect(
      paymentsSheet.rows.every((row) =>
        ['Video course', 'Test series', 'Card programme (/gpsc)', 'Card programme (/upsc)'].includes(String(row[9])),
      ),
    ).toBe(true);
    expect(sheets['Test series']!.header).toEqual([
      'Test series',
      'Students who bought it',
      'Payments',
      'Received less refunds (₹)',
      'Refunded (₹)',
    ]);
    expect(paymentsSheet.rows).toHaveLength(Number(paymentCount!.replace(/,/g, '')));
    expect(paymentsSheet.rows).toHaveLength(everyPayment.length);
    expect(sheets['Students']!.rows).toHaveLength(Number(studentCount!.replace(/,/g, '')));
    // The column of money received less refunds adds up to the revenue the reports show.
    const received = paymentsSheet.rows.reduce((sum, row) => sum + Math.round(Number(row[13] ?? 0) * 100), 0);
    expect(received / 100).toBe(stats.totalAmount);
    for (const [index, reference] of references.entries()) {
      // The receipt number, the UTR and the offline reference each have a column.
      const row = paymentsSheet.rows.find((candidate) => candidate.slice(1, 4).includes(reference));
      expect(row?.[11], reference).toBe(1000 + index);
    }
  });
});

/** Every payment the admin payments list holds, walked page by page through its cursors. */
async function collectAdminPayments(): Promise<{ payments: unknown[] }> {
  const payments: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiCall<{ payments: unknown[]; nextCursor?: string }>(
      'GET',
      `/api/admin/payments?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      adminToken,
    );
    payments.push(...page.payments);
    cursor = page.nextCursor;
  } while (cursor);
  return { payments };
}

describe('an offline payment', () => {
  it('recorded for the demo student from their page enrols them; a second instalment with the same reference is recorded, a retry is not', async () => {
    const course = DEMO_COURSES[6]!;
    const courseId = await courseIdOf(course.title);
    const reference = `CASH-${Date.now()}`;

    await admin.goto('/admin/students');
    await admin.getByRole('searchbox', { name: 'Search students' }).fill(DEMO_STUDENT.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('link', { name: DEMO_STUDENT.name, exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: DEMO_STUDENT.name }).waitFor();
    const enrolments = admin.getByRole('region', { name: 'Enrolled Courses' });
    await enrolments.getByRole('listitem').first().waitFor();
    expect(await enrolments.getByText(course.title).count()).toBe(0);
    await expectAccessible(admin, "a student's page");

    const form = admin.getByRole('region', { name: 'Record Offline Payment' });
    await form.getByLabel('Course').selectOption(courseId);
    expect(Number(await form.getByLabel('Amount (₹)').inputValue())).toBe(course.price);
    await form.getByLabel('Mode').selectOption('cash');
    await form.getByLabel('Reference').fill(reference);
    await form.getByLabel('Note').fill('Paid at the Ahmedabad office');
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await admin.getByText(new RegExp(`^Recorded ₹[\\d,]+ for ${course.title.replace(/[()]/g, '\\$&')}$`)).waitFor();
    await enrolments.getByRole('link', { name: course.title }).waitFor();
    const paymentsRegion = admin.getByRole('region', { name: 'Payments' });
    await paymentsRegion.getByText(`Ref. ${reference}`).waitFor();
    await paymentsRegion
      .getByText(/^Receipt GA-\d{2}-\d{2}-\d{6}$/)
      .first()
      .waitFor();

    // The same receipt book number again (in other letters' case) for another amount is another
    // instalment: recorded. The very same payment sent again is a retry: said, not recorded twice.
    const escapedTitle = course.title.replace(/[()]/g, '\\$&');
    await form.getByLabel('Course').selectOption(courseId);
    await form.getByLabel('Amount (₹)').fill('1');
    await form.getByLabel('Mode').selectOption('cash');
    await form.getByLabel('Reference').fill(reference.toLowerCase());
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await admin.getByText(new RegExp(`^Recorded ₹1 for ${escapedTitle}$`)).waitFor();
    await expect.poll(() => paymentsRegion.getByText(new RegExp(`^Ref\\. ${reference}$`, 'i')).count()).toBe(2);
    await form.getByLabel('Course').selectOption(courseId);
    await form.getByLabel('Amount (₹)').fill('1');
    await form.getByLabel('Mode').selectOption('cash');
    await form.getByLabel('Reference').fill(reference.toLowerCase());
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await admin.getByText(/^Already recorded as GA-\d{2}-\d{2}-\d{6}: nothing new was recorded$/).waitFor();
    expect(await paymentsRegion.getByText(new RegExp(`^Ref\\. ${reference}$`, 'i')).count()).toBe(2);
    await expectAccessible(admin, 'the offline payment form after a retry');

    const { context, page: student } = await newTab();
    await logInAsDemoStudent(student);
    await student.goto(`/course/${courseId}`);
    await student.getByText('You are enrolled in this course!').waitFor();
    await context.close();
  });
});

describe('the insight pages on a phone', () => {
  it('fit 360 px without sideways scrolling, with nothing serious for axe', async () => {
    const { context, page } = await newTab({ width: 360, height: 800 });
    await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
    for (const [path, ready] of [
      ['/admin', 'Total Revenue'],
      ['/reports', 'Recent Payments'],
      ['/admin/students', DEMO_STUDENT.name],
      ['/admin/payments', 'Report Payer'],
    ] as const) {
      await page.goto(path);
      await page.getByText(ready, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expectAccessible(page, `${path} at 360 px`);
    }
    await context.close();
  });
});

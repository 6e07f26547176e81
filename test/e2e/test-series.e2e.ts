import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillQuestionTemplate } from '../support/xlsx.js';
import { launchBrowser, expectAccessible } from './browser.js';
import { apiCall, logInAsSeedAdmin } from './session.js';

let browser: Browser;
const filesDir = mkdtempSync(join(tmpdir(), 'test-series-e2e-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

interface Tab {
  page: Page;
  messages: string[];
}

async function openTab(): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const tab: Tab = { page, messages: [] };
  page.on('dialog', (dialog) => {
    tab.messages.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  return tab;
}

async function logInAsAdmin(page: Page): Promise<string> {
  await logInAsSeedAdmin(page);
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function logInAsNewStudent(page: Page): Promise<void> {
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name: 'Series Student',
    email: `series.student.${Date.now()}@example.com`,
    mobile: '9000000003',
    password: 'secret123',
  });
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
}

// Real Gujarati, conjuncts included: what must come through the spreadsheet and the browser unchanged.
const GUJARATI_QUESTION = 'ક્ષત્રિય, જ્ઞાન, શ્રમ અને દ્વારકા: કયા શબ્દમાં જોડાક્ષર નથી?';
const GUJARATI_OPTIONS = ['ક્ષત્રિય', 'જ્ઞાન', 'કમળ', 'દ્વારકા'];

function questionRow(n: number): Record<string, string> {
  return {
    Section: n <= 10 ? 'General Studies' : 'Gujarati Grammar',
    'Section (Gujarati)': n <= 10 ? 'સામાન્ય અભ્યાસ' : 'ગુજરાતી વ્યાકરણ',
    'Question (English)': `Question ${n}: which word has no conjunct?`,
    'Question (Gujarati)': `${n}. ${GUJARATI_QUESTION}`,
    'Option A (English)': 'Kshatriya',
    'Option B (English)': 'Gnan',
    'Option C (English)': 'Kamal',
    'Option D (English)': 'Dwarka',
    'Option A (Gujarati)': GUJARATI_OPTIONS[0]!,
    'Option B (Gujarati)': GUJARATI_OPTIONS[1]!,
    'Option C (Gujarati)': GUJARATI_OPTIONS[2]!,
    'Option D (Gujarati)': GUJARATI_OPTIONS[3]!,
    'Correct option': 'C',
    'Explanation (English)': 'Kamal has no conjunct consonant.',
    'Explanation (Gujarati)': '"કમળ"માં કોઈ જોડાક્ષર નથી.',
    Topic: 'Conjuncts',
  };
}

describe('a test series from the question sheet to a student ready to start', () => {
  it('admin imports 20 bilingual questions and publishes; a student buys by UPI; once approved the test is ready', async () => {
    const admin = await openTab();
    const adminToken = await logInAsAdmin(admin.page);
    const title = `GPSC Prelims Practice ${Date.now()}`;
    const { testSeries } = await apiCall<{ testSeries: { _id: string } }>('POST', '/api/test-series', adminToken, {
      title,
      description: 'Full-length prelims tests with solutions.',
      price: 499,
      category: 'gpsc',
      duration: '6 months',
      numberOfTests: 5,
      features: ['Bilingual questions'],
    });

    // The admin makes a test and fills it from the template the editor hands out.
    await admin.page.goto(`/admin/test-series/${testSeries._id}`);
    await admin.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.page.getByRole('button', { name: 'Create First Test' }).click();
    const form = admin.page.getByRole('dialog', { name: 'New Test' });
    await form.getByLabel('Title', { exact: true }).fill('Prelims Mock 1');
    await form.getByLabel('Duration (minutes)').fill('60');
    await form.getByLabel('Marks for a right answer').fill('2');
    await form.getByLabel('Marks taken off for a wrong answer').fill('0.66');
    await form.getByRole('button', { name: 'Create Test' }).click();
    await form.waitFor({ state: 'detached' });
    await admin.page.getByRole('link', { name: 'Prelims Mock 1', exact: true }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Prelims Mock 1' }).waitFor();

    const templateDownload = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: 'Download Template' }).click();
    const template = join(filesDir, 'template.xlsx');
    await (await templateDownload).saveAs(template);
    const filled = join(filesDir, 'prelims-mock-1.xlsx');
    fillQuestionTemplate(
      template,
      filled,
      Array.from({ length: 20 }, (_, i) => questionRow(i + 1)),
    );

    await admin.page.getByRole('button', { name: 'Import Questions' }).click();
    const importDialog = admin.page.getByRole('dialog', { name: 'Import Questions' });
    await importDialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles(filled);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByRole('status').filter({ hasText: 'Imported 20 questions:' }).waitFor({ timeout: 30_000 });
    await importDialog.getByRole('button', { name: 'Done' }).click();
    await admin.page.getByText('20 questions', { exact: true }).waitFor();
    await admin.page
      .getByText(`20. ${GUJARATI_QUESTION}`)
      .or(admin.page.getByText('Question 20: which word has no conjunct?'))
      .first()
      .waitFor();

    await admin.page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishDialog = admin.page.getByRole('dialog', { name: 'Publish this test?' });
    await publishDialog.getByText('No problems found', { exact: false }).waitFor();
    await publishDialog.getByRole('button', { name: 'Publish Test' }).click();
    await admin.page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    await expectAccessible(admin.page, 'the test editor with 20 questions');

    // The Gujarati text came through the spreadsheet exactly, conjuncts and all.
    const { tests } = await apiCall<{ tests: { _id: string; title: string }[] }>(
      'GET',
      `/api/admin/test-series/${testSeries._id}/tests`,
      adminToken,
    );
    const { questions } = await apiCall<{
      questions: { textGu?: string; optionsGu: string[]; correctOption: number | null }[];
    }>('GET', `/api/admin/tests/${tests[0]!._id}`, adminToken);
    expect(questions).toHaveLength(20);
    expect(questions[19]!.textGu).toBe(`20. ${GUJARATI_QUESTION}`);
    expect(questions[0]!.optionsGu).toEqual(GUJARATI_OPTIONS);
    expect(questions.every((question) => question.correctOption === 2)).toBe(true);

    // A student buys the series by UPI and sends the UTR.
    const student = await openTab();
    await logInAsNewStudent(student.page);
    await student.page.goto('/testSeries');
    const card = student.page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const payDialog = student.page.getByRole('dialog', { name: 'Pay by UPI' });
    const utr = `TS${String(Date.now()).slice(-10)}`;
    await payDialog.getByLabel('UTR Number').fill(utr);
    await payDialog.getByRole('button', { name: 'Submit UTR' }).click();
    await payDialog
      .getByText("Payment Submitted... under verification. Within 24 hours, you'll get access to your test series")
      .waitFor();
    expect(student.messages).not.toContain(
      'After payment, please contact support with your UTR for test series access.',
    );
    await payDialog.getByRole('button', { name: 'Done' }).click();
    await card.getByText('Under verification', { exact: true }).waitFor();

    // The admin sees it among the approvals as a test series payment and approves it.
    await admin.page.goto('/admin/approvals');
    const row = admin.page.getByRole('row').filter({ hasText: utr });
    await row.getByText('Test series', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Approve / }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Approve this payment?' });
    await confirm.getByText('Test series', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await row.waitFor({ state: 'detached' });

    // The student now has the series, and its test is ready to start.
    await student.page.reload();
    await card.getByText('Purchased', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'View Tests' }).click();
    await student.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const testItem = student.page.getByRole('listitem').filter({ hasText: 'Prelims Mock 1' });
    await testItem.getByText('Ready to start').waitFor();
    const facts = await testItem.innerText();
    expect(facts).toMatch(/Questions\s*20/);
    expect(facts).toContain('60 minutes');
    await expectAccessible(student.page, "the series' tests");
  });
});

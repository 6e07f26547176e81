/**
 * `npm run bench` (bank statement): a month's statement of 5,000 credits matched against 5,000 pending
 * UPI payments through the route, against the local stack over loopback.
 *
 * Setup (not timed, through the domain functions, about 50 s: through the UTR route it would take minutes
 * more of a 2-core machine for nothing the bench measures): 100 courses, 50 students, each sending a UTR for every
 * course (a student has one pending payment per course), so 5,000 pending payments. The statement, in
 * HDFC Bank's layout with its preamble: a credit for each payment, 1 in 50 with another amount, and
 * 100 NEFT credits no payment names. Timed: the upload link, the PUT of the file and the import; then
 * the same file imported again. Goal: 2xx, every list as built, the import in seconds.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCourse } from '#domain/catalogue/courses.js';
import { submitUtr } from '#domain/payments/index.js';
import { createUser } from '#domain/users/users.js';
import { issueToken } from '#lib/tokens.js';
import { startLocalStack } from '#infra/local/stack.js';
import { timedRequest } from './timed-request.js';

const PAYMENTS = Number(process.env.BENCH_STATEMENT_PAYMENTS ?? 5000);
const COURSES = 100;
const NEFT_CREDITS = 100;
/** Setup writes at once: DynamoDB Local and the client share two cores. */
const AT_ONCE = 16;

async function inTurns<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

const hdfcDate = (day: number) => `${String((day % 28) + 1).padStart(2, '0')}/04/25`;
const rupees = (price: number) => price.toLocaleString('en-IN', { minimumFractionDigits: 2 });

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-statements-'));
  const stack = await startLocalStack({ s3Dir: join(work, 's3'), port: 0, jwtSecret: randomBytes(32).toString('hex') });
  const base = `http://127.0.0.1:${stack.port}`;
  let ok = true;
  try {
    const setupStarted = performance.now();
    const courses = await inTurns(COURSES, (i) =>
      createCourse({
        title: `Bench statement course ${i}`,
        description: 'A month of UPI payments',
        price: 1000 + i * 37,
        category: 'gpsc',
        duration: '6 months',
        features: [],
      }),
    );
    const students = await inTurns(PAYMENTS / COURSES, (i) =>
      createUser({
        name: `Bench Student ${i}`,
        email: `bench.statement.${i}.${randomBytes(3).toString('hex')}@example.com`,
        mobile: '9876543210',
        role: 'student',
        passwordHash: 'not-a-login',
      }),
    );
    const payments = await inTurns(PAYMENTS, async (i) => {
      const course = courses[i % COURSES]!;
      const student = students[Math.floor(i / COURSES)]!;
      const utr = String(500_000_000_000 + i * 7919);
      await submitUtr(student._id, course._id, utr);
      return { utr, price: course.price, name: student.name };
    });
    console.log(
      `setup: ${PAYMENTS} pending UPI payments through the domain in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const rows = payments.map(({ utr, price, name }, i) => {
      const amount = i % 50 === 49 ? price - 1 : price;
      return `${hdfcDate(i)},UPI-${name.toUpperCase()}-STUDENT@OKSBI-SBIN0004567-${utr}-FEES,0000${utr},${hdfcDate(i)},,"${rupees(amount)}","10,00,000.00"`;
    });
    for (let i = 0; i < NEFT_CREDITS; i++)
      rows.splice(
        i * 50,
        0,
        `${hdfcDate(i)},NEFT CR-HDFC0000123-PARENT ${i}-FEES,N0922501234${i},${hdfcDate(i)},,"5,000.00","10,00,000.00"`,
      );
    const csv = [
      'HDFC BANK Ltd.,,,,,,Page No .:     1',
      'M/S. GYANPATH ACADEMY,,,,Account Branch :,NAVRANGPURA,',
      'Statement From : 01/04/2025 To : 30/04/2025,,,,A/C Open Date :,15/06/2019,',
      '********,********,********,********,********,********,********',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...rows,
    ].join('\n');
    const bytes = Buffer.from(csv);

    const admin = await createUser({
      name: 'Bench Admin',
      email: `bench.admin.${randomBytes(3).toString('hex')}@example.com`,
      mobile: '9876543210',
      role: 'admin',
      passwordHash: 'not-a-login',
    });
    const token = await issueToken({ userId: admin._id, role: 'admin', sessionVersion: 0 });
    const importFile = async () => {
      const started = performance.now();
      const link = await timedRequest(base, 'POST', '/api/admin/bank-statements/uploads', {
        token,
        body: { size: bytes.length },
      });
      if (link.status !== 200) throw new Error(`upload link: ${link.status} ${JSON.stringify(link.body)}`);
      const put = await fetch(link.body.uploadUrl as string, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'text/csv' },
      });
      if (!put.ok) throw new Error(`upload: ${put.status}`);
      const uploaded = performance.now();
      const reply = await timedRequest(base, 'POST', '/api/admin/bank-statements', {
        token,
        body: { fileKey: link.body.fileKey },
      });
      return { reply, uploadMs: uploaded - started, importMs: reply.ms };
    };

    const expected = {
      matched: PAYMENTS - PAYMENTS / 50,
      amountDiffers: PAYMENTS / 50,
      utrAlreadyUsed: 0,
      unmatched: NEFT_CREDITS,
    };
    for (const round of ['first import', 'the same file again']) {
      const { reply, uploadMs, importMs } = await importFile();
      const counts = Object.fromEntries(
        Object.keys(expected).map((list) => [list, (reply.body[list] as unknown[] | undefined)?.length]),
      );
      const right = reply.status === 200 && JSON.stringify(counts) === JSON.stringify(expected);
      console.log(
        `${round}: ${(bytes.length / 1024 / 1024).toFixed(2)} MB, ${rows.length} credits against ${PAYMENTS} pending payments: uploaded in ${(uploadMs / 1000).toFixed(2)} s, matched by the route in ${(importMs / 1000).toFixed(2)} s; ${JSON.stringify(counts)}${right ? '' : ` (expected ${JSON.stringify(expected)}, status ${reply.status})`}`,
      );
      ok = ok && right;
    }
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();

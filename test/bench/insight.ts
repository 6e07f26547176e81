/**
 * `npm run bench` (second part): the admin figures and lists must cost the same whatever the size of
 * the data, and the Excel export must fit in API Gateway's 30 s with little memory.
 *
 * 1. The admin figures (dashboard, stats, Test API, courses with their figures) through the API
 *    against DynamoDB Local with 10 students and 10 payments and with 10,000 of each, in two tables
 *    of the same DynamoDB Local read in turn, request by request (so the machine's other work slows
 *    both alike): DynamoDB's consumed read capacity per request (ReturnConsumedCapacity, summed over
 *    the request's calls, its session check included) and the median time; goal: capacity equal, time
 *    ratio ≤ 1.2. The lists (the reports' first page, payments, students, a search) read a page: they
 *    are compared between 1,000 and 10,000, where the page is full in both, with the same goal.
 * 2. An export of 100,000 payments (plus those 10,000 students), run from the export function's own
 *    bundle in a separate Node process: its time and that process's peak memory (goal < 25 s, < 256 MB).
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { ulid } from 'ulid';
import { paise } from '#shared/money.js';
import type { Course } from '#shared/types.js';
import { createCourse } from '#domain/catalogue/courses.js';
import { recordOfflinePayment } from '#domain/payments/offline.js';
import { paymentItem, type PaymentRecord } from '#domain/payments/ledger.js';
import { statsKeys, statsWrites } from '#domain/stats/stats.js';
import { approveUpiPayment, submitUtr } from '#domain/payments/upi.js';
import { createUser, findUserByEmail, userKeys } from '#domain/users/users.js';
import { resetConfig } from '#lib/config.js';
import { db, tableName, transactWrite } from '#lib/db.js';
import { createAdmin } from '#infra/local/seed.js';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { LOCAL_CREDENTIALS, localEnvironment, startLocalStack } from '#infra/local/stack.js';
import { ensureTable } from '#infra/local/table.js';

const LARGE = Number(process.env.BENCH_STUDENTS ?? 10_000);
const EXPORT_PAYMENTS = Number(process.env.BENCH_EXPORT_PAYMENTS ?? 100_000);
const SAMPLES = 60;
const TIME_RATIO_GOAL = 1.2;
const EXPORT_SECONDS_GOAL = 25;
const EXPORT_MEMORY_GOAL_MB = 256;

/** Document-client reads, under the names their middleware context carries. */
const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

/** Every read this process makes asks DynamoDB what it consumed; the total since the last reset. */
let consumed = 0;
function measureCapacity(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (READ_COMMANDS.has(context.commandName ?? '')) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const capacity = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      for (const entry of [capacity ?? []].flat()) consumed += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
}

async function inParallel<T>(count: number, width: number, work: (i: number) => Promise<T>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Measure {
  capacity: number;
  ms: number;
}

/** One data set: its own table in the same DynamoDB Local, with its courses and students. */
interface DataSet {
  table: string;
  size: number;
  courses: Course[];
  students: number;
}

/**
 * Points this process (and so the API handlers it runs) at one table. The bench compares data sets
 * side by side, request by request, so the machine's other work slows them alike.
 */
function useTable(table: string): void {
  process.env.TABLE_NAME = table;
  resetConfig();
}

async function main() {
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'coaching-insight-bench-'));
  const stack = await startLocalStack({ s3Dir: join(work, 's3'), port: 0, jwtSecret: randomBytes(32).toString('hex') });
  try {
    measureCapacity();
    const baseUrl = `http://127.0.0.1:${stack.port}`;
    const dynamo = new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: process.env.AWS_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const MIDDLE = Math.min(1_000, LARGE);
    const sets: DataSet[] = [10, MIDDLE, LARGE].map((size, i) => ({
      table: `bench-${i + 1}-${size}`,
      size,
      courses: [],
      students: 0,
    }));

    // One admin, the same account in every table, so one token opens them all.
    const adminInput = { name: 'Bench Admin', email: 'bench@example.com', password: 'bench-password' };
    await createAdmin(adminInput);
    const adminId = (await findUserByEmail(adminInput.email))!._id;
    const adminItems = [userKeys.profile(adminId), userKeys.email(adminInput.email)];
    const adminCopies = await Promise.all(
      adminItems.map((key) =>
        db()
          .send(new GetCommand({ TableName: tableName(), Key: key }))
          .then((reply) => reply.Item!),
      ),
    );
    for (const set of sets) {
      await ensureTable(dynamo, set.table);
      useTable(set.table);
      for (const item of adminCopies) await db().send(new PutCommand({ TableName: set.table, Item: item }));
      for (const course of DEMO_COURSES) set.courses.push(await createCourse(course));
    }
    const login = await fetch(`${baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminInput),
    });
    const { token } = (await login.json()) as { token: string };

    /** Adds students to the set up to its size, each with one payment: four in five offline, one in five UPI approved. */
    const grow = async (set: DataSet) => {
      useTable(set.table);
      await inParallel(set.size - set.students, 12, async () => {
        const n = set.students++;
        const course = set.courses[n % set.courses.length]!;
        const user = await createUser({
          name: `Student ${n} Bench`,
          email: `student${n}@bench.example`,
          mobile: '9876500000',
          role: 'student',
          passwordHash: 'not-a-login',
        });
        if (n % 5 === 4) {
          await submitUtr(user._id, course._id, randomBytes(6).toString('hex').toUpperCase());
          const { Items } = await db().send(
            new QueryCommand({
              TableName: tableName(),
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
              ExpressionAttributeValues: { ':pk': `USER#${user._id}`, ':p': 'PAYMENT#' },
            }),
          );
          await approveUpiPayment(Items![0]!.paymentId as string, adminId);
        } else {
          await recordOfflinePayment(
            user._id,
            {
              courseId: course._id,
              mode: 'cash',
              amount: 1000 + (n % 7),
              paidOn: '2026-06-01',
              reference: `BENCH-${n}`,
            },
            adminId,
          );
        }
      });
    };

    const FIGURES = ['/api/admin/dashboard', '/api/stats', '/api/courses/test/all', '/api/admin/courses'];
    const LISTS = [
      '/api/payments?page=1&limit=10',
      '/api/admin/payments?limit=20',
      '/api/admin/students?limit=20',
      '/api/admin/students?q=student%201&limit=20',
    ];
    const READS = [...FIGURES, ...LISTS];
    const call = async (set: DataSet, path: string): Promise<Measure> => {
      useTable(set.table);
      consumed = 0;
      const start = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return { ms: performance.now() - start, capacity: consumed };
    };

    console.log(
      `Admin reads: ${READS.length} routes at ${sets.map((set) => set.size).join(', ')} students and payments (one table each), median of ${SAMPLES} requests, the tables taken in turn`,
    );
    for (const set of sets) {
      const started = Date.now();
      await grow(set);
      console.log(`  ${set.size} students and payments written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // DynamoDB Local's JVM and this process's JIT get warm before anything is measured.
    for (let round = 0; round < 100; round++) for (const path of READS) for (const set of sets) await call(set, path);
    const measured = new Map<string, Map<number, Measure>>();
    for (const path of READS) {
      const samples = new Map<number, Measure[]>(sets.map((set) => [set.size, []]));
      for (let i = 0; i < SAMPLES; i++) for (const set of sets) samples.get(set.size)!.push(await call(set, path));
      measured.set(
        path,
        new Map(
          [...samples].map(([size, list]) => [
            size,
            { ms: median(list.map((m) => m.ms)), capacity: median(list.map((m) => m.capacity)) },
          ]),
        ),
      );
    }

    let readsPass = true;
    const row = (path: string, from: number) => {
      const a = measured.get(path)!.get(from)!;
      const b = measured.get(path)!.get(LARGE)!;
      const ratio = b.ms / a.ms;
      const pass = a.capacity === b.capacity && ratio <= TIME_RATIO_GOAL;
      readsPass &&= pass;
      const cells = [a.capacity.toFixed(1), b.capacity.toFixed(1), a.ms.toFixed(1), b.ms.toFixed(1), ratio.toFixed(2)];
      console.log(
        `${path.padEnd(44)} ${String(from).padStart(6)} ${cells.map((cell) => cell.padStart(9)).join(' ')}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    };
    console.log(
      `\n${'route'.padEnd(44)} ${'from'.padStart(6)} ${['RCU from', `RCU ${LARGE}`, 'ms from', `ms ${LARGE}`, 'time ×'].map((cell) => cell.padStart(9)).join(' ')}`,
    );
    for (const path of FIGURES) row(path, 10);
    for (const path of LISTS) row(path, MIDDLE);
    console.log(`Goal: consumed capacity equal, time ratio ≤ ${TIME_RATIO_GOAL}: ${readsPass ? 'PASS' : 'FAIL'}`);

    const large = sets.at(-1)!;
    useTable(large.table);
    const courses = large.courses;
    const students = large.students;
    // The export: the ledger grows to EXPORT_PAYMENTS, written in bulk (as payments of a bench programme).
    const more = EXPORT_PAYMENTS - students;
    process.stdout.write(`\nWriting ${more} more payments for the export... `);
    const writing = Date.now();
    const base = Date.parse('2026-04-01T00:00:00.000Z');
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < more; i++) {
      const createdAt = new Date(base + i * 1000).toISOString();
      const record: PaymentRecord = {
        id: ulid(base + i * 1000),
        method: i % 3 === 0 ? 'card' : 'offline',
        status: i % 3 === 0 ? (i % 2 ? 'paid' : 'created') : 'approved',
        courseId: i % 3 === 0 ? 'gpsc' : courses[i % courses.length]!._id,
        courseTitle: i % 3 === 0 ? 'GPSC Class 1-2' : courses[i % courses.length]!.title,
        name: `Payer ${i} Bench`,
        mobile: '9876500000',
        feePaise: paise(100000),
        materialPaise: paise(0),
        amountPaise: paise(102420),
        ...(i % 3 === 0 ? { orderId: `order_bench${i}` } : { reference: `BULK-${i}` }),
        ...(i % 3 === 0 && !(i % 2)
          ? {}
          : {
              decidedAt: createdAt,
              ...(i % 3 === 0 ? { receiptNumber: `GA-26-27-${String(i).padStart(6, '0')}` } : {}),
            }),
        createdAt,
      };
      const batch = batches.at(-1);
      const put = { PutRequest: { Item: paymentItem(record) } };
      if (batch && batch.length < 25) batch.push(put);
      else batches.push([put]);
    }
    await inParallel(batches.length, 8, async (i) => {
      let request: Record<string, unknown> | undefined = { [tableName()]: batches[i] };
      while (request && Object.keys(request).length > 0)
        request = (await db().send(new BatchWriteCommand({ RequestItems: request as never }))).UnprocessedItems;
    });
    await transactWrite(statsWrites([{ key: statsKeys.ledger, add: { paymentCount: more } }]));
    console.log(`${((Date.now() - writing) / 1000).toFixed(0)} s`);

    // The export runs from its own bundle (what Lambda runs), in a process of its own, so its peak memory is its own.
    const bundle = join(work, 'export-run.mjs');
    await build({
      entryPoints: [join(import.meta.dirname, 'export-run.ts')],
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      mainFields: ['module', 'main'],
      // As infra/constructs/project-function.ts bundles the function.
      charset: 'utf8',
      banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
      outfile: bundle,
      logLevel: 'error',
    });
    const env = {
      ...process.env,
      ...localEnvironment({ dynamoEndpoint: stack.dynamoEndpoint, s3Endpoint: stack.s3Endpoint }),
      TABLE_NAME: large.table,
      NODE_NO_WARNINGS: '1',
    };
    // Not a synchronous spawn: the local S3 runs in this process and must keep answering.
    const { stdout } = await promisify(execFile)(process.execPath, [bundle, adminId], {
      env,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      seconds: number;
      peakMb: number;
      startMb: number;
      payments: number;
      students: number;
      bytes: number;
    };
    const exportPass = result.seconds < EXPORT_SECONDS_GOAL && result.peakMb < EXPORT_MEMORY_GOAL_MB;
    console.log(
      `Export: ${result.payments} payments + ${result.students} students, ${(result.bytes / 1024 / 1024).toFixed(1)} MB .xlsx`,
    );
    console.log(
      `  time ${result.seconds.toFixed(1)} s (goal < ${EXPORT_SECONDS_GOAL} s), peak memory ${result.peakMb.toFixed(0)} MB (goal < ${EXPORT_MEMORY_GOAL_MB} MB; ${result.startMb.toFixed(0)} MB before it started) ${exportPass ? 'PASS' : 'FAIL'}`,
    );
    if (result.payments !== EXPORT_PAYMENTS)
      throw new Error(`The export wrote ${result.payments} payments, not ${EXPORT_PAYMENTS}`);
    process.exitCode = readsPass && exportPass ? 0 : 1;
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Runs one Excel export and prints its time, size and this process's peak memory as a JSON line.
 * `npm run bench` bundles it as Lambda bundles the export function and runs it in a process of its own.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { exportWorkbook } from '#domain/insight/excel-export.js';
import { s3, videoBucket } from '#lib/s3.js';

const startMb = process.memoryUsage().rss / 1024 / 1024;
const exportId = ulid();
const started = performance.now();
const result = await exportWorkbook(process.argv[2] ?? 'bench', exportId);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
const { ContentLength } = await s3().send(
  new HeadObjectCommand({ Bucket: videoBucket(), Key: `exports/${exportId}.xlsx` }),
);
console.log(
  JSON.stringify({
    seconds,
    peakMb,
    startMb,
    payments: result.payments,
    students: result.students,
    bytes: ContentLength ?? 0,
  }),
);

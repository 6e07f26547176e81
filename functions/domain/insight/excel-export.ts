import { PassThrough } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import type { ExcelExport, ExportProgress } from '#shared/admin-types.js';
import { paise, paiseToRupees } from '#shared/money.js';
import { indiaWallClock, todayInIndia } from '#shared/india-time.js';
import { db, failedCondition, tableName } from '#lib/db.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { listCourses, listTestSeries } from '../catalogue/index.js';
import {
  isReceived,
  ledgerPartitions,
  type PaymentRecord,
  toAdminDue,
  toPayment,
  unpaidDuesWithStudents,
} from '../payments/index.js';
import { OFFLINE_MODE_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '#shared/payment-labels.js';
import { readStats } from '../stats/index.js';
import { toRecord, type UserRecord, usersPartition } from '../users/index.js';
import { quoteFormulaText, writeQuotePrefix } from '#lib/xlsx-formula-text.js';

/**
 * The Excel export: every payment (any method and status) and every student, written row by row with
 * exceljs's streaming writer into a multipart upload to S3 (exports/<id>.xlsx), so neither memory nor
 * Lambda's 6 MB response limit bounds it, then handed back as a download link that lives minutes. An
 * S3 lifecycle rule removes exports after a day.
 *   EXPORT#<id> / EXPORT   { state, rowsWritten, rowsTotal, updatedAt, ... }  progress the browser
 *                          polls while the export runs; expires by TTL after a day
 */
export const exportKeys = {
  item: (id: string) => ({ pk: `EXPORT#${id}`, sk: 'EXPORT' }),
  /** One running export per admin: { exportId, until }; an export a crash left behind lapses. */
  running: (adminId: string) => ({ pk: `EXPORT#RUNNING#${adminId}`, sk: 'EXPORT' }),
};
/** How long an admin's running export holds its place: past the export function's 29 s. */
const RUNNING_HOLD_MS = 40_000;

/** Takes the admin's one running export, or says which export holds it. */
async function holdRunningExport(adminId: string, exportId: string): Promise<void> {
  const now = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...exportKeys.running(adminId),
          entity: 'RunningExport',
          exportId,
          until: now + RUNNING_HOLD_MS,
          ttl: Math.floor(now / 1000) + DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  } catch (error) {
    if (!failedCondition(error)) throw error;
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: exportKeys.running(adminId), ConsistentRead: true }),
    );
    const running = String(Item?.exportId ?? '');
    throw new Conflict('export_running', `An export is already running (${running}); wait for it to finish`, {
      field: running,
    });
  }
}

async function letGoOfRunningExport(adminId: string, exportId: string): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: exportKeys.running(adminId),
        ConditionExpression: 'exportId = :mine',
        ExpressionAttributeValues: { ':mine': exportId },
      }),
    )
    .catch((error: unknown) => {
      if (!failedCondition(error)) throw error;
    });
}

export const EXPORT_ID = /^[A-Za-z0-9]{10,40}$/;
/** The download link's lifetime. */
export const EXPORT_LINK_SECONDS = 5 * 60;
const PROGRESS_EVERY_ROWS = 2000;
/** A running export not heard from for this long has died (the function's time ran out). */
const STALLED_AFTER_MS = 60_000;
const DAY_SECONDS = 24 * 3600;

/** Spreadsheet dates have no time zone: write the office's wall-clock time (India). */
const indiaTime = (iso: string) => indiaWallClock(new Date(iso));

/** How the money came, in words: 'Offline (Cash)' says which office payment it was. */
function methodName(payment: PaymentRecord): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return payment.offlineMode ? `${method} (${OFFLINE_MODE_LABELS[payment.offlineMode]})` : method;
}

/** What the payment was for: a catalogue course, a card programme (named by its page) or a test series. */
function productName(payment: PaymentRecord): string {
  if (payment.product === 'test-series') return 'Test series';
  return payment.method === 'card' && payment.product !== 'course'
    ? `Card programme (/${payment.courseId})`
    : 'Video course';
}

/**
 * Items per Query page. DynamoDB Local answers a full 1 MB page many times slower per item than a
 * few hundred items (it sorts what is left of the partition), and in AWS 500 items is still a few
 * hundred KB per round trip.
 */
const EXPORT_PAGE_ITEMS = 500;

/** Items of one index partition, newest first; the next page is asked for while this one is written. */
async function* partitionItems(index: 'gsi1' | 'gsi2', partition: string): AsyncGenerator<Record<string, unknown>> {
  const fetchPage = (startKey?: Record<string, unknown>) =>
    db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :partition`,
        ExpressionAttributeValues: { ':partition': partition },
        ScanIndexForward: false,
        Limit: EXPORT_PAGE_ITEMS,
        ExclusiveStartKey: startKey,
      }),
    );
  let next = fetchPage();
  for (;;) {
    const page = await next;
    if (page.LastEvaluatedKey) next = fetchPage(page.LastEvaluatedKey);
    yield* page.Items ?? [];
    if (!page.LastEvaluatedKey) return;
  }
}

/** Merges partitions that are each newest first into one stream, newest first, reading each item once. */
async function* newestFirst(
  sources: AsyncGenerator<Record<string, unknown>>[],
  key: string,
): AsyncGenerator<Record<string, unknown>> {
  const heads = await Promise.all(sources.map((source) => source.next()));
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      if (heads[i]!.done) continue;
      if (best < 0 || String(heads[i]!.value[key]) > String(heads[best]!.value[key])) best = i;
    }
    if (best < 0) return;
    yield heads[best]!.value as Record<string, unknown>;
    heads[best] = await sources[best]!.next();
  }
}

async function writeProgress(
  id: string,
  rowsWritten: number,
  state: ExportProgress['state'] = 'running',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const names = Object.keys(extra);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: exportKeys.item(id),
      UpdateExpression: `SET rowsWritten = :rows, #state = :state, updatedAt = :now${names.map((name) => `, #${name} = :${name}`).join('')}`,
      ExpressionAttributeNames: { '#state': 'state', ...Object.fromEntries(names.map((name) => [`#${name}`, name])) },
      ExpressionAttributeValues: {
        ':rows': rowsWritten,
        ':state': state,
        ':now': new Date().toISOString(),
        ...Object.fromEntries(names.map((name) => [`:${name}`, extra[name]])),
      },
    }),
  );
}

export function exportFileName(now: Date): string {
  return `payments-${indiaTime(now.toISOString()).toISOString().slice(0, 10)}.xlsx`;
}

/**
 * Writes the workbook and answers its link. `exportId` (from the browser, so it can poll the progress
 * while this runs) names the export once.
 */
export async function exportWorkbook(adminId: string, exportId: string = ulid()): Promise<ExcelExport> {
  await holdRunningExport(adminId, exportId);
  try {
    return await writeWorkbook(adminId, exportId);
  } finally {
    await letGoOfRunningExport(adminId, exportId);
  }
}

const DUE_STATE_LABELS = { overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming' } as const;

async function writeWorkbook(adminId: string, exportId: string): Promise<ExcelExport> {
  const now = new Date();
  const stats = await readStats();
  const rowsTotal = stats.ledgerCount + stats.studentCount;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...exportKeys.item(exportId),
          entity: 'Export',
          state: 'running',
          rowsWritten: 0,
          rowsTotal,
          startedBy: adminId,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (failedCondition(error)) throw new Conflict('export_id_taken');
    throw error;
  }

  const objectKey = `exports/${exportId}.xlsx`;
  const fileName = exportFileName(now);
  const body = new PassThrough();
  const upload = new Upload({
    client: s3(),
    params: {
      Bucket: videoBucket(),
      Key: objectKey,
      Body: body,
      ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    queueSize: 2,
    partSize: 5 * 1024 * 1024,
  });
  const uploaded = upload.done();
  // Until the workbook is committed nothing awaits the upload; its failure surfaces there.
  uploaded.catch(() => undefined);
  let rowsWritten = 0;
  const counted = async () => {
    rowsWritten++;
    if (rowsWritten % PROGRESS_EVERY_ROWS === 0) await writeProgress(exportId, rowsWritten);
  };
  try {
    // Loaded on first use: the function's cold start does not pay for the writer.
    const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
    const workbook = new WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Gyanpath Academy';
    writeQuotePrefix(workbook);
    const payments = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
    // Money received has a column of its own, empty for payments whose money never arrived (a UPI
    // payment pending or rejected), so summing it gives what came in; the order amount is only what was asked.
    const money = { numFmt: '#,##,##0.00' };
    payments.columns = [
      { header: 'Date', key: 'date', width: 18, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
      // Each in a column of its own, so a UTR can be looked up (or matched against a bank statement) by itself.
      { header: 'Receipt number', key: 'receiptNumber', width: 18 },
      { header: 'UTR', key: 'utr', width: 15 },
      { header: 'Offline reference', key: 'reference', width: 20 },
      { header: 'Method', key: 'method', width: 22 },
      { header: 'Status', key: 'status', width: 16 },
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Mobile / Email', key: 'contact', width: 30 },
      { header: 'Course', key: 'course', width: 36 },
      { header: 'For', key: 'product', width: 22 },
      { header: 'Order amount (₹)', key: 'amount', width: 16, style: money },
      { header: 'Amount received (₹)', key: 'received', width: 19, style: money },
      { header: 'Refunded (₹)', key: 'refunded', width: 14, style: money },
      { header: 'Received less refunds (₹)', key: 'net', width: 24, style: money },
      // An online checkout's coupon and the discount it gave (the order amount is already after it).
      { header: 'Coupon', key: 'coupon', width: 16 },
      { header: 'Discount (₹)', key: 'discount', width: 14, style: money },
      // Printed material is couriered: where to, each part in a column of its own for the dispatch list.
      { header: 'Delivery address', key: 'deliveryAddress', width: 40 },
      { header: 'PIN code', key: 'pinCode', width: 10 },
      { header: 'Delivery email', key: 'deliveryEmail', width: 28 },
    ];
    let paymentRows = 0;
    const ledger = ledgerPartitions({}).map((partition) => partitionItems('gsi2', partition));
    for await (const item of newestFirst(ledger, 'gsi2sk')) {
      const payment = toPayment(item);
      const refunded = payment.refundedPaise ?? paise(0);
      const received = isReceived(payment.status);
      quoteFormulaText(
        payments.addRow({
          date: indiaTime(payment.decidedAt ?? payment.createdAt),
          receiptNumber: payment.receiptNumber,
          utr: payment.utrNumber,
          reference: payment.reference,
          method: methodName(payment),
          status: PAYMENT_STATUS_LABELS[payment.status],
          name: payment.name,
          contact: payment.mobile || payment.email || '',
          course: payment.courseTitle,
          product: productName(payment),
          amount: paiseToRupees(payment.amountPaise),
          ...(payment.delivery
            ? {
                deliveryAddress: payment.delivery.address,
                pinCode: payment.delivery.pinCode,
                deliveryEmail: payment.email,
              }
            : {}),
          ...(received
            ? {
                received: paiseToRupees(payment.amountPaise),
                refunded: paiseToRupees(refunded),
                net: paiseToRupees(paise(payment.amountPaise - refunded)),
              }
            : {}),
          ...(payment.checkout
            ? { coupon: payment.checkout.couponCode, discount: paiseToRupees(payment.checkout.discountPaise) }
            : {}),
        }),
      ).commit();
      paymentRows++;
      await counted();
    }
    // The archive takes one sheet at a time: this one must end before the next can stream.
    payments.commit();

    const titles = new Map((await listCourses()).map((course) => [course._id, course.title]));
    const students = workbook.addWorksheet('Students', { views: [{ state: 'frozen', ySplit: 1 }] });
    students.columns = [
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Email', key: 'email', width: 34 },
      { header: 'Mobile', key: 'mobile', width: 14 },
      { header: 'Joined', key: 'joined', width: 18, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
      { header: 'Courses', key: 'courses', width: 60 },
    ];
    let studentRows = 0;
    for await (const item of partitionItems('gsi1', usersPartition('student'))) {
      const student: UserRecord = toRecord(item);
      quoteFormulaText(
        students.addRow({
          name: student.name,
          email: student.email,
          mobile: student.mobile,
          joined: indiaTime(student.createdAt),
          courses: student.enrolledCourses
            .map((id) => titles.get(id))
            .filter(Boolean)
            .join(', '),
        }),
      ).commit();
      studentRows++;
      await counted();
    }
    students.commit();

    // Each test series' figures, from the counters its payments keep (stats.ts).
    // The figures as they were when the export began, like its row total.
    const allSeries = await listTestSeries({ activeOnly: false });
    const seriesSheet = workbook.addWorksheet('Test series', { views: [{ state: 'frozen', ySplit: 1 }] });
    seriesSheet.columns = [
      { header: 'Test series', key: 'title', width: 40 },
      { header: 'Students who bought it', key: 'students', width: 22 },
      { header: 'Payments', key: 'payments', width: 12 },
      { header: 'Received less refunds (₹)', key: 'amount', width: 24, style: { numFmt: '#,##,##0.00' } },
      { header: 'Refunded (₹)', key: 'refunded', width: 14, style: { numFmt: '#,##,##0.00' } },
    ];
    const seriesTitles = new Map(allSeries.map((series) => [series._id, series.title]));
    for (const [id, figures] of stats.series) {
      quoteFormulaText(
        seriesSheet.addRow({
          title: seriesTitles.get(id) ?? figures.courseTitle ?? 'Deleted test series',
          students: figures.enrollmentCount,
          payments: figures.paymentCount,
          amount: paiseToRupees(figures.totalRevenuePaise),
          refunded: paiseToRupees(figures.refundedPaise),
        }),
      ).commit();
    }
    seriesSheet.commit();

    // Money due, not received: every unpaid instalment, oldest date first, as the Dues page lists them.
    const today = todayInIndia();
    const duesSheet = workbook.addWorksheet('Dues', { views: [{ state: 'frozen', ySplit: 1 }] });
    duesSheet.columns = [
      { header: 'Due on', key: 'dueOn', width: 12 },
      { header: 'State', key: 'state', width: 10 },
      { header: 'Days overdue', key: 'daysOverdue', width: 13 },
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Mobile', key: 'mobile', width: 14 },
      { header: 'Email', key: 'email', width: 34 },
      { header: 'Course or test series', key: 'product', width: 36 },
      { header: 'Plan', key: 'plan', width: 24 },
      { header: 'Instalment', key: 'instalment', width: 11 },
      { header: 'Amount due (₹)', key: 'amount', width: 16, style: money },
    ];
    let dueRows = 0;
    for (const { due, user } of await unpaidDuesWithStudents('all', today)) {
      const row = toAdminDue(due, user, today);
      quoteFormulaText(
        duesSheet.addRow({
          dueOn: row.dueOn,
          state: DUE_STATE_LABELS[row.status],
          daysOverdue: row.daysOverdue,
          name: row.student.name,
          mobile: row.student.mobile,
          email: row.student.email,
          product: row.product.title,
          plan: row.plan.name,
          instalment: row.instalment,
          amount: row.amount,
        }),
      ).commit();
      dueRows++;
    }
    duesSheet.commit();
    await workbook.commit();
    await uploaded;

    const url = await getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: videoBucket(),
        Key: objectKey,
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
      }),
      { expiresIn: EXPORT_LINK_SECONDS },
    );
    await writeProgress(exportId, rowsWritten, 'done', { rowsTotal: rowsWritten, objectKey });
    return {
      url,
      fileName,
      payments: paymentRows,
      students: studentRows,
      dues: dueRows,
      expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
    };
  } catch (error) {
    await upload.abort().catch(() => undefined);
    await writeProgress(exportId, rowsWritten, 'failed').catch((failure) =>
      logger.warn('Could not mark the export failed', { exportId, error: failure }),
    );
    throw error;
  }
}

export async function exportProgress(id: string): Promise<ExportProgress> {
  const { Item } = EXPORT_ID.test(id)
    ? await db().send(new GetCommand({ TableName: tableName(), Key: exportKeys.item(id), ConsistentRead: true }))
    : { Item: undefined };
  if (!Item) throw new NotFound('export_not_found');
  const stalled =
    Item.state === 'running' && Date.now() - new Date(Item.updatedAt as string).getTime() > STALLED_AFTER_MS;
  return {
    state: stalled ? 'failed' : (Item.state as ExportProgress['state']),
    rowsWritten: Item.rowsWritten as number,
    rowsTotal: Item.rowsTotal as number,
  };
}

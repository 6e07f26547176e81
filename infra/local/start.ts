/**
 * `npm start`: the whole site on one machine, no cloud account. DynamoDB Local + s3rver + the API
 * adapter + the built web app, on one origin (http://localhost:3000, PORT overrides), and a mail
 * inbox (MailDev: SMTP on 1025, the inbox on http://localhost:1080; MAIL_SMTP_PORT and MAIL_WEB_PORT
 * override, MAIL_SMTP_HOST sends to another SMTP server instead). Ctrl-C stops all.
 */
import { join } from 'node:path';
import { DEMO_STUDENT } from './seed-data.js';
import { seedIfEmpty } from './seed.js';
import { loadOrCreateSecrets } from './secrets.js';
import { startLocalStack } from './stack.js';
import { assertPortFree, LocalStartError } from './ports.js';
import { ensureWebBuild } from './web-build.js';
import { claimDataDir, localDataDir, releaseDataDir } from './data-lock.js';
import { assertJava } from './dynamodb.js';
import { usesPlaceholderPayee } from './bindings.js';
import { PLACEHOLDER_UPI_PAYEE } from '../upi-payee.js';
import { sweepOrphanMedia } from '#domain/media/index.js';
import { expireOldExports } from './expire-exports.js';
import { rebuildStats, reportBacklogs, statsBuilt } from '#domain/insight/index.js';
import { jobs } from '#shared/jobs.js';
import { finishOverdueAttempts } from '#domain/mock-tests/index.js';
import { finishCourseDeletions } from '#domain/learning/index.js';
import { runWithBindings } from './local-iam.js';
import { LOCAL_MAIL_PORTS, startMailInbox, type RunningInbox } from './mail-inbox.js';
import { sendDueMail } from '#domain/mail/index.js';
import { paymentMail, releaseExpiredCheckoutCoupons, remindDues, settleRefundBacklog } from '#domain/payments/index.js';

const repoRoot = join(import.meta.dirname, '..', '..');
const dataDir = localDataDir();
const log = (line: string) => console.log(`[local] ${line}`);

function parsePort(value: string | undefined, fallback = 3000, name = 'PORT'): number {
  const port = Number(value || fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new LocalStartError(`${name} must be a number from 1 to 65535, got '${value}'`);
  return port;
}

/**
 * The inbox the site's e-mail goes to, unless MAIL_SMTP_HOST names another SMTP server. Its address
 * goes into the environment before the stack starts, so the functions' mail settings point at it.
 */
async function startInbox(): Promise<RunningInbox | undefined> {
  if (process.env.MAIL_SMTP_HOST) return undefined;
  const smtpPort = parsePort(process.env.MAIL_SMTP_PORT, LOCAL_MAIL_PORTS.smtp, 'MAIL_SMTP_PORT');
  const webPort = parsePort(process.env.MAIL_WEB_PORT, LOCAL_MAIL_PORTS.web, 'MAIL_WEB_PORT');
  await assertPortFree(
    smtpPort,
    'Stop whatever uses it, or give the mail inbox other ports: MAIL_SMTP_PORT=2025 MAIL_WEB_PORT=2080 npm start',
  );
  await assertPortFree(
    webPort,
    'Stop whatever uses it, or give the mail inbox other ports: MAIL_SMTP_PORT=2025 MAIL_WEB_PORT=2080 npm start',
  );
  const inbox = await startMailInbox({ smtpPort, webPort, directory: join(dataDir, 'mail') });
  Object.assign(process.env, { MAIL_SMTP_HOST: '127.0.0.1', MAIL_SMTP_PORT: String(smtpPort) });
  log(`Mail inbox (MailDev) on ${inbox.url}, SMTP 127.0.0.1:${smtpPort}`);
  return inbox;
}

/** Locally the outbox is looked at every few seconds, so a receipt is in the inbox while one watches; AWS runs the job every minute. */
const MAIL_JOB_INTERVAL_MS = 5000;

async function main() {
  const port = parsePort(process.env.PORT);
  assertJava();
  await assertPortFree(port, 'Stop whatever uses it, or start on another port: PORT=3001 npm start');
  const webRoot = ensureWebBuild(repoRoot, log);
  const secrets = loadOrCreateSecrets(dataDir);
  claimDataDir(dataDir);
  const placeholderPayee = usesPlaceholderPayee();
  const inbox = await startInbox();
  const stack = await startLocalStack({
    dataDir,
    s3Dir: join(dataDir, 's3'),
    port,
    jwtSecret: secrets.jwtSecret,
    razorpay: {
      keyId: secrets.razorpayKeyId,
      keySecret: secrets.razorpayKeySecret,
      webhookSecret: secrets.razorpayWebhookSecret,
    },
    webRoot,
    log,
  });
  claimDataDir(dataDir, { dynamoEndpoint: stack.dynamoEndpoint });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping...`);
    await stack.stop();
    await inbox?.stop();
    releaseDataDir(dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const admin = {
    name: 'Institute Admin',
    email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
    password: process.env.SEED_ADMIN_PASSWORD || secrets.adminPassword,
  };
  const seeded = await seedIfEmpty(admin, log);
  // Data from before the admin figures' counters existed: build them (and the indexes they need) once.
  if (!(await statsBuilt())) {
    log('Checking the admin figures against the data (once per data folder)...');
    const report = await rebuildStats();
    log(
      `Counted ${report.students} students, ${report.courses} courses, ${report.videos} videos, ${report.payments} payments`,
    );
  }
  // What AWS does with a daily scheduled job: video files that no record refers to, left by a crash.
  const sweep = jobs.find((job) => job.name === 'SweepOrphanMedia')!;
  await runWithBindings(`job ${sweep.name}`, sweep.uses, () => sweepOrphanMedia())
    .then((removed) => removed.length > 0 && log(`Removed ${removed.length} video file(s) that no video refers to`))
    .catch((error) => log(`Could not check for orphaned video files: ${(error as Error).message}`));
  // What EventBridge does in AWS every minute: attempts whose time is over but nobody submitted are scored.
  const finisher = jobs.find((job) => job.name === 'FinishOverdueAttempts')!;
  const finishOverdue = () =>
    runWithBindings(`job ${finisher.name}`, finisher.uses, () => finishOverdueAttempts())
      .then((finished) => finished > 0 && log(`Finished ${finished} attempt(s) whose time was over`))
      .catch((error) => log(`Could not finish overdue attempts: ${(error as Error).message}`));
  await finishOverdue();
  setInterval(() => void finishOverdue(), 60_000).unref();
  // What EventBridge does in AWS every minute: enrolments of deleted courses the delete had no time for.
  const courseDeletions = jobs.find((job) => job.name === 'FinishCourseDeletions')!;
  const finishDeletions = () =>
    runWithBindings(`job ${courseDeletions.name}`, courseDeletions.uses, () => finishCourseDeletions())
      .then((report) => report.removed > 0 && log(`Removed ${report.removed} enrolment(s) of deleted courses`))
      .catch((error) => log(`Could not remove the enrolments of deleted courses: ${(error as Error).message}`));
  await finishDeletions();
  setInterval(() => void finishDeletions(), 60_000).unref();
  // What EventBridge does in AWS every minute: receipt mails, and mails whose first send failed.
  const mailer = jobs.find((job) => job.name === 'SendMail')!;
  let mailing = false;
  const sendMail = async () => {
    if (mailing) return;
    mailing = true;
    await runWithBindings(`job ${mailer.name}`, mailer.uses, () => sendDueMail(paymentMail))
      .then(
        (report) =>
          report.sent + report.failed > 0 &&
          log(`E-mail: ${report.sent} sent, ${report.retrying} to try again, ${report.failed} given up`),
      )
      .catch((error) => log(`Could not send the e-mail that was due: ${(error as Error).message}`))
      .finally(() => (mailing = false));
  };
  await sendMail();
  setInterval(() => void sendMail(), MAIL_JOB_INTERVAL_MS).unref();
  // What EventBridge does in AWS every minute: refunds left pending past a few minutes are settled or released.
  const refunds = jobs.find((job) => job.name === 'SettleRefunds')!;
  let settling = false;
  const settleRefunds = async () => {
    if (settling) return;
    settling = true;
    await runWithBindings(`job ${refunds.name}`, refunds.uses, () => settleRefundBacklog())
      .then(
        (report) =>
          report.settled + report.released > 0 &&
          log(
            `Refunds left pending: ${report.settled} settled, ${report.released} released, ${report.stillPending} still pending`,
          ),
      )
      .catch((error) => log(`Could not settle the pending refunds: ${(error as Error).message}`))
      .finally(() => (settling = false));
  };
  await settleRefunds();
  setInterval(() => void settleRefunds(), 60_000).unref();
  // What EventBridge does in AWS every ten minutes: unpaid checkout orders past their hold give their coupon back.
  const couponHolds = jobs.find((job) => job.name === 'ReleaseCheckoutCoupons')!;
  const releaseCoupons = () =>
    runWithBindings(`job ${couponHolds.name}`, couponHolds.uses, () => releaseExpiredCheckoutCoupons()).catch((error) =>
      log(`Could not give back the coupons of unpaid orders: ${(error as Error).message}`),
    );
  await releaseCoupons();
  setInterval(() => void releaseCoupons(), 10 * 60_000).unref();
  // What the ReportBacklogs job measures in AWS every five minutes for the alarms: said here when a line is stuck.
  const backlogJob = jobs.find((job) => job.name === 'ReportBacklogs')!;
  const reportStuck = () =>
    runWithBindings(`job ${backlogJob.name}`, backlogJob.uses, () => reportBacklogs())
      .then((backlogs) => {
        const stuck = Object.entries(backlogs).filter(
          ([name, value]) => name.endsWith('OldestSeconds') && value >= 600,
        );
        if (stuck.length > 0)
          log(
            `Stuck for more than 10 minutes: ${stuck.map(([name, value]) => `${name} ${value}`).join(', ')} (see docs/operations.md)`,
          );
      })
      .catch((error) => log(`Could not measure the backlogs: ${(error as Error).message}`));
  await reportStuck();
  setInterval(() => void reportStuck(), 5 * 60_000).unref();
  // What EventBridge does in AWS each morning: reminders of unpaid instalments. Run at start-up and
  // every hour here (the machine may sleep through 08:00); a reminder is keyed by due and day, so once a day.
  const reminders = jobs.find((job) => job.name === 'RemindDues')!;
  const remind = () =>
    runWithBindings(`job ${reminders.name}`, reminders.uses, () => remindDues())
      .then((report) => report.queued > 0 && log(`Instalment reminders: ${report.queued} checked into the outbox`))
      .catch((error) => log(`Could not queue the instalment reminders: ${(error as Error).message}`));
  await remind();
  setInterval(() => void remind(), 60 * 60_000).unref();
  // What the bucket's lifecycle rules do in AWS: exports, spreadsheets and unsaved notes uploads go a day after they were written.
  await expireOldExports()
    .then(
      (removed) =>
        removed > 0 &&
        log(
          `Removed ${removed} file(s) older than a day (Excel exports, question spreadsheets, unsaved notes uploads)`,
        ),
    )
    .catch((error) => log(`Could not remove old exports and uploads: ${(error as Error).message}`));
  console.log(`
  Site:     ${stack.url}
  Admin:    ${admin.email} / ${admin.password}${seeded ? '' : '  (as seeded on first start)'}
  Student:  ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}
  Mail:     ${inbox ? `${inbox.url} (SMTP 127.0.0.1:${inbox.smtpPort})` : `sent to ${process.env.MAIL_SMTP_HOST}:${process.env.MAIL_SMTP_PORT}`}
  Data:     ${dataDir} (delete it to start fresh)
  Ctrl-C stops everything.
`);
  if (placeholderPayee) {
    log(
      `WARNING: UPI payments go to the placeholder payee ${PLACEHOLDER_UPI_PAYEE.address}, not a real account. Set UPI_PAYEE_ADDRESS (and UPI_PAYEE_NAME) to the institute's UPI id.`,
    );
  }
}

main().catch((error) => {
  if (error instanceof LocalStartError) {
    console.error(`\n[local] Cannot start: ${error.message}\n`);
  } else {
    console.error('\n[local] Cannot start:', error);
  }
  releaseDataDir(dataDir);
  process.exit(1);
});

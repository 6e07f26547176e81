/**
 * `npm run stats:rebuild`: recomputes the admin figures' counters from the items, and indexes items
 * written before the counters existed (functions/domain/insight/stats-rebuild.ts). Run it once after deploying
 * the version that added them, before admins use the dashboard, and again only if the figures are ever
 * in doubt. `npm start` runs it by itself on a local .data folder from before.
 * With TABLE_NAME set (and AWS credentials in the environment) it works on that DynamoDB table in AWS;
 * otherwise on the local data in DATA_DIR (default .data/), through the running local site's DynamoDB
 * or one started for the purpose.
 */
import { rebuildStats } from '#domain/insight/index.js';
import { withOperatorTable } from './operator-table.js';
import { LocalStartError } from '#infra/local/ports.js';

async function main() {
  const started = Date.now();
  const report = await withOperatorTable(() => rebuildStats((line) => console.log(`  ${line}`)));
  console.log(
    `Counters rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.students} students, ${report.courses} courses, ${report.videos} videos, ` +
      `${report.payments} payments (${report.received} received), ${report.enrolments} enrolments; ${report.indexed} items indexed; ` +
      `${report.refundsSettled} pending refunds settled, ${report.refundsReleased} released, ${report.refundsPending} still pending.`,
  );
}

main().catch((error) => {
  console.error(
    `Cannot rebuild the counters: ${error instanceof LocalStartError ? error.message : (error?.message ?? String(error))}`,
  );
  process.exit(1);
});

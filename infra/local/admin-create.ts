/**
 * `npm run admin:create -- --email a@b.in --name "Full Name" [--password ...]`
 * Admin accounts exist only through the seed and this command; there is no sign-up for them.
 * With TABLE_NAME set (and AWS credentials in the environment) it writes to that DynamoDB table in AWS;
 * otherwise to the local data in DATA_DIR (default .data/, as for `npm start`), through the running local site's DynamoDB or one started for the purpose.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAdmin } from './seed.js';
import { runningStack } from './data-lock.js';
import { startDynamo, type RunningDynamo } from './dynamodb.js';
import { LOCAL_CREDENTIALS, LOCAL_TABLE, localEnvironment } from './stack.js';
import { ensureTable } from './table.js';
import { LocalStartError } from './ports.js';

/** The same folder `npm start` uses: DATA_DIR if set, .data/ otherwise. */
const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(import.meta.dirname, '..', '..', '.data');

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) throw new LocalStartError('Usage: npm run admin:create -- --email admin@example.com --name "Full Name" [--password secret]');
  const password = values.password ?? randomBytes(12).toString('base64url');
  const name = values.name ?? 'Administrator';

  let ownDynamo: RunningDynamo | undefined;
  if (!process.env.TABLE_NAME) {
    const running = runningStack(dataDir);
    const endpoint = running?.dynamoEndpoint ?? (ownDynamo = await startDynamo({ dataDir: join(dataDir, 'dynamodb') })).endpoint;
    Object.assign(process.env, localEnvironment({ dynamoEndpoint: endpoint }));
    await ensureTable(new DynamoDBClient({ endpoint, region: process.env.AWS_REGION, credentials: LOCAL_CREDENTIALS }), LOCAL_TABLE);
  }
  try {
    const admin = await createAdmin({ name, email: values.email, password });
    console.log(`Admin created: ${admin.email}${values.password ? '' : ` / password: ${password}`}`);
  } finally {
    await ownDynamo?.stop();
  }
}

main().catch((error) => {
  const message = error instanceof LocalStartError ? error.message : error?.issues?.[0]?.message ?? error?.message ?? String(error);
  console.error(`Cannot create the admin: ${message}`);
  process.exit(1);
});

/**
 * `npm run admin:create -- --email a@b.in --name "Full Name" [--password ...]`
 * Admin accounts exist only through the seed and this command; there is no sign-up for them.
 * With TABLE_NAME set (and AWS credentials in the environment) it writes to that DynamoDB table in AWS;
 * otherwise to the local data in DATA_DIR (default .data/, as for `npm start`), through the running local site's DynamoDB or one started for the purpose.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createAdmin } from '#infra/local/seed.js';
import { withOperatorTable } from './operator-table.js';
import { LocalStartError } from '#infra/local/ports.js';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email)
    throw new LocalStartError(
      'Usage: npm run admin:create -- --email admin@example.com --name "Full Name" [--password secret]',
    );
  const password = values.password ?? randomBytes(12).toString('base64url');
  const name = values.name ?? 'Administrator';

  const admin = await withOperatorTable(() => createAdmin({ name, email: values.email!, password }));
  console.log(`Admin created: ${admin.email}${values.password ? '' : ` / password: ${password}`}`);
}

main().catch((error) => {
  const message =
    error instanceof LocalStartError ? error.message : (error?.issues?.[0]?.message ?? error?.message ?? String(error));
  console.error(`Cannot create the admin: ${message}`);
  process.exit(1);
});

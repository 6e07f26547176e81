/**
 * Makes office refunds through the domain, twelve at a time, against the DynamoDB Local named in its
 * environment, printing a line per refund that answered: the refunds-crash test kills it with SIGKILL
 * in the middle and then checks that every refund it started is settled once the job has run.
 *   argv: <JSON list of { paymentId, refundId, removeAccess }>
 */
import { refundPayment } from '#domain/payments/refunds.js';

const plan = JSON.parse(process.argv[2]!) as { paymentId: string; refundId: string; removeAccess: boolean }[];

let n = 0;
async function lane(): Promise<void> {
  for (let i = n++; i < plan.length; i = n++) {
    const { paymentId, refundId, removeAccess } = plan[i]!;
    try {
      const refund = await refundPayment(
        paymentId,
        { refundId, reason: 'Batch cancelled', mode: 'cash', reference: `CRASH-${i}`, removeAccess },
        'crash-admin',
      );
      process.stdout.write(`DONE ${i} ${refund.state}\n`);
    } catch (error) {
      process.stdout.write(`FAILED ${i} ${(error as Error).name}\n`);
    }
  }
}

process.stdout.write('STARTED\n');
await Promise.all(Array.from({ length: 12 }, () => lane()));
process.stdout.write('FINISHED\n');

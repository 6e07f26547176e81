/**
 * Records payments through the domain, many at once and without end, against the DynamoDB Local named
 * in its environment, printing a line per payment that committed: the payments-crash test kills it
 * with SIGKILL in the middle and then checks that nothing it left behind disagrees.
 *   argv: <courseId> <comma-separated student ids> <comma-separated unpaid card payment ids>
 */
import { markCardPaid } from '#domain/payments/card.js';
import { recordOfflinePayment } from '#domain/payments/offline.js';

const [courseId, studentList, cardList] = process.argv.slice(2) as [string, string, string];
const students = studentList.split(',');
const cards = cardList.split(',').filter(Boolean);
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

let n = 0;
async function lane(lane: number): Promise<void> {
  for (;;) {
    const i = n++;
    if (i % 3 === 0 && cards.length) {
      await markCardPaid(cards.pop()!, `pay_crash${lane}x${i}`, { kind: 'verify' });
    } else {
      await recordOfflinePayment(
        students[i % students.length]!,
        { courseId, amount: 100 + (i % 7), mode: 'cash', paidOn: today, reference: `CRASH-${process.pid}-${i}` },
        'crash-admin',
      );
    }
    process.stdout.write(`DONE ${i}\n`);
  }
}

process.stdout.write('STARTED\n');
await Promise.all(Array.from({ length: 12 }, (_, lane_) => lane(lane_)));

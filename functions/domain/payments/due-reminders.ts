import { addDays, REMINDER_OFFSETS } from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';
import { queueMail } from '../mail/index.js';
import { getUsers } from '../users/index.js';
import { unpaidDuesOn } from './dues.js';

/**
 * The daily reminders of unpaid dues: 7, 3 and 1 days before the date and on the day after it (when
 * it is overdue), by e-mail in the student's language, through the outbox. Each mail's key is the due
 * and the day, so a second run on the same day queues nothing; a paid due has left the unpaid index,
 * so it is never reminded.
 */
export async function remindDues(now = new Date()): Promise<{ queued: number }> {
  const today = todayInIndia(now);
  let queued = 0;
  for (const offset of REMINDER_OFFSETS) {
    // A due on `today - offset` is `offset` days from today: -7 → a week ahead, 1 → yesterday.
    const dues = await unpaidDuesOn(addDays(today, -offset));
    if (dues.length === 0) continue;
    const users = new Map(
      (await getUsers([...new Set(dues.map((due) => due.userId))])).map((user) => [user._id, user]),
    );
    for (const due of dues) {
      const user = users.get(due.userId);
      if (!user?.email || user.disabled) continue;
      await queueMail(
        { email: user.email, name: user.name, language: user.language ?? 'en' },
        {
          kind: 'due-reminder',
          dueId: due.id,
          day: today,
          item: due.product.title,
          isTestSeries: due.product.kind === 'test-series',
          amountPaise: due.amountPaise,
          dueOn: due.dueOn,
          daysLeft: -offset,
        },
      );
      queued++;
    }
  }
  return { queued };
}

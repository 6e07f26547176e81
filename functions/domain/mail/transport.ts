import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '#lib/config.js';
import { sendBySmtp } from './smtp.js';
import { traced } from '#lib/tracing.js';

/**
 * Where a written e-mail goes: Amazon SES (SESv2, raw content, so attachments travel with it), or the
 * SMTP server the settings name (the local stack's inbox).
 */
let guard: (() => void) | undefined;

/** Locally, what stands in for IAM's ses:SendEmail: a check run before every send (infra/local/local-iam.ts). */
export function guardSending(check: () => void): void {
  guard = check;
}

let ses: SESv2Client | undefined;

export async function transmit(
  envelope: { from: string; to: string },
  raw: Buffer,
  signal?: AbortSignal,
): Promise<void> {
  guard?.();
  const { mailSmtpHost, mailSmtpPort, region } = config();
  if (mailSmtpHost && mailSmtpPort)
    return sendBySmtp({ host: mailSmtpHost, port: mailSmtpPort }, envelope, raw, signal);
  // A send that cannot finish in seconds is left to the retry job rather than held up.
  ses ??= traced(
    new SESv2Client({ region, maxAttempts: 2, requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 } }),
  );
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: envelope.from,
      Destination: { ToAddresses: [envelope.to] },
      Content: { Raw: { Data: raw } },
    }),
    { abortSignal: signal },
  );
}

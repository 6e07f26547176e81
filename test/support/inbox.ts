import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An e-mail as the local inbox (MailDev's REST API) parsed it. */
export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  attachments?: { fileName: string; generatedFileName: string; contentType: string }[];
}

export async function mailsTo(inboxUrl: string, address: string): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl}/email`);
  if (!response.ok) throw new Error(`The inbox answered ${response.status}`);
  return ((await response.json()) as InboxMail[]).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits until `address` has a mail `matches` accepts; fails naming what did arrive. */
export async function waitForMail(
  inboxUrl: string,
  address: string,
  matches: (mail: InboxMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(inboxUrl, address).catch(() => []);
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No matching e-mail to ${address} within ${timeoutMs / 1000} s; it has: ${JSON.stringify(mails.map((mail) => mail.subject))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function attachmentOf(inboxUrl: string, mail: InboxMail, index = 0): Promise<Buffer> {
  const attachment = mail.attachments?.[index];
  if (!attachment) throw new Error(`The e-mail '${mail.subject}' has no attachment ${index}`);
  const response = await fetch(`${inboxUrl}/email/${mail.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`The inbox answered ${response.status} for the attachment`);
  return Buffer.from(await response.arrayBuffer());
}

/** The text of a PDF, read with poppler's pdftotext. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mail-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

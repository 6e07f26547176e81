import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contentOf, write } from '#domain/mail/compose.js';
import { mailKey, storedForm } from '#domain/mail/message.js';
import { buildMime, encodeHeaderWords } from '#domain/mail/mime.js';
import { sendBySmtp } from '#domain/mail/smtp.js';
import type { PaymentRecord } from '#domain/payments/ledger.js';
import { loadConfig } from '#lib/config.js';
import { localBind } from '#infra/local/bindings.js';
import { checkMailSend, runWithBindings } from '#infra/local/local-iam.js';
import { paise } from '#shared/money.js';

const payment: PaymentRecord = {
  id: '01JPAYMENT0000000000000000',
  method: 'upi',
  status: 'approved',
  courseId: 'course-1',
  courseTitle: 'GPSC Class 1-2 Batch',
  name: 'Asha Patel',
  mobile: '9876543210',
  email: 'asha@example.com',
  userId: 'user-1',
  feePaise: paise(12_500_000),
  materialPaise: paise(0),
  amountPaise: paise(12_500_000),
  utrNumber: 'ABCD12345678',
  receiptNumber: 'GA-26-27-000042',
  createdAt: '2026-11-20T05:00:00.000Z',
  decidedAt: '2026-11-21T06:30:00.000Z',
};

const decodeWords = (header: string) =>
  [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)].map((match) => Buffer.from(match[1]!, 'base64').toString('utf8'));

describe('e-mail texts', () => {
  it('tells an approved UPI payment in Gujarati, with the amount in rupees and Indian grouping', () => {
    const content = contentOf({ kind: 'upi-approved', paymentId: payment.id }, 'gu', payment);
    expect(content.subject).toBe('UPI ચુકવણી મંજૂર: રસીદ GA-26-27-000042');
    const mail = write({ email: 'asha@example.com', name: 'આશા પટેલ', language: 'gu' }, content);
    expect(mail.text).toContain('પ્રિય આશા પટેલ,');
    expect(mail.text).toContain('GPSC Class 1-2 Batch માટેની તમારી ₹1,25,000ની UPI ચુકવણી અમે ચકાસીને મંજૂર કરી છે.');
    expect(mail.text).toContain('UTR નંબર: ABCD12345678');
    expect(mail.text).toContain('તારીખ: 21 નવેમ્બર, 2026');
    expect(mail.html).toContain('<html lang="gu">');
  });

  it('tells the same payment in English', () => {
    const content = contentOf({ kind: 'upi-approved', paymentId: payment.id }, 'en', payment);
    expect(content.subject).toBe('UPI payment approved: receipt GA-26-27-000042');
    const mail = write({ email: 'asha@example.com', name: 'Asha Patel', language: 'en' }, content);
    expect(mail.text).toContain('We have checked and approved your UPI payment of ₹1,25,000 for GPSC Class 1-2 Batch.');
    expect(mail.text).toContain('Receipt number: GA-26-27-000042');
    expect(mail.text).toContain('Date: 21 November 2026');
  });

  it("gives a rejection the admin's reason, escaped in the HTML part, and leaves the line out without one", () => {
    const rejected = {
      ...payment,
      status: 'rejected' as const,
      receiptNumber: undefined,
      rejectionReason: 'UTR <not> found & no credit',
    };
    const mail = write(
      { email: 'a@example.com', name: 'Asha', language: 'en' },
      contentOf({ kind: 'upi-rejected', paymentId: payment.id }, 'en', rejected),
    );
    expect(mail.subject).toBe('UPI payment not approved');
    expect(mail.text).toContain('Reason: UTR <not> found & no credit');
    expect(mail.html).toContain('UTR &#60;not&#62; found &#38; no credit');
    expect(mail.html).not.toContain('<not>');
    const noReason = write(
      { email: 'a@example.com', name: 'Asha', language: 'gu' },
      contentOf({ kind: 'upi-rejected', paymentId: payment.id }, 'gu', { ...rejected, rejectionReason: undefined }),
    );
    expect(noReason.text).not.toContain('કારણ');
  });

  it('says how offline money came, in both languages', () => {
    const offline = {
      ...payment,
      method: 'offline' as const,
      utrNumber: undefined,
      offlineMode: 'cash' as const,
      reference: 'RCPT 0042',
    };
    const en = write(
      { email: 'a@example.com', name: 'Asha', language: 'en' },
      contentOf({ kind: 'offline-recorded', paymentId: payment.id }, 'en', offline),
    );
    expect(en.text).toContain('received in cash on 21 November 2026');
    expect(en.text).toContain('Cash receipt book number: RCPT 0042');
    const gu = write(
      { email: 'a@example.com', name: 'Asha', language: 'gu' },
      contentOf({ kind: 'offline-recorded', paymentId: payment.id }, 'gu', {
        ...offline,
        offlineMode: 'bank_transfer',
      }),
    );
    expect(gu.text).toContain('21 નવેમ્બર, 2026ના રોજ બેંક ટ્રાન્સફરથી મળેલી તમારી ₹1,25,000ની ચુકવણી');
    expect(gu.text).toContain('ટ્રાન્સફર રેફરન્સ: RCPT 0042');
  });

  it('puts the reset link in both parts, and never stores it', () => {
    const message = {
      kind: 'password-reset' as const,
      link: 'https://example.in/reset-password#token=abc',
      expiresInMinutes: 30,
    };
    const mail = write({ email: 'a@example.com', name: 'Asha', language: 'en' }, contentOf(message, 'en'));
    expect(mail.text).toContain('Set a new password: https://example.in/reset-password#token=abc');
    expect(mail.text).toContain('The link works only once, for 30 minutes.');
    expect(mail.html).toContain('href="https://example.in/reset-password#token=abc"');
    expect(JSON.stringify(storedForm(message))).not.toContain('token=abc');
  });

  it("tells an answered doubt, with the moment of the lecture, in the reader's language; the answer is escaped in HTML", () => {
    const message = {
      kind: 'doubt-answered' as const,
      doubtId: 'D1',
      title: 'Fundamental Rights',
      at: '1:23',
      question: 'Is privacy in Article 21?',
      answer: 'Yes <since 2017>',
    };
    const en = write({ email: 'a@example.com', name: 'Asha', language: 'en' }, contentOf(message, 'en'));
    expect(en.subject).toBe('Your doubt on Fundamental Rights is answered');
    expect(en.text).toContain('at 1:23 of the lecture Fundamental Rights');
    expect(en.text).toContain('Answer: Yes <since 2017>');
    expect(en.html).toContain('Yes &#60;since 2017&#62;');
    const gu = write(
      { email: 'a@example.com', name: 'આશા', language: 'gu' },
      contentOf({ ...message, at: undefined }, 'gu'),
    );
    expect(gu.subject).toBe('Fundamental Rights પરની તમારી શંકાનો જવાબ આવી ગયો છે');
    expect(gu.text).toContain('જવાબ: Yes <since 2017>');
    expect(gu.text).not.toContain('1:23');
  });
});

describe('one e-mail per event', () => {
  it('gives a payment one receipt mail however it was paid, and its rejection another', () => {
    expect(mailKey({ kind: 'card-paid', paymentId: 'P1' })).toBe('receipt#P1');
    expect(mailKey({ kind: 'upi-approved', paymentId: 'P1' })).toBe('receipt#P1');
    expect(mailKey({ kind: 'upi-rejected', paymentId: 'P1' })).toBe('rejected#P1');
    expect(mailKey({ kind: 'welcome', userId: 'U1' })).toBe('welcome#U1');
    const link = (token: string) => ({
      kind: 'password-reset' as const,
      link: `https://example.in/r#token=${token}`,
      expiresInMinutes: 30,
    });
    expect(mailKey(link('a'))).not.toBe(mailKey(link('b')));
    expect(mailKey(link('a'))).not.toContain('token');
  });

  it('gives a doubt one answered mail, however often it is answered', () => {
    const answered = (answer: string) => ({
      kind: 'doubt-answered' as const,
      doubtId: 'D1',
      title: 'Polity mock',
      question: 'Why C?',
      answer,
    });
    expect(mailKey(answered('First'))).toBe('doubt-answered#D1');
    expect(mailKey(answered('Second'))).toBe(mailKey(answered('First')));
  });
});

describe('MIME', () => {
  it('splits a Gujarati subject into encoded words of at most 75 characters, none cutting a letter', () => {
    const subject = 'જ્ઞાનપથ એકેડેમીમાં આપનું સ્વાગત છે: તમારું વિદ્યાર્થી એકાઉન્ટ તૈયાર છે';
    const encoded = encodeHeaderWords(subject);
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
    const pieces = decodeWords(encoded);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece).not.toContain('\uFFFD');
    expect(pieces.join('')).toBe(subject);
  });

  it('sends a plain-text and an HTML part as alternatives, with the attachment beside them, in ASCII lines of CRLF', () => {
    const raw = buildMime({
      from: { name: 'જ્ઞાનપથ એકેડેમી', address: 'no-reply@example.in' },
      to: { name: 'Asha "A" Patel', address: 'asha@example.com' },
      subject: 'Payment received\r\nBcc: someone@example.com',
      text: 'Dear Asha,\n₹1,25,000',
      html: '<p>₹1,25,000</p>',
      language: 'en',
      attachments: [
        {
          fileName: 'receipt_GA-26-27-000042.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 receipt'),
        },
      ],
      messageId: 'id@example.in',
      date: new Date('2026-11-21T06:30:00Z'),
    }).toString('latin1');
    const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw];
    expect(head).toContain('Subject: Payment received Bcc: someone@example.com');
    expect(head).not.toMatch(/^Bcc:/m);
    expect(head).toContain('To: "Asha \\"A\\" Patel" <asha@example.com>');
    expect(head).toContain('Date: Sat, 21 Nov 2026 06:30:00 +0000');
    expect(decodeWords(/^From: (.*?) <no-reply@example.in>/m.exec(head)![1]!).join('')).toBe('જ્ઞાનપથ એકેડેમી');
    expect(body).toMatch(
      /Content-Type: multipart\/mixed; boundary="([^"]+)"[\s\S]*Content-Type: multipart\/alternative[\s\S]*text\/plain; charset=UTF-8[\s\S]*text\/html; charset=UTF-8[\s\S]*application\/pdf; name="receipt_GA-26-27-000042.pdf"/,
    );
    expect(body).toContain('Content-Disposition: attachment; filename="receipt_GA-26-27-000042.pdf"');
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect([...raw].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    const text =
      /text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
        raw,
      )![1]!;
    expect(Buffer.from(text.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('Dear Asha,\r\n₹1,25,000');
  });
});

describe('SMTP', () => {
  async function fakeServer(
    answer: (command: string) => string | undefined,
  ): Promise<{ port: number; server: Server; received: string[] }> {
    const received: string[] = [];
    const server = createServer((socket) => {
      socket.write('220 ready\r\n');
      let data = false;
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (data) {
            if (line !== '.') {
              received.push(line);
              continue;
            }
            data = false;
            socket.write('250 queued\r\n');
          } else if (line === 'DATA') {
            data = true;
            socket.write('354 go on\r\n');
          } else {
            socket.write(answer(line) ?? '250 ok\r\n');
          }
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as { port: number }).port, server, received };
  }

  it('reports what the server refused', async () => {
    const { port, server } = await fakeServer((command) =>
      command.startsWith('RCPT') ? '550 5.1.1 no such mailbox\r\n' : undefined,
    );
    try {
      await expect(
        sendBySmtp(
          { host: '127.0.0.1', port },
          { from: 'a@example.in', to: 'b@example.in' },
          Buffer.from('Subject: x\r\n\r\nhi\r\n'),
        ),
      ).rejects.toThrow(/refused the recipient: 550 5.1.1 no such mailbox/);
    } finally {
      server.close();
    }
  });

  it('reports a server that is not there', async () => {
    const { port, server } = await fakeServer(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    await expect(
      sendBySmtp({ host: '127.0.0.1', port }, { from: 'a@example.in', to: 'b@example.in' }, Buffer.from('x')),
    ).rejects.toThrow(/could not be reached/);
  });

  it('reads multi-line replies and hands the message over, a leading dot doubled', async () => {
    const { port, server, received } = await fakeServer((command) =>
      command.startsWith('EHLO') ? '250-fake\r\n250-8BITMIME\r\n250 SIZE 1000\r\n' : undefined,
    );
    try {
      await expect(
        sendBySmtp(
          { host: '127.0.0.1', port },
          { from: 'a@example.in', to: 'b@example.in' },
          Buffer.from('Subject: x\r\n\r\n.\r\n.hi\r\n'),
        ),
      ).resolves.toBeUndefined();
      expect(received).toEqual(['Subject: x', '..', '..hi']);
    } finally {
      server.close();
    }
  });
});

describe('sending locally', () => {
  it('goes to the local SMTP inbox unless told otherwise, never to SES', () => {
    expect(localBind('mail', { dynamoEndpoint: 'http://127.0.0.1:8000', env: {} })).toEqual({
      MAIL_FROM: 'no-reply@gyanpathacademy.in',
      MAIL_SMTP_HOST: '127.0.0.1',
      MAIL_SMTP_PORT: '1025',
    });
    expect(
      localBind('mail', { dynamoEndpoint: 'http://127.0.0.1:8000', env: { MAIL_SMTP_PORT: '2525' } }),
    ).toMatchObject({ MAIL_SMTP_PORT: '2525' });
  });

  it('refuses an SMTP host without a port at load', () => {
    expect(() =>
      loadConfig(['mail'], { TABLE_NAME: 't', MAIL_FROM: 'a@example.in', MAIL_SMTP_HOST: '127.0.0.1' }),
    ).toThrow(/MAIL_SMTP_PORT/);
    expect(() => loadConfig(['mail'], { TABLE_NAME: 't' })).toThrow(/MAIL_FROM/);
    expect(
      loadConfig(['mail'], {
        TABLE_NAME: 't',
        MAIL_FROM: 'a@example.in',
        MAIL_SMTP_HOST: '127.0.0.1',
        MAIL_SMTP_PORT: '1025',
      }),
    ).toMatchObject({ mailSmtpPort: 1025 });
  });

  it('lets only a function with the mail binding send, as IAM would', () => {
    expect(() => runWithBindings('POST /api/upi-payments/{id}/approve', ['table:outbox:put'], checkMailSend)).toThrow(
      /may not ses:SendEmail: add 'mail'/,
    );
    expect(() =>
      runWithBindings('POST /api/upi-payments/{id}/reject', ['mail', 'table:outbox:put'], checkMailSend),
    ).not.toThrow();
  });
});

import { randomBytes } from 'node:crypto';

/**
 * An e-mail as the bytes SMTP and SES's raw sending take (RFC 5322 with MIME): a plain-text and an
 * HTML part as alternatives, and any attachments beside them. Bodies are base64, header words
 * outside ASCII are RFC 2047 encoded words, lines end in CRLF.
 */
export interface MailAddress {
  name: string;
  address: string;
}

export interface Attachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface MimeMessage {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in (Content-Language). */
  language: string;
  attachments?: readonly Attachment[];
  messageId: string;
  date: Date;
}

const CRLF = '\r\n';
/** Bytes of UTF-8 per encoded word: its base64 (60 characters) keeps the word within RFC 2047's 75. */
const ENCODED_WORD_BYTES = 45;

const isPlainAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Encoded words of at most ENCODED_WORD_BYTES each, never splitting a character. */
export function encodeHeaderWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of oneLine(text)) {
    if (Buffer.byteLength(chunk + char, 'utf8') > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

function headerText(text: string): string {
  const line = oneLine(text);
  return isPlainAscii(line) ? line : encodeHeaderWords(line);
}

export function formatAddress({ name, address }: MailAddress): string {
  const line = oneLine(name).trim();
  if (!line) return `<${address}>`;
  const display = isPlainAscii(line) ? `"${line.replace(/[\\"]/g, '\\$&')}"` : encodeHeaderWords(line);
  return `${display} <${address}>`;
}

function base64Lines(content: Uint8Array | string): string {
  const encoded = Buffer.from(content).toString('base64');
  return (encoded.match(/.{1,76}/g) ?? []).join(CRLF);
}

function textPart(subtype: 'plain' | 'html', content: string): string {
  const normalised = content.replace(/\r?\n/g, CRLF);
  return [
    `Content-Type: text/${subtype}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(normalised),
  ].join(CRLF);
}

function attachmentPart(attachment: Attachment): string {
  const fileName = oneLine(attachment.fileName).replace(/["\\]/g, '_');
  return [
    `Content-Type: ${attachment.contentType}; name="${fileName}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${fileName}"`,
    '',
    base64Lines(attachment.content),
  ].join(CRLF);
}

function multipart(subtype: 'alternative' | 'mixed', parts: string[]): string {
  const boundary = `=_${subtype}_${randomBytes(12).toString('hex')}`;
  return [
    `Content-Type: multipart/${subtype}; boundary="${boundary}"`,
    '',
    ...parts.map((part) => `--${boundary}${CRLF}${part}`),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

/** "Tue, 25 Nov 2026 11:41:00 +0000" */
const rfc5322Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

export function buildMime(message: MimeMessage): Buffer {
  const alternative = multipart('alternative', [textPart('plain', message.text), textPart('html', message.html)]);
  const attachments = message.attachments ?? [];
  const body = attachments.length ? multipart('mixed', [alternative, ...attachments.map(attachmentPart)]) : alternative;
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${formatAddress(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: <${message.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Language: ${message.language}`,
    'Auto-Submitted: auto-generated',
  ];
  return Buffer.from(`${headers.join(CRLF)}${CRLF}${body}`, 'utf8');
}

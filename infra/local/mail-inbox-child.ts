/**
 * MailDev in a process of its own (its servers are module singletons, and it ends its process on
 * SIGINT): SMTP and the web inbox on loopback only. Exits when its parent goes away (stdin closes).
 */
import maildev from 'maildev';

const { INBOX_SMTP_PORT, INBOX_WEB_PORT, INBOX_DIR } = process.env;
await maildev({
  smtp: Number(INBOX_SMTP_PORT),
  web: Number(INBOX_WEB_PORT),
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  ...(INBOX_DIR ? { mailDirectory: INBOX_DIR } : {}),
  silent: true,
}).listen();
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

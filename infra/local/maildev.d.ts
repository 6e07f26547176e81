declare module 'maildev' {
  interface MailDevOptions {
    smtp?: number;
    web?: number;
    ip?: string;
    webIp?: string;
    mailDirectory?: string;
    silent?: boolean;
  }
  interface MailServer {
    listen(): Promise<void>;
  }
  /** Starts MailDev's SMTP server and web inbox (index.js); listen() opens the SMTP port. */
  export default function maildev(options: MailDevOptions): MailServer;
}

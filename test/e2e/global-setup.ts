import type { TestProject } from 'vitest/node';
import { startLocalSite } from '../support/local-site.js';

const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-pass' };

/** Runs the same entry point as `npm start`, on a free port and a throwaway data folder. */
export default async function setup(project: TestProject) {
  // E2E_SITE_LOG keeps what the site printed (CI shows its end when a journey fails).
  const logFile = process.env.E2E_SITE_LOG;
  const site = await startLocalSite(
    { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password },
    logFile ? { logFile } : {},
  );
  project.provide('baseUrl', `http://127.0.0.1:${site.port}`);
  project.provide('seedAdmin', ADMIN);
  project.provide('inboxUrl', site.inboxUrl ?? '');
  return () => site.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    seedAdmin: { email: string; password: string };
    /** The local mail inbox (MailDev) the site's e-mail goes to. */
    inboxUrl: string;
  }
}

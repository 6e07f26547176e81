import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags that keep it off a closed network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  return page.getByRole('dialog');
}

import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags that keep it off a closed network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  return page.getByRole('dialog');
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

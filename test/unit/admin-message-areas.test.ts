import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminOnlyAreas, areasOf } from '../../web/admin-message-areas';

describe('the message areas the page function leaves out', () => {
  const folder = mkdtempSync(join(tmpdir(), 'admin-areas-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), text);
  };

  it('are those only admin screens name, never one a public screen names too', () => {
    write('src/features/admin-coupons/CouponsPage.tsx', "t('coupons.title'); t('common.save'); t(`stats.${name}`)");
    write('src/app/admin-screens.tsx', "t('adminNav.home')");
    write('src/features/reports/ReportsPage.tsx', "t('revenue.total')");
    write('src/features/home/HomePage.tsx', "t('common.title'); t('home.hero')");
    write('src/features/test-series/Card.tsx', 't(`stats.${name}`)');
    write('src/components/Shared.tsx', 't("mixed.text")');
    write('src/features/admin-students/Page.tsx', "t('mixed.more')");
    const areas = ['coupons', 'adminNav', 'revenue', 'common', 'home', 'stats', 'mixed', 'unnamed'];
    expect([...adminOnlyAreas(folder, areas)].sort()).toEqual(['adminNav', 'coupons', 'revenue']);
  });

  it('in this web: the admin screens own coupons and bank statements; public pages keep theirs', () => {
    const web = join(__dirname, '../../web');
    const areas = areasOf(join(web, 'src/lib/catalogues/en.json'));
    const adminOnly = adminOnlyAreas(web, areas);
    for (const area of ['coupons', 'bankStatements', 'adminImport']) expect(adminOnly, area).toContain(area);
    for (const area of ['nav', 'common', 'error', 'enroll', 'examHall', 'payOnline', 'courseCard', 'contact'])
      expect(adminOnly, area).not.toContain(area);
  });
});

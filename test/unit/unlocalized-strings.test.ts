import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** Where the lint finds text outside the message catalogues in `source`, linted as if it were the file at `file`. */
async function unlocalized(file: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lingui/no-unlocalized-strings')
    .map((message) => message.line);
}

const planted = `import { useT } from '../../lib/i18n';

export function Planted({ onClose }: { onClose: () => void }) {
  const t = useT();
  const title = 'Close the window';
  if (!onClose) window.alert('Please log in first');
  return (
    <div className="state-panel">
      <p>Welcome back</p>
      <button type="button" aria-label="Dismiss" title={title} onClick={onClose}>
        {'Done'}
      </button>
      <p>{t('dashboard.noCourses')}</p>
    </div>
  );
}
`;

describe('text outside the message catalogues (eslint.config.js)', { timeout: 60_000 }, () => {
  // The first lint loads the TypeScript project the rule reads types from.
  beforeAll(() => unlocalized('web/src/features/dashboard/StudentDashboard.tsx', ''), 180_000);

  it('fails a student screen for each English literal it renders: text, attributes, alerts and constants', async () => {
    expect(await unlocalized('web/src/features/dashboard/StudentDashboard.tsx', planted)).toEqual([5, 6, 9, 10, 11]);
  });

  it('fails a public page and a shared component the same way', async () => {
    expect(await unlocalized('web/src/app/routes/HomePage.tsx', planted)).toHaveLength(5);
    expect(await unlocalized('web/src/components/layout/Footer.tsx', planted)).toHaveLength(5);
  });

  it('leaves admin screens, which may stay English, alone', async () => {
    expect(await unlocalized('web/src/features/admin/AdminDashboard.tsx', planted)).toEqual([]);
  });

  it.each([
    'web/src/components/layout/MobileMenu.tsx',
    'web/src/features/course-types/EnrollDialog.tsx',
    'web/src/features/course-video/components/VideoPlayer.tsx',
    'web/src/features/course-video/components/PlayerControls.tsx',
  ])('passes %s as it is: class names, paths, message ids and API routes are not text', async (file) => {
    expect(await unlocalized(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});

/**
 * Draws the link-preview cards (1200 × 630 PNG, what WhatsApp and other apps show for a shared link)
 * into web/public/share/: the site's card and one per exam, used by a course without a thumbnail.
 * Run again after changing a title or the brand: `npx tsx web/scripts/make-share-images.ts`.
 * Needs Debian's Chromium (/usr/bin/chromium); the PNGs are committed, so builds do not.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CONTACT, COURSE_CATEGORIES, INSTITUTE_NAME } from '#shared/constants.js';
import { EXAM_INFO } from '../src/features/course-types/exam-info';

const outDir = fileURLToPath(new URL('../public/share/', import.meta.url));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function card(heading: string, line: string, label: string): string {
  return `<!doctype html><html><head><style>
    body { margin: 0; width: 1200px; height: 630px; font-family: 'DejaVu Sans', sans-serif; background: #0b2545; color: #fff; }
    .card { box-sizing: border-box; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; border-bottom: 24px solid #ff9933; }
    .brand { display: flex; align-items: center; gap: 24px; font-size: 40px; font-weight: bold; }
    .label { margin-top: auto; font-size: 30px; letter-spacing: 4px; color: #ff9933; font-weight: bold; }
    h1 { margin: 16px 0 20px; font-size: 68px; line-height: 1.1; }
    p { margin: 0; font-size: 32px; line-height: 1.35; color: #dde2ea; max-width: 1000px; }
  </style></head><body><div class="card">
    <div class="brand"><svg width="84" height="84" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#ff9933"/><path d="M10 27V13c4 0 7 1 10 3 3-2 6-3 10-3v14c-4 0-7 1-10 3-3-2-6-3-10-3z" fill="#0b2545"/></svg>${escape(INSTITUTE_NAME)}, ${escape(CONTACT.city)}</div>
    <div class="label">${escape(label)}</div>
    <h1>${escape(heading)}</h1>
    <p>${escape(line)}</p>
  </div></body></html>`;
}

const cards = [
  {
    file: 'site.png',
    html: card(
      INSTITUTE_NAME,
      'Coaching for GPSC, UPSC, SSC, NEET and Talati exams, with video courses and mock test series.',
      'COMPETITIVE EXAM COACHING',
    ),
  },
  ...COURSE_CATEGORIES.map((category) => ({
    file: `course-${category}.png`,
    html: card(EXAM_INFO[category].title, EXAM_INFO[category].description, 'VIDEO COURSES AND MOCK TESTS'),
  })),
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
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
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const { file, html } of cards) {
    await page.setContent(html);
    await page.screenshot({ path: `${outDir}${file}`, type: 'png' });
    console.log(`web/public/share/${file}`);
  }
} finally {
  await browser.close();
}

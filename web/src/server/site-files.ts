import type { Course } from '#shared/types.js';
import { paths } from '../lib/paths';
import { COURSES_PAGE, PRERENDERED_PAGES } from './pages';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** /sitemap.xml: every public page and every course, with when a course last changed. */
export function renderSitemap(siteUrl: string, courses: readonly Course[]): string {
  const entries = [
    ...PRERENDERED_PAGES.map(({ path }) => ({ path, lastModified: undefined })),
    { path: COURSES_PAGE.path, lastModified: undefined },
    ...courses.map((course) => ({
      path: paths.course(course._id),
      lastModified: course.updatedAt || course.createdAt,
    })),
  ];
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod =
      lastModified && !Number.isNaN(Date.parse(lastModified))
        ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>`
        : '';
    return `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: the student and admin areas are not for search engines. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.dashboard}`,
    "# A student's lessons: /course/{id}/videos and /course/{id}/video/{videoId}",
    'Disallow: /course/*/video',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

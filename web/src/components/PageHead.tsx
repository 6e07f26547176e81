import { INSTITUTE_NAME } from '#shared/constants.js';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from '#shared/site-pages.js';
import { useActiveLanguage } from '../lib/i18n';
import { useSiteUrl } from '../lib/page-data';

/** Open Graph's name for each language's locale. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', gu: 'gu_IN' };

/** The card shown when a page without its own image is shared (1200 × 630, web/public/share/). */
export const SITE_SHARE_IMAGE = '/share/site.png';

export interface PageHeadProps {
  /** The page's own title; the document title adds the institute's name. */
  title: string;
  description: string;
  /** The page's path ('/course/01H…'): its canonical and shared address. */
  path: string;
  /** A site path or an https address; the site's card by default. */
  image?: string;
  /** For pages search engines should not list (a missing course). */
  noIndex?: boolean;
}

/**
 * The document title, description, canonical address and link-preview (Open Graph, Twitter) tags
 * of a page. React places them in <head>: on the server into the HTML a link preview reads, in
 * the browser by taking over the same tags and replacing them on navigation. The page exists in
 * every language: its canonical address is the one in the language shown, and `hreflang` links
 * name the others (the plain path, English, is also the default for any other language).
 */
export function PageHead({ title, description, path, image = SITE_SHARE_IMAGE, noIndex = false }: PageHeadProps) {
  const siteUrl = useSiteUrl();
  const language = useActiveLanguage();
  const url = `${siteUrl}${localizedPath(path, language)}`;
  const imageUrl = image.startsWith('/') ? `${siteUrl}${image}` : image;
  const documentTitle = title === INSTITUTE_NAME ? title : `${title} | ${INSTITUTE_NAME}`;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={`${siteUrl}${localizedPath(path, other)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localizedPath(path, DEFAULT_LANGUAGE)}`} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:site_name" content={INSTITUTE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

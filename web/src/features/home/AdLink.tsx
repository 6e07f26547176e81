import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';

function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * A link to an ad's target: a router link for a path on this site, a new tab for another site.
 * Any other URL (such as `javascript:`) is not linked at all, only its text is shown.
 */
export function AdLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const t = useT();
  if (isInternalPath(url)) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  if (isWebUrl(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return <>{children}</>;
}

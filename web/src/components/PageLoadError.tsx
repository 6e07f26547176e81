/** Shown when a page fails to load or render, most often a chunk lost to a network problem or a new release. */
import { useT } from '../lib/i18n';

export function PageLoadError() {
  const t = useT();
  return (
    <section className="container page page-centered">
      <h1>{t('pageError.title')}</h1>
      <p className="muted">{t('pageError.text')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </button>
    </section>
  );
}

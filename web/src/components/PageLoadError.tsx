/** Shown when a page fails to load or render, most often a chunk lost to a network problem or a new release. */
export function PageLoadError() {
  return (
    <section className="container page page-centered">
      <h1>Something went wrong</h1>
      <p className="muted">This page could not be loaded. Please check your connection and try again.</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </section>
  );
}

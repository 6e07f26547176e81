import type { ReactNode } from 'react';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import './info.css';

/** The frame of a static page: document title, one h1, readable line length. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="container page info-page">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <h1>{title}</h1>
      {children}
    </article>
  );
}

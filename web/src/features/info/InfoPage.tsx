import type { ReactNode } from 'react';
import { PageHead } from '../../components/PageHead';
import './info.css';

/** The frame of a static page: its head tags, one h1, readable line length. */
export function InfoPage({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <article className="container page info-page">
      <PageHead title={title} description={description} path={path} />
      <h1>{title}</h1>
      {children}
    </article>
  );
}

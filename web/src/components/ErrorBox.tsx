import type { ReactNode } from 'react';

/** The red error box; announced to screen readers as soon as it appears. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className="error-box" role="alert">
      {children}
    </div>
  );
}

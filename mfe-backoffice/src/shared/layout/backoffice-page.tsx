import { useId, type ReactNode } from 'react';
import { usePageTitle } from '@bestellwerk/client';
import './backoffice.css';

export interface BackofficePageProps {
  /** The page's heading (h1) and document title. */
  title: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One staff page inside the backoffice frame: the title as h1 and document title, actions, content. */
export function BackofficePage({ title, actions, children }: BackofficePageProps) {
  const headingId = useId();
  usePageTitle({ kind: 'division', title });
  return (
    <section className="bo-page" aria-labelledby={headingId}>
      <header className="bo-page__header bo-spread">
        <h1 id={headingId} className="bw-page-title bo-page__title">
          {title}
        </h1>
        {actions ? <div className="bo-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { SEGMENTS } from './segment-resource.js';
import { SignageSourcesContext, useSignageSourcesQuery } from './signage-sources.js';
import './signage.css';

/** Provides the catalog and media lists to the controls and previews below. */
function WithSignageSources({ children }: { children: ReactNode }) {
  const { sources, failed } = useSignageSourcesQuery();
  return (
    <SignageSourcesContext.Provider value={sources}>
      {failed.length > 0 ? (
        <p role="alert" className="bo-muted">
          {failed.join(', ')} konnten nicht geladen werden; Auswahl und Vorschau sind unvollständig.
        </p>
      ) : null}
      {children}
    </SignageSourcesContext.Provider>
  );
}

/** `/backend/signage/segments` (administrators): the film sequences. */
export const SignageSegmentsPage = () => (
  <RequireAdmin>
    <WithSignageSources>
      <ResourceScreen resource={SEGMENTS} />
    </WithSignageSources>
  </RequireAdmin>
);

import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message.js';
import { Loader } from './loader.js';

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error';

export interface LoadStateProps {
  status: LoadStatus;
  errorTitle: string;
  errorText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Shows a loader until `status` is done, an error notice with retry on error, then the children. */
export function LoadState({ status, errorTitle, errorText, onRetry, children }: LoadStateProps) {
  if (status === 'error')
    return <ErrorMessage title={errorTitle} text={errorText} onRetry={onRetry} />;
  if (status !== 'done') return <Loader />;
  return <>{children}</>;
}

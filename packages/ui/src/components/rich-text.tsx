import { useEffect, useMemo, useState } from 'react';

export interface RichTextProps {
  /** HTML written by staff in the backend (sanitised by the API when saved, here again). */
  html: string;
  className?: string;
}

type Purify = (html: string) => string;

let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** DOMPurify and its configuration, in a chunk of their own; a failed load is tried again. */
function loadPurifier(): Promise<Purify> {
  loading ??= import('./formatted-html-purifier.js').then(
    (module) => (purify = module.purifyFormattedHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// Fetched as soon as the design kit runs, beside the page's own chunks, not before them.
if (typeof window !== 'undefined') loadPurifier().catch(() => undefined);

/**
 * Shows stored rich text (page texts, descriptions, legal texts, previews): the one place the
 * apps insert HTML, always through DOMPurify with the domain's allow-list. Until DOMPurify has
 * loaded the box stays empty (marked busy).
 */
export function RichText({ html, className }: RichTextProps) {
  const [sanitise, setSanitise] = useState<Purify | null>(() => purify);
  useEffect(() => {
    if (sanitise) return;
    let current = true;
    loadPurifier().then(
      (loaded) => current && setSanitise(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitise]);
  const clean = useMemo(() => (sanitise ? sanitise(html) : null), [sanitise, html]);
  const classes = ['bw-rich-text', className].filter(Boolean).join(' ');
  return clean === null ? (
    <div className={classes} aria-busy="true" />
  ) : (
    <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

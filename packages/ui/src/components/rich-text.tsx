import { useEffect, useMemo, useState } from 'react';
import { hasNativeSanitizer, sanitiseNatively } from './formatted-html-native.js';

export interface RichTextProps {
  /** HTML written by staff in the backend (sanitised by the API when saved, here again). */
  html: string;
  className?: string;
}

type Purify = (html: string) => string;

/** The browser's own sanitiser where there is one; else DOMPurify once it has loaded. */
let purify: Purify | null = hasNativeSanitizer() ? sanitiseNatively : null;
let loading: Promise<Purify> | null = null;

/**
 * DOMPurify and its configuration, in a chunk of their own, fetched when the first RichText of
 * a browser without the Sanitizer API mounts; a failed load is tried again.
 */
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

/**
 * Shows stored rich text (page texts, descriptions, legal texts, previews): the one place the
 * apps insert HTML, always sanitised with the domain's allow-list, by the browser's Sanitizer
 * API or by DOMPurify. Until DOMPurify has loaded the box stays empty (marked busy).
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

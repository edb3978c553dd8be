export interface RichTextProps {
  /** HTML written by staff in the backend (sanitised by the API when saved). */
  html: string;
  className?: string;
}

/** Shows stored rich text (page texts, descriptions, legal texts). */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={['bw-rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

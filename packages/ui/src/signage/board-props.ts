import type { CSSProperties } from 'react';
import type { SignageColors, SignageDisplay, SignageSegment } from '@bestellwerk/domain';

/** What every board gets from SignageSegmentView. */
export interface BoardProps<C> {
  segment: SignageSegment;
  content: C;
  display: SignageDisplay;
  now: Date;
  pricesFresh: boolean;
  /** Where the TV loads a media URL from (a cached blob URL offline); the URL itself by default. */
  mediaUrl: (url: string) => string;
}

/** The board's own colours as inline style (the theme's TV colours where none is set). */
export function colorStyle(colors: SignageColors): CSSProperties {
  return {
    ...(colors.backgroundColor ? { background: colors.backgroundColor } : {}),
    ...(colors.textColor ? { color: colors.textColor } : {}),
  };
}

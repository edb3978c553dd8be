import { createContext, useContext } from 'react';
import type { SignageSegment } from '@bestellwerk/domain';

/** Every film sequence, for the playlist choice and the timeline (empty while loading). */
export const StreamSegmentsContext = createContext<readonly SignageSegment[]>([]);

export const useStreamSegments = (): readonly SignageSegment[] => useContext(StreamSegmentsContext);

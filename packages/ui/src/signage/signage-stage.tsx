import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { SignageOrientation } from '@bestellwerk/domain';

/** The fixed canvas every board is laid out on, in stage pixels. */
export const SIGNAGE_STAGE_SIZES: Record<SignageOrientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

export interface SignageStageProps {
  orientation: SignageOrientation;
  /**
   * Turn the canvas by 90° when the container's shape is the other one (a portrait TV
   * mounted sideways reports a landscape screen). Off for previews.
   */
  rotateToFit?: boolean;
  children: ReactNode;
}

interface Fit {
  scale: number;
  rotated: boolean;
}

/** Scale (and turn) that fits a canvas into a container of the given size. */
function fitOf(
  container: { width: number; height: number },
  stage: { width: number; height: number },
  rotateToFit: boolean,
): Fit {
  const rotated = rotateToFit && container.width > container.height !== stage.width > stage.height;
  const width = rotated ? stage.height : stage.width;
  const height = rotated ? stage.width : stage.height;
  const scale = Math.min(container.width / width, container.height / height);
  return { scale: Number.isFinite(scale) && scale > 0 ? scale : 1, rotated };
}

/**
 * A 1920 × 1080 (upright 1080 × 1920) canvas scaled to fit its container, so the TV and a
 * small backoffice preview lay out identically; the container's size is followed with a
 * ResizeObserver. The container fills its parent, which gives it its size.
 */
export function SignageStage({ orientation, rotateToFit = false, children }: SignageStageProps) {
  const stage = SIGNAGE_STAGE_SIZES[orientation];
  const container = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>({ scale: 1, rotated: false });

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setFit(fitOf({ width, height }, stage, rotateToFit));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, rotateToFit]);

  const transform = `translate(-50%, -50%)${fit.rotated ? ' rotate(90deg)' : ''} scale(${fit.scale})`;
  return (
    <div ref={container} className="bw-signage-stage">
      <div
        className={`bw-signage-stage__canvas bw-signage-stage__canvas--${orientation}`}
        data-testid="signage-canvas"
        style={{ width: stage.width, height: stage.height, transform }}
      >
        {children}
      </div>
    </div>
  );
}

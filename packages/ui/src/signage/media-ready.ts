/** How long a board waits for its pictures and video before it shows anyway. */
export const MEDIA_READY_TIMEOUT_MS = 8_000;

function imageReady(image: HTMLImageElement): Promise<void> {
  if (image.complete && image.naturalWidth > 0) return Promise.resolve();
  // decode() settles once the picture can be painted without a blank frame; a broken file rejects.
  return typeof image.decode === 'function'
    ? image.decode().catch(() => undefined)
    : new Promise((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
}

function videoReady(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return Promise.resolve();
  return new Promise((resolve) => {
    video.addEventListener('canplay', () => resolve(), { once: true });
    video.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Settles when every picture below `root` is decoded and every video can play (or failed, or
 * `timeoutMs` passed), so a board fades in only once it can paint all of itself.
 */
export function whenMediaReady(
  root: HTMLElement,
  timeoutMs = MEDIA_READY_TIMEOUT_MS,
): Promise<void> {
  const waits = [
    ...[...root.querySelectorAll('img')].map(imageReady),
    ...[...root.querySelectorAll('video')].map(videoReady),
  ];
  if (waits.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([Promise.all(waits).then(() => undefined), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

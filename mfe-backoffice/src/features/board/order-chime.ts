import { action, makeObservable, observable } from 'mobx';

/** Plays the short sound of a new order. */
export interface OrderChime {
  play(): void;
}

type AudioContextConstructor = new () => AudioContext;

function audioContextConstructor(): AudioContextConstructor | null {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Tones of the chime: two rising beeps (Hz, start s, length s). */
const BEEPS: readonly [number, number, number][] = [
  [880, 0, 0.15],
  [1320, 0.2, 0.2],
];

/**
 * The new-order sound made with the Web Audio API (an oscillator, no audio file). Browsers let
 * a page make sound only after the user interacted with it, so the audio context is created in
 * {@link unlock}, which a click or key press calls; until then {@link play} is silent.
 */
export class WebAudioChime implements OrderChime {
  /** Sound can play: the audio context runs. */
  unlocked = false;
  private context: AudioContext | null = null;

  constructor(
    private readonly Context: AudioContextConstructor | null = audioContextConstructor(),
  ) {
    makeObservable<WebAudioChime, 'setUnlocked'>(this, {
      unlocked: observable,
      setUnlocked: action,
    });
  }

  /** Whether this browser can make the sound at all. */
  get isSupported(): boolean {
    return this.Context !== null;
  }

  /** Creates or resumes the audio context; call it from a user's click or key press. */
  unlock(): void {
    if (!this.Context) return;
    try {
      this.context ??= new this.Context();
    } catch {
      return;
    }
    const context = this.context;
    if (context.state === 'running') return this.setUnlocked(true);
    context.resume().then(
      () => this.setUnlocked(context.state === 'running'),
      () => this.setUnlocked(false),
    );
  }

  /**
   * Unlocks on the first click or key press on `target` (at once when the page already had one,
   * where the browser tells); returns the function that stops listening.
   */
  unlockOnFirstInteraction(
    target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  ): () => void {
    const activation = (
      globalThis.navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }
    )?.userActivation;
    if (activation?.hasBeenActive) this.unlock();
    const onInteraction = () => {
      this.unlock();
      stop();
    };
    const stop = () => {
      target.removeEventListener('pointerdown', onInteraction);
      target.removeEventListener('keydown', onInteraction);
    };
    target.addEventListener('pointerdown', onInteraction);
    target.addEventListener('keydown', onInteraction);
    return stop;
  }

  /** Two short beeps; silent while locked. */
  play(): void {
    const context = this.context;
    if (!context || context.state !== 'running') return;
    const start = context.currentTime;
    for (const [frequency, offset, length] of BEEPS) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + length + 0.02);
    }
  }

  private setUnlocked(unlocked: boolean): void {
    this.unlocked = unlocked;
  }
}

import { WebAudioChime } from './order-chime.js';

/** A stand-in for AudioContext that records the oscillators it makes. */
function fakeAudioContext(initialState: AudioContextState = 'suspended') {
  const oscillators: { frequency: number; started: number }[] = [];
  class FakeContext {
    state: AudioContextState = initialState;
    currentTime = 0;
    destination = {};
    resume = jest.fn(async () => {
      this.state = 'running';
    });
    createGain() {
      return {
        gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() },
        connect: (node: unknown) => node,
      };
    }
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) =>
          oscillators.push({ frequency: oscillator.frequency.value, started: at }),
        stop: jest.fn(),
      };
      return oscillator;
    }
  }
  return { Context: FakeContext as unknown as new () => AudioContext, oscillators };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('WebAudioChime', () => {
  it('is silent until unlocked by an interaction, then beeps twice', async () => {
    const { Context, oscillators } = fakeAudioContext();
    const chime = new WebAudioChime(Context);

    chime.play();
    expect(oscillators).toHaveLength(0);

    chime.unlock();
    await settle();
    expect(chime.unlocked).toBe(true);
    chime.play();
    expect(oscillators.map((o) => o.frequency)).toEqual([880, 1320]);
  });

  it('unlocks on the first key press or click and then stops listening', async () => {
    const { Context } = fakeAudioContext();
    const chime = new WebAudioChime(Context);
    const target = new EventTarget();

    chime.unlockOnFirstInteraction(target as unknown as Document);
    expect(chime.unlocked).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    await settle();

    expect(chime.unlocked).toBe(true);
  });

  it('does nothing where the browser has no Web Audio', () => {
    const chime = new WebAudioChime(null);
    expect(chime.isSupported).toBe(false);
    chime.unlock();
    chime.play();
    expect(chime.unlocked).toBe(false);
  });
});

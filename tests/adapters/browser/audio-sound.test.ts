import { describe, expect, it } from 'vitest';
import { AudioSound, type AudioClip } from '../../../src/adapters/browser/audio-sound';

function clip(play: () => Promise<void> | void): AudioClip & { plays: number } {
  const c = {
    currentTime: 3,
    plays: 0,
    play() {
      c.plays += 1;
      return play();
    },
  };
  return c;
}

/** A Web Audio context that records the notes it is asked to play. */
function fakeContext(state: AudioContextState) {
  const notes: number[] = [];
  let resumed = 0;
  const param = { value: 0, setValueAtTime: () => param, exponentialRampToValueAtTime: () => param };
  const node = { connect: (next: unknown) => next, gain: param };
  const context = {
    state,
    currentTime: 0,
    destination: {},
    resume: () => {
      resumed += 1;
      return Promise.reject(new DOMException('needs a gesture', 'NotAllowedError'));
    },
    createGain: () => node,
    createOscillator: () => {
      const oscillator = {
        ...node,
        frequency: { value: 0 },
        start: () => notes.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    },
  };
  return { context: context as unknown as AudioContext, notes, resumed: () => resumed };
}

describe('AudioSound', () => {
  it('plays the alert file from its start', () => {
    const audio = clip(() => Promise.resolve());
    new AudioSound({ src: '/alert.mp3', createAudio: () => audio }).playAlert();
    expect(audio.plays).toBe(1);
    expect(audio.currentTime).toBe(0);
  });

  it('does not throw, nor leave a rejection unhandled, when autoplay is blocked', async () => {
    const audio = clip(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const sound = new AudioSound({ src: '/alert.mp3', createAudio: () => audio });
    expect(() => sound.playAlert()).not.toThrow();
    // An unhandled rejection would fail this test run.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(audio.plays).toBe(1);
  });

  it('does not throw when playing throws at once, or when audio cannot be created', () => {
    const throwing = clip(() => {
      throw new Error('not supported');
    });
    expect(() => new AudioSound({ src: '/a.mp3', createAudio: () => throwing }).playAlert()).not.toThrow();
    expect(() =>
      new AudioSound({
        src: '/a.mp3',
        createAudio: () => {
          throw new Error('no Audio');
        },
      }).playAlert(),
    ).not.toThrow();
  });

  it('synthesises a two-tone chime when no file is given', () => {
    const { context, notes } = fakeContext('running');
    new AudioSound({ createContext: () => context }).playAlert();
    expect(notes).toEqual([880, 660]);
  });

  it('asks a suspended context to resume and swallows its refusal', async () => {
    const { context, resumed } = fakeContext('suspended');
    expect(() => new AudioSound({ createContext: () => context }).playAlert()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resumed()).toBe(1);
  });

  it('stays silent without Web Audio', () => {
    expect(() => new AudioSound({ createContext: () => undefined }).playAlert()).not.toThrow();
  });
});

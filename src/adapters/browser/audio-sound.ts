import type { Sound } from '../../application/ports/sound';

/** The part of `HTMLAudioElement` the sound uses. */
export interface AudioClip {
  currentTime: number;
  play(): Promise<void> | void;
}

export interface AudioSoundOptions {
  /** URL of an alert file. Without one a short two-tone chime is synthesised: no asset to ship. */
  readonly src?: string;
  readonly createAudio?: (src: string) => AudioClip;
  /** Default: a Web Audio `AudioContext`, when the browser has one. */
  readonly createContext?: () => AudioContext | undefined;
}

const CHIME: ReadonlyArray<{ readonly hz: number; readonly at: number }> = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.14 },
];
const NOTE_SECONDS = 0.12;

/**
 * `Sound` for the browser. Browsers block audio until the user has interacted with the page
 * (autoplay policy): then the alert is silently skipped, never an error or an unhandled rejection,
 * because a missing beep must not break the snackbar that goes with it.
 */
export class AudioSound implements Sound {
  private clip: AudioClip | undefined;
  private context: AudioContext | undefined;

  constructor(private readonly options: AudioSoundOptions = {}) {}

  playAlert(): void {
    try {
      if (this.options.src !== undefined) this.playClip(this.options.src);
      else this.playChime();
    } catch {
      // Blocked, unsupported or already torn down: the visual alert still shows.
    }
  }

  private playClip(src: string): void {
    this.clip ??= (this.options.createAudio ?? ((url: string) => new Audio(url)))(src);
    this.clip.currentTime = 0;
    const playing = this.clip.play();
    if (playing) playing.catch(() => undefined);
  }

  private playChime(): void {
    this.context ??= (this.options.createContext ?? defaultContext)();
    const context = this.context;
    if (!context) return;
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const note of CHIME) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.2, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.001, start + note.at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + NOTE_SECONDS);
    }
  }
}

function defaultContext(): AudioContext | undefined {
  return typeof AudioContext === 'undefined' ? undefined : new AudioContext();
}

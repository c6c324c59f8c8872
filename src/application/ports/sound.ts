/** The alert sound of the hub notifications (000 §8). */
export interface Sound {
  /** Plays a short alert; silently does nothing when the browser blocks audio. Never throws. */
  playAlert(): void;
}

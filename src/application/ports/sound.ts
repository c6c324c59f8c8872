/** The alert sound of the hub notifications. */
export interface Sound {
  /** Plays a short alert; silently does nothing when the browser blocks audio. Never throws. */
  playAlert(): void;
}

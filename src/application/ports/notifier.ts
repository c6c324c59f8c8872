/**
 * A short message the user sees without asking: a toast or snackbar ("New Chat Message"). `key` is
 * the translation key the view shows; `text` is the exact English text of the spec, which the `en`
 * bundle carries verbatim (and a fallback when a bundle lacks the key).
 */
export interface Notice {
  readonly key: string;
  readonly text: string;
}

/** Shows notices. An implementation queues or replaces them as its toaster does and never throws. */
export interface Notifier {
  notify(notice: Notice): void;
}

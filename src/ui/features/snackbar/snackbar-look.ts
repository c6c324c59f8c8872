import { Intent } from '@blueprintjs/core';
import type { SnackbarAlert, SnackbarState } from '../../../domain/preferences/snackbar';
import type { FeedNotice } from './notice-feed';

type Translate = (key: string) => string;

/**
 * The text shown: the notice's message in the shown language; its English text when no bundle has
 * the key (the translator then answers with the key itself); the spec's default, "Note archived",
 * translated, when the notice carries neither.
 */
export function snackbarMessage(t: Translate, notice: Pick<FeedNotice, 'key' | 'text'>): string {
  if (notice.key !== '') {
    const translated = t(notice.key);
    if (translated !== notice.key) return translated;
  }
  return notice.text !== '' ? notice.text : t('snackbar.noteArchived');
}

const ALERT_INTENT: Readonly<Record<SnackbarAlert['color'], Intent>> = {
  primary: Intent.PRIMARY,
  // Blueprint has no second brand colour: a secondary alert is drawn neutral.
  secondary: Intent.NONE,
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};

/** A plain snackbar is neutral; an alert snackbar takes its colour's intent. */
export function snackbarIntent(state: Pick<SnackbarState, 'variant' | 'alert'>): Intent {
  return state.variant === 'alert' ? ALERT_INTENT[state.alert.color] : Intent.NONE;
}

import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { INITIAL_SNACKBAR, type SnackbarAlert } from '../../../src/domain/preferences/snackbar';
import { snackbarIntent, snackbarMessage } from '../../../src/ui/features/snackbar/snackbar-look';
import { messages } from '../../i18n/bundles';

const arabic = messages('ar');
const english = messages('en');
const inArabic = (key: string) => arabic.get(key) ?? key;
const inEnglish = (key: string) => english.get(key) ?? key;

describe('the snackbar’s text', () => {
  it.each([
    ['alerts.newChatMessage', 'New Chat Message'],
    ['alerts.newSmsCodeRequest', 'New SMS Code Request'],
    ['snackbar.noteArchived', 'Note archived'],
  ])('shows %s in English as the spec words it: "%s"', (key, text) => {
    expect(snackbarMessage(inEnglish, { key, text: 'ignored when translated' })).toBe(text);
  });

  it('shows the message in the language shown', () => {
    expect(snackbarMessage(inArabic, { key: 'alerts.newChatMessage', text: 'New Chat Message' })).toBe(
      'رسالة محادثة جديدة',
    );
  });

  it('falls back to the English text for a key no bundle has', () => {
    expect(snackbarMessage(inArabic, { key: 'alerts.somethingNew', text: 'Something new' })).toBe(
      'Something new',
    );
  });

  it('shows the default "Note archived", translated, for a notice with neither key nor text', () => {
    expect(snackbarMessage(inEnglish, { key: '', text: '' })).toBe('Note archived');
    expect(snackbarMessage(inArabic, { key: '', text: '' })).toBe('تمت أرشفة الملاحظة');
  });
});

describe('the snackbar’s colour', () => {
  it('is neutral for a plain snackbar, whatever its alert colour', () => {
    expect(snackbarIntent({ variant: 'default', alert: { variant: 'filled', color: 'error' } })).toBe(
      Intent.NONE,
    );
  });

  it.each<[SnackbarAlert['color'], Intent]>([
    ['primary', Intent.PRIMARY],
    ['secondary', Intent.NONE],
    ['success', Intent.SUCCESS],
    ['error', Intent.DANGER],
    ['warning', Intent.WARNING],
    ['info', Intent.PRIMARY],
  ])('draws an alert of colour %s with intent %s', (color, intent) => {
    expect(snackbarIntent({ variant: 'alert', alert: { ...INITIAL_SNACKBAR.alert, color } })).toBe(intent);
  });
});

import type { TranslationParams } from '../../application/ports/translator';
import { useApp } from '../app/app-context';

/** Translates in the shown language; used inside `observer` views, which then follow language changes. */
export function useT(): (key: string, params?: TranslationParams) => string {
  return useApp().t;
}

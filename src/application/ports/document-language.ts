import type { Direction } from '../../domain/preferences/direction';
import type { Language } from '../../domain/preferences/language';

/**
 * The page's own language marks: `<html lang dir>`. Right-to-left styles, screen readers and
 * fonts follow them. An implementation sets both attributes at once and never throws.
 */
export interface DocumentLanguage {
  apply(language: Language, direction: Direction): void;
}

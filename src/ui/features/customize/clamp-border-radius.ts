import { BorderRadiusRange } from '../../../domain/preferences/theme-config';

/**
 * The border radius a typed or slid value stands for: the nearest whole pixel inside
 * `BorderRadiusRange`, so what is saved always reads back unchanged. `null` when the value is no
 * number at all (an emptied field), which changes nothing.
 */
export function clampBorderRadius(value: number): number | null {
  if (Number.isNaN(value)) return null;
  return Math.min(BorderRadiusRange.max, Math.max(BorderRadiusRange.min, Math.round(value)));
}

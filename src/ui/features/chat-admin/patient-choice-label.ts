import { useT } from '../../i18n/use-t';
import type { PatientChoice } from './patient-options';

/** `Female` → `cellValues.sex.female`, the translation the lists use for the backend's words. */
const CHOICE_SETS: Readonly<Record<PatientChoice, string | null>> = {
  sex: 'sex',
  maritalStatus: 'maritalStatus',
  bloodGroup: null,
};

const KNOWN_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  sex: new Set(['Female', 'Male']),
  maritalStatus: new Set(['Single', 'Married', 'Divorced', 'Widowed']),
};

/** A backend word in the shown language, when the bundles have it; else as the backend wrote it. */
export function useChoiceLabel(): (field: PatientChoice, value: string) => string {
  const t = useT();
  return (field, value) => {
    const set = CHOICE_SETS[field];
    const known =
      set === null
        ? undefined
        : [...(KNOWN_WORDS[set] ?? [])].find((word) => word.toLowerCase() === value.toLowerCase());
    if (set === null || known === undefined) return value;
    return t(`cellValues.${set}.${known.charAt(0).toLowerCase()}${known.slice(1)}`);
  };
}

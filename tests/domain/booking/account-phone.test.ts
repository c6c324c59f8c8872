import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountPhone } from '../../../src/domain/booking/account-phone';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

describe('an account phone number as staff type it', () => {
  it('reads every usual way of writing one Iraqi mobile number as the stored +964 form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('750', '751', '770', '780', '790'),
        fc.stringMatching(/^\d{7}$/),
        (prefix, rest) => {
          const stored = `+964${prefix}${rest}`;
          const national = `0${prefix}${rest}`;
          const arabic = national.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!);
          const spaced = `0${prefix} ${rest.slice(0, 3)}-${rest.slice(3)}`;
          for (const typed of [
            stored,
            national,
            `964${prefix}${rest}`,
            `00964${prefix}${rest}`,
            arabic,
            spaced,
            ` ${stored} `,
          ]) {
            expect(accountPhone(typed), typed).toBe(stored);
          }
        },
      ),
    );
  });

  it('refuses text that is no phone number', () => {
    for (const typed of ['', 'abc', '0750 12', '+1 202 555 0100', '07501234567x', '075012345678901']) {
      expect(accountPhone(typed), typed).toBeUndefined();
    }
  });
});

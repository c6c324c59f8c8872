import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { filterOtpCodeList } from '../../../src/application/otp/filter-otp-codes';
import { LoadOtpCodes } from '../../../src/application/otp/load-otp-codes';
import {
  initialOtpCodes,
  visibleOtpCodes,
  type OtpCodesState,
} from '../../../src/application/otp/otp-codes-state';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { listFlags } from '../../../src/domain/lists/list-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { OtpCode } from '../../../src/domain/otp/otp-code';
import { OtpSentFilter } from '../../../src/domain/otp/otp-filter';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const codesArb = fc.array(
  fc.record({
    phoneNumber: fc.constantFrom('0750111', '0750222', '0770111', '0771999'),
    codeIsSent: fc.boolean(),
  }),
  { maxLength: 20 },
);
const sentArb = fc.constantFrom(OtpSentFilter.All, OtpSentFilter.Sent, OtpSentFilter.NotSent);

async function loaded(codes: readonly OtpCode[]) {
  const ports = fakePorts();
  ports.otp.answers.codes.succeeds(codes);
  const store = createStateStore<OtpCodesState>(initialOtpCodes());
  await new LoadOtpCodes(ports.otp, new LoadList(ports.forbidden, ports.logger)).execute(store);
  return { ports, store };
}

describe('the OTP log, its counters and its filter', () => {
  it('counts every loaded code as sent or not sent', async () => {
    await fc.assert(
      fc.asyncProperty(codesArb, async (codes) => {
        const { store } = await loaded(codes);
        expect(store.get().counters).toEqual({
          sent: codes.filter((c) => c.codeIsSent).length,
          notSent: codes.filter((c) => !c.codeIsSent).length,
        });
      }),
    );
  });

  it('shows the codes whose phone contains the text and whose flag matches the choice', async () => {
    await fc.assert(
      fc.asyncProperty(
        codesArb,
        fc.constantFrom('', '075', '111', '9'),
        sentArb,
        async (codes, phone, sent) => {
          const { store } = await loaded(codes);
          filterOtpCodeList(store, { phone, sent });
          const wanted = codes.filter(
            (c) =>
              c.phoneNumber.includes(phone) &&
              (sent === OtpSentFilter.All || c.codeIsSent === (sent === OtpSentFilter.Sent)),
          );
          expect(visibleOtpCodes(store.get())).toEqual(wanted);
        },
      ),
    );
  });

  it('the counters count every code, whatever the filter shows', async () => {
    await fc.assert(
      fc.asyncProperty(codesArb, sentArb, async (codes, sent) => {
        const { store } = await loaded(codes);
        const before = store.get().counters;
        filterOtpCodeList(store, { phone: '0750', sent });
        expect(store.get().counters).toEqual(before);
      }),
    );
  });

  it.each([
    { filter: { phone: '0750' }, shown: ['0750111', '0750222'] },
    { filter: { sent: OtpSentFilter.Sent }, shown: ['0750111', '0770111'] },
    { filter: { sent: OtpSentFilter.NotSent }, shown: ['0750222'] },
    { filter: { phone: '111', sent: OtpSentFilter.Sent }, shown: ['0750111', '0770111'] },
    { filter: { phone: '111', sent: OtpSentFilter.NotSent }, shown: [] },
  ])('filter $filter shows $shown', async ({ filter, shown }) => {
    const { store } = await loaded([
      { phoneNumber: '0750111', codeIsSent: true },
      { phoneNumber: '0750222', codeIsSent: false },
      { phoneNumber: '0770111', codeIsSent: true },
    ]);
    filterOtpCodeList(store, filter);
    expect(visibleOtpCodes(store.get()).map((c) => c.phoneNumber)).toEqual(shown);
  });

  it('a 403 marks the OTP codes area forbidden', async () => {
    const ports = fakePorts();
    ports.otp.answers.codes.fails(AppErrors.forbidden());
    const store = createStateStore<OtpCodesState>(initialOtpCodes());
    await new LoadOtpCodes(ports.otp, new LoadList(ports.forbidden, ports.logger)).execute(store);
    expect(ports.forbidden.get().isForbidden(PermissionArea.OtpCodes)).toBe(true);
  });

  it.each(FAILURE_PATHS)('a $name failure ends the loading with the error flag', async ({ error }) => {
    const ports = fakePorts();
    ports.otp.answers.codes.fails(error);
    const store = createStateStore<OtpCodesState>(initialOtpCodes());
    await new LoadOtpCodes(ports.otp, new LoadList(ports.forbidden, ports.logger)).execute(store);
    expect(listFlags(store.get().list.status)).toMatchObject({ loading: false, error: true });
  });
});

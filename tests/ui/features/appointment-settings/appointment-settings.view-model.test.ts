import { describe, expect, it } from 'vitest';
import type {
  AppointmentSettingsGateway,
  DoctorSettingRow,
  DoctorSettingWriteWire,
  FoundAccount,
  UserSettingRow,
  UserSettingWriteWire,
} from '../../../../src/application/ports/appointment-settings-gateway';
import { AppErrors } from '../../../../src/domain/errors/app-error';
import { err, ok } from '../../../../src/domain/shared/result';
import {
  DoctorSettingsViewModel,
  UserSettingsViewModel,
} from '../../../../src/ui/features/appointment-settings/appointment-settings.view-model';

const named = (id: number, name: string) => ({ id, nameEn: name, nameKu: name, nameAr: name });

const homeRow: DoctorSettingRow = {
  doctorId: 7,
  centerId: 1,
  acceptsOnlineBooking: true,
  slotMinutes: 20,
  workingDays: 0b0011111,
  dayStartsAt: '09:00:00',
  dayEndsAt: '13:00:00',
  breaks: [{ startsAt: '11:00:00', endsAt: '11:20:00' }],
  maxPatientsPerDay: 12,
  bookingWindowDays: 30,
  consultationFee: 25_000,
  version: 4,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

/** A gateway that records the writes and answers them as the server would. */
function fakeGateway(found?: FoundAccount) {
  const doctorWrites: { doctorId: number; body: DoctorSettingWriteWire }[] = [];
  const userWrites: { appUserId: string; body: UserSettingWriteWire }[] = [];
  const gateway: AppointmentSettingsGateway = {
    doctorSettings: () => Promise.resolve(ok([homeRow])),
    doctors: () => Promise.resolve(ok([named(7, 'Dr. Kani'), named(8, 'Dr. Diyar')])),
    centers: () => Promise.resolve(ok([named(1, 'Erbil'), named(2, 'Duhok'), named(3, 'Soran')])),
    saveDoctorSetting: (doctorId, body) => {
      doctorWrites.push({ doctorId, body });
      const { centerId, ...rest } = body;
      return Promise.resolve(
        ok({ ...rest, doctorId, centerId: centerId ?? 1, version: 1, updatedAt: '2026-03-02T00:00:00.000Z' }),
      );
    },
    userSettings: () => Promise.resolve(ok([])),
    saveUserSetting: (appUserId, body) => {
      userWrites.push({ appUserId, body });
      const row: UserSettingRow = {
        ...body,
        id: 9,
        appUserId,
        version: 1,
        updatedAt: '2026-03-02T00:00:00.000Z',
      };
      return Promise.resolve(ok(row));
    },
    findAccount: (phone) =>
      Promise.resolve(
        found !== undefined && phone.includes('123')
          ? ok(found)
          : err(AppErrors.notFound({ message: 'There is no such patient account.' })),
      ),
  };
  return { gateway, doctorWrites, userWrites };
}

describe('the doctors’ settings per center', () => {
  it('offers only the centers a doctor has no settings at, and creates one there from a copy of their first', async () => {
    const { gateway, doctorWrites } = fakeGateway();
    const vm = new DoctorSettingsViewModel(gateway);
    await vm.editor.load();
    expect(vm.centersWithout(7)).toEqual([2, 3]);
    expect(vm.centersWithout(8)).toEqual([1, 2, 3]);

    vm.startAdding();
    vm.chooseDoctor(7);
    vm.chooseCenter(3);
    vm.continueAdding();
    expect(vm.adding).toBeNull();
    expect(vm.editor.creating).toBe(true);
    expect(vm.editor.openKey).toBe('7@3');
    // The hours are the doctor's first center's, as a start; no version: it is a creation.
    expect(vm.editor.draft).toMatchObject({
      centerId: 3,
      slotMinutes: 20,
      dayStartsAt: '09:00',
      version: undefined,
    });

    vm.editor.change('dayStartsAt', '16:00');
    vm.editor.change('dayEndsAt', '20:00');
    vm.editor.change('breaks', []);
    expect(await vm.editor.save()).toBe(true);
    expect(doctorWrites).toHaveLength(1);
    expect(doctorWrites[0]!.doctorId).toBe(7);
    expect(doctorWrites[0]!.body).toMatchObject({ centerId: 3, dayStartsAt: '16:00', version: undefined });
    expect(vm.editor.creating).toBe(false);
    expect(vm.editor.rows.map((r) => `${r.doctorId}@${r.centerId}`)).toEqual(['7@1', '7@3']);
    expect(vm.centersWithout(7)).toEqual([2]);
  });

  it('edits the settings of one center from the version read', async () => {
    const { gateway, doctorWrites } = fakeGateway();
    const vm = new DoctorSettingsViewModel(gateway);
    await vm.editor.load();
    vm.editor.open('7@1');
    expect(vm.editor.creating).toBe(false);
    vm.editor.change('slotMinutes', 30);
    await vm.editor.save();
    expect(doctorWrites[0]!.body).toMatchObject({ centerId: 1, slotMinutes: 30, version: 4 });
  });
});

describe('a first rule for an account', () => {
  const account: FoundAccount = {
    appUserId: 'u-42',
    name: 'Rozh Ahmed',
    phoneNumber: '+9647501234567',
    hasSetting: false,
  };

  it('says when no account has the number, keeping what was typed', async () => {
    const { gateway } = fakeGateway(account);
    const vm = new UserSettingsViewModel(gateway);
    await vm.editor.load();
    vm.startSearch();
    vm.setPhone('0750 999 9999');
    await vm.find();
    expect(vm.search).toEqual({ kind: 'notFound' });
    expect(vm.phone).toBe('0750 999 9999');
    expect(vm.editor.openKey).toBeNull();
  });

  it('opens the default rule for an account without one, and saving creates it without a version', async () => {
    const { gateway, userWrites } = fakeGateway(account);
    const vm = new UserSettingsViewModel(gateway);
    await vm.editor.load();
    vm.startSearch();
    vm.setPhone('0750 123 4567');
    await vm.find();
    expect(vm.search).toBeNull();
    expect(vm.found).toEqual(account);
    expect(vm.editor.creating).toBe(true);
    expect(vm.editor.draft).toEqual({
      maxOpenAppointments: 3,
      canBookOnline: true,
      blockedUntil: null,
      cancelHoursBefore: 2,
      reason: '',
    });
    vm.editor.change('maxOpenAppointments', 7);
    expect(await vm.editor.save()).toBe(true);
    expect(userWrites).toEqual([
      {
        appUserId: 'u-42',
        body: {
          maxOpenAppointments: 7,
          canBookOnline: true,
          blockedUntil: null,
          cancelHoursBefore: 2,
          reason: '',
        },
      },
    ]);
    expect(vm.editor.rows.map((r) => r.appUserId)).toEqual(['u-42']);
    expect(vm.editor.creating).toBe(false);
  });
});

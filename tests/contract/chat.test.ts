import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTENSION_CALLS,
  toChatHistoryRow,
  toChatMessage,
  toChatMessagePage,
  toSendToHospital,
  toSendToPatient,
} from '../../src/contract/chat/chat';
import { epochMs } from '../../src/contract/shared/iso-date-time';
import { toAppUser, toPatientProfile } from '../../src/contract/patients/patients';
import { asChatUserId } from '../../src/domain/chat/chat-history-row';
import { filterPatients } from '../../src/domain/patients/patient-filter';
import type { LocalDate } from '../../src/domain/patients/local-date';
import { toPatientProfiles } from '../../src/domain/patients/patient-profiles';
import { countArb, dateTimeTextArb, textArb, wireIdArb } from './wire-arbitraries';

describe('chat history rows', () => {
  it('reads the unseen count and the user id, and starts every row offline', () => {
    fc.assert(
      fc.property(textArb, textArb, countArb, wireIdArb, (name, phoneNumber, unseen, id) => {
        expect(
          toChatHistoryRow({ name, phoneNumber, numberOfMessagesNotSeenByAdmin: unseen, superUserId: id }),
        ).toEqual({ name, phoneNumber, unseenByAdmin: unseen, superUserId: String(id), isOnline: false });
      }),
    );
  });

  it('reads the newest message and its time when the server sends both (the extension), else none', () => {
    fc.assert(
      fc.property(textArb, dateTimeTextArb, fc.boolean(), (text, at, bothSent) => {
        const wire = {
          name: 'n',
          phoneNumber: '0750',
          numberOfMessagesNotSeenByAdmin: 0,
          superUserId: 'u-1',
        };
        const row = toChatHistoryRow(
          bothSent
            ? { ...wire, lastMessage: text, lastMessageAt: at }
            : { ...wire, lastMessage: text, lastMessageAt: null },
        );
        expect(row.lastMessage).toEqual(bothSent ? { text, sentAt: epochMs(at) } : undefined);
      }),
    );
  });
});

describe('chat messages', () => {
  it('reads a page of chats in its order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: wireIdArb, message: textArb, sentAt: dateTimeTextArb, fromStaff: fc.boolean() }),
        ),
        (chats) => {
          const page = toChatMessagePage({ chats });
          expect(page.chats.map((m) => m.id)).toEqual(chats.map((m) => String(m.id)));
          expect(page.chats.map((m) => m.sentAt)).toEqual(chats.map((m) => epochMs(m.sentAt)));
        },
      ),
    );
  });

  it('reads one message', () => {
    expect(
      toChatMessage({
        id: 310,
        message: 'Is Dr. Omer in on Sunday?',
        sentAt: '2026-03-01T17:04:12Z',
        fromStaff: false,
      }),
    ).toEqual({
      id: '310',
      text: 'Is Dr. Omer in on Sunday?',
      sentAt: Date.UTC(2026, 2, 1, 17, 4, 12),
      fromStaff: false,
    });
  });

  it('writes the two send bodies', () => {
    expect(toSendToPatient(asChatUserId('88'), 'Yes, from 9.')).toEqual({
      userId: '88',
      message: 'Yes, from 9.',
    });
    expect(toSendToHospital('Thank you')).toEqual({ message: 'Thank you' });
    expect(toSendToHospital('Thank you', 'k-1')).toEqual({ message: 'Thank you', clientMessageId: 'k-1' });
    expect(EXTENSION_CALLS.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      'POST /Chats/SendToPatient staff',
      'POST /Chats/SendToHospital patient',
      'GET /Chats/userchat/{id}/before/{before} patient',
    ]);
  });
});

describe('chat app users', () => {
  const wire = {
    id: 88,
    name: 'Hawre Kamal',
    phoneNumber: '07501234567',
    birthdate: '1991-04-17T00:00:00Z',
    sex: 'Male',
    martialStaus: 'Married',
    bloodGroup: 'O+',
    createdAt: '2025-11-02T08:15:30.1234567',
  };

  it('reads martialStaus as the marital status and keeps the birthdate as written', () => {
    expect(toAppUser(wire)).toEqual({
      id: '88',
      name: 'Hawre Kamal',
      phoneNumber: '07501234567',
      birthdate: '1991-04-17',
      sex: 'Male',
      maritalStatus: 'Married',
      bloodGroup: 'O+',
      createdAt: '2025-11-02T08:15:30',
    });
  });

  it('turns text the server left out into empty text', () => {
    const user = toAppUser({ id: 1, name: 'A', phoneNumber: '0750', createdAt: '2025-11-02T08:15:30' });
    expect([user.birthdate, user.sex, user.maritalStatus, user.bloodGroup]).toEqual(['', '', '', '']);
  });

  it('gives a creation time the patient filter compares by local day', () => {
    const users = [toAppUser(wire), toAppUser({ ...wire, id: 2, createdAt: '2025-11-01T23:59:59' })];
    expect(filterPatients(users, { createdOnOrAfter: '2025-11-02' as LocalDate }).map((u) => u.id)).toEqual([
      '88',
    ]);
  });
});

describe('patient profiles', () => {
  it.each([
    [[], true],
    [[{ patientId: 42, notSeenTestes: 2 }], true],
    [
      [
        { patientId: 42, notSeenTestes: 2 },
        { patientId: 'p-43', notSeenTestes: 0, name: 'Lana' },
      ],
      false,
    ],
  ])('reads notSeenTestes as unseen tests; %j gives noOtherProfile %s', (wire, noOther) => {
    const profiles = wire.map(toPatientProfile);
    expect(profiles.map((p) => [p.patientId, p.unseenTests])).toEqual(
      wire.map((w) => [String(w.patientId), w.notSeenTestes]),
    );
    expect(toPatientProfiles(profiles).noOtherProfile).toBe(noOther);
  });
});

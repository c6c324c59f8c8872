import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterChatHistory } from '../../../src/domain/chat/chat-history-filter';
import { type ChatUserId } from '../../../src/domain/chat/chat-history-row';
import { filterChatList, joinChatPatients } from '../../../src/domain/chat/chat-list';
import { ChatStatus } from '../../../src/domain/chat/chat-status';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import type { Patient } from '../../../src/domain/patients/patient';
import { filterPatients, type PatientFilter } from '../../../src/domain/patients/patient-filter';
import { chatQuery, chatRows, chatUserId, isSubsequence } from './chat-row.arbitrary';

const dayArb = fc.constantFrom('2026-01-01', '2026-02-15', '2026-03-01') as fc.Arbitrary<LocalDate>;
const patientArb: fc.Arbitrary<Patient & { id: ChatUserId }> = fc.record({
  id: chatUserId,
  name: fc.constantFrom('Shno', 'Karwan'),
  phoneNumber: fc.constantFrom('0750', '0770'),
  birthdate: fc.constant('1990-01-01'),
  sex: fc.constantFrom('Female', 'male', ''),
  maritalStatus: fc.constantFrom('Single', 'MARRIED'),
  bloodGroup: fc.constantFrom('A+', 'O+'),
  createdAt: fc.tuple(dayArb, fc.constantFrom('T00:00:00', 'T18:30:00')).map(([d, t]) => d + t),
});
const patientsArb = fc.uniqueArray(patientArb, { selector: (p) => p.id, maxLength: 5 });
const patientFilterArb: fc.Arbitrary<PatientFilter> = fc.record(
  {
    sex: fc.constantFrom('female', 'MALE', 'Female'),
    maritalStatus: fc.constantFrom('single', 'Married'),
    bloodGroup: fc.constantFrom('A+', 'O+'),
    createdOnOrAfter: dayArb,
  },
  { requiredKeys: [] },
);
const statusArb = fc.constantFrom(ChatStatus.Unseen, ChatStatus.AllSeen, ChatStatus.All);

describe('the chat list: chats with their patients, filtered', () => {
  it('keeps every chat, in order, with its own name and phone and its patient card when known', () => {
    fc.assert(
      fc.property(chatRows, patientsArb, (rows, patients) => {
        const joined = joinChatPatients(rows, patients);
        expect(joined.length).toBe(rows.length);
        joined.forEach((row, i) => {
          const patient = patients.find((p) => p.id === rows[i]!.superUserId);
          expect(row.name).toBe(rows[i]!.name);
          expect(row.phoneNumber).toBe(rows[i]!.phoneNumber);
          expect(row.known).toBe(patient !== undefined);
          expect(row.sex).toBe(patient?.sex ?? '');
          expect(row.createdAt).toBe(patient?.createdAt ?? '');
        });
      }),
    );
  });

  it('shows exactly the chats that pass the status, the search and the patient filter, in order', () => {
    fc.assert(
      fc.property(
        chatRows,
        patientsArb,
        statusArb,
        chatQuery,
        patientFilterArb,
        (rows, patients, status, query, patient) => {
          const joined = joinChatPatients(rows, patients);
          const shown = filterChatList(joined, { status, query, patient });
          const byHistory = new Set(filterChatHistory(joined, status, query));
          const byPatient = new Set(filterPatients(joined, patient));
          expect(shown).toEqual(joined.filter((row) => byHistory.has(row) && byPatient.has(row)));
          expect(isSubsequence(shown, joined)).toBe(true);
        },
      ),
    );
  });

  it('never shows a chat whose patient is unknown once a card criterion is chosen', () => {
    fc.assert(
      fc.property(chatRows, patientsArb, patientFilterArb, (rows, patients, patient) => {
        fc.pre(Object.keys(patient).length > 0);
        const shown = filterChatList(joinChatPatients(rows, patients), {
          status: ChatStatus.All,
          query: '',
          patient,
        });
        expect(shown.every((row) => row.known)).toBe(true);
      }),
    );
  });

  it('with no patient criterion, is the inbox filter', () => {
    fc.assert(
      fc.property(chatRows, patientsArb, statusArb, chatQuery, (rows, patients, status, query) => {
        const joined = joinChatPatients(rows, patients);
        expect(filterChatList(joined, { status, query, patient: {} })).toEqual(
          filterChatHistory(joined, status, query),
        );
      }),
    );
  });
});

import { hashOtpCode, OTP_CODE_LENGTH } from '../../auth/otp-code-hash';
import { OtpPolicy } from '../../auth/otp-policy';
import { auditHash } from '../../features/audit/audit-chain';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, REQUEST_CATEGORIES } from '../catalogue/people-and-settings';
import type { Rows, RowSet } from './network-rows';
import type { AppUserRef } from './patients';
import { PhoneNumbers } from './phone-numbers';
import type { SeedContext } from './seed-context';

export const OTP_COUNT = 10_000;
export const AUDIT_COUNT = 100_000;
const OTP_DAYS = 60;
const AUDIT_DAYS = 365;

/** Documentation address ranges (RFC 5737) stand in for the public addresses of phones. */
const PUBLIC_PREFIXES = ['192.0.2.', '198.51.100.', '203.0.113.'];

/** How many ids each audited entity has in the demo data, so audit rows point at real rows. */
const ENTITY_IDS: Readonly<Record<string, number>> = {
  OnlineAppointment: 20_000,
  ChatMessage: 3_000,
  OtpCode: 10_000,
  Doctor: 80,
  DoctorAppointmentSetting: 80,
  UserAppointmentSetting: 36,
  PharmacyItem: 2_000,
  Order: 600,
  LabTestProfile: 400,
  Center: 12,
  CarouselImage: 60,
  News: 24,
  Event: 20,
  Video: 22,
  Job: 10,
  JobApplicant: 200,
  Feedback: 1_500,
  Complaint: 120,
};

/** 10,000 sign-in codes, 100,000 audit records and the daily request totals. */
export function buildRecords(context: SeedContext, users: readonly AppUserRef[]): RowSet {
  return {
    otp_codes: otpCodes(context, users),
    audit_records: auditRecords(context),
    request_totals: requestTotals(context),
  };
}

function otpCodes(context: SeedContext, users: readonly AppUserRef[]): Rows<'otp_codes'> {
  const prng = context.prng.fork('otp');
  const { clock } = context;
  const strangers = new PhoneNumbers(
    prng.fork('phones'),
    users.map((u) => u.phoneNumber),
  );
  // People who asked for a code and never signed in.
  const others = Array.from({ length: 400 }, () => strangers.next());
  const rows: Rows<'otp_codes'> = [];
  for (let n = 0; n < OTP_COUNT; n++) {
    const known = prng.chance(0.85);
    const phone = known ? prng.pick(users).phoneNumber : prng.pick(others);
    const created =
      clock.at(-prng.int(1, OTP_DAYS), prng.weighted(DAY_MINUTES)).getTime() + prng.int(0, 59) * 1000;
    const sent = prng.chance(0.94);
    const used = sent && known && prng.chance(0.78);
    const attempts = used
      ? prng.weighted([
          [1, 85],
          [2, 11],
          [3, 4],
        ] as const)
      : sent
        ? prng.weighted([
            [0, 60],
            [1, 25],
            [5, 15],
          ] as const)
        : 0;
    const code = String(prng.int(0, 10 ** OTP_CODE_LENGTH - 1)).padStart(OTP_CODE_LENGTH, '0');
    const salt = prng.hex(32);
    rows.push({
      phone_number: phone,
      code_salt: salt,
      code_hash: hashOtpCode(salt, code),
      // A demo database keeps the plain code for the dashboard's OTP-Test page.
      code,
      is_sent: sent,
      attempts,
      ip: `${prng.pick(PUBLIC_PREFIXES)}${prng.int(1, 254)}`,
      created_at: new Date(created),
      expires_at: new Date(created + OtpPolicy.lifetimeSeconds * 1000),
      used_at: used ? new Date(created + prng.int(25, 240) * 1000) : null,
    });
  }
  rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  rows.forEach((row, i) => (row.id = i + 1));
  return rows;
}

/** Minutes of the day, weighted: few requests at night, most in the day and evening. */
const DAY_MINUTES: readonly (readonly [number, number])[] = Array.from({ length: 24 * 4 }, (_, i) => {
  const hour = Math.floor(i / 4);
  const weight = hour < 7 ? 0.15 : hour < 9 ? 0.8 : hour < 22 ? 1.5 : 0.6;
  return [i * 15 + 7, weight] as const;
});

function auditRecords(context: SeedContext): Rows<'audit_records'> {
  const prng = context.prng.fork('audit');
  const { clock } = context;
  const staff = context.staff.map((s) => [s, s.role === 'reception' ? 3 : 1] as const);
  // Each staff member works from one center's network (10.<center>.x.y).
  const subnet = new Map(context.staff.map((s, i) => [s.id, `10.${(i % 12) + 1}.`]));
  const rows: Rows<'audit_records'> = [];
  for (let n = 0; n < AUDIT_COUNT; n++) {
    const who = prng.weighted(staff);
    const action = prng.weighted(AUDIT_ACTIONS);
    const session = action === 'Login' || action === 'Logout';
    const entity = session ? 'Session' : prng.weighted(AUDIT_ENTITIES);
    const ids = ENTITY_IDS[entity];
    rows.push({
      staff_user_id: who.id,
      user_name: who.name,
      action,
      entity,
      entity_id: ids === undefined ? (session ? null : String(prng.int(1, 40))) : String(prng.int(1, ids)),
      at: new Date(
        clock.at(-prng.int(1, AUDIT_DAYS), prng.int(8 * 60, 22 * 60 - 1)).getTime() + prng.int(0, 59_999),
      ),
      ip:
        who.role === 'admin' && prng.chance(0.1)
          ? `${prng.pick(PUBLIC_PREFIXES)}${prng.int(1, 254)}`
          : `${subnet.get(who.id)}${prng.int(0, 3)}.${prng.int(2, 254)}`,
    });
  }
  rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  // Numbered and chained in time order, exactly as the server appends them (record-audit.ts).
  let prevHash = '';
  rows.forEach((row, i) => {
    row.id = i + 1;
    row.prev_hash = prevHash;
    row.hash = auditHash(prevHash, {
      at: row.at as Date,
      actorKind: 'staff',
      staffUserId: row.staff_user_id ?? null,
      userName: row.user_name,
      action: row.action,
      area: null,
      entity: row.entity,
      entityId: row.entity_id ?? null,
      outcome: 'success',
      ip: row.ip ?? '',
      reason: null,
      beforeJson: null,
      afterJson: null,
    });
    prevHash = row.hash;
  });
  return rows;
}

function requestTotals(context: SeedContext): Rows<'request_totals'> {
  const prng = context.prng.fork('request-totals');
  const rows: Rows<'request_totals'> = [];
  for (let day = -90; day < 0; day++) {
    const friday = context.clock.weekday(day) === 5;
    for (const [category, mean] of REQUEST_CATEGORIES) {
      rows.push({
        day: context.clock.date(day),
        category,
        total: Math.max(0, Math.round(mean * (friday ? 0.5 : 1) * (0.7 + prng.next() * 0.6))),
      });
    }
  }
  return rows;
}

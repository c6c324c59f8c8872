import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentGridQuerySchema,
  APPOINTMENT_GRID_CALL,
} from '../../src/contract/appointments/appointment-grid';
import { appointmentStateChangeSchema } from '../../src/contract/appointments/appointments';
import { auditQuerySchema } from '../../src/contract/audit/audit';
import { requestCodeSchema, verifyCodeSchema } from '../../src/contract/auth/patient-auth';
import { loginRequestSchema } from '../../src/contract/auth/staff-session';
import { sendToHospitalSchema, sendToPatientSchema } from '../../src/contract/chat/chat';
import { READS } from '../../src/contract/reads/reads';
import { validate, type Schema } from '../../src/contract/shared/schema';
import { pathParamsSchema } from '../../src/contract/shared/wire-call';

/** One request schema with a valid request and, per field, values of the wrong type for it. */
interface RequestCase {
  readonly name: string;
  readonly schema: Schema<unknown>;
  readonly sample: Readonly<Record<string, unknown>>;
  readonly wrong: Readonly<Record<string, readonly unknown[]>>;
}

const TEXT_WRONG = [7, true, null, {}, [], ''];

const CASES: readonly RequestCase[] = [
  {
    name: 'login body',
    schema: loginRequestSchema,
    sample: { username: 'admin', password: 'demo-admin' },
    wrong: { username: [7, true, null, {}], password: [7, true, null, {}] },
  },
  {
    name: 'request-code body',
    schema: requestCodeSchema,
    sample: { phoneNumber: '+9647501234567' },
    wrong: { phoneNumber: TEXT_WRONG },
  },
  {
    name: 'verify-code body',
    schema: verifyCodeSchema,
    sample: { phoneNumber: '+9647501234567', code: '123456' },
    wrong: { phoneNumber: TEXT_WRONG, code: TEXT_WRONG },
  },
  {
    name: 'send-to-patient body',
    schema: sendToPatientSchema,
    sample: { userId: 'u-1', message: 'Your results are ready.' },
    wrong: { userId: TEXT_WRONG, message: TEXT_WRONG },
  },
  {
    name: 'send-to-hospital body',
    schema: sendToHospitalSchema,
    sample: { message: 'Hello' },
    wrong: { message: TEXT_WRONG },
  },
  {
    name: 'appointment state change body',
    schema: appointmentStateChangeSchema,
    sample: { appointmnetState: 3 },
    wrong: { appointmnetState: [0, 8, '3', null, {}] },
  },
  {
    name: 'audit query, as the server reads it',
    schema: auditQuerySchema,
    sample: { page: '0', limit: '60' },
    wrong: { page: ['-1', 'x', '1.5', -1, null], limit: ['', 'ten', 2.5, true] },
  },
  {
    name: 'appointment grid query, as the server reads it',
    schema: appointmentGridQuerySchema,
    sample: { skip: '20', pageSize: '20', doctorId: '12', appointmentState: '2', from: '2026-03-01' },
    wrong: {
      skip: ['x', '-20', null],
      pageSize: ['', 1.5],
      appointmentState: ['0', '9', 'seen', 0],
      from: ['2026-02-30', 'yesterday', 20260301],
      doctorId: ['', 12],
    },
  },
];

describe.each(CASES.map((c) => [c.name, c] as const))('the %s', (_name, c) => {
  const fieldCases = Object.entries(c.wrong).flatMap(([field, values]) =>
    values.map((value) => [field, value] as const),
  );

  it('accepts a valid request', () => {
    expect(validate(c.schema, c.sample).ok).toBe(true);
  });

  it('refuses a request with one field of the wrong type, naming that field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fieldCases), ([field, value]) => {
        expect(validate(c.schema, { ...c.sample, [field]: value })).toEqual({ ok: false, field });
      }),
    );
  });

  it('refuses a body that is not a record, naming the body', () => {
    for (const body of [undefined, null, 'text', 42, []])
      expect(validate(c.schema, body)).toEqual({ ok: false, field: '(body)' });
  });
});

describe('path parameters', () => {
  it('gives every read with parameters a schema that takes the names of its path', () => {
    for (const read of Object.values(READS)) {
      const names = [...read.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const params = Object.fromEntries(
        names.map((n) => [n, n === 'page' ? '1' : n === 'month' ? '2026-03' : 'x']),
      );
      expect(validate(pathParamsSchema(read.path), params), read.path).toEqual({ ok: true, value: params });
    }
  });

  it.each([
    ['/Chats/getChats/{page}/{id}', { page: '0', id: 'u' }, 'page'],
    ['/Chats/getChats/{page}/{id}', { page: '1', id: '' }, 'id'],
    ['/Doctor/{doctorId}/{month}', { doctorId: '4', month: '2026-13' }, 'month'],
    ['/Doctor/{doctorId}/{month}', { month: '2026-03' }, 'doctorId'],
  ])('refuses %s with %j, naming %s', (path, params, field) => {
    expect(validate(pathParamsSchema(path), params)).toEqual({ ok: false, field });
  });

  it('has no parameters for a path without placeholders', () => {
    expect(validate(pathParamsSchema(APPOINTMENT_GRID_CALL.path), {})).toEqual({ ok: true, value: {} });
  });
});

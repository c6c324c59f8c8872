import { describe, expect, it } from 'vitest';
import type { OtpLogGateway, OtpPage, OtpPageRequest } from '../../../src/application/ports/otp-log-gateway';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { DEFAULT_OTP_QUERY } from '../../../src/domain/otp/otp-query';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { OtpLogViewModel, startOfLocalDay } from '../../../src/ui/features/otp/otp-log.view-model';

const pageOf = (total: number, sent = 3, notSent = 1): OtpPage => ({
  rows: [{ id: 1, phoneNumber: '07501234567', codeIsSent: true, createdAt: 0 }],
  total,
  page: 1,
  pageSize: 25,
  counters: { sent, notSent },
});

/** Answers each call when the test says so, recording what was asked. */
class HeldGateway implements OtpLogGateway {
  asked: OtpPageRequest[] = [];
  private pending: ((answer: Result<OtpPage, AppError>) => void)[] = [];

  page(request: OtpPageRequest): Promise<Result<OtpPage, AppError>> {
    this.asked.push(request);
    return new Promise((resolve) => this.pending.push(resolve));
  }

  answer(index: number, value: Result<OtpPage, AppError>): void {
    this.pending[index]?.(value);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the OTP log screen (view-model)', () => {
  it('asks the server for the query of the address, the period as whole local days', async () => {
    const gateway = new HeldGateway();
    const vm = new OtpLogViewModel(gateway);
    const from = '2026-11-01' as LocalDate;
    const to = '2026-11-03' as LocalDate;
    const shown = vm.show({ ...DEFAULT_OTP_QUERY, phone: '750', sent: 'notSent', from, to, page: 2 });
    expect(gateway.asked).toEqual([
      {
        page: 2,
        phone: '750',
        sent: 'notSent',
        from: new Date(2026, 10, 1).getTime(),
        // The last day is included: the period ends where the day after it starts.
        to: new Date(2026, 10, 4).getTime(),
      },
    ]);
    expect(vm.status.kind).toBe('loading');
    gateway.answer(0, ok(pageOf(60)));
    await shown;
    expect(vm.status.kind).toBe('loaded');
    expect(vm.counters).toEqual({ sent: 3, notSent: 1 });
    expect(vm.pageCount).toBe(3);
  });

  it('shows only the newest answer when an older one arrives after it', async () => {
    const gateway = new HeldGateway();
    const vm = new OtpLogViewModel(gateway);
    void vm.show({ ...DEFAULT_OTP_QUERY, phone: '7' });
    void vm.show({ ...DEFAULT_OTP_QUERY, phone: '75' });
    gateway.answer(1, ok(pageOf(2, 2, 0)));
    await settle();
    gateway.answer(0, ok(pageOf(90, 80, 10)));
    await settle();
    expect(vm.counters).toEqual({ sent: 2, notSent: 0 });
    expect(vm.query.phone).toBe('75');
  });

  it('keeps the rows on screen while a code request re-reads them, then shows the new counts', async () => {
    const gateway = new HeldGateway();
    const vm = new OtpLogViewModel(gateway);
    void vm.show(DEFAULT_OTP_QUERY);
    gateway.answer(0, ok(pageOf(4)));
    await settle();
    void vm.refresh();
    expect(vm.status.kind).toBe('loaded');
    expect(vm.page?.total).toBe(4);
    gateway.answer(1, ok(pageOf(5, 4, 1)));
    await settle();
    expect(vm.counters).toEqual({ sent: 4, notSent: 1 });
  });

  it('says access denied on 403 and keeps the error for Retry otherwise', async () => {
    const gateway = new HeldGateway();
    const vm = new OtpLogViewModel(gateway);
    void vm.show(DEFAULT_OTP_QUERY);
    gateway.answer(0, err(AppErrors.forbidden()));
    await settle();
    expect(vm.status.kind).toBe('forbidden');
    void vm.refresh();
    gateway.answer(1, err(AppErrors.networkFailure()));
    await settle();
    expect(vm.status).toEqual({ kind: 'error', failure: AppErrors.networkFailure() });
  });

  it('starts a local day at its local midnight', () => {
    expect(startOfLocalDay('2024-02-29' as LocalDate)).toBe(new Date(2024, 1, 29).getTime());
    expect(startOfLocalDay('2024-12-31' as LocalDate, 1)).toBe(new Date(2025, 0, 1).getTime());
  });
});

import { makeAutoObservable, runInAction } from 'mobx';
import type { OtpLogGateway, OtpPage } from '../../../application/ports/otp-log-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { OtpCounters } from '../../../domain/otp/otp-counters';
import { DEFAULT_OTP_QUERY, type OtpQuery } from '../../../domain/otp/otp-query';
import { pageCount } from '../../../domain/paging/page-count';
import type { LocalDate } from '../../../domain/patients/local-date';

/** What the screen shows instead of (or, while re-reading, above) the rows. */
/** Where the log is: the lists' own status, so it draws with the lists' states. */
export type OtpLogStatus = ListStatus;

/** The first instant of a local calendar day, epoch ms (the browser's time zone). */
export function startOfLocalDay(day: LocalDate, daysLater = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + daysLater).getTime();
}

/**
 * `/dashboard/CodeGeneration`: one page of the OTP log from the server, and the spec's counters
 * (codes sent and not sent) over the period and phone text. The address holds the query
 * (`show`); a patient's code request (`newRequest`) re-reads the page in place (`refresh`).
 * Only the newest request's answer is shown, so a slow answer never overwrites a newer one.
 */
export class OtpLogViewModel {
  query: OtpQuery = DEFAULT_OTP_QUERY;
  status: OtpLogStatus = { kind: 'loading' };
  page: OtpPage | undefined = undefined;
  private asked = 0;

  constructor(private readonly gateway: OtpLogGateway) {
    makeAutoObservable<this, 'gateway' | 'asked'>(this, { gateway: false, asked: false }, { autoBind: true });
  }

  get counters(): OtpCounters {
    return this.page?.counters ?? { sent: 0, notSent: 0 };
  }

  get pageCount(): number {
    return this.page === undefined ? 1 : pageCount(this.page.total, this.page.pageSize);
  }

  /** Shows the query's page (the address changed). */
  show(query: OtpQuery): Promise<void> {
    this.query = query;
    return this.read();
  }

  /** Reads the same page again, keeping the rows on screen meanwhile. */
  refresh(): Promise<void> {
    return this.read();
  }

  private async read(): Promise<void> {
    const asked = ++this.asked;
    const { query } = this;
    if (this.status.kind !== 'loaded') this.status = { kind: 'loading' };
    const answer = await this.gateway.page({
      page: query.page,
      phone: query.phone,
      sent: query.sent,
      from: query.from === undefined ? undefined : startOfLocalDay(query.from),
      // `to` is a whole day: the period ends where the next day starts.
      to: query.to === undefined ? undefined : startOfLocalDay(query.to, 1),
    });
    if (asked !== this.asked) return;
    runInAction(() => {
      if (answer.ok) {
        this.page = answer.value;
        this.status = { kind: 'loaded' };
      } else if (answer.error.code === 'Forbidden') {
        this.status = { kind: 'forbidden' };
      } else {
        this.status = { kind: 'error', failure: answer.error };
      }
    });
  }
}

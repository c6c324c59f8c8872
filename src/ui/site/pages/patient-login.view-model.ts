import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteServices } from '../site-services';

export const LoginStep = { Phone: 'phone', Code: 'code' } as const;
export type LoginStep = (typeof LoginStep)[keyof typeof LoginStep];

/** Translation keys of what can go wrong, by step. */
const PHONE_ERRORS: Readonly<Record<string, string>> = {
  InvalidPhoneNumber: 'site.login.error.invalidPhone',
  BadRequest: 'site.login.error.invalidPhone',
  RateLimited: 'site.login.error.tooManyRequests',
};
const CODE_ERRORS: Readonly<Record<string, string>> = {
  EmptyCode: 'site.login.error.emptyCode',
  InvalidPhoneNumber: 'site.login.error.invalidPhone',
  BadRequest: 'site.login.error.wrongCode',
  RateLimited: 'site.login.error.tooManyAttempts',
};
const OTHER_ERRORS: Readonly<Record<string, string>> = {
  NetworkFailure: 'site.error.network',
  Timeout: 'site.error.network',
};

/**
 * The patient's sign-in: the phone number, then the code received by SMS. What was typed is kept
 * on any failure; the error is a translation key, so it follows a language switch.
 */
export class PatientLoginViewModel {
  step: LoginStep = LoginStep.Phone;
  phone = '';
  code = '';
  busy = false;
  errorKey: string | null = null;

  constructor(private readonly services: Pick<SiteServices, 'requestLoginCode' | 'verifyLoginCode'>) {
    makeAutoObservable<this, 'services'>(this, { services: false }, { autoBind: true });
  }

  setPhone(value: string): void {
    this.phone = value;
  }

  setCode(value: string): void {
    this.code = value;
  }

  /** Back to the phone number (a mistyped number, or no SMS came). */
  changePhone(): void {
    this.step = LoginStep.Phone;
    this.code = '';
    this.errorKey = null;
  }

  async requestCode(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.errorKey = null;
    const result = await this.services.requestLoginCode.execute(this.phone);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.step = LoginStep.Code;
      else
        this.errorKey =
          PHONE_ERRORS[result.error.code] ?? OTHER_ERRORS[result.error.code] ?? 'site.error.server';
    });
  }

  /** True once the patient is signed in. */
  async verify(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.errorKey = null;
    const result = await this.services.verifyLoginCode.execute(this.phone, this.code);
    runInAction(() => {
      this.busy = false;
      if (!result.ok)
        this.errorKey =
          CODE_ERRORS[result.error.code] ?? OTHER_ERRORS[result.error.code] ?? 'site.error.server';
    });
    return result.ok;
  }
}

/** One row of the OTP log: a phone number and whether its code went out by SMS. */
export interface OtpCode {
  readonly phoneNumber: string;
  readonly codeIsSent: boolean;
}

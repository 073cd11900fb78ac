import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** E-mail login is throttled by the last-login timestamp (SPEC §4); `seconds` is what remains. */
export class EmailThrottledError extends BaseError {
  static readonly code = 'EMAIL_THROTTLED'
  override name = 'EmailThrottledError'
  readonly seconds: number
  constructor({ seconds, ...parameters }: BaseErrorParameters & { seconds: number }) {
    const whole = Math.max(1, Math.ceil(seconds))
    super(EmailThrottledError.code, `Please try again after ${whole} seconds`, { ...parameters, meta: { seconds: whole } })
    this.seconds = whole
  }
}

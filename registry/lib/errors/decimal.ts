import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/**
 * Thrown by the decimal parser (lib/evm) for anything but an optional minus, digits and one dot.
 * The value leads the sentence so the SPEC text 'is not a valid decimal number' stays whole.
 */
export class InvalidDecimalNumberError extends BaseError {
  static readonly code = 'INVALID_DECIMAL_NUMBER'
  override name = 'InvalidDecimalNumberError'
  readonly value: string
  constructor({ value, ...parameters }: BaseErrorParameters & { value: string }) {
    super(InvalidDecimalNumberError.code, `${value} is not a valid decimal number`, { ...parameters, meta: { value } })
    this.value = value
  }
}

import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/**
 * CAIP identifier errors (SPEC §5). Two address texts exist on purpose: a value that merely has
 * the wrong shape is 'Invalid CAIP Address'; one that is split into parts and fails the CAIP-10
 * rules (part count, known namespace, characters) is 'Invalid CAIP-10 address'.
 */

/** A value expected to be `namespace:reference:address` does not have three parts. */
export class InvalidCaipAddressError extends BaseError {
  static readonly code = 'CAIP_ADDRESS_INVALID'
  override name = 'InvalidCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(InvalidCaipAddressError.code, 'Invalid CAIP Address', parameters)
  }
}

/** A CAIP-10 account id failed to parse or format. `details` holds the offending value. */
export class InvalidCaip10AddressError extends BaseError {
  static readonly code = 'CAIP10_ADDRESS_INVALID'
  override name = 'InvalidCaip10AddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(InvalidCaip10AddressError.code, 'Invalid CAIP-10 address', parameters)
  }
}

/** A CAIP-2 network id failed to parse or format. `details` holds the offending value. */
export class InvalidCaipNetworkIdError extends BaseError {
  static readonly code = 'CAIP2_NETWORK_ID_INVALID'
  override name = 'InvalidCaipNetworkIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(InvalidCaipNetworkIdError.code, 'Invalid CAIP-2 network id', parameters)
  }
}

export type CaipErrorType = InvalidCaipAddressError | InvalidCaip10AddressError | InvalidCaipNetworkIdError

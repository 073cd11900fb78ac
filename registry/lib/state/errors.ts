import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** SPEC §5: the two sign-in options are alternatives, never combined. */
export class SiweAndSiwxConflictError extends BaseError {
  static readonly code = 'OPTIONS_SIWE_SIWX_CONFLICT'
  override name = 'SiweAndSiwxConflictError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(SiweAndSiwxConflictError.code, 'Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}

/** SPEC §5: every namespace keeps at least one network. */
export class LastNetworkRemovalError extends BaseError {
  static readonly code = 'NETWORK_LAST_OF_NAMESPACE'
  override name = 'LastNetworkRemovalError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(LastNetworkRemovalError.code, 'Cannot remove last network for a namespace', parameters)
  }
}

/** SPEC §8: an action needed a connector that is not there. */
export class ConnectorUndefinedError extends BaseError {
  static readonly code = 'CONNECTOR_UNDEFINED'
  override name = 'ConnectorUndefinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ConnectorUndefinedError.code, 'connector is undefined', parameters)
  }
}

/** SPEC §8: the requested network is not in the configured list. */
export class NetworkNotFoundError extends BaseError {
  static readonly code = 'NETWORK_NOT_FOUND'
  override name = 'NetworkNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(NetworkNotFoundError.code, 'Network not found', parameters)
  }
}

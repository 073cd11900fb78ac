import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'
import { defineErrorClass } from '@/registry/lib/errors/define-error-class'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'

/** Network and chain-selection errors (SPEC §5, §8). */

export class NetworkNotFoundError extends defineErrorClass('NetworkNotFoundError', 'NETWORK_NOT_FOUND', 'Network not found') {}

/** Sending on a namespace that has no send flow (anything but eip155 and solana). */
export class UnsupportedChainError extends defineErrorClass('UnsupportedChainError', 'UNSUPPORTED_CHAIN', 'Unsupported chain') {}

/** The wallet refused wallet_addEthereumChain after an unrecognized-chain switch. */
export class ChainNotSupportedError extends defineErrorClass('ChainNotSupportedError', 'CHAIN_NOT_SUPPORTED', 'Chain is not supported') {}

export class LastNetworkRemovalError extends defineErrorClass(
  'LastNetworkRemovalError',
  'NETWORK_LAST_IN_NAMESPACE',
  'Cannot remove last network for a namespace',
) {}

/** SPEC §5 gives no text for this rule; the words say what to do first. */
export class AdapterConnectedError extends defineErrorClass(
  'AdapterConnectedError',
  'ADAPTER_CONNECTED',
  'Cannot remove an adapter while it is connected. Disconnect it first.',
) {}

/**
 * switchNetwork from code to a network of a namespace no wallet is connected on, while another
 * namespace is: the kit cannot address it, so nothing changes (SPEC §5 gives no text; the words
 * say what to do). meta.namespace names it, for modal.open({ view: 'Connect', data: { namespace } }).
 */
export class NamespaceNotConnectedError extends defineErrorClass(
  'NamespaceNotConnectedError',
  'NAMESPACE_NOT_CONNECTED',
  'No wallet is connected for this network. Connect a wallet for it first.',
) {}

/** Carries 32603 so a wallet-facing reply can forward the code SPEC assigns. */
export class InvalidChainIdError extends BaseError {
  static readonly code = 'INVALID_CHAIN_ID'
  static readonly shortMessage = 'Invalid chainId'
  override name = 'InvalidChainIdError'
  readonly rpcCode = rpcErrorCodes.invalidChainId
  constructor(parameters: BaseErrorParameters = {}) {
    super(InvalidChainIdError.code, InvalidChainIdError.shortMessage, parameters)
  }
}

/**
 * A wallet answered 4902: it does not know the chain, so the caller should add it.
 *
 * @reserved the injected connector answers a 4902 itself (wallet_addEthereumChain, then the switch), so the kit never surfaces it; the class names SPEC's code and text for hosts that call a wallet directly.
 */
export class UnrecognizedChainError extends BaseError {
  static readonly code = 'UNRECOGNIZED_CHAIN'
  static readonly shortMessage = 'Unrecognized chain'
  override name = 'UnrecognizedChainError'
  readonly rpcCode = rpcErrorCodes.unrecognizedChain
  constructor(parameters: BaseErrorParameters = {}) {
    super(UnrecognizedChainError.code, UnrecognizedChainError.shortMessage, parameters)
  }
}

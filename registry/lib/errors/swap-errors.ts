import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Swap and gas-price availability errors (SPEC §8). */

export class GasPriceUnsupportedNetworkError extends defineErrorClass(
  'GasPriceUnsupportedNetworkError',
  'GAS_PRICE_NETWORK_UNSUPPORTED',
  'Network not supported for Gas Price',
) {}

export class SwapUnsupportedNetworkError extends defineErrorClass(
  'SwapUnsupportedNetworkError',
  'SWAP_NETWORK_UNSUPPORTED',
  'Network not supported for Swaps',
) {}

import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Polkadot extension errors (issue 17): the injected `window.injectedWeb3` wallets. */

/** The extension the connector was made for is no longer injected in the page (removed or disabled). */
export class PolkadotExtensionNotFoundError extends defineErrorClass(
  'PolkadotExtensionNotFoundError',
  'POLKADOT_EXTENSION_NOT_FOUND',
  'Polkadot extension not found',
) {}

/** The extension authorised the site but shares no account usable on the requested network. */
export class PolkadotNoAccountsError extends defineErrorClass(
  'PolkadotNoAccountsError',
  'POLKADOT_NO_ACCOUNTS',
  'No Polkadot account available',
) {}

/** A value that is not an SS58 (or 32-byte hex) Polkadot address. `details` holds it. */
export class InvalidPolkadotAddressError extends defineErrorClass(
  'InvalidPolkadotAddressError',
  'POLKADOT_ADDRESS_INVALID',
  'Invalid Polkadot address',
) {}

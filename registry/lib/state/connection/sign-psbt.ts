import { AccountNotFoundError } from '@/registry/lib/errors/account'
import {
  AdapterUndefinedError,
  ConnectorUndefinedError,
  InvalidWalletResponseError,
  ProviderUndefinedError,
} from '@/registry/lib/errors/connector'
import { InvalidPsbtError } from '@/registry/lib/errors/bitcoin'
import { psbtBytes, type SignPsbtResult } from '@/registry/lib/connectors/bitcoin-psbt'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

export type SignPsbtParameters = {
  /** The PSBT (BIP-174), base64 or bytes. */
  psbt: string | Uint8Array
  /** The inputs the wallet should sign; `address` defaults to the connected payment account. */
  signInputs: ReadonlyArray<{ index: number; address?: string | undefined; sighashTypes?: readonly number[] | undefined }>
  /** Have the wallet broadcast the finalized transaction (`bitcoin:signAndSendTransaction`); the reply is the txid. */
  broadcast?: boolean | undefined
}

/**
 * Asks the connected Bitcoin wallet to sign inputs of a PSBT (`bip122_signPsbt`, the wallet's
 * `bitcoin:signTransaction`). A malformed PSBT or a request without inputs is refused with
 * InvalidPsbtError ('Invalid PSBT') before the wallet is asked; a wallet without the feature is
 * 'Wallet Method Unsupported'; the refusals of signMessage apply (no bip122 networks, no account,
 * no connector, no provider).
 *
 * @example
 * const { psbt } = await signPsbt(kit, { psbt: base64Psbt, signInputs: [{ index: 0 }] })
 */
export async function signPsbt(kit: WalletKitStores, parameters: SignPsbtParameters): Promise<SignPsbtResult> {
  if (!kit.networks.store.getState().networks.some((n) => n.chainNamespace === 'bip122'))
    throw new AdapterUndefinedError({ details: 'no bip122 networks configured' })
  const account = kit.connection.store.getState().accounts.bip122
  if (!account?.address || account.status !== 'connected')
    throw new AccountNotFoundError({ details: 'no connected Bitcoin account can sign' })
  const connector = kit.connection.getActiveConnector('bip122')
  if (!connector) throw new ConnectorUndefinedError({ details: 'no active connector for bip122' })
  if (!connector.request) throw new ProviderUndefinedError({ details: `${connector.id} has no provider` })
  // Checked here too, so a bad PSBT never opens a wallet prompt whatever the connector.
  psbtBytes(parameters.psbt)
  if (parameters.signInputs.length === 0) throw new InvalidPsbtError({ details: 'name at least one input to sign' })
  const params = {
    psbt: parameters.psbt,
    signInputs: parameters.signInputs.map((input) => ({
      index: input.index,
      address: input.address ?? account.address,
      ...(input.sighashTypes ? { sighashTypes: [...input.sighashTypes] } : {}),
    })),
    ...(parameters.broadcast ? { broadcast: true } : {}),
  }
  const reply = (await connector.request({ method: 'bip122_signPsbt', params })) as Partial<{ psbt: unknown; txid: unknown }> | undefined
  if (typeof reply?.txid === 'string') return { txid: reply.txid }
  if (typeof reply?.psbt === 'string') return { psbt: reply.psbt }
  throw new InvalidWalletResponseError('bip122_signPsbt')
}

import { Keyring } from '@polkadot/keyring'
import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { z } from 'zod'
import { polkadotSs58Prefixes, substrateSs58Prefix } from '../../../registry/lib/chains/polkadot-networks'
import type { CaipNetworkId } from '../../../registry/lib/caip/caip-types'
import { WalletRpcError } from './handle-request'

const signMessageParams = z.object({ address: z.string().min(1), message: z.string() })

export type PolkadotSigner = {
  /** The account's SS58 address on a polkadot chain (CAIP-2), with that chain's prefix. */
  addressOn(chain: string): string
  /** Answers polkadot_signMessage like an extension's signRaw: the bytes wrapped in <Bytes>…</Bytes>, sr25519, 0x hex. */
  handle(chain: string, method: string, params: unknown): unknown
}

/** The wallet's Polkadot side: one sr25519 key from a dev URI (e.g. `//Alice`), with @polkadot/keyring. */
export async function createPolkadotSigner(uri: string): Promise<PolkadotSigner> {
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519' }).addFromUri(uri)
  const keyring = new Keyring({ type: 'sr25519' })
  const addressOn = (chain: string): string =>
    keyring.encodeAddress(pair.publicKey, polkadotSs58Prefixes[chain as CaipNetworkId] ?? substrateSs58Prefix)
  return {
    addressOn,
    handle(_chain, method, params) {
      if (method !== 'polkadot_signMessage') throw new WalletRpcError(4200, `Unsupported method: ${method}`)
      const { address, message } = signMessageParams.parse(params)
      // Any SS58 form of our key is ours; the prefix only names the network.
      if (u8aToHex(keyring.decodeAddress(address)) !== u8aToHex(pair.publicKey)) throw new WalletRpcError(4100, `No key for ${address}`)
      const bytes = isHex(message) ? hexToU8a(message) : stringToU8a(message)
      return { signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
    },
  }
}

import { Keyring } from '@polkadot/keyring'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { hexToU8a, isHex, u8aIsWrapped, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'

export type PolkadotWalletConfig = {
  /** A secret URI for @polkadot/keyring (e.g. '//Alice': the public dev phrase, never for real funds). */
  uri: string
  /** The account's name as the extension shows it. */
  accountName: string
}

/** The test's hand on the extension: decline the next prompt as a user would, read what was asked. */
export type PolkadotWalletControls = {
  rejectNextRequest(): void
  /** Every signRaw and signPayload request, in order. */
  readonly signRequests: ReadonlyArray<SignerPayloadRaw | SignerPayloadJSON>
  readonly enabledBy: readonly string[]
}

/**
 * The Devnet Polkadot Wallet: a `window.injectedWeb3` extension with one sr25519 account from a
 * fixed dev URI (@polkadot/keyring). `enable(origin)` authorises the site (no prompt: the test
 * approves, unless `controls.rejectNextRequest()` was called), `signer.signRaw` signs the bytes
 * wrapped in <Bytes>…</Bytes> as real extensions do, `signer.signPayload` signs an extrinsic's
 * payload (SCALE-encoded with @polkadot/types, hashed when over 256 bytes, a type-prefixed
 * signature) as they do too. Accounts are shared in the generic SS58
 * format (42) with no genesis hash, so they fit every chain.
 */
export function createPolkadotWallet(config: PolkadotWalletConfig) {
  let rejectNext = false
  const signRequests: Array<SignerPayloadRaw | SignerPayloadJSON> = []
  const enabledBy: string[] = []
  let nextId = 0
  const ready = cryptoWaitReady().then(() =>
    new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(config.uri, { name: config.accountName }),
  )

  const takeRejection = (): boolean => {
    const reject = rejectNext
    rejectNext = false
    return reject
  }

  async function enable(origin: string): Promise<Injected> {
    const pair = await ready
    if (takeRejection()) throw new Error('Rejected')
    enabledBy.push(origin)
    const accounts: InjectedAccount[] = [{ address: pair.address, name: config.accountName, type: 'sr25519', genesisHash: null }]
    return {
      accounts: {
        get: async () => accounts,
        subscribe: (callback) => {
          void callback(accounts)
          return () => undefined
        },
      },
      signer: {
        async signRaw(payload: SignerPayloadRaw): Promise<SignerResult> {
          signRequests.push(payload)
          if (takeRejection()) throw new Error('Cancelled')
          if (payload.type !== 'bytes') throw new Error('Only raw bytes can be signed')
          if (u8aToHex(decodeAddress(payload.address)) !== u8aToHex(pair.publicKey))
            throw new Error(`Unable to find the account ${payload.address}`)
          const data = isHex(payload.data) ? hexToU8a(payload.data) : new TextEncoder().encode(payload.data)
          // As extensions do: raw bytes are signed wrapped, so a site can never get a transaction signed this way.
          const signature = pair.sign(u8aIsWrapped(data, false) ? data : u8aWrapBytes(data))
          return { id: ++nextId, signature: u8aToHex(signature) }
        },
        async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
          signRequests.push(payload)
          if (takeRejection()) throw new Error('Cancelled')
          if (u8aToHex(decodeAddress(payload.address)) !== u8aToHex(pair.publicKey))
            throw new Error(`Unable to find the account ${payload.address}`)
          // No chain metadata here: the payload's own signed extensions tell how it is encoded.
          const registry = new TypeRegistry()
          registry.setSignedExtensions(payload.signedExtensions)
          const { signature } = registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
          return { id: ++nextId, signature }
        },
      },
    }
  }

  const controls: PolkadotWalletControls = {
    rejectNextRequest: () => {
      rejectNext = true
    },
    signRequests,
    enabledBy,
  }
  return { enable, controls }
}

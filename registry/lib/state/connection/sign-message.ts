import { base58 } from '@scure/base'
import { isHexSignedMessage } from '@/registry/lib/caip/is-hex-signed-message'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { AccountNotFoundError } from '@/registry/lib/errors/account'
import {
  AdapterUndefinedError,
  ConnectorUndefinedError,
  InvalidWalletResponseError,
  ProviderUndefinedError,
} from '@/registry/lib/errors/connector'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

const polkadotSignatureHex = /^0x(?:[0-9a-fA-F]{2}){64,66}$/

const toHex = (text: string): `0x${string}` =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * Asks the connected wallet to sign `text`: EIP-191 `personal_sign` on eip155 (a 0x signature),
 * `solana_signMessage` on solana (the base58 signature), `bip122_signMessage` on bip122 (a
 * BIP-322 signature, base64), `polkadot_signMessage` on polkadot (signRaw, 0x hex). Any connector
 * works: injected, WalletConnect, or the embedded wallet, whose frame asks the user on its own origin.
 *
 * Refusals, checked in this order: a namespace the kit has no networks (adapter) for is
 * 'adapter is undefined'; no connected account is 'Address or auth connector not found'; an
 * account whose connector is gone is 'connector is undefined'; a connector without a provider is
 * 'provider is undefined'.
 *
 * @example
 * const signature = await signMessage(kit, 'Sign in to example.com')
 */
export async function signMessage(
  kit: WalletKitStores,
  text: string,
  namespace: ChainNamespace | undefined = kit.connection.store.getState().activeNamespace,
): Promise<string> {
  const account = namespace ? kit.connection.store.getState().accounts[namespace] : undefined
  const connector = namespace ? kit.connection.getActiveConnector(namespace) : undefined
  if (namespace && !kit.networks.store.getState().networks.some((n) => n.chainNamespace === namespace))
    throw new AdapterUndefinedError({ details: `no ${namespace} networks configured` })
  if (!namespace || !account?.address) throw new AccountNotFoundError({ details: 'no connected account can sign' })
  if (!connector) throw new ConnectorUndefinedError({ details: `no active connector for ${namespace}` })
  if (!connector.request) throw new ProviderUndefinedError({ details: `${connector.id} has no provider` })
  if (namespace === 'solana') {
    const reply = (await connector.request({ method: 'solana_signMessage', params: { message: text, pubkey: account.address } })) as
      | { signature?: unknown }
      | undefined
    if (reply?.signature instanceof Uint8Array) return base58.encode(reply.signature)
    if (typeof reply?.signature === 'string' && reply.signature.length > 0) return reply.signature
    throw new InvalidWalletResponseError('solana_signMessage')
  }
  if (namespace === 'bip122') {
    // BIP-322 through the wallet's bitcoin:signMessage, by the payment account; the signature is base64.
    const reply = (await connector.request({ method: 'bip122_signMessage', params: { message: text, address: account.address } })) as
      | { signature?: unknown }
      | undefined
    if (typeof reply?.signature === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(reply.signature)) return reply.signature
    throw new InvalidWalletResponseError('bip122_signMessage')
  }
  if (namespace === 'polkadot') {
    // signRaw of the UTF-8 bytes (the wallet wraps them in <Bytes>…</Bytes>); an sr25519/ed25519 signature, 0x hex.
    const reply = (await connector.request({ method: 'polkadot_signMessage', params: { message: text, address: account.address } })) as
      | { signature?: unknown }
      | undefined
    if (typeof reply?.signature === 'string' && polkadotSignatureHex.test(reply.signature)) return reply.signature
    throw new InvalidWalletResponseError('polkadot_signMessage')
  }
  const signature = await connector.request({ method: 'personal_sign', params: [toHex(text), account.address] })
  // SPEC §5's hex signed message: 65-byte, EIP-2098 compact (64-byte) and longer contract-account signatures pass.
  if (!isHexSignedMessage(signature)) throw new InvalidWalletResponseError('personal_sign')
  return signature
}

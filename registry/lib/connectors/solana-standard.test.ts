import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { watchSolanaWallets } from './solana-discovery'
import { createSolanaStandardConnector } from './solana-standard'
import type { Connector } from './connector-interface'
import { ProviderRpcError } from './provider-errors'

/** A wallet-standard wallet holding a real ed25519 key; signatures are checked with node:crypto. */
function testWallet(name: string, options: { signMessage?: boolean } = {}) {
  // Not generateKeyPairSync('ed25519') with a JWK export: on Node 20 that pair can deadlock the
  // process (see apps/devnet/src/services/routes/attestation-key.ts). Imported keys cannot.
  const pair = Keypair.generate()
  const raw = Buffer.from(pair.publicKey.toBytes())
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }
  const privateKey = createPrivateKey({
    key: { ...jwk, d: Buffer.from(pair.secretKey.subarray(0, 32)).toString('base64url') },
    format: 'jwk',
  })
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' })
  const account: WalletAccount = {
    address: new PublicKey(raw).toBase58(),
    publicKey: raw,
    chains: ['solana:devnet'],
    features: ['solana:signMessage'],
  }
  const listeners = new Set<(props: unknown) => void>()
  let accounts: WalletAccount[] = []
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet', 'solana:devnet'],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ((accounts = [account]), { accounts }) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (accounts = []) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (props: unknown) => void) => (listeners.add(listener), () => listeners.delete(listener)),
      },
      ...(options.signMessage === false
        ? {}
        : {
            'solana:signMessage': {
              version: '1.0.0',
              signMessage: async (input: { message: Uint8Array }) => [
                { signedMessage: input.message, signature: new Uint8Array(sign(null, input.message, privateKey)) },
              ],
            },
          }),
    },
  }
  const change = (next: WalletAccount[]) => {
    accounts = next
    listeners.forEach((l) => l({ accounts: next }))
  }
  return { wallet, account, publicKey, change }
}

describe('solana wallet-standard', () => {
  test('behavior: getWallets discovery lists registered Solana wallets as connectors on chain solana', () => {
    let latest: readonly Connector[] = []
    const stop = watchSolanaWallets({ onChange: (list) => (latest = list) })
    const { wallet } = testWallet('Discovered Sol')
    const unregister = getWallets().register(wallet)
    expect(latest.find((c) => c.name === 'Discovered Sol')).toMatchObject({ chain: 'solana', type: 'ANNOUNCED', imageUrl: wallet.icon })
    unregister()
    expect(latest.find((c) => c.name === 'Discovered Sol')).toBeUndefined()
    stop()
  })

  test('behavior: wallets without a Solana chain are not listed', () => {
    let latest: readonly Connector[] = []
    const stop = watchSolanaWallets({ onChange: (list) => (latest = list) })
    const unregister = getWallets().register({ ...testWallet('EVM only').wallet, chains: ['eip155:1'] })
    expect(latest.find((c) => c.name === 'EVM only')).toBeUndefined()
    unregister()
    stop()
  })

  test('behavior: standard:connect connects and solana:signMessage signs with the wallet key', async () => {
    const { wallet, account, publicKey } = testWallet('Signer')
    const connector = createSolanaStandardConnector(wallet)
    const result = await connector.connect({ chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    expect(result).toEqual({ address: account.address, accounts: [account.address], chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    const message = new TextEncoder().encode('hello walletkit')
    const { signature } = (await connector.request!({ method: 'solana_signMessage', params: { message } })) as { signature: Uint8Array }
    expect(verify(null, message, publicKey, signature)).toBe(true)
  })

  test('behavior: standard:events account changes reach the emitter', async () => {
    const { wallet, change } = testWallet('Events')
    const connector = createSolanaStandardConnector(wallet)
    await connector.connect()
    const seen: unknown[] = []
    connector.events.on('accountsChanged', (a) => seen.push(a))
    connector.events.on('disconnect', () => seen.push('disconnect'))
    change([])
    expect(seen).toEqual([[], 'disconnect'])
  })

  test('behavior: a missing feature is a 4200 unsupported-method error', async () => {
    const { wallet } = testWallet('No sign', { signMessage: false })
    const connector = createSolanaStandardConnector(wallet)
    await connector.connect()
    const error = await connector.request?.({ method: 'solana_signMessage', params: { message: 'x' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).rpcCode).toBe(4200)
  })

  test('behavior: switchChain records the network and emits chainChanged', async () => {
    const { wallet } = testWallet('Switch')
    const connector = createSolanaStandardConnector(wallet)
    const seen: unknown[] = []
    connector.events.on('chainChanged', (c) => seen.push(c))
    await connector.switchChain({
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      name: 'Devnet',
      nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [] } },
    })
    expect(await connector.getChainId()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(seen).toEqual(['EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })

  test('parameters: defaultChainId is the chain of a restored session until a connect or switch names one; without it mainnet', async () => {
    const local = 'pb4NaC5roYPZ1W67eU8f5buKsv8824a8'
    expect(await createSolanaStandardConnector(testWallet('No default').wallet).getChainId()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    let active: string | undefined = local
    const { wallet, account } = testWallet('Restored')
    await (wallet.features['standard:connect'] as { connect(): Promise<unknown> }).connect()
    const connector = createSolanaStandardConnector(wallet, { defaultChainId: () => active })
    // Reload: the wallet still holds the account (silent connect); the chain is the app's network.
    expect(await connector.getAccounts()).toEqual([account.address])
    expect(await connector.getChainId()).toBe(local)
    active = undefined
    expect(await connector.getChainId()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(await connector.connect({ chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toMatchObject({
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    active = local
    expect(await connector.getChainId()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  test('parameters: watchSolanaWallets passes defaultChainId to its connectors', async () => {
    let latest: readonly Connector[] = []
    const stop = watchSolanaWallets({ onChange: (list) => (latest = list), defaultChainId: () => 'pb4NaC5roYPZ1W67eU8f5buKsv8824a8' })
    const unregister = getWallets().register(testWallet('Defaulted').wallet)
    expect(await latest.find((c) => c.name === 'Defaulted')?.getChainId()).toBe('pb4NaC5roYPZ1W67eU8f5buKsv8824a8')
    unregister()
    stop()
  })
})

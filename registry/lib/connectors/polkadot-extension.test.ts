import { describe, expect, test } from 'vitest'
import { createPolkadotWallet } from '../../../apps/polkadot-wallet/src/extension'
import { polkadotDevAccount } from '../../../apps/devnet/src/services/polkadot-ledger'
import { kusama, polkadot, westend } from '@/registry/lib/chains/polkadot-networks'
import { ProviderRpcError } from '@/registry/lib/errors/provider-rpc'
import { InvalidCaipNetworkIdError } from '@/registry/lib/errors/caip'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { PolkadotExtensionNotFoundError, PolkadotNoAccountsError } from '@/registry/lib/errors/polkadot'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { signMessage } from '@/registry/lib/state/connection/sign-message'
import { verifyPolkadotSignature } from '@/registry/lib/polkadot/verify-polkadot-signature'
import { createPolkadotExtensionConnector, type PolkadotInjectedWindow } from './polkadot-extension'

// The Devnet Polkadot Wallet (real sr25519 keys through @polkadot/keyring) where an extension is
// needed; hand-made injected entries only for answers no honest extension gives.
const aliceOnPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }

function setup(options: { chainId?: string } = {}) {
  const wallet = createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
  const page: PolkadotInjectedWindow = { injectedWeb3: { 'devnet-polkadot-wallet': { enable: wallet.enable, version: '0.1.0' } } }
  const connector = createPolkadotExtensionConnector({
    source: 'devnet-polkadot-wallet',
    appName: () => 'walletkit test',
    window: page,
    defaultChainId: () => options.chainId,
  })
  return { wallet, page, connector }
}

const oddExtension = (injected: unknown): PolkadotInjectedWindow => ({ injectedWeb3: { odd: { enable: async () => injected } } })
const oddConnector = (page: PolkadotInjectedWindow, chainId?: string) =>
  createPolkadotExtensionConnector({ source: 'odd', appName: () => 'x', window: page, defaultChainId: () => chainId })

describe('injected Polkadot extension connector', () => {
  test('default: connects on Polkadot with the account in SS58 format 0; the extension is asked by this app name only', async () => {
    const { wallet, connector } = setup()
    expect([connector.id, connector.name, connector.chain, connector.type]).toEqual([
      'injected-web3:devnet-polkadot-wallet',
      'Devnet Polkadot Wallet',
      'polkadot',
      'ANNOUNCED',
    ])
    const result = await connector.connect()
    expect(result).toEqual({ address: aliceOnPolkadot, chainId: '91b171bb158e2d3848fa23a9f1c25182', accounts: [aliceOnPolkadot] })
    expect(wallet.controls.enabledBy).toEqual(['walletkit test'])
  })

  test('behavior: a chain that is no CAIP-2 reference is refused by lib/caip before the extension is asked', async () => {
    const { wallet, connector } = setup()
    // A whole CAIP-2 id where the reference belongs once connected with the generic Substrate prefix.
    const refused = connector.connect({ chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })
    await expect(refused).rejects.toBeInstanceOf(InvalidCaipNetworkIdError)
    await expect(refused).rejects.toThrow('Invalid CAIP-2 network id')
    expect(wallet.controls.enabledBy).toEqual([])
  })

  test('behavior: through the kit, the CAIP-10 id is polkadot:<genesis prefix>:<SS58>; switching to Westend re-encodes the address (prefix 42)', async () => {
    const { connector } = setup()
    const kit = createWalletKit({ projectId: 'p', networks: [polkadot, kusama, westend], storage: createMemoryStorage(), platform })
    kit.connectors.register(connector)
    await kit.connection.connect(connector)
    expect(kit.connection.store.getState().accounts.polkadot?.caipAddress).toBe(
      `polkadot:91b171bb158e2d3848fa23a9f1c25182:${aliceOnPolkadot}`,
    )
    await kit.networks.switchNetwork(westend)
    expect(kit.connection.store.getState().accounts.polkadot?.caipAddress).toBe(
      `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${polkadotDevAccount.address}`,
    )
    expect(await connector.getChainId()).toBe('e143f23803ac50e8f6f8e62695d1ce9e')
  })

  test('behavior: signMessage signs through signRaw; the signature verifies with util-crypto for this text only', async () => {
    const { wallet, connector } = setup()
    const kit = createWalletKit({ projectId: 'p', networks: [polkadot], storage: createMemoryStorage(), platform })
    kit.connectors.register(connector)
    await kit.connection.connect(connector)
    const signature = await signMessage(kit, 'Sign in to walletkit')
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(wallet.controls.signRequests).toEqual([
      { address: aliceOnPolkadot, data: '0x5369676e20696e20746f2077616c6c65746b6974', type: 'bytes' },
    ])
    expect(await verifyPolkadotSignature({ address: aliceOnPolkadot, message: 'Sign in to walletkit', signature })).toBe(true)
    expect(await verifyPolkadotSignature({ address: aliceOnPolkadot, message: 'Sign in to walletkit!', signature })).toBe(false)
  })

  test('behavior: a refused authorisation or signature is the user-rejected provider error (4001)', async () => {
    const { wallet, connector } = setup()
    wallet.controls.rejectNextRequest()
    const refused = await connector.connect().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ rpcCode: 4001 })
    await connector.connect()
    wallet.controls.rejectNextRequest()
    await expect(connector.request?.({ method: 'polkadot_signMessage', params: { message: 'x' } })).rejects.toMatchObject({ rpcCode: 4001 })
    await expect(connector.request?.({ method: 'polkadot_signTransaction', params: {} })).rejects.toMatchObject({ rpcCode: 4200 })
  })

  test('behavior: a missing extension, no account for the network, or a malformed reply are typed errors', async () => {
    const gone = createPolkadotExtensionConnector({ source: 'gone', appName: () => 'x', window: { injectedWeb3: {} } })
    await expect(gone.connect()).rejects.toThrow(PolkadotExtensionNotFoundError)
    await expect(gone.connect()).rejects.toThrow('Polkadot extension not found')
    // Accounts pinned to Kusama, or Ethereum-type keys, are not Polkadot accounts.
    const accounts = [
      { address: polkadotDevAccount.address, genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' },
      { address: '0x1111111111111111111111111111111111111111', type: 'ethereum' },
    ]
    const pinned = oddExtension({ accounts: { get: async () => accounts }, signer: {} })
    await expect(oddConnector(pinned).connect()).rejects.toThrow(PolkadotNoAccountsError)
    expect((await oddConnector(pinned).connect({ chainId: String(kusama.id) })).accounts).toEqual([
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    ])
    await expect(oddConnector(oddExtension({ accounts: [] })).connect()).rejects.toThrow(InvalidWalletResponseError)
  })

  test('behavior: getAccounts restores silently on the app network, and gives [] when the extension refuses', async () => {
    const { wallet, connector } = setup({ chainId: String(westend.id) })
    expect(await connector.getAccounts()).toEqual([polkadotDevAccount.address])
    wallet.controls.rejectNextRequest()
    expect(await connector.getAccounts()).toEqual([])
  })

  test('behavior: accounts the extension reports later follow; none left is a disconnect', async () => {
    let push: ((accounts: unknown) => void) | undefined
    const page = oddExtension({
      accounts: {
        get: async () => [{ address: polkadotDevAccount.address }],
        subscribe: (cb: (accounts: unknown) => void) => ((push = cb), () => undefined),
      },
      signer: {},
    })
    const connector = oddConnector(page, String(westend.id))
    const changes: Array<readonly string[]> = []
    let disconnected = 0
    connector.events.on('accountsChanged', (accounts) => changes.push(accounts))
    connector.events.on('disconnect', () => disconnected++)
    await connector.connect()
    push?.([{ address: polkadotDevAccount.address }, { address: 'not an address' }])
    push?.([])
    expect(changes).toEqual([[polkadotDevAccount.address], []])
    expect(disconnected).toBe(1)
  })
})

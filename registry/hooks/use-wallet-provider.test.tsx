// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, expectTypeOf, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { ed25519 } from '@noble/curves/ed25519'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Keypair } from '@solana/web3.js'
import { Verifier } from 'bip322-js'
import { createBitcoinWallet } from '../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import { polkadotDevAccount } from '../../apps/devnet/src/services/polkadot-ledger'
import { createPolkadotWallet } from '../../apps/polkadot-wallet/src/extension'
import { createSolanaWallet } from '../../apps/solana-wallet/src/wallet'
import { ADDRESS, createTestConnector, localA } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useWalletProvider } from '@/registry/hooks/use-wallet-provider'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { westend } from '@/registry/lib/chains/polkadot-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import { createPolkadotExtensionConnector } from '@/registry/lib/connectors/polkadot-extension'
import { createSolanaStandardConnector } from '@/registry/lib/connectors/solana-standard'
import { bip122Wallet, getBitcoinProvider, type BitcoinProvider } from '@/registry/lib/state/provider/bitcoin-provider'
import { getEip1193Provider, type Eip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'
import { getPolkadotSigner, polkadotWallet, type PolkadotSigner } from '@/registry/lib/state/provider/polkadot-signer'
import { getSolanaSigner, solanaWallet, type SolanaSigner } from '@/registry/lib/state/provider/solana-signer'

afterEach(cleanup)
beforeAll(() => cryptoWaitReady())

const solana = defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:9' })

describe('useWalletProvider', () => {
  test("behavior: eip155 is the kit's one EIP-1193 provider, the same object across renders and wallet changes", async () => {
    const { result, kit, rerender } = renderKitHook(() => useWalletProvider())
    const first = result.current
    expect(first).toBe(getEip1193Provider(kit))
    expect(await first.request({ method: 'eth_accounts' })).toEqual([])
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    rerender()
    expect(result.current).toBe(first)
    expect(await first.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await first.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('behavior: requests reach the connected wallet', async () => {
    const connector = createTestConnector({ request: async ({ method }) => (method === 'eth_blockNumber' ? '0x10' : null) })
    const { result, kit } = renderKitHook(() => useWalletProvider('eip155'))
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(await result.current.request({ method: 'eth_blockNumber' })).toBe('0x10')
  })

  test("types: each namespace's source gives its own provider type; eip155 without one; a bare namespace name other than eip155 is refused (it would bundle every namespace)", () => {
    const typed = () => ({
      none: useWalletProvider(),
      eip155: useWalletProvider('eip155'),
      solana: useWalletProvider(solanaWallet),
      bip122: useWalletProvider(bip122Wallet),
      polkadot: useWalletProvider(polkadotWallet),
    })
    expectTypeOf<ReturnType<typeof typed>>().toEqualTypeOf<{
      none: Eip1193Provider
      eip155: Eip1193Provider
      solana: SolanaSigner
      bip122: BitcoinProvider
      polkadot: PolkadotSigner
    }>()
    // @ts-expect-error a namespace by name: only eip155, the default
    expectTypeOf(useWalletProvider).toBeCallableWith('solana')
    // @ts-expect-error a namespace without a provider
    expectTypeOf(useWalletProvider).toBeCallableWith('cosmos')
  })

  test("behavior: solana is the kit's Solana signer; its publicKey, read while rendering, follows the connection; signMessage reaches the wallet", async () => {
    const key = Keypair.generate()
    const { wallet } = createSolanaWallet({ secretKey: Array.from(key.secretKey), rpcUrl: 'http://127.0.0.1:9' })
    const connector = createSolanaStandardConnector(wallet, { defaultChainId: () => String(solana.id) })
    const { result, kit } = renderKitHook(
      () => {
        const signer = useWalletProvider(solanaWallet)
        return { signer, publicKey: signer.publicKey?.toBase58() }
      },
      { props: { networks: [localA, solana] } },
    )
    const first = result.current.signer
    expect(first).toBe(getSolanaSigner(kit))
    expect(result.current.publicKey).toBeUndefined()
    await expect(first.signMessage('x')).rejects.toMatchObject({ code: 4900 })
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(result.current.signer).toBe(first)
    expect(result.current.publicKey).toBe(key.publicKey.toBase58())
    const { signature } = await first.signMessage('app message')
    expect(ed25519.verify(signature, new TextEncoder().encode('app message'), key.publicKey.toBytes())).toBe(true)
    await act(() => kit.connection.disconnect('solana'))
    expect(result.current.publicKey).toBeUndefined()
  })

  test("behavior: bip122 is the kit's Bitcoin provider; its address follows the connection; signMessage reaches the wallet", async () => {
    const { wallet } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:9', network: 'test' })
    const connector = createBitcoinStandardConnector(wallet, { defaultChainId: () => String(bitcoinRegtest.id) })
    const { result, kit } = renderKitHook(
      () => {
        const provider = useWalletProvider(bip122Wallet)
        return { provider, address: provider.address }
      },
      { props: { networks: [localA, bitcoinRegtest] } },
    )
    const first = result.current.provider
    expect(first).toBe(getBitcoinProvider(kit))
    expect(result.current.address).toBeUndefined()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(result.current.provider).toBe(first)
    expect(result.current.address).toBe(bitcoinDevPaymentAddress())
    const { address, signature } = await first.signMessage({ message: 'app message' })
    expect(Verifier.verifySignature(address, 'app message', signature)).toBe(true)
    await act(() => kit.connection.disconnect('bip122'))
    expect(result.current.address).toBeUndefined()
  })

  test("behavior: polkadot is the kit's @polkadot/api Signer; its address follows the connection; signRaw reaches the extension", async () => {
    const wallet = createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
    const connector = createPolkadotExtensionConnector({
      source: 'devnet-polkadot-wallet',
      appName: () => 'walletkit test',
      window: { injectedWeb3: { 'devnet-polkadot-wallet': { enable: wallet.enable, version: '0.1.0' } } },
      defaultChainId: () => String(westend.id),
    })
    const { result, kit } = renderKitHook(
      () => {
        const signer = useWalletProvider(polkadotWallet)
        return { signer, address: signer.address }
      },
      { props: { networks: [localA, westend] } },
    )
    const first = result.current.signer
    expect(first).toBe(getPolkadotSigner(kit))
    expect(result.current.address).toBeUndefined()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    expect(result.current.signer).toBe(first)
    expect(result.current.address).toBe(polkadotDevAccount.address)
    const data = u8aToHex(new TextEncoder().encode('app bytes'))
    const { signature } = await first.signRaw({ address: polkadotDevAccount.address, data, type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes(data), signature, polkadotDevAccount.address).isValid).toBe(true)
    await act(() => kit.connection.disconnect('polkadot'))
    expect(result.current.address).toBeUndefined()
  })
})

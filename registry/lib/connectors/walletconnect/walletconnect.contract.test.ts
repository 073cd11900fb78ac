import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createMemoryStorage, startWcWallet, type WcWallet } from '../../../../apps/wc-wallet/src/index'
import { encodeBase58 } from '../../../../apps/devnet/src/solana/base58'
import { anvil, anvil2, solanaLocal } from '../../../../apps/wc-wallet/src/test-networks'
import type { MarkerStorage } from './session-marker'
import { createWalletConnectConnector, type WalletConnectConnector } from './create-walletconnect-connector'

// A reload is a new page: sign-client must not hand the second connector the first one's live core.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
const storage = createMemoryStorage()
const markers = new Map<string, string>()
const markerStorage: MarkerStorage = {
  getItem: (k) => markers.get(k) ?? null,
  setItem: (k, v) => void markers.set(k, v),
  removeItem: (k) => void markers.delete(k),
}
const connectors: WalletConnectConnector[] = []
const solanaKey = Keypair.generate()

function connector(): WalletConnectConnector {
  const networks = [
    { ...anvil, rpcUrls: { default: { http: [devnet.evmChains[0]!.rpcUrl] } } },
    { ...anvil2, rpcUrls: { default: { http: [devnet.evmChains[1]!.rpcUrl] } } },
    solanaLocal,
  ]
  const created = createWalletConnectConnector({
    projectId: 'connector-test',
    relayUrl: devnet.urls.relay,
    networks,
    storage,
    customStoragePrefix: 'connector-test-dapp',
    markerStorage: () => markerStorage,
  })
  connectors.push(created)
  return created
}

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, relay: 0, only: ['evm', 'relay'] })
  const second = devnet.evmChains[1]!
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'connector-test',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[0]!.privateKey,
    chains: [{ chainId: second.chainId, rpcUrl: second.rpcUrl }],
    solana: { publicKey: solanaKey.publicKey.toBase58(), secretKey: solanaKey.secretKey },
  })
})
afterAll(async () => {
  for (const each of connectors) each.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

describe('walletconnect connector against the wallet peer and the local relay', () => {
  test('behavior: pairs from display_uri, signs (eip155 and solana), switches chain, restores in a new instance, and sees the wallet disconnect', async () => {
    const dapp = connector()
    const uri = new Promise<string>((resolve) =>
      dapp.events.on('message', ({ type, data }) => type === 'display_uri' && resolve(String(data))),
    )
    const connected = dapp.connect({ chainId: 31337 })
    await wallet.pair(await uri)
    expect(await connected).toEqual({ address: wallet.address, chainId: 31337, accounts: [wallet.address] })

    const message = '0x636f6e6e6563746f72' as const
    const signature = (await dapp.request({ method: 'personal_sign', params: [message, wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    // Typed data and a transaction go to the wallet too; the transaction lands on anvil.
    const typed = {
      domain: { name: 'walletkit', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'through the session' },
    }
    const typedSignature = (await dapp.request({ method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify(typed)] })) as Hex
    expect(await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature })).toBe(true)
    const hash = (await dapp.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: devnet.evmAccounts[2]!.address, value: `0x${parseEther('0.25').toString(16)}` }],
    })) as Hex
    const receipt = await createPublicClient({ transport: http(devnet.urls.evmRpc) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')

    // The solana namespace travels in the same session: solana_signMessage (kit-level: the text or its
    // bytes) goes out base58 with the account as WalletConnect's Solana RPC says, and is answered by the wallet's key.
    const solanaMessage = new TextEncoder().encode('walletkit solana')
    const { signature: solanaSignature } = (await dapp.request({
      method: 'solana_signMessage',
      params: { message: 'walletkit solana' },
    })) as { signature: Uint8Array }
    const solanaPublicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(solanaKey.publicKey.toBytes()).toString('base64url') },
      format: 'jwk',
    })
    expect(verify(null, solanaMessage, solanaPublicKey, solanaSignature)).toBe(true)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(solanaMessage), pubkey: solanaKey.publicKey.toBase58() },
    })

    const changed = new Promise<number | string>((resolve) => dapp.events.on('chainChanged', resolve))
    await dapp.switchChain({ ...anvil2, rpcUrls: { default: { http: [devnet.evmChains[1]!.rpcUrl] } } })
    expect(await changed).toBe(31338)
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await dapp.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)

    // Reload: a fresh connector over the same sign-client storage and marker.
    const reloaded = connector()
    expect(await reloaded.getAccounts()).toEqual([wallet.address])
    expect(await reloaded.getChainId()).toBe(31338)
    const again = (await reloaded.request({ method: 'personal_sign', params: [message, wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature: again })).toBe(true)

    const disconnected = new Promise<void>((resolve) => reloaded.events.on('disconnect', resolve))
    await wallet.disconnect()
    await disconnected
    expect(reloaded.getSession()).toBeUndefined()
    expect(markers.size).toBe(0)
  })

  test('behavior: disconnecting from the dapp side ends the session in the wallet', async () => {
    const dapp = connector()
    const uri = new Promise<string>((resolve) =>
      dapp.events.on('message', ({ type, data }) => type === 'display_uri' && resolve(String(data))),
    )
    const connected = dapp.connect()
    const session = await wallet.pair(await uri)
    await connected
    expect(wallet.sessions().map((s) => s.topic)).toContain(session.topic)
    await dapp.disconnect()
    await expect.poll(() => wallet.sessions().map((s) => s.topic)).not.toContain(session.topic)
    expect(markers.size).toBe(0)
  })
})

import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import { bitcoinDevPaymentAddress } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import { createMemoryStorage, type WcWallet } from '../../../../apps/wc-wallet/src/index'
import type { Network } from '../../chains/chain-types'
import { bitcoinRegtest } from '../../chains/bitcoin-networks'
import { pairWithPeer, startWalletConnectPeer } from '../../test-utils/walletconnect-peer'
import { createWalletConnectConnector, type WalletConnectConnector } from './create-walletconnect-connector'
import type { MarkerStorage } from './session-marker'

// One real session (devnet relay, wc-wallet peer) serving eip155 and bip122: disconnecting Bitcoin
// alone keeps the session for EVM, which still signs, also in a reloaded connector; disconnecting
// EVM then ends the session in the wallet.
// A reload is a new page: sign-client must not hand the second connector the first one's live core.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let anvil: Network
const storage = createMemoryStorage()
const markers = new Map<string, string>()
const markerStorage: MarkerStorage = {
  getItem: (k) => markers.get(k) ?? null,
  setItem: (k, v) => void markers.set(k, v),
  removeItem: (k) => void markers.delete(k),
}
const connectors: WalletConnectConnector[] = []

function connector(): WalletConnectConnector {
  const created = createWalletConnectConnector({
    projectId: 'disconnect-namespace-test',
    relayUrl: devnet.urls.relay,
    networks: [anvil, bitcoinRegtest],
    storage,
    customStoragePrefix: 'disconnect-namespace-dapp',
    markerStorage: () => markerStorage,
  })
  connectors.push(created)
  return created
}

beforeAll(async () => {
  const peer = await startWalletConnectPeer('disconnect-namespace-test')
  devnet = peer.devnet
  wallet = peer.wallet
  anvil = peer.anvil
})
afterAll(async () => {
  for (const each of connectors) each.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

const signs = async (dapp: WalletConnectConnector, text: string): Promise<boolean> => {
  const message = `0x${Buffer.from(text).toString('hex')}` as Hex
  const signature = (await dapp.request({ method: 'personal_sign', params: [message, wallet.address] })) as Hex
  return verifyMessage({ address: wallet.address, message: { raw: message }, signature })
}

describe('disconnecting one namespace of a real WalletConnect session', () => {
  test('behavior: Bitcoin disconnected alone: the session stays for EVM, which signs, also after a reload that restores EVM alone; disconnecting EVM ends the session in the wallet', async () => {
    const dapp = connector()
    await pairWithPeer(dapp, wallet, () => dapp.connect({ chainId: anvil.id }))
    const topic = dapp.getSession()?.topic
    expect(dapp.sessionAccount('bip122')?.address).toBe(bitcoinDevPaymentAddress())

    await dapp.namespaceConnector('bip122').disconnectNamespace?.()
    expect(dapp.sessionAccount('bip122')).toBeUndefined()
    expect(wallet.sessions().map((s) => s.topic)).toContain(topic)
    expect(await signs(dapp, 'evm after bitcoin left')).toBe(true)

    const reloaded = connector()
    expect(await reloaded.getAccounts()).toEqual([wallet.address])
    expect(await reloaded.namespaceConnector('bip122').getAccounts()).toEqual([])
    expect(reloaded.sessionNamespaces()).toEqual([])
    expect(await signs(reloaded, 'evm after reload')).toBe(true)

    await reloaded.disconnectNamespace?.()
    await expect.poll(() => wallet.sessions().map((s) => s.topic), { timeout: 15_000 }).not.toContain(topic)
    expect(markers.size).toBe(0)
  })
})

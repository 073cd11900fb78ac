import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { bitcoinDevKeys } from '../../../apps/devnet/src/services/bitcoin-ledger'
import { startWcWallet, type WcWallet } from '../../../apps/wc-wallet/src/index'
import { anvil } from '../../../apps/wc-wallet/src/test-networks'
import { createMemoryStorage } from '../../../apps/wc-wallet/src/index'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import {
  createWalletConnectConnector,
  type WalletConnectConnector,
} from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import { createWalletKit, type WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage as createKitStorage } from '@/registry/lib/state/start/persistence'

// The contract tests' WalletConnect set-up (tests only): devnet and the wc-wallet peer on its
// relay, and the pairing between a connector and that peer.

export type WalletConnectPeer = {
  devnet: Devnet
  wallet: WcWallet
  /** The wallet's anvil network, pointed at the devnet's chain. */
  anvil: Network
}

/**
 * Devnet (anvil, relay, services) and the wc-wallet peer signing with the first dev EVM account
 * and the dev Bitcoin payment key; with `polkadot` it also holds Alice's Substrate key, with
 * `smartSessions` it grants permissions (recorded with the devnet's services). The devnet
 * is stopped again if the wallet does not start.
 */
export async function startWalletConnectPeer(
  projectId: string,
  options: { polkadot?: boolean; smartSessions?: boolean; solana?: boolean } = {},
): Promise<WalletConnectPeer> {
  const only = ['evm', 'relay', 'services', ...(options.solana ? (['solana'] as const) : [])] as const
  const devnet = await startDevnet({ evm: 0, relay: 0, services: 0, solana: 0, only: [...only] })
  try {
    const wallet = await startWcWallet({
      relayUrl: devnet.urls.relay,
      projectId,
      rpcUrl: devnet.urls.evmRpc,
      privateKey: devnet.evmAccounts[0]!.privateKey,
      bitcoin: { privateKey: bitcoinDevKeys.paymentKey, servicesUrl: devnet.urls.services },
      ...(options.polkadot ? { polkadot: { uri: '//Alice' } } : {}),
      ...(options.solana && devnet.solanaAccounts[0] ? { solana: devnet.solanaAccounts[0] } : {}),
      ...(options.smartSessions ? { smartSessions: { servicesUrl: devnet.urls.services } } : {}),
    })
    return { devnet, wallet, anvil: { ...anvil, rpcUrls: { default: { http: [devnet.urls.evmRpc] } } } }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/**
 * Runs `connect` (which must make `connector` pair) and hands the pairing URI it shows to
 * `wallet`; resolves with what `connect` resolves to once the wallet approved.
 */
export async function pairWithPeer<T>(connector: WalletConnectConnector, wallet: WcWallet, connect: () => Promise<T>): Promise<T> {
  // Listening before connecting: display_uri is emitted once, early in connect.
  const uri = new Promise<string>((resolve) =>
    connector.events.on('message', ({ type, data }) => type === 'display_uri' && resolve(String(data))),
  )
  const connected = connect()
  await wallet.pair(await uri)
  return connected
}

const desktop = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }

/**
 * A kit on `networks` (devnet's services and relay) with a WalletConnect connector paired to the
 * peer wallet on anvil; the session's accounts on `alsoJoin` join the connection, as the kit does
 * for every adopted session (start-walletconnect).
 */
export async function connectKitToPeer(
  peer: WalletConnectPeer,
  projectId: string,
  networks: Network[],
  alsoJoin: readonly ChainNamespace[] = [],
): Promise<{ kit: WalletKit; connector: WalletConnectConnector }> {
  const { devnet, wallet } = peer
  const kit = createWalletKit({
    projectId,
    networks,
    storage: createKitStorage(),
    platform: desktop,
    blockchainApiUrl: devnet.urls.services,
    relayUrl: devnet.urls.relay,
  })
  const connector = createWalletConnectConnector({
    projectId,
    relayUrl: devnet.urls.relay,
    networks,
    storage: createMemoryStorage(),
    customStoragePrefix: `${projectId}-dapp`,
    markerStorage: () => undefined,
  })
  kit.connectors.register(connector)
  await pairWithPeer(connector, wallet, () => kit.connection.connect(connector, { chainId: 31337 }))
  for (const namespace of alsoJoin) {
    const account = connector.sessionAccount(namespace)
    if (account) kit.connection.addSessionAccount(connector.namespaceConnector(namespace), account)
  }
  return { kit, connector }
}

import type { Devnet } from '../../apps/devnet/src/index'
import { bitcoinDevKeys } from '../../apps/devnet/src/services/bitcoin-ledger'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import type { ImportRoots } from './host-source'
import { devnetProviderOpening, exposeKit, themeModeFromQuery } from './host-source-fragments'

/** What the page reads from `window.__walletkitHost`: devnet's service and relay URLs and one anvil chain. */
export type MultiNamespaceHostConfig = { services: string; relay: string; evm: { chainId: number; name: string; rpcUrl: string } }

export type MultiNamespaceHostOptions = {
  /** The provider's networks in order (the first is the default): names from `evm`, `bitcoinRegtest`, `westend`. */
  networks: ReadonlyArray<'evm' | 'bitcoinRegtest' | 'westend'>
  /** The page title and the app metadata name. */
  title: string
  /** Extra import lines for `body` (the host's own hooks). */
  imports?: string
  /** Components declared before App, and the JSX App renders between the button and the modal. */
  components?: string
  body?: string
}

/**
 * A CLI-made host's App with networks from three namespaces (an anvil chain, Bitcoin regtest and
 * Westend), WalletConnect through devnet's relay, and the kit exposed as `window.__walletkit` so a
 * test reads the connection. The page reads its URLs from `window.__walletkitHost`
 * (multiNamespaceHostScript).
 */
export function multiNamespaceHostSource(roots: ImportRoots, options: MultiNamespaceHostOptions): string {
  return `${exposeKit.imports(roots)}
import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { bitcoinRegtest } from '${roots.lib}/chains/bitcoin-networks'
import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'
import { westend } from '${roots.lib}/chains/polkadot-networks'
${options.imports ?? ''}
type HostConfig = { services: string; relay: string; evm: { chainId: number; name: string; rpcUrl: string } }
declare global {
  interface Window {
    __walletkitHost: HostConfig
    ${exposeKit.windowField}
  }
}

const host = window.__walletkitHost
${themeModeFromQuery}
const evm = defineLocalEvmNetwork({ id: host.evm.chainId, name: host.evm.name, rpcUrl: host.evm.rpcUrl })

${exposeKit.component}
${options.components ?? ''}
export function App() {
  return (
${devnetProviderOpening({ name: options.title, description: 'Three namespaces', networks: `[${options.networks.join(', ')}]`, props: ['theme={{ themeMode }}', 'relayUrl={host.relay}'] })}
      <ExposeKit />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">${options.title}</h1>
        <ConnectButton />
        ${options.body ?? ''}
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}

/** The init script that hands the page its devnet URLs (see multiNamespaceHostSource). */
export function multiNamespaceHostScript(devnet: Devnet): string {
  const [chain] = devnet.evmChains
  if (!chain) throw new Error('the multi-namespace host needs devnet with an EVM chain')
  const config: MultiNamespaceHostConfig = {
    services: devnet.urls.services,
    relay: devnet.urls.relay,
    evm: { chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl },
  }
  return `window.__walletkitHost = ${JSON.stringify(config)};`
}

/**
 * The WalletConnect wallet the three-namespace host pairs with through devnet's relay: devnet's
 * first EVM account on its first chain, the Bitcoin dev payment key and Westend's //Alice.
 */
export function startMultiNamespaceWcWallet(devnet: Devnet): Promise<WcWallet> {
  const [chain] = devnet.evmChains
  const [account] = devnet.evmAccounts
  if (!chain || !account) throw new Error('the multi-namespace wallet needs devnet with an EVM chain and account')
  return startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    privateKey: account.privateKey,
    bitcoin: { privateKey: bitcoinDevKeys.paymentKey },
    polkadot: { uri: '//Alice' },
  })
}

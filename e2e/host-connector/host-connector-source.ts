import { devnetProviderOpening, signMessageButton, themeModeFromQuery } from '../support/host-source-fragments'
import { cliHostMetadata, type ImportRoots } from '../support/host-source'

/** The message the host's Sign button signs. */
export const hostConnectorMessage = 'Signed through a connector of the host app'

/**
 * App.tsx of a host that brings a connector of its own through the `connectors` option, written
 * as the configuration guide shows: "Acme Key", an EIP-1193 provider over a key the app holds
 * (what a hardware-wallet or in-house wallet SDK gives), turned into a connector with the kit's
 * own createInjectedConnector. Nothing announces it: the modal lists it only through the option.
 */
export function hostConnectorAppSource(roots: ImportRoots, privateKey: string): string {
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import type { Network } from '${roots.lib}/chains/chain-types'
import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'
import { createInjectedConnector } from '${roots.lib}/connectors/injected'
import type { ConnectorFactory } from '${roots.lib}/connectors/connector-interface'
import { privateKeyToAccount } from 'viem/accounts'
${signMessageButton.imports(roots)}

type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost?: HostConfig
  }
}

const host: HostConfig = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787', chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }] }
const networks: Network[] = host.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
${themeModeFromQuery}

// The app's own wallet: signs with a key it holds, reads through the chain's node.
function acmeKeyProvider(chains: HostConfig['chains']) {
  const account = privateKeyToAccount('${privateKey}')
  let chain = chains[0]!
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => (listener as (v: unknown) => void)(value))
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const list = (params ?? []) as unknown[]
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address]
      if (method === 'eth_chainId') return '0x' + chain.chainId.toString(16)
      if (method === 'personal_sign') return account.signMessage({ message: { raw: list[0] as \`0x\${string}\` } })
      if (method === 'wallet_switchEthereumChain') {
        const next = chains.find((c) => '0x' + c.chainId.toString(16) === (list[0] as { chainId: string }).chainId)
        if (!next) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        chain = next
        emit('chainChanged', '0x' + next.chainId.toString(16))
        return null
      }
      const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: list }) })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
    on(event: string, listener: (...args: never[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
}

const acmeKey: ConnectorFactory = () => createInjectedConnector({ provider: acmeKeyProvider(host.chains), id: 'com.acme.key', name: 'Acme Key', type: 'INJECTED' })

${signMessageButton.component(hostConnectorMessage)}

export function App() {
  return (
${devnetProviderOpening({ ...cliHostMetadata, props: ['connectors={[acmeKey]}', 'theme={{ themeMode }}'] })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <Sign />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}

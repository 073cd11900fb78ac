// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http } from 'viem'
import { cookieStorage, cookieToInitialState, createConfig, createStorage, serialize, useAccount, WagmiProvider, type State } from 'wagmi'
import { ConnectButton } from '@/registry/components/connect-button'
import { localA } from '@/registry/components/test/kit'
import { WalletKitWagmiSync } from '@/registry/components/walletkit-wagmi-sync'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { WALLETKIT_CONNECTOR_TYPE, walletKit } from '@/registry/lib/wagmi/walletkit-connector'

// A Next.js page rendered on the server: no window or document (this file runs in plain Node), wagmi
// with `ssr: true` and its cookie storage, the initial state read from the request's cookie, as
// wagmi's SSR guide has it, and walletkit's own initialConnection (its session cookie).
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = { id: Number(localA.id), name: localA.name, nativeCurrency: localA.nativeCurrency, rpcUrls: localA.rpcUrls }

function serverConfig() {
  return createConfig({
    chains: [chain],
    connectors: [walletKit()],
    multiInjectedProviderDiscovery: false,
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    transports: { [chain.id]: http('http://127.0.0.1:9') },
  })
}

function Status() {
  const { status, address: shown } = useAccount()
  return (
    <output data-wagmi-status={status} data-wagmi-address={shown ?? ''}>
      {status}
    </output>
  )
}

function page(initialState: State | undefined, returning: boolean) {
  const config = serverConfig()
  return renderToString(
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={new QueryClient()}>
        <WalletKitProvider
          projectId="p"
          networks={[localA]}
          storage={createMemoryStorage()}
          initialConnection={
            returning ? { accounts: { eip155: { address, chainId: '31337', connectorId: 'dev.walletkit.devnet' } } } : undefined
          }
        >
          <WalletKitWagmiSync />
          <ConnectButton />
          <Status />
        </WalletKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

describe('wagmi with walletkit, rendered on the server', () => {
  test('default: a first visit renders without a browser: Connect Wallet, and wagmi disconnected', () => {
    expect(typeof window).toBe('undefined')
    const html = page(undefined, false)
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('data-wagmi-status="disconnected"')
  })

  test("behavior: a returning visitor's cookies render the account on both sides, reconnecting, never disconnected", () => {
    const config = serverConfig()
    const uid = 'walletkit-connection'
    const state = {
      chainId: chain.id,
      current: uid,
      connections: new Map([
        [
          uid,
          {
            accounts: [address],
            chainId: chain.id,
            connector: { id: 'walletKit', name: 'walletkit', type: WALLETKIT_CONNECTOR_TYPE, uid },
          },
        ],
      ]),
    }
    const cookie = `${config.storage?.key}.store=${serialize({ state, version: 2 })}`
    const initialState = cookieToInitialState(config, cookie)
    expect(initialState?.current).toBe(uid)
    const html = page(initialState, true)
    expect(html).toContain('data-wagmi-status="reconnecting"')
    expect(html).toContain(`data-wagmi-address="${address}"`)
    expect(html).toContain('aria-label="Open account 0xf39F…2266"')
    expect(html).not.toContain('Connect Wallet')
    expect(html).not.toContain('disconnected')
  })
})

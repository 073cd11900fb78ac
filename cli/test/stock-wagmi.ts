import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { wagmiMessage, wagmiSendWei } from '../../e2e/wagmi/wagmi-host-source'
import type { StockHost } from './stock-hosts'

/**
 * The app's own wagmi code, as the wagmi guide sets it up: its config (the devnet's chains, the
 * `walletKit()` connector only, wagmi's own EIP-6963 discovery off), both providers, and a panel
 * that uses wagmi hooks only. Typed for the host's strictest check (no bigint literals: the
 * lowest target in common use is ES2017).
 */
function wagmiDappSource(roots: { components: string; lib: string }): string {
  return `import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { defineChain, isAddress, type Chain, type Transport } from 'viem'
import { createConfig, http, useAccount, useChainId, useSendTransaction, useSignMessage, useWaitForTransactionReceipt, WagmiProvider } from 'wagmi'
import { walletKit } from '${roots.lib}/wagmi/walletkit-connector'
import { e2eHost } from '@/walletkit-e2e'

const chains = e2eHost.chains.map((chain) =>
  defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
)
const [first, ...rest] = chains
if (!first) throw new Error('the devnet has no EVM chain')
const transports: Record<number, Transport> = Object.fromEntries(e2eHost.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)]))
const config = createConfig({
  chains: [first, ...rest] as [Chain, ...Chain[]],
  connectors: [walletKit()],
  multiInjectedProviderDiscovery: false,
  transports,
})
const queryClient = new QueryClient()

export function WagmiApp({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function WagmiDapp() {
  const { address, status } = useAccount()
  const chainId = useChainId()
  const signed = useSignMessage()
  const send = useSendTransaction()
  const sent = useWaitForTransactionReceipt({ hash: send.data })
  const [to, setTo] = useState('')
  return (
    <section>
      <output data-testid="wagmi-status">{status}</output>
      <output data-testid="wagmi-address">{address ?? ''}</output>
      <output data-testid="wagmi-chain">{chainId}</output>
      <button type="button" onClick={() => signed.signMessage({ message: ${JSON.stringify(wagmiMessage)} })}>
        wagmi sign message
      </button>
      <output data-testid="wagmi-signed" data-status={signed.status}>{signed.data ?? signed.error?.message ?? ''}</output>
      <input aria-label="wagmi recipient" value={to} onChange={(event) => setTo(event.target.value)} />
      <button type="button" onClick={() => isAddress(to) && send.sendTransaction({ to, value: BigInt('${wagmiSendWei}') })}>
        wagmi send
      </button>
      <output data-testid="wagmi-sent" data-status={send.isError ? 'error' : sent.status}>{send.data ?? send.error?.message ?? ''}</output>
    </section>
  )
}
`
}

/**
 * Turns a wired Vite stock host into a wagmi app following the wagmi guide: src/wagmi-dapp.tsx
 * holds the app's wagmi setup; main.tsx puts both providers around <App /> and App.tsx (the
 * pasted render lines) gets `<WalletKitWagmiSync />` inside walletkit's provider and the wagmi
 * panel. The providers sit above App because App holds state (its theme): wagmi's WagmiProvider
 * reconnects on every render it gets (React then warns of a setState while rendering Hydrate).
 */
export function wireWagmiStockHost(host: Pick<StockHost, 'dir' | 'addOutput'>): void {
  const lib = /from '([^']+)\/chains\/evm-networks'/.exec(host.addOutput)?.[1]
  const components = /from '([^']+)\/connect-button'/.exec(host.addOutput)?.[1]
  if (!lib || !components) throw new Error(`add's render lines changed; update wireWagmiStockHost:\n${host.addOutput}`)
  writeFileSync(join(host.dir, 'src/wagmi-dapp.tsx'), wagmiDappSource({ components, lib }))
  const mainFile = join(host.dir, 'src/main.tsx')
  const main = readFileSync(mainFile, 'utf8')
  const wrapped = main.replace('<App />', '<WagmiApp>\n      <App />\n    </WagmiApp>')
  if (wrapped === main) throw new Error(`main.tsx renders no <App />; update wireWagmiStockHost:\n${main}`)
  writeFileSync(mainFile, `import { WagmiApp } from '@/wagmi-dapp'\n${wrapped}`)
  const appFile = join(host.dir, 'src/App.tsx')
  const app = readFileSync(appFile, 'utf8')
  const wagmiApp = app.replace('<ConnectButton />', '<WalletKitWagmiSync />\n        <ConnectButton />\n        <WagmiDapp />')
  if (wagmiApp === app) throw new Error(`App.tsx renders no <ConnectButton />; update wireWagmiStockHost:\n${app}`)
  const imports = [
    "import { WagmiDapp } from '@/wagmi-dapp'",
    `import { WalletKitWagmiSync } from '${components}/walletkit-wagmi-sync'`,
  ].join('\n')
  writeFileSync(appFile, `${imports}\n${wagmiApp}`)
}

export type WagmiPanelFindings = { status: string | null; address: string | null; signatureVerifies: boolean; received: bigint }

/** The wagmi panel after walletkit's modal connected `from`: what useAccount shows, whether useSignMessage's signature verifies, what useSendTransaction moved to `to` on anvil. */
export async function wagmiPanelFindings(page: Page, rpcUrl: string, from: Address, to: Address): Promise<WagmiPanelFindings> {
  const text = (id: string) => page.getByTestId(id).textContent()
  await page.locator('[data-testid="wagmi-status"]', { hasText: /^connected$/ }).waitFor()
  const client = createPublicClient({ transport: http(rpcUrl) })
  await page.getByRole('button', { name: 'wagmi sign message' }).click()
  await page.locator('[data-testid="wagmi-signed"]:is([data-status="success"], [data-status="error"])').waitFor()
  const signature = (await text('wagmi-signed')) ?? ''
  const signatureVerifies =
    /^0x[0-9a-f]+$/i.test(signature) && (await client.verifyMessage({ address: from, message: wagmiMessage, signature: signature as Hex }))
  const before = await client.getBalance({ address: to })
  await page.getByRole('textbox', { name: 'wagmi recipient' }).fill(to)
  await page.getByRole('button', { name: 'wagmi send' }).click()
  await page.locator('[data-testid="wagmi-sent"]:is([data-status="success"], [data-status="error"])').waitFor()
  const received = (await client.getBalance({ address: to })) - before
  return { status: await text('wagmi-status'), address: (await text('wagmi-address'))?.toLowerCase() ?? null, signatureVerifies, received }
}

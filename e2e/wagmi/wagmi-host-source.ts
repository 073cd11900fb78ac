import { devnetProviderOpening, exposeKit } from '../support/host-source-fragments'
import { cliHostMetadata, type ImportRoots } from '../support/host-source'

/** The EIP-712 message the host signs with wagmi's useSignTypedData; the test verifies it with viem. */
export const wagmiTypedData = {
  domain: { name: 'walletkit wagmi host', version: '1', chainId: 31337 },
  types: {
    Vote: [
      { name: 'proposal', type: 'uint256' },
      { name: 'support', type: 'bool' },
      { name: 'reason', type: 'string' },
    ],
  },
  primaryType: 'Vote',
  message: { proposal: '7', support: true, reason: 'signed through wagmi' },
} as const

/** The message the host signs with wagmi's useSignMessage. */
export const wagmiMessage = 'Signed through wagmi with walletkit connecting'

/** Wei the host's Send button sends with wagmi's useSendTransaction. */
export const wagmiSendWei = 1_234_567_000_000_000n

/** DUSD units (6 decimals) the host's Transfer button sends. */
export const wagmiTransferUnits = 12_500_000n

/**
 * App.tsx of a dapp that keeps its own wagmi setup (WagmiProvider, QueryClientProvider, wagmi
 * hooks only) and swaps in walletkit's modal, as the wagmi guide shows: the `walletKit()`
 * connector in createConfig and `<WalletKitWagmiSync />` inside both providers. The token and
 * the recipient come from the query string (`?token=0x…&to=0x…`).
 */
export function wagmiHostAppSource(roots: ImportRoots): string {
  // ExposeKit brings React's useEffect, which the Dapp's status log uses too.
  return `${exposeKit.imports(roots)}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, useAccount, useChainId, useDisconnect, useSendTransaction, useSignMessage, useSignTypedData, useSwitchChain, useWaitForTransactionReceipt, useWriteContract, WagmiProvider } from 'wagmi'
import { defineChain, erc20Abi, InsufficientFundsError, UserRejectedRequestError, type Address } from 'viem'
import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { WalletKitWagmiSync } from '${roots.components}/walletkit-wagmi-sync'
import { walletKit } from '${roots.lib}/wagmi/walletkit-connector'
import type { Network } from '${roots.lib}/chains/chain-types'
import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'

type HostConfig = { services: string; relay?: string; frame?: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost?: HostConfig
    __wagmiStatuses?: string[]
    ${exposeKit.windowField}
  }
}

const host: HostConfig = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787', chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }] }
const networks: Network[] = host.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
const query = new URLSearchParams(window.location.search)
const token = query.get('token') as Address
const recipient = query.get('to') as Address
const collectible = query.get('collectible') as Address | null
const mintAbi = [{ type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [], outputs: [{ name: 'id', type: 'uint256' }] }] as const

// The app's own wagmi config: its chains and transports, walletkit as the only connector (walletkit
// finds the browser's wallets itself, so wagmi's own EIP-6963 discovery is off).
const chains = host.chains.map((chain) => defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }))
const config = createConfig({
  chains: [chains[0]!, ...chains.slice(1)],
  connectors: [walletKit()],
  multiInjectedProviderDiscovery: false,
  transports: Object.fromEntries(host.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
})
const queryClient = new QueryClient()
// Whether a failed hook's error (viem's, which walks its chain of causes) holds one of \`kind\`.
const causedBy = (error: unknown, kind: new (...args: never[]) => Error): boolean =>
  Boolean((error as { walk(fn: (e: unknown) => boolean): unknown } | null)?.walk((e) => e instanceof kind))
const typedData = ${JSON.stringify(wagmiTypedData)} as const

${exposeKit.component}

function Dapp() {
  const { address, addresses, status } = useAccount()
  const chainId = useChainId()
  const { disconnect } = useDisconnect()
  const { switchChain } = useSwitchChain()
  const transfer = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: transfer.data })
  const typed = useSignTypedData()
  const signed = useSignMessage()
  const send = useSendTransaction()
  const sent = useWaitForTransactionReceipt({ hash: send.data })
  const mint = useWriteContract()
  const minted = useWaitForTransactionReceipt({ hash: mint.data })
  // Every status the page showed since it loaded, for the reload check (no disconnected flash).
  useEffect(() => {
    window.__wagmiStatuses = [...(window.__wagmiStatuses ?? []), status]
  }, [status])
  return (
    <section className="flex flex-col items-center gap-2">
      <output data-testid="wagmi-status">{status}</output>
      <output data-testid="wagmi-address">{address ?? ''}</output>
      <output data-testid="wagmi-addresses">{addresses?.join(',') ?? ''}</output>
      <output data-testid="wagmi-chain">{chainId}</output>
      {host.chains.map((chain) => (
        <button key={chain.chainId} type="button" onClick={() => switchChain({ chainId: chain.chainId })}>
          wagmi switch to {chain.chainId}
        </button>
      ))}
      <button type="button" onClick={() => transfer.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [recipient, ${wagmiTransferUnits}n] })}>
        wagmi transfer
      </button>
      <output data-testid="wagmi-tx" data-status={transfer.isError ? 'error' : receipt.status} data-error={transfer.error?.name ?? ''} data-rejected={String(causedBy(transfer.error, UserRejectedRequestError))}>
        {transfer.data ?? transfer.error?.message ?? ''}
      </output>
      {collectible ? (
        <button type="button" onClick={() => mint.writeContract({ address: collectible, abi: mintAbi, functionName: 'mint' })}>
          wagmi mint
        </button>
      ) : null}
      <output data-testid="wagmi-mint" data-status={mint.isError ? 'error' : minted.status}>{mint.data ?? mint.error?.message ?? ''}</output>
      <button type="button" onClick={() => typed.signTypedData({ ...typedData, message: { ...typedData.message, proposal: BigInt(typedData.message.proposal) } })}>
        wagmi sign typed data
      </button>
      <output data-testid="wagmi-typed" data-status={typed.status}>{typed.data ?? typed.error?.message ?? ''}</output>
      <button type="button" onClick={() => signed.signMessage({ message: ${JSON.stringify(wagmiMessage)} })}>
        wagmi sign message
      </button>
      <output data-testid="wagmi-signed" data-status={signed.status}>{signed.data ?? signed.error?.message ?? ''}</output>
      <button type="button" onClick={() => send.sendTransaction({ to: recipient, value: ${wagmiSendWei}n })}>
        wagmi send
      </button>
      <output data-testid="wagmi-sent" data-status={send.isError ? 'error' : sent.status} data-rejected={String(causedBy(send.error, UserRejectedRequestError))} data-no-funds={String(causedBy(send.error, InsufficientFundsError))}>{send.data ?? send.error?.message ?? ''}</output>
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
    </section>
  )
}

export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
${devnetProviderOpening({ ...cliHostMetadata, props: ['relayUrl={host.relay}', 'secureSiteOrigin={host.frame}'] })}
          <WalletKitWagmiSync />
          <ExposeKit />
          <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
            <ConnectButton />
            <Dapp />
            <WalletKitModal />
          </main>
        </WalletKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
`
}

import type { ImportRoots } from '../support/host-source'
import { devnetProviderOpening } from '../support/host-source-fragments'

/** The message the Bitcoin host's own code signs (BIP-322). */
export const bitcoinAppMessage = 'walletkit e2e: the app signs with Bitcoin'
/** Satoshis the Bitcoin host's own sendTransfer pays. */
export const bitcoinAppTransferSats = 2_500_000n
/** The text the Polkadot host's own code signs through signRaw (as hex bytes). */
export const polkadotAppMessage = 'walletkit e2e: the app signs raw bytes with Polkadot'

/**
 * What both hosts' panels share: an action runs the app's own call and shows its outcome in an
 * <output> the test reads: data-status, the result as text, and for a failure the error's
 * EIP-1193 code and whether it is the kit's typed rejection (an Eip1193RpcError with 4001).
 */
const outcomeFragment = (roots: ImportRoots) => `import { useState } from 'react'
import { Eip1193RpcError } from '${roots.lib}/state/provider/provider-rpc-error'

type Outcome = { status: 'idle' | 'pending' | 'success' | 'error'; text: string; code?: number; rejected?: boolean }

function outcomeOf(error: unknown): Outcome {
  const code = (error as { code?: unknown }).code
  const rejected = error instanceof Eip1193RpcError && error.code === 4001
  return { status: 'error', text: error instanceof Error ? error.name + ': ' + error.message : String(error), code: typeof code === 'number' ? code : undefined, rejected }
}

function useAction(): [Outcome, (run: () => Promise<string>) => void] {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle', text: '' })
  return [outcome, (run) => {
    setOutcome({ status: 'pending', text: '' })
    run().then((text) => setOutcome({ status: 'success', text }), (error: unknown) => setOutcome(outcomeOf(error)))
  }]
}

function Show({ id, outcome }: { id: string; outcome: Outcome }) {
  return <output data-testid={id} data-status={outcome.status} data-code={outcome.code ?? ''} data-rejected={String(outcome.rejected ?? false)}>{outcome.text}</output>
}`

const hostWindow = `declare global {
  interface Window {
    __walletkitHost?: { services: string }
    __appPsbt?: { psbt: string; signInputs: Array<{ index: number; address?: string }> }
  }
}

const host = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787' }`

/**
 * A CLI-built host whose own code uses the connected Bitcoin wallet through useBitcoinProvider():
 * its addresses by purpose, a BIP-322 signMessage, signPsbt of the PSBT the test puts in
 * `window.__appPsbt`, and a sendTransfer of bitcoinAppTransferSats to `?to=`.
 */
export function bitcoinAppHostSource(roots: ImportRoots): string {
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { useBitcoinProvider } from '${roots.hooks}/use-bitcoin-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { bitcoinRegtest } from '${roots.lib}/chains/bitcoin-networks'
${outcomeFragment(roots)}

${hostWindow}
const recipient = new URLSearchParams(window.location.search).get('to') ?? ''

function AppPanel() {
  const bitcoin = useBitcoinProvider()
  const [addresses, runAddresses] = useAction()
  const [signed, runSign] = useAction()
  const [psbt, runPsbt] = useAction()
  const [transfer, runTransfer] = useAction()
  return (
    <section className="flex max-w-xl flex-col items-center gap-2 break-all text-sm">
      <output data-testid="app-address" data-connected={String(bitcoin.connected)}>{bitcoin.address ?? ''}</output>
      <button type="button" onClick={() => runAddresses(async () => JSON.stringify(await bitcoin.getAddresses()))}>Get addresses</button>
      <Show id="app-addresses" outcome={addresses} />
      <button type="button" onClick={() => runSign(async () => JSON.stringify(await bitcoin.signMessage({ message: ${JSON.stringify(bitcoinAppMessage)} })))}>Sign message</button>
      <Show id="app-signature" outcome={signed} />
      <button type="button" onClick={() => runPsbt(async () => {
        const request = window.__appPsbt
        if (!request) throw new Error('no PSBT to sign')
        const result = await bitcoin.signPsbt(request)
        return result.psbt ?? result.txid
      })}>Sign PSBT</button>
      <Show id="app-psbt" outcome={psbt} />
      <button type="button" onClick={() => runTransfer(async () => (await bitcoin.sendTransfer({ recipients: [{ address: recipient, amount: ${bitcoinAppTransferSats}n }] })).txid)}>Send transfer</button>
      <Show id="app-transfer" outcome={transfer} />
    </section>
  )
}

export function App() {
  return (
${devnetProviderOpening({ name: 'walletkit bitcoin app', description: 'Bitcoin app host', networks: '[bitcoinRegtest]' })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <AppPanel />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}

/**
 * A CLI-built host whose own code uses the connected Polkadot account through
 * usePolkadotSigner(), the @polkadot/api Signer: signRaw of polkadotAppMessage's bytes (hex) as
 * the account and as `?other=` (another account), and signPayload of the extrinsic payload the
 * test puts in `window.__appPayload` (as @polkadot/api would hand it over).
 */
export function polkadotAppHostSource(roots: ImportRoots): string {
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { usePolkadotSigner } from '${roots.hooks}/use-polkadot-signer'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { defineLocalPolkadotNetwork } from '${roots.lib}/chains/define-local-polkadot-network'
import type { PolkadotSignerPayload } from '${roots.lib}/state/provider/polkadot-signer'
${outcomeFragment(roots)}

${hostWindow}
declare global {
  interface Window {
    __appPayload?: PolkadotSignerPayload
  }
}
const localPolkadot = defineLocalPolkadotNetwork({ rpcUrl: host.services })
const other = new URLSearchParams(window.location.search).get('other') ?? ''
const toHex = (text: string): string => '0x' + Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')

function AppPanel() {
  const signer = usePolkadotSigner()
  const [raw, runRaw] = useAction()
  const [foreign, runForeign] = useAction()
  const [payload, runPayload] = useAction()
  const address = signer.address ?? ''
  return (
    <section className="flex max-w-xl flex-col items-center gap-2 break-all text-sm">
      <output data-testid="app-address" data-connected={String(signer.connected)}>{address}</output>
      <button type="button" onClick={() => runRaw(async () => JSON.stringify(await signer.signRaw({ address, data: toHex(${JSON.stringify(polkadotAppMessage)}), type: 'bytes' })))}>Sign raw</button>
      <Show id="app-raw" outcome={raw} />
      <button type="button" onClick={() => runForeign(async () => JSON.stringify(await signer.signRaw({ address: other, data: toHex('not mine'), type: 'bytes' })))}>Sign raw as another account</button>
      <Show id="app-raw-other" outcome={foreign} />
      <button type="button" onClick={() => runPayload(async () => {
        const payload = window.__appPayload
        if (!payload) throw new Error('no payload to sign')
        return JSON.stringify(await signer.signPayload(payload))
      })}>Sign payload</button>
      <Show id="app-payload" outcome={payload} />
    </section>
  )
}

export function App() {
  return (
${devnetProviderOpening({ name: 'walletkit polkadot app', description: 'Polkadot app host', networks: '[localPolkadot]' })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <AppPanel />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}

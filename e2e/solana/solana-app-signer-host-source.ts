import type { ImportRoots } from '../support/host-source'
import { themeModeFromQuery } from '../support/host-source-fragments'
import { signHostSource, type SignHostNetworks } from '../support/sign-host-source'

/** Lamports the app's own SOL transfer sends. */
export const appSolLamports = 123_456_789
/** DUSD units (6 decimals) the app's SPL transfer sends: '2.5'. */
export const appSplUnits = 2_500_000n
export const appMessage = 'my dapp: prove you own this account'

/**
 * The Solana sign host plus the app's OWN @solana/web3.js code over useSolanaSigner(): a SOL
 * transfer it builds, has signed (signTransaction) and sends through its own Connection; an SPL
 * transfer (the copied solana lib builds it) the wallet signs and sends (signAndSendTransaction);
 * a message signature. The recipients and mint come from the query (`?to=…&tokenTo=…&mint=…`); each output
 * shows the signature or the error's name and code.
 */
export function solanaAppSignerHostSource(roots: ImportRoots): string {
  return solanaAppHostSource(roots, {})
}

/** The same host with other networks or more provider props (the embedded wallet's Solana host adds EVM and the frame). */
export function solanaAppHostSource(roots: ImportRoots, options: { networks?: SignHostNetworks; props?: string[] }): string {
  const base = signHostSource(roots, {
    message: 'walletkit e2e',
    description: 'Solana app host',
    networks: options.networks ?? {
      imports: `import { defineLocalSolanaNetwork } from '${roots.lib}/chains/define-local-solana-network'`,
      hostDefaults: { services: 'http://127.0.0.1:8787', solanaRpc: 'http://127.0.0.1:8899' },
      setup: 'const solana = defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc })',
      list: '[solana]',
    },
    ...(options.props ? { props: options.props } : {}),
  })
  const anchor = `import { ConnectButton } from '${roots.components}/connect-button'`
  const withApp = base.replace(
    anchor,
    `${anchor}
import { useState } from 'react'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { useSolanaSigner } from '${roots.hooks}/use-solana-signer'
import { buildSplTransfer } from '${roots.lib}/solana/build-spl-transfer'

const appQuery = new URLSearchParams(window.location.search)
const recipient = appQuery.get('to') ?? ''
const mint = appQuery.get('mint') ?? ''
const tokenRecipient = appQuery.get('tokenTo') ?? ''

type Outcome = { status: 'idle' | 'pending' | 'success' | 'error'; text: string; code?: number }

async function landed(connection: Connection, signature: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const { value: [status] } = await connection.getSignatureStatuses([signature])
    if (status?.err) throw new Error('transaction failed: ' + JSON.stringify(status.err))
    if (status?.confirmationStatus) return signature
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('not confirmed: ' + signature)
}

function useAction(): [Outcome, (run: () => Promise<string>) => void] {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle', text: '' })
  return [outcome, (run) => {
    setOutcome({ status: 'pending', text: '' })
    run().then(
      (text) => setOutcome({ status: 'success', text }),
      (error: unknown) => {
        const code = (error as { code?: unknown }).code
        setOutcome({ status: 'error', text: error instanceof Error ? error.name + ': ' + error.message : String(error), code: typeof code === 'number' ? code : undefined })
      },
    )
  }]
}

function Show({ id, outcome }: { id: string; outcome: Outcome }) {
  return <output data-testid={id} data-status={outcome.status} data-code={outcome.code ?? ''}>{outcome.text}</output>
}

function AppPanel() {
  const { publicKey, signTransaction, signAndSendTransaction, signMessage } = useSolanaSigner()
  const [solTransfer, runSolTransfer] = useAction()
  const [splTransfer, runSplTransfer] = useAction()
  const [messageSignature, runSignMessage] = useAction()
  if (!publicKey) return <output data-testid="app-address" />
  const connection = new Connection(host.solanaRpc, 'confirmed')
  return (
    <section className="flex flex-col items-center gap-2">
      <output data-testid="app-address">{publicKey.toBase58()}</output>
      <button type="button" onClick={() => runSolTransfer(async () => {
        const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
        const transaction = new Transaction({ feePayer: publicKey, blockhash, lastValidBlockHeight }).add(
          SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: new PublicKey(recipient), lamports: ${appSolLamports} }),
        )
        const signed = await signTransaction(transaction)
        return landed(connection, await connection.sendRawTransaction(signed.serialize()))
      })}>
        SOL transfer
      </button>
      <Show id="sol-transfer" outcome={solTransfer} />
      <button type="button" onClick={() => runSplTransfer(async () => {
        const transaction = await buildSplTransfer(connection, { from: publicKey.toBase58(), to: tokenRecipient, mint, decimals: 6, amount: '2.5' })
        const { signature } = await signAndSendTransaction(transaction)
        return landed(connection, signature)
      })}>
        SPL transfer
      </button>
      <Show id="spl-transfer" outcome={splTransfer} />
      <button type="button" onClick={() => runSignMessage(async () => base58.encode((await signMessage(${JSON.stringify(appMessage)})).signature))}>
        App sign message
      </button>
      <Show id="app-sign-message" outcome={messageSignature} />
    </section>
  )
}`,
  )
  if (withApp === base) throw new Error('the sign host no longer imports ConnectButton that way')
  return withApp.replace('<WalletKitModal />', '<AppPanel />\n        <WalletKitModal />')
}

/** The items of the embedded wallet's Solana host (e-mail login, the app's signer, Send and Receive). */
export const embeddedSolanaItems = ['email-login', 'use-sign-message', 'use-solana-signer', 'solana', 'send-view', 'receive-view']

/**
 * The embedded wallet's Solana host: the app's own signer code on an EVM and a Solana network, the
 * secure frame at the devnet's URL, and the theme from `?theme=`.
 */
export const embeddedSolanaHostSource = (roots: ImportRoots) =>
  solanaAppHostSource(roots, {
    networks: {
      imports: `import { defineLocalSolanaNetwork } from '${roots.lib}/chains/define-local-solana-network'
import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'`,
      hostDefaults: { services: 'http://127.0.0.1:8787', solanaRpc: 'http://127.0.0.1:8899', frame: 'http://127.0.0.1:8788' },
      setup: `const hostChain = (window.__walletkitHost as unknown as { chains?: Array<{ chainId: number; name: string; rpcUrl: string }> } | undefined)?.chains?.[0] ?? { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }
const evm = defineLocalEvmNetwork({ id: hostChain.chainId, name: hostChain.name, rpcUrl: hostChain.rpcUrl })
const solana = defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc })
${themeModeFromQuery}`,
      list: '[evm, solana]',
    },
    props: ['secureSiteOrigin={host.frame}', 'theme={{ themeMode }}'],
  })

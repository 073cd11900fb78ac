import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { PairingAbortedError } from '@/registry/lib/errors/walletconnect'
import type { ProposalNamespaces } from '@/registry/lib/connectors/walletconnect/namespaces'
import { createPairingLifecycle } from '@/registry/lib/connectors/walletconnect/pairing-lifecycle'
import { sessionSchema, type WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

export type PairingFlowParameters = {
  getClient: () => Promise<WalletConnectClient>
  /** What to propose; `scope`: only that namespace (a pairing for one namespace beside other wallets). */
  namespaces: (scope: ChainNamespace | undefined) => ProposalNamespaces
  /** A new pairing URI to show (the first one, then each replacement). */
  onUri: (uri: string) => void
  /** Adopts the settled session; throws when it holds nothing usable. */
  settle: (session: WalletConnectSession, chainId: number | string | undefined, scope: ChainNamespace | undefined) => ConnectResult
}

type Pending = {
  resolve: (result: ConnectResult) => void
  reject: (error: unknown) => void
  chainId: number | string | undefined
  scope: ChainNamespace | undefined
}

/**
 * One connect() as the user sees it: a session proposal whose URI is replaced by a fresh proposal
 * each time the pairing counts as expired (SPEC §4), until a wallet settles one of them, the
 * current one fails, or the flow is cancelled.
 */
export function createPairingFlow({ getClient, namespaces, onUri, settle }: PairingFlowParameters) {
  let pending: Pending | undefined
  let attempt = 0
  const lifecycle = createPairingLifecycle({ onExpired: () => void getClient().then(propose) })

  function finish(outcome: { result: ConnectResult } | { error: unknown }): void {
    const done = pending
    pending = undefined
    if (!done) return
    if ('result' in outcome) done.resolve(outcome.result)
    else done.reject(outcome.error)
  }

  async function propose(client: WalletConnectClient): Promise<void> {
    const mine = ++attempt
    try {
      const { uri, approval } = await client.connect(namespaces(pending?.scope))
      if (mine !== attempt || !pending) return
      lifecycle.start(uri)
      onUri(uri)
      approval().then(
        (raw) => {
          if (!pending) return
          // Any of our proposals may be the one the wallet scanned, even one already replaced.
          lifecycle.activate()
          const parsed = sessionSchema.safeParse(raw)
          if (!parsed.success) return finish({ error: new InvalidWalletResponseError('wc_sessionSettle', { cause: parsed.error }) })
          try {
            finish({ result: settle(parsed.data, pending.chainId, pending.scope) })
          } catch (error) {
            finish({ error })
          }
        },
        (error: unknown) => {
          // A replaced proposal expiring is expected; only the current one's failure ends connect().
          if (mine !== attempt) return
          lifecycle.stop()
          finish({ error })
        },
      )
    } catch (error) {
      if (mine !== attempt) return
      lifecycle.stop()
      finish({ error })
    }
  }

  function cancel(): void {
    lifecycle.stop()
    attempt++
    finish({ error: new PairingAbortedError() })
  }

  return {
    async run(chainId: number | string | undefined, scope?: ChainNamespace | undefined): Promise<ConnectResult> {
      const client = await getClient()
      cancel()
      return new Promise<ConnectResult>((resolve, reject) => {
        pending = { resolve, reject, chainId, scope }
        void propose(client)
      })
    },
    cancel,
    uri: (): string | undefined => lifecycle.current()?.uri,
  }
}

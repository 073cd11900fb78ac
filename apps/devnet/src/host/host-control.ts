import { z } from 'zod'
import type { Devnet } from '../types'

// What a host's test asks of the running devnet, one JSON line each on `walletkit devnet --json`'s
// stdin: the secure frame's allowlist, and the WalletConnect test wallet (started on first use,
// on dev account 1, so it is not the injected wallet's account 0).
const controlSchema = z.union([
  z.object({ allowFrameOrigin: z.string() }),
  z.object({ walletconnect: z.object({ pair: z.string().startsWith('wc:') }) }),
  z.object({ walletconnect: z.object({ rejectNextRequest: z.literal(true) }) }),
  z.object({ walletconnect: z.object({ disconnect: z.literal(true) }) }),
])

type WcWallet = Awaited<ReturnType<typeof import('../../../wc-wallet/src/start-wc-wallet')['startWcWallet']>>

export type HostControl = {
  /** Answers one control message: `{ ok: ... }` or `{ error }`. */
  handle(message: unknown): Promise<Record<string, unknown>>
  stop(): Promise<void>
}

export function createHostControl(devnet: Devnet): HostControl {
  let wallet: Promise<WcWallet> | undefined
  const walletconnect = () => {
    const [first, ...others] = devnet.evmChains
    const key = devnet.evmAccounts[1]
    if (!first || !key || !devnet.urls.relay) throw new Error('the WalletConnect wallet needs the EVM nodes and the relay')
    // Loaded on first use: a host that never pairs needs none of sign-client's packages.
    wallet ??= import('../../../wc-wallet/src/start-wc-wallet').then(({ startWcWallet }) =>
      startWcWallet({
        relayUrl: devnet.urls.relay,
        projectId: 'walletkit-devnet',
        rpcUrl: first.rpcUrl,
        chainId: first.chainId,
        chains: others.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        privateKey: key.privateKey,
        verifyUrl: `${devnet.urls.services}/verify`,
      }),
    )
    return wallet
  }
  return {
    async handle(raw) {
      const parsed = controlSchema.safeParse(raw)
      if (!parsed.success) return { error: 'unknown control line' }
      const message = parsed.data
      try {
        if ('allowFrameOrigin' in message) {
          const origin = new URL(message.allowFrameOrigin).origin
          devnet.allowFrameOrigin(origin)
          return { allowed: origin }
        }
        const peer = await walletconnect()
        const command = message.walletconnect
        if ('pair' in command) {
          const session = await peer.pair(command.pair)
          return { paired: { topic: session.topic, address: peer.address } }
        }
        if ('rejectNextRequest' in command) {
          peer.rejectNextRequest()
          return { armed: true }
        }
        await peer.disconnect()
        return { disconnected: true }
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) }
      }
    },
    async stop() {
      if (wallet) await (await wallet.catch(() => undefined))?.stop()
    },
  }
}

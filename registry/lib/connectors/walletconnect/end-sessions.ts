import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { logger } from '@/registry/lib/logger/logger'

/**
 * Ends sessions with the wallet. A failure is logged, not thrown: the wallet may already have
 * ended the session, and locally it is gone either way. No client: nothing was ever loaded.
 */
export async function endSessions(client: WalletConnectClient | undefined, topics: readonly string[]): Promise<void> {
  await Promise.all(
    topics.map(async (topic) => {
      try {
        await client?.disconnect(topic)
      } catch (error) {
        logger.warn('WalletConnect disconnect failed', error)
      }
    }),
  )
}

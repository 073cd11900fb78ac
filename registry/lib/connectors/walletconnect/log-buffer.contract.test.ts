import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import type { WalletConnectClient } from './client'
import { loadDevnetSignClient, startRelayDevnet } from './test/devnet-sign-client'

// SPEC §9 "log buffer 1024000 bytes": the kit's logger is 'silent', yet sign-client's core still
// keeps its chunk buffer (sized by WalletConnect's default, the kit passes none). Filled past the
// limit here, it must keep at most 1024000 bytes, dropping the oldest entries.
process.env.DISABLE_GLOBAL_CORE = 'true'

type Buffer = { sizeInBytes: number; lengthInNodes: number }
type ChunkController = { write: (entry: string) => void; getLogs: () => Buffer }
let devnet: Devnet
let client: WalletConnectClient | undefined

beforeAll(async () => {
  devnet = await startRelayDevnet()
})
afterAll(async () => {
  await client?.close()
  await devnet?.stop()
})

test('log buffer: the kit sign client keeps at most 1024000 bytes of log', async () => {
  const init = vi.spyOn(SignClient, 'init')
  client = await loadDevnetSignClient(devnet, 'log-buffer')
  const raw = (await init.mock.results[0]?.value) as { core: { logChunkController: ChunkController } }
  const buffer = raw.core.logChunkController
  // Entries are pino's JSON lines, as sign-client's logger writes them.
  const entry = JSON.stringify({ level: 30, msg: 'x'.repeat(980) })
  for (let i = 0; i < 1_100; i++) buffer.write(entry)
  expect(buffer.getLogs().sizeInBytes).toBeLessThanOrEqual(1_024_000)
  expect(buffer.getLogs().sizeInBytes).toBeGreaterThan(1_024_000 - entry.length)
})

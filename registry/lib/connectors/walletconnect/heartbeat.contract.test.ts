import { HeartBeat } from '@walletconnect/heartbeat'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import type { WalletConnectClient } from './client'
import { loadDevnetSignClient, startRelayDevnet } from './test/devnet-sign-client'

// SPEC §9 "heartbeat 5 s": the kit passes no interval, so the sign client it builds must pulse on
// WalletConnect's default. Only setInterval is faked (the relay socket and its timeouts stay real).
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let client: WalletConnectClient | undefined

beforeAll(async () => {
  devnet = await startRelayDevnet()
})
afterAll(async () => {
  await client?.close()
  vi.useRealTimers()
  await devnet?.stop()
})

test('heartbeat: the kit sign client pulses once every 5 s (none at 4.999 s, 1 at 5 s, 2 at 10 s)', async () => {
  // pulse() is what the interval calls and what emits heartbeat_pulse; its type keeps it private.
  const pulse = vi.spyOn(HeartBeat.prototype as unknown as { pulse: () => void }, 'pulse')
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  client = await loadDevnetSignClient(devnet, 'heartbeat')
  pulse.mockClear()
  vi.advanceTimersByTime(4_999)
  expect(pulse).toHaveBeenCalledTimes(0)
  vi.advanceTimersByTime(1)
  expect(pulse).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(5_000)
  expect(pulse).toHaveBeenCalledTimes(2)
})

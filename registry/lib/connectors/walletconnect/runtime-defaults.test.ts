import { expect, test } from 'vitest'
import { HEARTBEAT_INTERVAL } from '@walletconnect/heartbeat'
import { MAX_LOG_SIZE_IN_BYTES_DEFAULT } from '@walletconnect/logger'

// SPEC §9 values the kit leaves to WalletConnect's sign-client (load-sign-client passes neither):
// pinned here so an upgrade that changes them fails this test instead of changing the kit silently.
test('default: sign-client runs with a 5 s relay heartbeat and a 1024000-byte log buffer', () => {
  expect(HEARTBEAT_INTERVAL).toBe(5)
  expect(MAX_LOG_SIZE_IN_BYTES_DEFAULT).toBe(1024000)
})

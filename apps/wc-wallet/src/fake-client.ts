import { vi } from 'vitest'
import type { WalletConnectClient, WalletConnectClientEvent } from '../../../registry/lib/connectors/walletconnect/client'

export const FAKE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the fake wallet answers by default: a 65-byte hex signature, as personal_sign replies are checked (SPEC §5). */
export const FAKE_SIGNATURE = `0x${'ab'.repeat(65)}`

/** A settled-session payload as a wallet would approve it. */
export const fakeSession = (topic = 'session-1') => ({
  topic,
  expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
  namespaces: { eip155: { accounts: [`eip155:31337:${FAKE_ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged'] } },
  peer: { metadata: { name: 'Test wallet', icons: [] } },
})

/**
 * A unit-test stand-in for sign-client in the connector's client shape: it records each proposal
 * so the test decides when (and whether) a wallet approves it. The real one is exercised by the
 * contract and browser tests.
 */
export function fakeClient() {
  const proposals: Array<{ uri: string; approve: (raw: unknown) => void; reject: (error: unknown) => void }> = []
  let listener: ((event: WalletConnectClientEvent) => void) | undefined
  const stored: unknown[] = []
  const client: WalletConnectClient = {
    async connect() {
      let approve!: (raw: unknown) => void
      let reject!: (error: unknown) => void
      const approval = new Promise<unknown>((resolve, fail) => ((approve = resolve), (reject = fail)))
      const uri = `wc:${'a'.repeat(63)}${proposals.length}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
      proposals.push({ uri, approve: (raw) => (stored.push(raw), approve(raw)), reject })
      return { uri, approval: () => approval }
    },
    sessions: () => stored,
    request: vi.fn(async () => FAKE_SIGNATURE),
    disconnect: vi.fn(async () => {}),
    onEvent: (next) => void (listener = next),
    close: async () => {},
  }
  return { client, proposals, stored, emit: (event: WalletConnectClientEvent) => listener?.(event) }
}

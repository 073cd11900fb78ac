// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { localA } from '@/registry/components/test/kit'
import { solana } from '@/registry/lib/chains/solana-networks'
import type { Network } from '@/registry/lib/chains/chain-types'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

afterEach(() => {
  document.getElementById('w3m-iframe')?.remove()
  vi.restoreAllMocks()
})

/** The chain the kit's own secure frame is opened on (its address carries it, SPEC §2). */
async function frameChain(networks: Network[]): Promise<string | null> {
  const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), secureSiteOrigin: 'http://127.0.0.1:1' })
  // No secure site answers here: the load never completes, only the iframe it adds matters.
  void getEmbeddedWallet(kit)
    .load()
    .catch(() => {})
  await expect.poll(() => document.getElementById('w3m-iframe')).not.toBeNull()
  const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
  iframe.remove()
  return new URL(iframe.src).searchParams.get('chainId')
}

describe('getEmbeddedWallet', () => {
  test('behavior: the secure frame opens on the active EVM network, or on the default chain eip155:1 when the app has none (SPEC §9)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await frameChain([solana])).toBe('eip155:1')
    expect(await frameChain([solana, localA])).toBe('eip155:31337')
  })
})

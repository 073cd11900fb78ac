import { describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { evmNetwork, fakeConnector } from '@/registry/lib/state/test/fake-connector'
import { getPublicClient } from '@/registry/lib/state/provider/public-client'
import { getWalletClient } from '@/registry/lib/state/provider/wallet-client'

// Outside React: a host's own script (no hooks) gets the same viem clients the hooks give.
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
// anvil's first dev key: a real signature through the client, checked with viem.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

function setup() {
  const kit = createWalletKit({ projectId: 'p', networks: [evmNetwork(1), evmNetwork(10)], storage: createMemoryStorage(), platform })
  const connector = fakeConnector({
    id: 'fake',
    accounts: [signer.address],
    chainId: 10,
    request: async ({ method, params }) => {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
      return signer.signMessage({ message: { raw: (params as [`0x${string}`])[0] } })
    },
  })
  kit.connectors.register(connector)
  return { kit, connector }
}

describe('getPublicClient / getWalletClient', () => {
  test("behavior: a public client of the kit's active EVM network, with no wallet, following a network switch", async () => {
    const { kit } = setup()
    expect(getPublicClient(kit)?.chain.id).toBe(1)
    await kit.networks.switchNetwork(evmNetwork(10))
    expect(getPublicClient(kit)?.chain.id).toBe(10)
  })

  test('behavior: no wallet client while disconnected; then bound to the account and its chain, and it signs through the wallet', async () => {
    const { kit, connector } = setup()
    expect(getWalletClient(kit)).toBeUndefined()
    await kit.connection.connect(connector)
    const client = getWalletClient(kit)
    expect(client?.account.address).toBe(signer.address)
    expect(client?.chain.id).toBe(10)
    const signature = await client!.signMessage({ message: 'from a host script' })
    expect(await verifyMessage({ address: signer.address, message: 'from a host script', signature })).toBe(true)
    await kit.connection.disconnect('eip155')
    expect(getWalletClient(kit)).toBeUndefined()
  })
})

import { describe, expect, test } from 'vitest'
import { startDevnet } from './index'

describe('startDevnet', () => {
  test('parameters: only starts just the listed services', async () => {
    const lines: string[] = []
    const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'], log: (l) => lines.push(l) })
    try {
      expect(devnet.urls).toMatchObject({ evmRpc: '', solanaRpc: '', frame: '', relay: '' })
      expect(devnet.evmChains).toEqual([])
      expect(lines).toEqual([`Services (blockchain API, catalogue, analytics): ${devnet.urls.services}`])
      const response = await fetch(`${devnet.urls.services}/v1/supported-chains?projectId=p`)
      // Only the Bitcoin and Polkadot ledger stand-ins' chains, which need no node.
      expect(await response.json()).toEqual({
        http: [
          'bip122:000000000933ea01ad0ee984209779ba',
          'bip122:00000008819873e925422c1ff0f99f7c',
          'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          'bip122:000000000019d6689c085ae165831e93',
          'polkadot:9e4bc837986398d8c0387e8c2492d50d',
          'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
        ],
        ws: [],
      })
      // The token address is known without a node: the deployer's first transaction.
      expect(devnet.erc20.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    } finally {
      await devnet.stop()
    }
  })

  test('parameters: catalogueSize sets the number of generated wallets', async () => {
    const devnet = await startDevnet({ services: 0, only: ['services'], catalogueSize: 700 })
    try {
      const response = await fetch(`${devnet.urls.services}/getWallets?page=1&entries=1&projectId=p`)
      expect(((await response.json()) as { count: number }).count).toBe(700)
    } finally {
      await devnet.stop()
    }
  })

  test('behavior: stop is idempotent and closes the port', async () => {
    const devnet = await startDevnet({ services: 0, only: ['services'] })
    await devnet.stop()
    await devnet.stop()
    await expect(fetch(`${devnet.urls.services}/getAnalyticsConfig`)).rejects.toThrow()
  })
})

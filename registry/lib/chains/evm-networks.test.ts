import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import { evmNetworks, mainnet, zoraTestnet } from './evm-networks'

test('default: SPEC chain 999 is Zora Goerli Testnet', () => {
  expect(zoraTestnet.id).toBe(999)
  expect(zoraTestnet.name).toBe('Zora Goerli Testnet')
  expect(evmNetworks).toContain(mainnet)
})

test('behavior: importing one network does not bundle the others', async () => {
  const registry = fileURLToPath(new URL('../..', import.meta.url))
  const result = await build({
    stdin: {
      contents: "import { mainnet } from '@/registry/lib/chains/evm-networks'; console.log(mainnet)",
      resolveDir: registry,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    alias: { '@/registry': registry },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text ?? ''
  expect(code).toContain('Ethereum')
  expect(code).not.toContain('Zora')
  expect(code).not.toContain('ZKsync')
  expect(code.length).toBeLessThan(8_000)
})

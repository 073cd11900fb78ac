import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const require = createRequire(import.meta.url)

export const devCollectiblesSourcePath = fileURLToPath(new URL('./DevCollectibles.sol', import.meta.url))

const solcOutput = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })),
    )
    .optional(),
})

export type DevCollectiblesArtifact = { abi: ReadonlyArray<unknown>; bytecode: `0x${string}`; compiler: string }

/**
 * Compiles DevCollectibles.sol with solc-js. Slow, so devnet loads the committed artifact and only
 * `scripts/build-dev-collectibles.ts` and the artifact test call this.
 */
export function compileDevCollectibles(): DevCollectiblesArtifact {
  // solc ships CommonJS without ESM types for the wrapper; load it through require.
  const solc = require('solc') as { compile(input: string): string; version(): string }
  const input = {
    language: 'Solidity',
    sources: { 'DevCollectibles.sol': { content: readFileSync(devCollectiblesSourcePath, 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = solcOutput.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = output.contracts?.['DevCollectibles.sol']?.['DevCollectibles']
  if (!contract) throw new Error('solc produced no DevCollectibles contract')
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, compiler: solc.version() }
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const require = createRequire(import.meta.url)

export const devSmartAccountSourcePath = fileURLToPath(new URL('./DevSmartAccount.sol', import.meta.url))

const compiled = z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })
const solcOutput = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(z.string(), z.record(z.string(), compiled)).optional(),
})

export type ContractArtifact = { abi: ReadonlyArray<unknown>; bytecode: `0x${string}` }
export type DevSmartAccountArtifact = { compiler: string; account: ContractArtifact; factory: ContractArtifact }

/**
 * Compiles DevSmartAccount.sol (account and factory) with solc-js. Slow, so devnet loads the
 * committed artifact and only the artifact script and its test call this.
 */
export function compileDevSmartAccount(): DevSmartAccountArtifact {
  // solc ships CommonJS without ESM types for the wrapper; load it through require.
  const solc = require('solc') as { compile(input: string): string; version(): string }
  const input = {
    language: 'Solidity',
    sources: { 'DevSmartAccount.sol': { content: readFileSync(devSmartAccountSourcePath, 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = solcOutput.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const pick = (name: string): ContractArtifact => {
    const contract = output.contracts?.['DevSmartAccount.sol']?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { compiler: solc.version(), account: pick('DevSmartAccount'), factory: pick('DevSmartAccountFactory') }
}

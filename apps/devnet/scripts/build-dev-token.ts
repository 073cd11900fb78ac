// Regenerates src/evm/dev-token-artifact.json from DevToken.sol: `npx tsx apps/devnet/scripts/build-dev-token.ts`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileDevToken } from '../src/evm/compile-dev-token'

const target = fileURLToPath(new URL('../src/evm/dev-token-artifact.json', import.meta.url))
const artifact = compileDevToken()
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${target} (solc ${artifact.compiler}, ${(artifact.bytecode.length - 2) / 2} bytes)`)

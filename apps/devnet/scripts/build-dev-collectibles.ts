// Regenerates src/evm/dev-collectibles-artifact.json from DevCollectibles.sol: `npx tsx apps/devnet/scripts/build-dev-collectibles.ts`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileDevCollectibles } from '../src/evm/compile-dev-collectibles'

const target = fileURLToPath(new URL('../src/evm/dev-collectibles-artifact.json', import.meta.url))
const artifact = compileDevCollectibles()
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${target} (solc ${artifact.compiler}, ${(artifact.bytecode.length - 2) / 2} bytes)`)

// Regenerates src/evm/dev-market-artifact.json from DevMarket.sol: `npx tsx apps/devnet/scripts/build-dev-market.ts`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileDevMarket } from '../src/evm/compile-dev-market'

const target = fileURLToPath(new URL('../src/evm/dev-market-artifact.json', import.meta.url))
const artifact = compileDevMarket()
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${target} (solc ${artifact.compiler}, ${(artifact.bytecode.length - 2) / 2} bytes)`)

// Regenerates src/evm/dev-smart-account-artifact.json from DevSmartAccount.sol: `npx tsx apps/devnet/scripts/build-dev-smart-account.ts`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileDevSmartAccount } from '../src/evm/compile-dev-smart-account'

const target = fileURLToPath(new URL('../src/evm/dev-smart-account-artifact.json', import.meta.url))
const artifact = compileDevSmartAccount()
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${target} (solc ${artifact.compiler}, factory ${(artifact.factory.bytecode.length - 2) / 2} bytes)`)

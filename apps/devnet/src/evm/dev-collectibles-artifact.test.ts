import { describe, expect, test } from 'vitest'
import { compileDevCollectibles } from './compile-dev-collectibles'
import artifact from './dev-collectibles-artifact.json'

describe('dev-collectibles-artifact', () => {
  test('behavior: the committed artifact is what DevCollectibles.sol compiles to', () => {
    const fresh = compileDevCollectibles()
    expect(fresh.compiler).toBe(artifact.compiler)
    expect(fresh.abi).toEqual(artifact.abi)
    expect(fresh.bytecode).toBe(artifact.bytecode)
    // solc-js compiles in WebAssembly: seconds on a busy machine.
  }, 120_000)
})

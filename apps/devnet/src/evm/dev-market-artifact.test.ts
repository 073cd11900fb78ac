import { describe, expect, test } from 'vitest'
import { compileDevMarket } from './compile-dev-market'
import artifact from './dev-market-artifact.json'

describe('dev-market-artifact', () => {
  test('behavior: the committed artifact is what DevMarket.sol compiles to', () => {
    const fresh = compileDevMarket()
    expect(fresh.compiler).toBe(artifact.compiler)
    expect(fresh.abi).toEqual(artifact.abi)
    expect(fresh.bytecode).toBe(artifact.bytecode)
    // solc-js compiles in WebAssembly: seconds on a busy machine.
  }, 120_000)
})

import { describe, expect, test } from 'vitest'
import { compileDevToken } from './compile-dev-token'
import artifact from './dev-token-artifact.json'

describe('dev-token-artifact', () => {
  test('behavior: the committed artifact is what DevToken.sol compiles to', () => {
    const fresh = compileDevToken()
    expect(fresh.compiler).toBe(artifact.compiler)
    expect(fresh.abi).toEqual(artifact.abi)
    expect(fresh.bytecode).toBe(artifact.bytecode)
    // solc-js compiles in WebAssembly: seconds on a busy machine.
  }, 120_000)
})

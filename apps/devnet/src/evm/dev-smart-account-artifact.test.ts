import { describe, expect, test } from 'vitest'
import { compileDevSmartAccount } from './compile-dev-smart-account'
import artifact from './dev-smart-account-artifact.json'

describe('dev-smart-account-artifact', () => {
  test('behavior: the committed artifact is what DevSmartAccount.sol compiles to', () => {
    const fresh = compileDevSmartAccount()
    expect(fresh.compiler).toBe(artifact.compiler)
    expect(fresh.account).toEqual(artifact.account)
    expect(fresh.factory).toEqual(artifact.factory)
    // solc-js compiles in WebAssembly: seconds on a busy machine.
  }, 120_000)
})

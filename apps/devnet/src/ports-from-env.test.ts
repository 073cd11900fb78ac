import { describe, expect, test } from 'vitest'
import { portsFromEnv } from './ports-from-env'
import { defaultPorts } from './types'

describe('portsFromEnv', () => {
  test('default', () => {
    expect(portsFromEnv({})).toEqual(defaultPorts)
  })

  test('behavior: each WALLETKIT_*_PORT overrides its service, 0 is a free port, anything else fails', () => {
    expect(portsFromEnv({ WALLETKIT_EVM_PORT: '9545', WALLETKIT_RELAY_PORT: '0', WALLETKIT_FRAME_PORT: '' })).toEqual({
      ...defaultPorts,
      evm: 9545,
      relay: 0,
    })
    expect(() => portsFromEnv({ WALLETKIT_SERVICES_PORT: '80a' })).toThrow('WALLETKIT_SERVICES_PORT must be a port number, got "80a"')
    expect(() => portsFromEnv({ WALLETKIT_SOLANA_PORT: '70000' })).toThrow('WALLETKIT_SOLANA_PORT must be a port number')
  })
})

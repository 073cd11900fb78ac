import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { devAccounts } from './dev-accounts'

describe('devAccounts', () => {
  test('default: the first account is the well-known anvil account 0', () => {
    expect(devAccounts(1)[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('behavior: every private key controls its address', () => {
    const accounts = devAccounts(10)
    expect(new Set(accounts.map((a) => a.address)).size).toBe(10)
    for (const { address, privateKey } of accounts) expect(privateKeyToAccount(privateKey).address).toBe(address)
    expect(accounts[9]?.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
  })
})

import { describe, expect, test } from 'vitest'
import { AccountNotFoundError } from '@/registry/lib/errors/account'
import { AdapterUndefinedError, ConnectorUndefinedError, ProviderUndefinedError } from '@/registry/lib/errors/connector'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { signMessage } from './sign-message'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const kit = () => createWalletKit({ projectId: 'p', networks: [evmNetwork(1)], storage: createMemoryStorage(), platform })

describe('signMessage refusals (SPEC §8 texts)', () => {
  test('behavior: no connected account is "Address or auth connector not found"', async () => {
    await expect(signMessage(kit(), 'x')).rejects.toThrow(AccountNotFoundError)
    await expect(signMessage(kit(), 'x', 'eip155')).rejects.toMatchObject({ shortMessage: 'Address or auth connector not found' })
  })

  test('behavior: a namespace without networks is "adapter is undefined"', async () => {
    await expect(signMessage(kit(), 'x', 'solana')).rejects.toThrow(AdapterUndefinedError)
    await expect(signMessage(kit(), 'x', 'solana')).rejects.toMatchObject({ shortMessage: 'adapter is undefined' })
  })

  test('behavior: an account whose connector is gone is "connector is undefined"; one without a provider is "provider is undefined"', async () => {
    const k = kit()
    const connector = fakeConnector({ id: 'x' })
    k.connectors.register(connector)
    await k.connection.connect(connector)
    const withoutConnector = { ...k, connection: { ...k.connection, getActiveConnector: () => undefined } }
    await expect(signMessage(withoutConnector, 'x')).rejects.toMatchObject({ shortMessage: 'connector is undefined' })
    await expect(signMessage(withoutConnector, 'x')).rejects.toThrow(ConnectorUndefinedError)
    const withoutProvider = { ...k, connection: { ...k.connection, getActiveConnector: () => ({ ...connector, request: undefined }) } }
    await expect(signMessage(withoutProvider, 'x')).rejects.toThrow(ProviderUndefinedError)
    await expect(signMessage(withoutProvider, 'x')).rejects.toMatchObject({ shortMessage: 'provider is undefined' })
  })
})

describe('signMessage on eip155: the signature is SPEC §5 hex (0x and at least 62 hex characters)', () => {
  const signing = async (signature: unknown) => {
    const k = kit()
    const connector = fakeConnector({ id: 'x', request: async ({ method }) => (method === 'personal_sign' ? signature : null) })
    k.connectors.register(connector)
    await k.connection.connect(connector)
    return signMessage(k, 'hello')
  }

  test('default: a 65-byte signature comes back as the wallet gave it', async () => {
    await expect(signing(`0x${'ab'.repeat(65)}`)).resolves.toBe(`0x${'ab'.repeat(65)}`)
  })

  test('behavior: an EIP-2098 compact (64-byte) signature is accepted (the second predicate wanted 130 hex characters)', async () => {
    await expect(signing(`0x${'cd'.repeat(64)}`)).resolves.toBe(`0x${'cd'.repeat(64)}`)
  })

  test('behavior: no hex, or under 62 hex characters, is the invalid wallet response', async () => {
    for (const bad of ['0x1234', `0x${'zz'.repeat(65)}`, 42]) await expect(signing(bad)).rejects.toMatchObject({ code: expect.any(String) })
    await expect(signing(`0x${'a'.repeat(61)}`)).rejects.toThrow(/personal_sign/)
  })
})

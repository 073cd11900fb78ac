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

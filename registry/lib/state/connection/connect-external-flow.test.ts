import { describe, expect, test } from 'vitest'
import { ConnectorUndefinedError } from '@/registry/lib/errors/connector'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'
import { createConnectExternalFlow, describeConnectError } from './connect-external-flow'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const kitFor = () =>
  createWalletKit({ projectId: 'p1', networks: [evmNetwork(1)], storage: createMemoryStorage(), platform, analytics: false })
const refused = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

describe('createConnectExternalFlow', () => {
  test('default: connecting until the wallet answers, then connected with the modal closed', async () => {
    const kit = kitFor()
    kit.modal.open()
    const flow = createConnectExternalFlow(kit, fakeConnector({ chainId: 1 }))
    expect(flow.store.getState()).toEqual({ status: 'connecting', error: undefined })
    await flow.connect()
    expect(flow.store.getState()).toEqual({ status: 'connected', error: undefined })
    expect(kit.connection.store.getState().status).toBe('connected')
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: a declined prompt (4001) is a rejection; Try again asks the wallet again and connects', async () => {
    const kit = kitFor()
    let prompts = 0
    const connector = fakeConnector({
      chainId: 1,
      connect: async () => {
        prompts++
        if (prompts === 1) throw refused()
        return {
          address: '0x1111111111111111111111111111111111111111',
          accounts: ['0x1111111111111111111111111111111111111111'],
          chainId: 1,
        }
      },
    })
    const flow = createConnectExternalFlow(kit, connector)
    await flow.connect()
    expect(flow.store.getState()).toEqual({ status: 'error', error: { kind: 'rejected', message: undefined } })
    await flow.connect()
    expect([prompts, flow.store.getState().status]).toEqual([2, 'connected'])
  })

  test('behavior: an attempt superseded by Try again does not overwrite the newer outcome', async () => {
    const kit = kitFor()
    let first: ((error: Error) => void) | undefined
    let calls = 0
    const connector = fakeConnector({
      chainId: 1,
      connect: () => {
        calls++
        if (calls === 1) return new Promise((_, reject) => (first = reject))
        return Promise.resolve({
          address: '0x1111111111111111111111111111111111111111',
          accounts: ['0x1111111111111111111111111111111111111111'],
          chainId: 1,
        })
      },
    })
    const flow = createConnectExternalFlow(kit, connector)
    const stale = flow.connect()
    await flow.connect()
    first?.(refused())
    await stale
    expect(flow.store.getState()).toEqual({ status: 'connected', error: undefined })
  })
})

describe('describeConnectError', () => {
  test('behavior: a typed error gives its SPEC text; anything else is a failure with no text', () => {
    expect(describeConnectError(new ConnectorUndefinedError())).toEqual({
      kind: 'failed',
      message: new ConnectorUndefinedError().shortMessage,
    })
    expect(describeConnectError(new Error('boom'))).toEqual({ kind: 'failed', message: undefined })
    expect(describeConnectError(refused())).toEqual({ kind: 'rejected', message: undefined })
  })
})

import { describe, expect, test, vi } from 'vitest'
import { serveSendApi, sender, receiver, solanaReceiver, scriptedChains, setup, snack, sendApi } from './test/send-flow-setup'

// How a send fails: what the user sees, what analytics hears, what stays for another try.
serveSendApi()

describe('createSendFlow', () => {
  test('behavior: an EVM failure is Something went wrong with the SEND_ERROR event, sent to analytics; the input stays', async () => {
    const chains = scriptedChains({ evm: () => Promise.reject(new Error('execution reverted')) })
    const { kit, flow, events, posted, stop } = await setup({ chains })
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(snack(kit)).toMatchObject({ open: true, variant: 'error', message: 'Something went wrong' })
    expect(events).toEqual([
      {
        type: 'SEND_ERROR',
        event: {
          namespace: 'eip155',
          message: 'Something went wrong',
          token: 'ETH',
          isSmartAccount: false,
          address: sender,
          network: 'eip155:31337',
          amount: '0.1',
        },
      },
    ])
    expect(posted).toEqual([
      {
        type: 'track',
        event: 'SEND_ERROR',
        address: sender,
        properties: { message: 'Something went wrong', isSmartAccount: false, network: 'eip155:31337', token: 'ETH', amount: '0.1' },
      },
    ])
    await vi.waitFor(() => expect(sendApi.requests.some((r) => r.url.pathname === '/e' && r.body.includes('"SEND_ERROR"'))).toBe(true))
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: '0.1', receiverAddress: receiver, loading: false })
    stop()
  })

  test('behavior: a declined prompt (4001) is no error toast and no SEND_ERROR', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { kit, flow, events, posted, stop } = await setup({
      chains: scriptedChains({ evm: () => Promise.reject(new Error('wrapped', { cause: declined })) }),
    })
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(snack(kit).variant === 'error' && snack(kit).open).toBe(false)
    expect(events).toEqual([{ type: 'SEND_REJECTED', event: { namespace: 'eip155' } }])
    // Analytics records the refusal as what it is: SEND_REJECTED, no SEND_ERROR.
    expect(posted).toEqual([{ type: 'track', event: 'SEND_REJECTED', properties: { namespace: 'eip155' } }])
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: '0.1', loading: false })
    stop()
  })

  test('behavior: a Solana failure is Failed to send transaction. Please try again. without SEND_ERROR', async () => {
    const { kit, flow, events, stop } = await setup({
      namespace: 'solana',
      chains: scriptedChains({ solana: () => Promise.reject(new Error('blockhash expired')) }),
    })
    flow.setReceiver(solanaReceiver)
    flow.setAmount('0.5')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(solanaReceiver))
    await flow.send()
    await vi.waitFor(() =>
      expect(snack(kit)).toMatchObject({ open: true, variant: 'error', message: 'Failed to send transaction. Please try again.' }),
    )
    expect(events).toEqual([])
    stop()
  })

  test('behavior: sending on another namespace is Unsupported chain', async () => {
    const { kit, flow, stop } = await setup({ namespace: 'polkadot' })
    flow.setAmount('1')
    await flow.send()
    expect(snack(kit)).toMatchObject({ variant: 'error', message: 'Unsupported chain' })
    stop()
  })

  test('behavior: a smart account flags SEND_ERROR with isSmartAccount', async () => {
    const { flow, events, stop } = await setup({
      accountType: 'smartAccount',
      chains: scriptedChains({ evm: () => Promise.reject(new Error('boom')) }),
    })
    expect(flow.accountType()).toBe('smartAccount')
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(events[0]).toMatchObject({ type: 'SEND_ERROR', event: { isSmartAccount: true } })
    stop()
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { hexToString, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { createTestConnector } from '@/registry/components/test/kit'
import { useSiwx } from '@/registry/hooks/use-siwx'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import type { SiwxConfig, SiwxSession } from '@/registry/lib/siwx/siwx-types'

afterEach(cleanup)

// anvil's first dev key: a real signer, so the session below carries a real EIP-191 signature.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A host's own `siwx`: sessions in memory, each verified offline (EOA only) before it is kept. */
function memorySiwx(required: boolean): SiwxConfig & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    createMessage: async ({ accountAddress, chainId }) =>
      createSiwxMessage({ accountAddress, chainId, domain: 'host.test', uri: 'https://host.test', expiresInMs: 60_000 }),
    async addSession(session) {
      if (
        !(await verifyMessage({
          address: session.data.accountAddress as Hex,
          message: session.message,
          signature: session.signature as Hex,
        }))
      )
        throw new Error('bad signature')
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase()),
    revokeSession: async () => void sessions.splice(0),
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    getRequired: () => required,
  }
}

const signingConnector = () =>
  createTestConnector({
    address: signer.address,
    connect: async () => ({ address: signer.address, chainId: 31337, accounts: [signer.address] }),
    request: async ({ method, params }) => {
      if (method !== 'personal_sign' || !Array.isArray(params)) throw new Error(`unexpected ${method}`)
      return signer.signMessage({ message: hexToString(params[0] as Hex) })
    },
  } as Parameters<typeof createTestConnector>[0])

describe('useSiwx', () => {
  test('default: inert without the siwx option', () => {
    const { result } = renderKitHook(() => useSiwx())
    expect(result.current).toMatchObject({ enabled: false, status: 'idle', required: false, session: undefined })
  })

  test('behavior: connect opens SIWXSignMessage; sign keeps a verified session and closes; signOut revokes it', async () => {
    const siwx = memorySiwx(false)
    const { result, kit } = renderKitHook(() => useSiwx(), {
      props: { siwx, metadata: { name: 'Host', description: '', url: 'https://host.test', icons: ['https://host.test/i.png'] } },
    })
    expect(result.current).toMatchObject({ enabled: true, appName: 'Host', appIcon: 'https://host.test/i.png' })
    const connector = signingConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(kit.router.store.getState().view).toBe('SIWXSignMessage')
    expect(kit.modal.store.getState().open).toBe(true)
    await act(() => result.current.sign())
    expect(result.current.session?.data.accountAddress).toBe(signer.address)
    expect(siwx.sessions).toHaveLength(1)
    expect(kit.modal.store.getState().open).toBe(false)
    await act(() => result.current.signOut())
    expect(siwx.sessions).toEqual([])
    await waitFor(() => expect(kit.router.store.getState().view).toBe('SIWXSignMessage'))
  })
})

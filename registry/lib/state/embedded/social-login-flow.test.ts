// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { localA } from '@/registry/components/test/kit'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { configureEmbeddedWallet, getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { getSocialLoginFlow } from '@/registry/lib/state/embedded/social-login-flow'

const address = '0x4444444444444444444444444444444444444444'
const origin = 'http://localhost:1'

const solanaAddress = 'So1anaSocia1Account1111111111111111111111111'
// The frame's account for each network it is asked about (GET_USER's chainId).
const userFor = (payload: unknown) => {
  const chainId = (payload as { chainId?: string } | undefined)?.chainId ?? 'eip155:31337'
  return chainId.startsWith('solana:') ? { address: solanaAddress, chainId } : { address, chainId }
}

function socialKit(connectSocial: () => unknown, options: { solana?: boolean } = {}) {
  const log: Array<{ name: string; payload: unknown }> = []
  const frame = scriptedFrame(
    {
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: `${origin}/social/github` }),
      CONNECT_SOCIAL: connectSocial,
      GET_USER: userFor,
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
    },
    log,
  )
  const networks = options.solana ? [localA, defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:9' })] : [localA]
  const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage() })
  configureEmbeddedWallet(kit, { frame, networks })
  // The buttons are enabled once the embedded wallet has loaded; a click comes after that.
  const loaded = getEmbeddedWallet(kit).load()
  const statuses: string[] = []
  kit.connection.store.subscribe((state, previous) => {
    if (state.status !== previous.status) statuses.push(state.status)
  })
  return { kit, log, statuses, loaded }
}

/** The popup as the flow sees it: a window that posts the provider's result back from the secure origin. */
function socialPopup() {
  const popup = { closed: false, location: { href: '' }, close: () => void (popup.closed = true) }
  const answer = () =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { resultUri: `${origin}/social/result?state=s` }, origin, source: popup as unknown as Window }),
    )
  return { popup, answer }
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

/** The user picks GitHub: the flow opens the popup at the provider; `finish` is the provider's answer, awaited through. */
async function startSignIn(kit: ReturnType<typeof socialKit>['kit']) {
  const { popup, answer } = socialPopup()
  const signedIn = getSocialLoginFlow(kit).signIn('github', () => popup as unknown as Window)
  await until(() => popup.location.href.includes('/social/'))
  return {
    popup,
    finish: async () => {
      answer()
      await signedIn
    },
  }
}

describe('social login flow', () => {
  test('behavior: the provider result is the kit connect: connecting while the frame signs in, the user read once (CONNECT_SOCIAL answers with it), the popup closed', async () => {
    const { kit, log, statuses, loaded } = socialKit(() => ({ address, chainId: 'eip155:31337' }))
    await loaded
    const { popup, finish } = await startSignIn(kit)
    expect(popup.location.href).toBe(`${origin}/social/github`)
    expect(statuses).toEqual([])
    await finish()
    expect(getSocialLoginFlow(kit).store.getState().error).toBeNull()
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(kit.connection.store.getState().account?.address).toBe(address)
    expect(log.map((entry) => entry.name).filter((name) => name === 'GET_USER' || name === 'CONNECT_SOCIAL')).toEqual(['CONNECT_SOCIAL'])
    expect(getSocialLoginFlow(kit).store.getState()).toMatchObject({ busy: null, error: null })
    expect(popup.closed).toBe(true)
  })

  test("behavior: with a Solana network, a social sign-in brings the embedded wallet's Solana account beside the EVM one, as the e-mail login does", async () => {
    const { kit, loaded } = socialKit(() => ({ address, chainId: 'eip155:31337' }), { solana: true })
    await loaded
    await (await startSignIn(kit)).finish()
    await until(() => kit.connection.store.getState().accounts.solana?.status === 'connected')
    const { accounts, activeNamespace } = kit.connection.store.getState()
    expect(accounts.solana).toMatchObject({ address: solanaAddress, connectorId: 'walletkit-auth' })
    expect(accounts.eip155).toMatchObject({ address, status: 'connected', connectorId: 'walletkit-auth' })
    expect(activeNamespace).toBe('eip155')
  })

  test('behavior: a sign-in the frame refuses leaves the kit disconnected and shows the error', async () => {
    const { kit, statuses, loaded } = socialKit(() => {
      throw new Error('The provider refused the sign-in')
    })
    await loaded
    const { popup, finish } = await startSignIn(kit)
    await finish()
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(String(getSocialLoginFlow(kit).store.getState().error)).toContain('The provider refused the sign-in')
    expect(popup.closed).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { localA } from '@/registry/components/test/kit'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { configureEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { getFarcasterFlow } from '@/registry/lib/state/embedded/farcaster-flow'

const address = '0x7777777777777777777777777777777777777777'

/**
 * A frame like the secure site: each GET_FARCASTER_URI opens a new channel, and CONNECT_FARCASTER
 * waits on the poll of whichever start answered last. Starts answer at once ('in order') or when the
 * test says, newest first ('reversed': two fetches on separate connections finish either way round).
 */
function farcasterFrame(answerOrder: 'in order' | 'reversed') {
  const log: Array<{ name: string; payload: unknown }> = []
  const starts: Array<() => void> = []
  let polled: number | undefined
  let approvedChannel: number | undefined
  let onApproved: (() => void) | undefined
  const answers: ScriptedAnswers = {
    GET_FARCASTER_URI: () => {
      const channel = starts.length + 1
      return new Promise((resolve) => {
        starts.push(() => {
          polled = channel
          resolve({ url: `https://farcaster.example/approve?channel=${channel}` })
        })
        if (answerOrder === 'in order') starts.at(-1)!()
      })
    },
    CONNECT_FARCASTER: () =>
      new Promise((resolve) => {
        const check = () => (approvedChannel !== undefined && approvedChannel === polled ? resolve({ userName: 'alice' }) : undefined)
        onApproved = check
        check()
      }),
    GET_USER: () => ({ address, chainId: 'eip155:31337' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
  }
  return {
    frame: scriptedFrame(answers, log),
    log,
    /** Answers the pending starts newest first. */
    answerReversed: () => [...starts].reverse().forEach((answer) => answer()),
    /** The phone approves the channel of `url`. */
    approve(url: string) {
      approvedChannel = Number(new URL(url).searchParams.get('channel'))
      onApproved?.()
    },
  }
}

function kitWith(frame: ReturnType<typeof farcasterFrame>['frame']) {
  const kit = createWalletKit({ projectId: 'p', networks: [localA], relayUrl: 'ws://127.0.0.1:9' })
  configureEmbeddedWallet(kit, { frame, networks: [localA] })
  return kit
}

describe('getFarcasterFlow', () => {
  test('behavior: the view mounted, unmounted and mounted again at once (React StrictMode, an Activity shown again) asks the frame for one link, and approving the link shown connects', async () => {
    const fake = farcasterFrame('reversed')
    const kit = kitWith(fake.frame)
    const flow = getFarcasterFlow(kit)
    void flow.start()
    flow.cancel()
    void flow.start()
    await expect.poll(() => fake.log.filter((entry) => entry.name === 'GET_FARCASTER_URI').length).toBeGreaterThan(0)
    fake.answerReversed()
    await expect.poll(() => flow.store.getState().status).toBe('waiting')
    const state = flow.store.getState()
    fake.approve(state.status === 'waiting' ? state.url : '')
    await expect.poll(() => flow.store.getState().status).toBe('connected')
    expect(kit.connection.store.getState().account?.address).toBe(address)
    expect(fake.log.filter((entry) => entry.name === 'GET_FARCASTER_URI')).toHaveLength(1)
    // The account the approval gave is the one recorded: the frame is not asked for the user twice.
    expect(fake.log.filter((entry) => entry.name === 'GET_USER')).toHaveLength(1)
  })

  test('behavior: a start after the first link came asks again, and the new link is the one that connects', async () => {
    const fake = farcasterFrame('in order')
    const kit = kitWith(fake.frame)
    const flow = getFarcasterFlow(kit)
    void flow.start()
    await expect.poll(() => flow.store.getState().status).toBe('waiting')
    flow.cancel()
    void flow.start()
    await expect.poll(() => fake.log.filter((entry) => entry.name === 'GET_FARCASTER_URI').length).toBe(2)
    await expect.poll(() => flow.store.getState()).toEqual({ status: 'waiting', url: 'https://farcaster.example/approve?channel=2' })
    fake.approve('https://farcaster.example/approve?channel=2')
    await expect.poll(() => flow.store.getState().status).toBe('connected')
  })
})

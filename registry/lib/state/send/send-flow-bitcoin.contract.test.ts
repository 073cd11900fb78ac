import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createBitcoinWallet } from '../../../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { bitcoinRegtest, bitcoinTestnet } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSendFlow } from './send-flow'

// The send flow's bip122 path against devnet: the Devnet Bitcoin Wallet through the kit's
// wallet-standard connector, balances from the blockchain API, whose Bitcoin ledger stand-in the
// wallet's bitcoin:sendTransfer moves.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const platform = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }
const RECIPIENT = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

async function ledger(address: string, caipNetworkId = bitcoinRegtest.caipNetworkId): Promise<string | undefined> {
  const response = await fetch(`${devnet.urls.services}/v1/account/${address}/balance?projectId=p&chainId=${caipNetworkId}`)
  return ((await response.json()) as { balances: Array<{ quantity: { numeric: string } }> }).balances[0]?.quantity.numeric
}

async function setup() {
  const kit = createWalletKit({
    projectId: 'send-bitcoin',
    networks: [bitcoinRegtest, bitcoinTestnet],
    storage: createMemoryStorage(),
    platform,
    blockchainApiUrl: devnet.urls.services,
  })
  const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: devnet.urls.services, network: 'test' })
  const connector = createBitcoinStandardConnector(wallet)
  kit.connectors.register(connector)
  await kit.connection.connect(connector, { chainId: bitcoinRegtest.id })
  kit.router.reset('Account')
  kit.router.push('Send')
  const flow = createSendFlow({ ...kit, getApi: kit.clients.blockchainApi, blockchainApiUrl: devnet.urls.services })
  const stop = flow.start()
  await vi.waitFor(() => expect(flow.store.getState().token?.symbol).toBe('BTC'), { timeout: 10_000 })
  return { kit, flow, controls, stop }
}

async function fill(flow: ReturnType<typeof createSendFlow>, amount: string, to: string): Promise<void> {
  flow.setAmount(amount)
  flow.setReceiver(to)
  await vi.waitFor(() => expect(flow.store.getState().resolvingReceiver).toBe(false), { timeout: 5_000 })
}

describe('send flow on bip122', () => {
  test('default: 0.1 BTC goes through the wallet; the recipient gets 0.1, the sender pays 0.1 and the wallet\'s fee; success is "Transaction started" and the txid is kept', async () => {
    const { kit, flow, controls, stop } = await setup()
    const me = bitcoinDevPaymentAddress()
    const [mine, theirs] = [await ledger(me), await ledger(RECIPIENT)]
    await fill(flow, '0.1', RECIPIENT)
    expect(flow.store.getState().receiverAddress).toBe(RECIPIENT)
    await flow.send()
    expect(kit.snackbar.store.getState()).toMatchObject({ variant: 'success', message: 'Transaction started' })
    expect(kit.router.store.getState().history.at(-1)).toBe('Account')
    const last = flow.store.getState().lastTransaction
    expect(last).toMatchObject({ namespace: 'bip122', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
    expect(last?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(await ledger(me))).toBeCloseTo(Number(mine) - 0.1 - Number(controls.transferFee) / 1e8, 8)
    expect(Number(await ledger(RECIPIENT))).toBeCloseTo(Number(theirs ?? 0) + 0.1, 8)
    const history = (await (
      await fetch(`${devnet.urls.services}/v1/account/${me}/history?projectId=p&chainId=${bitcoinRegtest.caipNetworkId}`)
    ).json()) as { data: Array<{ id: string }> }
    expect(history.data[0]?.id).toBe(last?.hash)
    // The input is cleared, the balances reload with the new figure.
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: undefined, receiverInput: '', loading: false })
    stop()
  })

  test('behavior: a mainnet, an EVM or a mistyped address is no receiver on regtest (the invalid-receiver text, no name lookup); 9 decimals are refused; nothing moves', async () => {
    const { kit, flow, controls, stop } = await setup()
    const before = await ledger(bitcoinDevPaymentAddress())
    const profileLookups = async () =>
      Object.keys(((await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { paths: Record<string, number> }).paths).filter(
        (p) => p.startsWith('/v1/profile/'),
      )
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy',
    ]) {
      await fill(flow, '0.1', address)
      expect(flow.store.getState()).toMatchObject({
        receiverAddress: undefined,
        receiverError: 'Please enter a valid amount and receiver address',
      })
    }
    // None of them is a name: the profile service was not asked.
    expect(await profileLookups()).toEqual([])
    await flow.send()
    expect(kit.snackbar.store.getState()).toMatchObject({ variant: 'error', message: 'Please enter a valid amount and receiver address' })
    await fill(flow, '0.000000001', RECIPIENT)
    await flow.send()
    expect(kit.snackbar.store.getState().message).toBe('Please enter a valid amount and receiver address')
    expect(flow.store.getState().sendTokenAmount).toBe('0.000000001')
    expect(controls.signed).toBe(0)
    expect(await ledger(bitcoinDevPaymentAddress())).toBe(before)
    stop()
  })

  test("behavior: the whole balance cannot pay the wallet's fee and fails; Max keeps the 0.0001 BTC reserve back and sends; the sender keeps the reserve less the fee", async () => {
    const { kit, flow, controls, stop } = await setup()
    const me = bitcoinDevPaymentAddress()
    const whole = (await ledger(me)) ?? '0'
    await fill(flow, whole, RECIPIENT)
    await flow.send()
    expect(kit.snackbar.store.getState()).toMatchObject({ variant: 'error', message: 'Something went wrong' })
    expect(await ledger(me)).toBe(whole)
    flow.setMax()
    const max = flow.store.getState().sendTokenAmount
    expect(Number(max)).toBeCloseTo(Number(whole) - 0.0001, 8)
    const theirs = Number((await ledger(RECIPIENT)) ?? 0)
    await flow.send()
    await vi.waitFor(() =>
      expect(kit.snackbar.store.getState()).toMatchObject({ open: true, variant: 'success', message: 'Transaction started' }),
    )
    expect(Number(await ledger(RECIPIENT))).toBeCloseTo(theirs + Number(max), 8)
    // What is left is the reserve the fee did not use: 10,000 sats less the wallet's fee.
    expect(await ledger(me)).toBe(((10_000 - Number(controls.transferFee)) / 1e8).toFixed(8).replace(/0+$/, ''))
    stop()
  })

  test('behavior: a transfer the wallet cannot make is "Something went wrong" with SEND_ERROR; a declined prompt is no error; the input stays', async () => {
    const { kit, flow, controls, stop } = await setup()
    const errors: unknown[] = []
    flow.events.on('SEND_ERROR', (event) => errors.push(event))
    const rejected: unknown[] = []
    flow.events.on('SEND_REJECTED', (event) => rejected.push(event))
    await fill(flow, '5000', RECIPIENT)
    await flow.send()
    expect(kit.snackbar.store.getState()).toMatchObject({ variant: 'error', message: 'Something went wrong' })
    expect(errors).toEqual([
      expect.objectContaining({
        namespace: 'bip122',
        message: 'Something went wrong',
        token: 'BTC',
        isSmartAccount: false,
        amount: '5000',
      }),
    ])
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: '5000', receiverAddress: RECIPIENT, loading: false })
    controls.rejectNextRequest()
    await fill(flow, '0.01', RECIPIENT)
    await flow.send()
    expect(rejected).toEqual([{ namespace: 'bip122' }])
    expect(flow.store.getState().lastTransaction).toBeUndefined()
    stop()
  })
})

import { describe, expect, test } from 'vitest'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { UnsupportedChainError } from '@/registry/lib/errors/network'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import {
  BITCOIN_MAX_FEE_RESERVE_SATS,
  assertSendInput,
  exceedsBalance,
  isNativeBalance,
  isSendGasInsufficient,
  maxSendAmount,
  tokenAddressOf,
} from './send-rules'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const dusd: TokenBalance = {
  name: 'Dev USD',
  symbol: 'DUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '1000000' },
  iconUrl: '',
}
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:x',
  price: 150,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}
const evmReceiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaReceiver = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const message = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return error instanceof InvalidSendInputError || error instanceof UnsupportedChainError ? error.shortMessage : String(error)
  }
  return undefined
}

describe('assertSendInput', () => {
  test('parameters: eip155 native needs receiver, amount, gas price and decimals', () => {
    const ok = { token: eth, sendTokenAmount: '0.1', receiverAddress: evmReceiver, gasPrice: 1_000_000_000n }
    expect(message(() => assertSendInput('eip155', ok))).toBeUndefined()
    expect(message(() => assertSendInput('eip155', { ...ok, gasPrice: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('eip155', { ...ok, receiverAddress: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('eip155', { ...ok, receiverAddress: 'alice.reown.id' }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('eip155', { ...ok, sendTokenAmount: '' }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('eip155', { ...ok, sendTokenAmount: '0' }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('eip155', { ...ok, token: undefined }))).toBe('Please enter a valid amount and receiver address')
  })

  test('parameters: eip155 ERC-20 needs receiver, amount and the token address (no gas price)', () => {
    const ok = { token: dusd, sendTokenAmount: '5', receiverAddress: evmReceiver, gasPrice: undefined }
    expect(message(() => assertSendInput('eip155', ok))).toBeUndefined()
    expect(message(() => assertSendInput('eip155', { ...ok, sendTokenAmount: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  test('parameters: solana needs amount and receiver', () => {
    const ok = { token: sol, sendTokenAmount: '0.5', receiverAddress: solanaReceiver, gasPrice: undefined }
    expect(message(() => assertSendInput('solana', ok))).toBeUndefined()
    expect(message(() => assertSendInput('solana', { ...ok, sendTokenAmount: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('solana', { ...ok, receiverAddress: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('solana', { ...ok, receiverAddress: evmReceiver }))).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  test('behavior: any other namespace is Unsupported chain', () => {
    const input = { token: eth, sendTokenAmount: '1', receiverAddress: evmReceiver, gasPrice: 1n }
    expect(message(() => assertSendInput('polkadot', input))).toBe('Unsupported chain')
    expect(message(() => assertSendInput(undefined, input))).toBe('Unsupported chain')
  })

  test('behavior: Bitcoin needs a receiver and a positive BTC amount of at most 8 decimals', () => {
    const btc = { ...eth, symbol: 'BTC', name: 'Bitcoin', quantity: { decimals: '8', numeric: '1' } }
    const ok = {
      token: btc,
      sendTokenAmount: '0.00000001',
      receiverAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      gasPrice: undefined,
    }
    expect(() => assertSendInput('bip122', ok)).not.toThrow()
    expect(message(() => assertSendInput('bip122', { ...ok, sendTokenAmount: '0.000000001' }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('bip122', { ...ok, sendTokenAmount: '0' }))).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(message(() => assertSendInput('bip122', { ...ok, receiverAddress: undefined }))).toBe(
      'Please enter a valid amount and receiver address',
    )
  })
})

describe('isSendGasInsufficient', () => {
  test('default: zero native balance or below the gas price is insufficient', () => {
    const gasPrice = 2_000_000_000n
    expect(isSendGasInsufficient({ native: { ...eth, quantity: { decimals: '18', numeric: '0' } }, gasPrice, accountType: 'eoa' })).toBe(
      true,
    )
    expect(isSendGasInsufficient({ native: undefined, gasPrice, accountType: 'eoa' })).toBe(true)
    expect(
      isSendGasInsufficient({ native: { ...eth, quantity: { decimals: '18', numeric: '0.000000001' } }, gasPrice, accountType: 'eoa' }),
    ).toBe(true)
    expect(
      isSendGasInsufficient({ native: { ...eth, quantity: { decimals: '18', numeric: '0.000000002' } }, gasPrice, accountType: 'eoa' }),
    ).toBe(false)
    expect(isSendGasInsufficient({ native: eth, gasPrice, accountType: 'eoa' })).toBe(false)
  })

  test('behavior: smart accounts skip the check; no gas price (Solana) is never insufficient', () => {
    expect(isSendGasInsufficient({ native: undefined, gasPrice: 1n, accountType: 'smartAccount' })).toBe(false)
    expect(isSendGasInsufficient({ native: undefined, gasPrice: undefined, accountType: 'eoa' })).toBe(false)
  })
})

describe('maxSendAmount', () => {
  test('default: a token sends its whole balance', () => {
    expect(maxSendAmount(dusd, 10n ** 18n)).toBe('1000000')
  })

  test('behavior: the native coin keeps the fee back', () => {
    // 1.5 ETH less 21000 gas at 1 gwei.
    expect(maxSendAmount(eth, 21_000n * 1_000_000_000n)).toBe('1.499979')
    expect(maxSendAmount(sol, 5_000n)).toBe('1.999995')
    expect(maxSendAmount({ ...eth, quantity: { decimals: '18', numeric: '0.00001' } }, 21_000n * 1_000_000_000n)).toBe('0')
  })

  test('behavior: BTC keeps the 10,000-sat fee reserve back; a balance below it has no Max', () => {
    const btc: TokenBalance = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      price: 1,
      quantity: { decimals: '8', numeric: '1' },
      iconUrl: '',
    }
    expect(BITCOIN_MAX_FEE_RESERVE_SATS).toBe(10_000n)
    expect(maxSendAmount(btc, BITCOIN_MAX_FEE_RESERVE_SATS)).toBe('0.9999')
    expect(maxSendAmount({ ...btc, quantity: { decimals: '8', numeric: '0.00012345' } }, BITCOIN_MAX_FEE_RESERVE_SATS)).toBe('0.00002345')
    expect(maxSendAmount({ ...btc, quantity: { decimals: '8', numeric: '0.0001' } }, BITCOIN_MAX_FEE_RESERVE_SATS)).toBe('0')
  })
})

describe('tokenAddressOf and exceedsBalance', () => {
  test('default: the contract of a CAIP-10 or plain address; none for the native coin', () => {
    expect(tokenAddressOf(dusd)).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(tokenAddressOf({ ...dusd, address: '0xabc' })).toBe('0xabc')
    expect(tokenAddressOf(eth)).toBeUndefined()
  })

  test('behavior: more than the balance is flagged', () => {
    expect(exceedsBalance(eth, '1.5')).toBe(false)
    expect(exceedsBalance(eth, '1.500000000000000001')).toBe(true)
    expect(exceedsBalance(eth, 'abc')).toBe(false)
  })
})

describe('tokenAddressOf / isNativeBalance', () => {
  test('default: the contract of a CAIP-10 entry, a plain address as is, nothing for the native coin', () => {
    expect(tokenAddressOf(dusd)).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(tokenAddressOf({ ...dusd, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })).toBe(
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    )
    expect(tokenAddressOf(eth)).toBeUndefined()
    expect([isNativeBalance(eth), isNativeBalance(dusd), isNativeBalance(undefined)]).toEqual([true, false, false])
  })

  test('behavior: an id with extra segments is the typed CAIP-10 error, not its last segment sent as the contract', () => {
    expect(() => tokenAddressOf({ ...dusd, address: `${dusd.address}:0x00000000000000000000000000000000000000ee` })).toThrow(
      expect.objectContaining({ code: 'CAIP10_ADDRESS_INVALID' }),
    )
    expect(() =>
      assertSendInput('eip155', {
        token: { ...dusd, address: 'eip155:31337:' },
        sendTokenAmount: '1',
        receiverAddress: evmReceiver,
        gasPrice: 1n,
      }),
    ).toThrow('Invalid CAIP-10 address')
  })
})

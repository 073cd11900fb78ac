import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { bitcoin, bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { startLocalServer, type LocalServer } from '../../api/test-utils/local-server'
import { evmNetwork, solanaNetwork } from '../test/fake-connector'
import { canBeName, resolveReceiver } from './resolve-receiver'

// resolveReceiver against a real HTTP profile service (a local server that records what it is asked).

const regtestAddress = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const anvil = evmNetwork(31337, 'Devnet')
let api: LocalServer
beforeAll(async () => {
  api = await startLocalServer((request) => {
    if (request.url.pathname === '/v1/profile/account/satoshi.reown.id')
      return {
        json: {
          name: 'satoshi.reown.id',
          registered_at: '2026-01-01',
          addresses: { '0': { address: regtestAddress, created: '2026-01-01' } },
          attributes: [],
        },
      }
    if (request.url.pathname.startsWith('/v1/profile/account/'))
      return { status: 404, json: { status: 'ERROR', reasons: [{ name: 'name', description: 'Name not found' }] } }
    return { json: { name: null, avatar: null } }
  })
})
afterAll(() => api.close())

const client = () => createBlockchainApiClient({ baseUrl: api.url, projectId: 'p' })
const lookups = () => api.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/')).map((r) => r.url.pathname)

describe('canBeName', () => {
  test.each([
    ['alice.reown.id', true],
    ['vitalik.eth', true],
    ['bücher.eth', true],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy', false],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', false],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C', false],
    ['alice', false],
    ['alice.', false],
    ['.eth', false],
    ['alice .eth', false],
    ['https://alice.eth', false],
    ['bitcoin:tb1q.x', false],
  ])('parameters: %s -> %s', (input, expected) => {
    expect(canBeName(input)).toBe(expected)
  })
})

describe('resolveReceiver', () => {
  test('behavior: a mistyped Bitcoin address, a mainnet address on regtest and an EVM address are invalid receivers on regtest; the profile service is not asked', async () => {
    const before = lookups().length
    for (const input of [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ]) {
      const attempt = resolveReceiver({ getApi: async () => client(), network: bitcoinRegtest, input })
      await expect(attempt).rejects.toBeInstanceOf(InvalidSendInputError)
      await expect(attempt).rejects.toMatchObject({
        code: 'SEND_INPUT_INVALID',
        shortMessage: 'Please enter a valid amount and receiver address',
      })
    }
    expect(lookups().slice(before)).toEqual([])
  })

  test('behavior: a mistyped EVM or Solana address is the same invalid-receiver error, without a name lookup', async () => {
    const before = lookups().length
    await expect(
      resolveReceiver({ getApi: async () => client(), network: anvil, input: '0x70997970C51812dc3A010C7d01b50e0d17dc79C' }),
    ).rejects.toMatchObject({ code: 'SEND_INPUT_INVALID' })
    await expect(
      resolveReceiver({ getApi: async () => client(), network: solanaNetwork, input: 'So1111111111111111111111111111111111111111I' }),
    ).rejects.toMatchObject({ code: 'SEND_INPUT_INVALID' })
    expect(lookups().slice(before)).toEqual([])
  })

  test("default: a valid regtest address is kept as typed; a name is looked up and gives its Bitcoin address; an unknown name is the service's error", async () => {
    await expect(resolveReceiver({ getApi: async () => client(), network: bitcoinRegtest, input: regtestAddress })).resolves.toMatchObject({
      receiverAddress: regtestAddress,
      receiverError: undefined,
    })
    await expect(
      resolveReceiver({ getApi: async () => client(), network: bitcoinRegtest, input: 'satoshi.reown.id' }),
    ).resolves.toMatchObject({ receiverAddress: regtestAddress, receiverProfileName: 'satoshi.reown.id' })
    await expect(
      resolveReceiver({ getApi: async () => client(), network: bitcoinRegtest, input: 'nobody.reown.id' }),
    ).rejects.toMatchObject({ code: 'NAME_RESOLVE_FAILED', shortMessage: 'Name not found' })
    expect(lookups().slice(-2)).toEqual(['/v1/profile/account/satoshi.reown.id', '/v1/profile/account/nobody.reown.id'])
  })

  test('behavior: the error names the network the address is not of', async () => {
    await expect(resolveReceiver({ getApi: async () => client(), network: bitcoin, input: regtestAddress })).rejects.toMatchObject({
      details: `${regtestAddress} is neither a Bitcoin address nor a name`,
    })
  })
})

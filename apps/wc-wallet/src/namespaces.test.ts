import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../devnet/src/services/bitcoin-ledger'
import { createBitcoinSigner } from './bitcoin-signer'
import { approvedNamespaces } from './namespaces'
import { createPolkadotSigner } from './polkadot-signer'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const polkadotMain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const ask = (optional: Record<string, string[]>) => ({
  requiredNamespaces: {},
  optionalNamespaces: Object.fromEntries(Object.entries(optional).map(([ns, chains]) => [ns, { chains, methods: [], events: [] }])),
})

describe('approvedNamespaces', () => {
  test('default', async () => {
    const bitcoin = createBitcoinSigner(bitcoinDevKeys.paymentKey)
    const polkadot = await createPolkadotSigner('//Alice')
    const namespaces = approvedNamespaces(
      ask({ eip155: ['eip155:31337', 'eip155:1'], bip122: [regtest, mainnet], polkadot: [polkadotMain] }),
      evm,
      [31337],
      { bitcoin, polkadot },
    )
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${evm}`])
    // tb1 on the test chains, bc1 on mainnet: the same key.
    expect(namespaces.bip122).toEqual({
      chains: [regtest, mainnet],
      accounts: [`${regtest}:${bitcoinDevPaymentAddress()}`, `${mainnet}:${bitcoin.addressOn(mainnet)}`],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
    expect(bitcoin.addressOn(mainnet)).toMatch(/^bc1q/)
    // Alice with Polkadot's SS58 prefix 0.
    expect(namespaces.polkadot?.accounts).toEqual([`${polkadotMain}:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5`])
  })

  test('behavior: namespaces the dapp did not ask for, or the wallet has no key for, are not approved', () => {
    expect(
      Object.keys(
        approvedNamespaces(ask({ bip122: [regtest] }), evm, [31337], { bitcoin: createBitcoinSigner(bitcoinDevKeys.paymentKey) }),
      ),
    ).toEqual(['bip122'])
    expect(approvedNamespaces(ask({ eip155: ['eip155:31337'], bip122: [regtest] }), evm, [31337])).not.toHaveProperty('bip122')
  })
})

describe('wallet signers', () => {
  test('behavior: bip122 signMessage answers a BIP-322 signature of the payment key; another account is refused', async () => {
    const bitcoin = createBitcoinSigner(bitcoinDevKeys.paymentKey)
    const address = bitcoinDevPaymentAddress()
    const reply = (await bitcoin.handle(regtest, 'signMessage', { account: address, message: 'hi' })) as {
      address: string
      signature: string
      messageHash: string
    }
    expect(reply.address).toBe(address)
    expect(reply.messageHash).toMatch(/^[0-9a-f]{64}$/)
    expect(Verifier.verifySignature(address, 'hi', reply.signature)).toBe(true)
    await expect(
      bitcoin.handle(regtest, 'signMessage', { account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', message: 'hi' }),
    ).rejects.toThrow(/No key/)
    await expect(bitcoin.handle(regtest, 'signMessage', { account: address })).rejects.toThrow()
    await expect(
      bitcoin.handle(mainnet, 'sendTransfer', { account: bitcoin.addressOn(mainnet), recipientAddress: address, amount: '1' }),
    ).rejects.toThrow(/No ledger/)
    expect(await bitcoin.handle(regtest, 'getAccountAddresses', { account: address })).toEqual([
      expect.objectContaining({ address, intention: 'payment' }),
    ])
  })

  test('behavior: polkadot_signMessage refuses an address of another key', async () => {
    const polkadot = await createPolkadotSigner('//Alice')
    expect(() =>
      polkadot.handle(polkadotMain, 'polkadot_signMessage', { address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty', message: 'hi' }),
    ).toThrow(/No key/)
    expect(() => polkadot.handle(polkadotMain, 'polkadot_signTransaction', {})).toThrow(/Unsupported/)
  })
})

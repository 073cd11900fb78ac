import { describe, expect, test } from 'vitest'
import { base58 } from '@scure/base'
import { toFrameSolanaRequest } from '@/registry/lib/connectors/auth/solana-frame-requests'

const pubkey = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const bytes = Uint8Array.from([1, 2, 3, 250])

describe('toFrameSolanaRequest', () => {
  test('default', () => {
    const { args, reply } = toFrameSolanaRequest({ method: 'solana_signTransaction', params: { transaction: bytes } }, pubkey)
    expect(args).toEqual({ method: 'solana_signTransaction', params: { transaction: base58.encode(bytes) } })
    expect(reply.parse({ transaction: base58.encode(bytes) })).toEqual({ transaction: bytes })
  })

  test('parameters: a message (text is UTF-8, the account goes as pubkey), a batch, sign-and-send with its options', () => {
    expect(toFrameSolanaRequest({ method: 'solana_signMessage', params: { message: 'hé' } }, pubkey).args.params).toEqual({
      message: base58.encode(new TextEncoder().encode('hé')),
      pubkey,
    })
    expect(toFrameSolanaRequest({ method: 'solana_signMessage', params: { message: bytes } }, pubkey).args.params).toEqual({
      message: base58.encode(bytes),
      pubkey,
    })
    const all = toFrameSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [bytes, bytes] } }, pubkey)
    expect(all.args.params).toEqual({ transactions: [base58.encode(bytes), base58.encode(bytes)] })
    expect(all.reply.parse({ transactions: [base58.encode(bytes)] })).toEqual({ transactions: [bytes] })
    const sent = toFrameSolanaRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction: bytes, options: { preflightCommitment: 'confirmed' } } },
      pubkey,
    )
    expect(sent.args.params).toEqual({ transaction: base58.encode(bytes), options: { preflightCommitment: 'confirmed' } })
    // The transaction id stays base58 text, as every Solana wallet gives it.
    expect(sent.reply.parse({ signature: '5'.repeat(88) })).toEqual({ signature: '5'.repeat(88) })
  })

  test('behavior: the frame only ever gets strings (postMessage-safe, freezable for the approval); base58 text passes as it is', () => {
    const { args } = toFrameSolanaRequest({ method: 'solana_signTransaction', params: { transaction: base58.encode(bytes) } }, pubkey)
    expect(args.params).toEqual({ transaction: base58.encode(bytes) })
    expect(() => Object.freeze(args.params)).not.toThrow()
  })

  test('behavior: other methods are Unsupported method; a reply that is not base58 fails to parse', () => {
    expect(() => toFrameSolanaRequest({ method: 'eth_sendTransaction', params: [] }, pubkey)).toThrow(
      'Unsupported method: eth_sendTransaction',
    )
    expect(() => toFrameSolanaRequest({ method: 'solana_signTransaction', params: { transaction: 'not base58 0OIl' } }, pubkey)).toThrow()
    expect(
      toFrameSolanaRequest({ method: 'solana_signMessage', params: { message: 'x' } }, pubkey).reply.safeParse({ signature: '0x00' })
        .success,
    ).toBe(false)
  })
})

import { describe, expect, test } from 'vitest'
import { base58, base64 } from '@scure/base'
import { requestNamespace, toSessionRequest } from './namespace-requests'

const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const dot = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
// A P2WPKH BIP-322 witness as wallets hand it out (base64), and the same bytes as hex.
const witness =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const witnessHex = Buffer.from(witness, 'base64').toString('hex')
const sig = `0x${'ab'.repeat(64)}`

describe('requestNamespace', () => {
  test('default', () => {
    expect(requestNamespace('personal_sign')).toBe('eip155')
    expect(requestNamespace('solana_signMessage')).toBe('solana')
    expect(requestNamespace('bip122_signMessage')).toBe('bip122')
    expect(requestNamespace('polkadot_signMessage')).toBe('polkadot')
  })
})

describe('toSessionRequest', () => {
  test('default', () => {
    const request = toSessionRequest({ method: 'bip122_signMessage', params: { message: 'hello' } }, btc)
    expect(request?.method).toBe('signMessage')
    expect(request?.params).toEqual({ account: btc, address: btc, message: 'hello', protocol: 'bip322' })
    expect(request?.reply.parse({ address: btc, signature: witness })).toEqual({ address: btc, signature: witness })
  })

  test('parameters: a hex BIP-322 signature (with or without 0x) is handed out as base64; messageHash and extra fields are kept', () => {
    const { reply } = toSessionRequest({ method: 'bip122_signMessage', params: { message: 'hello', address: btc } }, btc)!
    expect(reply.parse({ address: btc, signature: witnessHex, messageHash: 'aa' })).toEqual({
      address: btc,
      signature: witness,
      messageHash: 'aa',
    })
    expect(reply.parse({ address: btc, signature: `0x${witnessHex}`, extra: 1 })).toEqual({ address: btc, signature: witness, extra: 1 })
  })

  test('behavior: a reply without a usable signature is refused', () => {
    const { reply } = toSessionRequest({ method: 'bip122_signMessage', params: { message: 'hello' } }, btc)!
    expect(reply.safeParse({ address: btc, signature: '' }).success).toBe(false)
    expect(reply.safeParse({ address: btc, signature: 'not base64!' }).success).toBe(false)
    expect(reply.safeParse({ signature: witness }).success).toBe(false)
    expect(reply.safeParse('0x1234').success).toBe(false)
  })

  test('parameters: bip122_sendTransfer names the recipient and satoshis; the txid is read in lower case without 0x', () => {
    const request = toSessionRequest({ method: 'bip122_sendTransfer', params: { recipient: btc, amount: '2500' } }, btc)!
    expect(request.method).toBe('sendTransfer')
    expect(request.params).toEqual({ account: btc, recipientAddress: btc, amount: '2500' })
    expect(request.reply.parse({ txid: `0x${'AB'.repeat(32)}` })).toEqual({ txid: 'ab'.repeat(32) })
    expect(() => toSessionRequest({ method: 'bip122_sendTransfer', params: { recipient: btc, amount: '0.1' } }, btc)).toThrow(/satoshis/)
  })

  test('parameters: bip122_getAccountAddresses', () => {
    const request = toSessionRequest({ method: 'bip122_getAccountAddresses', params: { intentions: ['payment'] } }, btc)!
    expect(request).toMatchObject({ method: 'getAccountAddresses', params: { account: btc, intentions: ['payment'] } })
    expect(toSessionRequest({ method: 'bip122_getAccountAddresses' }, btc)?.params).toEqual({ account: btc })
    expect(request.reply.parse([{ address: btc, publicKey: '02aa', intention: 'payment' }])).toEqual([
      { address: btc, publicKey: '02aa', intention: 'payment' },
    ])
  })

  test('parameters: bip122_signPsbt sends the PSBT as base64 with the inputs; the reply is the PSBT, or the txid when broadcast', () => {
    // The smallest BIP-174 shape the kit's check accepts: magic bytes, then an (empty) global map.
    const psbt = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 0x00])
    const encoded = Buffer.from(psbt).toString('base64')
    const request = toSessionRequest(
      { method: 'bip122_signPsbt', params: { psbt, signInputs: [{ address: btc, index: 0, sighashTypes: [1] }] } },
      btc,
    )!
    expect(request).toMatchObject({
      method: 'signPsbt',
      params: { account: btc, psbt: encoded, signInputs: [{ address: btc, index: 0, sighashTypes: [1] }], broadcast: false },
    })
    expect(request.reply.parse({ psbt: encoded })).toEqual({ psbt: encoded })
    expect(request.reply.parse({ psbt: encoded, txid: 'AB'.repeat(32) })).toEqual({ txid: 'ab'.repeat(32) })
    expect(request.reply.safeParse({}).success).toBe(false)
    expect(() =>
      toSessionRequest({ method: 'bip122_signPsbt', params: { psbt: 'not base64!', signInputs: [{ address: btc, index: 0 }] } }, btc),
    ).toThrow()
    expect(() => toSessionRequest({ method: 'bip122_signPsbt', params: { psbt: encoded, signInputs: [] } }, btc)).toThrow()
  })

  test('parameters: polkadot_signMessage keeps its name and fills the address; the signature is read as 0x hex', () => {
    const request = toSessionRequest({ method: 'polkadot_signMessage', params: { message: 'hello' } }, dot)!
    expect(request).toMatchObject({ method: 'polkadot_signMessage', params: { address: dot, message: 'hello' } })
    expect(request.reply.parse({ signature: sig })).toEqual({ signature: sig })
    expect(request.reply.parse({ id: 1, signature: sig.slice(2) })).toEqual({ id: 1, signature: sig })
    expect(request.reply.safeParse({ signature: '0x1234' }).success).toBe(false)
  })

  test('parameters: polkadot_signTransaction', () => {
    const request = toSessionRequest({ method: 'polkadot_signTransaction', params: { transactionPayload: { method: '0x00' } } }, dot)!
    expect(request.params).toEqual({ address: dot, transactionPayload: { method: '0x00' } })
  })

  test('behavior: other methods are not translated; bad kit params throw', () => {
    expect(toSessionRequest({ method: 'personal_sign', params: ['0x00', btc] }, btc)).toBeUndefined()
    expect(() => toSessionRequest({ method: 'bip122_signMessage', params: { text: 'hello' } }, btc)).toThrow()
    expect(() => toSessionRequest({ method: 'polkadot_signMessage', params: [] }, dot)).toThrow()
  })
})

describe('toSessionRequest: solana over WalletConnect (base64 transactions, base58 messages and signatures)', () => {
  const sol = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const wire = Uint8Array.from([1, 2, 3, 250])
  const signature = Uint8Array.from({ length: 64 }, (_, i) => i + 1)
  const b58 = (bytes: Uint8Array) => base58.encode(bytes)

  test('behavior: signMessage sends the UTF-8 bytes (or the given bytes) base58 with the account; the signature comes back as bytes', () => {
    const text = toSessionRequest({ method: 'solana_signMessage', params: { message: 'hello' } }, sol)!
    expect(text.params).toEqual({ message: b58(new TextEncoder().encode('hello')), pubkey: sol })
    expect(text.reply.parse({ signature: b58(signature) })).toEqual({ signature })
    const bytes = toSessionRequest({ method: 'solana_signMessage', params: { message: wire } }, sol)!
    expect(bytes.params).toEqual({ message: b58(wire), pubkey: sol })
    expect(text.reply.safeParse({ signature: '0OIl' }).success).toBe(false)
  })

  test('behavior: signTransaction carries base64; the reply is the signed transaction or only the signature, as bytes', () => {
    const request = toSessionRequest({ method: 'solana_signTransaction', params: { transaction: wire } }, sol)!
    expect(request).toMatchObject({ method: 'solana_signTransaction', params: { transaction: base64.encode(wire) } })
    expect(request.reply.parse({ transaction: base64.encode(wire) })).toEqual({ transaction: wire })
    expect(request.reply.parse({ signature: b58(signature) })).toEqual({ signature })
    expect(request.reply.safeParse({}).success).toBe(false)
    expect(request.reply.safeParse({ transaction: 'not base64!' }).success).toBe(false)
  })

  test('behavior: signAllTransactions and signAndSendTransaction (send options as sendOptions)', () => {
    const all = toSessionRequest({ method: 'solana_signAllTransactions', params: { transactions: [wire, wire] } }, sol)!
    expect(all.params).toEqual({ transactions: [base64.encode(wire), base64.encode(wire)] })
    expect(all.reply.parse({ transactions: [base64.encode(wire)] })).toEqual({ transactions: [wire] })
    const sent = toSessionRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction: wire, options: { skipPreflight: true } } },
      sol,
    )!
    expect(sent.params).toEqual({ transaction: base64.encode(wire), sendOptions: { skipPreflight: true } })
    expect(sent.reply.parse({ signature: b58(signature) })).toEqual({ signature: b58(signature) })
  })

  test('behavior: a transaction that is not bytes is a programming error (zod), not sent', () => {
    expect(() => toSessionRequest({ method: 'solana_signTransaction', params: { transaction: 'AQID' } }, sol)).toThrow()
  })
})

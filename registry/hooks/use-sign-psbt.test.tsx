// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { base64 } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { createBitcoinWallet } from '../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys } from '../../apps/devnet/src/services/bitcoin-ledger'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useSignPsbt } from '@/registry/hooks/use-sign-psbt'

afterEach(cleanup)

const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const payment = p2wpkh(secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true), TEST_NETWORK)

describe('useSignPsbt', () => {
  test('behavior: the Devnet Bitcoin Wallet signs the PSBT input of its payment account; the result finalizes', async () => {
    const { wallet } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:9', network: 'test' })
    const connector = createBitcoinStandardConnector(wallet)
    const { result, kit } = renderKitHook(() => useSignPsbt(), { props: { networks: [bitcoinRegtest] } })
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    const tx = new Transaction()
    tx.addInput({ txid: hex('cc'.repeat(32)), index: 0, witnessUtxo: { script: payment.script, amount: 50_000n } })
    tx.addOutputAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 49_000n, TEST_NETWORK)
    await act(() => result.current.signPsbt({ psbt: base64.encode(tx.toPSBT()), signInputs: [{ index: 0 }] }))
    expect(result.current.status).toBe('signed')
    const signed = Transaction.fromPSBT(base64.decode(result.current.result?.psbt ?? ''))
    signed.finalize()
    expect(signed.isFinal).toBe(true)
  })

  test('behavior: a malformed PSBT is the error "Invalid PSBT"; the wallet signs nothing', async () => {
    const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:9', network: 'test' })
    const connector = createBitcoinStandardConnector(wallet)
    const { result, kit } = renderKitHook(() => useSignPsbt(), { props: { networks: [bitcoinRegtest] } })
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    await act(() => result.current.signPsbt({ psbt: 'bm90IGEgcHNidA==', signInputs: [{ index: 0 }] }))
    expect(result.current.status).toBe('error')
    expect((result.current.error as Error & { shortMessage: string }).shortMessage).toBe('Invalid PSBT')
    expect(controls.signed).toBe(0)
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createSolanaWallet } from '../../apps/solana-wallet/src/wallet'
import { localA } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useSolanaSigner } from '@/registry/hooks/use-solana-signer'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { createSolanaStandardConnector } from '@/registry/lib/connectors/solana-standard'

afterEach(cleanup)

const solana = defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:9' })
const key = Keypair.generate()

function setup() {
  const { wallet, controls } = createSolanaWallet({ secretKey: Array.from(key.secretKey), rpcUrl: 'http://127.0.0.1:9' })
  const connector = createSolanaStandardConnector(wallet, { defaultChainId: () => String(solana.id) })
  const rendered = renderKitHook(() => useSolanaSigner(), { props: { networks: [localA, solana] } })
  act(() => rendered.kit.connectors.register(connector))
  return { ...rendered, connector, controls }
}

describe('useSolanaSigner', () => {
  test('behavior: no publicKey while disconnected; the account once connected, a new value when it goes', async () => {
    const { result, kit, connector } = setup()
    expect(result.current.publicKey).toBeUndefined()
    expect(result.current.connected).toBe(false)
    await expect(result.current.signMessage('x')).rejects.toMatchObject({ code: 4900 })
    await act(() => kit.connection.connect(connector))
    const connected = result.current
    expect(connected.publicKey?.equals(key.publicKey)).toBe(true)
    await act(() => kit.connection.disconnect('solana'))
    expect(result.current).not.toBe(connected)
    expect(result.current.publicKey).toBeUndefined()
  })

  test('behavior: signTransaction and signMessage go to the wallet; the signatures verify against the key', async () => {
    const { result, kit, connector } = setup()
    await act(() => kit.connection.connect(connector))
    const transaction = new Transaction({
      feePayer: key.publicKey,
      blockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(),
      lastValidBlockHeight: 10,
    }).add(SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    const signed = await result.current.signTransaction(transaction)
    expect(signed.verifySignatures()).toBe(true)
    const { signature } = await result.current.signMessage('app message')
    expect(ed25519.verify(signature, new TextEncoder().encode('app message'), key.publicKey.toBytes())).toBe(true)
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { Verifier } from 'bip322-js'
import { createBitcoinWallet } from '../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import { localA } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useBitcoinProvider } from '@/registry/hooks/use-bitcoin-provider'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'

afterEach(cleanup)

function setup() {
  const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:9', network: 'test' })
  const connector = createBitcoinStandardConnector(wallet, { defaultChainId: () => String(bitcoinRegtest.id) })
  const rendered = renderKitHook(() => useBitcoinProvider(), { props: { networks: [localA, bitcoinRegtest] } })
  act(() => rendered.kit.connectors.register(connector))
  return { ...rendered, connector, controls }
}

describe('useBitcoinProvider', () => {
  test('behavior: no address while disconnected (calls are 4900); the payment address once connected, a new value when it goes', async () => {
    const { result, kit, connector } = setup()
    expect(result.current.address).toBeUndefined()
    expect(result.current.connected).toBe(false)
    await expect(result.current.signMessage({ message: 'x' })).rejects.toMatchObject({ code: 4900 })
    await act(() => kit.connection.connect(connector))
    const connected = result.current
    expect(connected.address).toBe(bitcoinDevPaymentAddress())
    expect(connected.connected).toBe(true)
    await act(() => kit.connection.disconnect('bip122'))
    expect(result.current).not.toBe(connected)
    expect(result.current.address).toBeUndefined()
  })

  test('behavior: getAddresses and signMessage go to the wallet; the BIP-322 signature verifies; a declined prompt is 4001', async () => {
    const { result, kit, connector, controls } = setup()
    await act(() => kit.connection.connect(connector))
    expect((await result.current.getAddresses()).map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
    const { address, signature } = await result.current.signMessage({ message: 'app message' })
    expect(Verifier.verifySignature(address, 'app message', signature)).toBe(true)
    controls.rejectNextRequest()
    await expect(result.current.signMessage({ message: 'app message' })).rejects.toMatchObject({ code: 4001 })
  })
})

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { createPolkadotWallet } from '../../apps/polkadot-wallet/src/extension'
import { polkadotDevAccount } from '../../apps/devnet/src/services/polkadot-ledger'
import { localA } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { usePolkadotSigner } from '@/registry/hooks/use-polkadot-signer'
import { westend } from '@/registry/lib/chains/polkadot-networks'
import { createPolkadotExtensionConnector, type PolkadotInjectedWindow } from '@/registry/lib/connectors/polkadot-extension'

afterEach(cleanup)
beforeAll(() => cryptoWaitReady())

function setup() {
  const wallet = createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
  const page: PolkadotInjectedWindow = { injectedWeb3: { 'devnet-polkadot-wallet': { enable: wallet.enable, version: '0.1.0' } } }
  const connector = createPolkadotExtensionConnector({
    source: 'devnet-polkadot-wallet',
    appName: () => 'walletkit test',
    window: page,
    defaultChainId: () => String(westend.id),
  })
  const rendered = renderKitHook(() => usePolkadotSigner(), { props: { networks: [localA, westend] } })
  act(() => rendered.kit.connectors.register(connector))
  return { ...rendered, connector, controls: wallet.controls }
}

describe('usePolkadotSigner', () => {
  test('behavior: no address while disconnected (calls are 4900); the account once connected, a new value when it goes', async () => {
    const { result, kit, connector } = setup()
    expect(result.current.address).toBeUndefined()
    expect(result.current.connected).toBe(false)
    await expect(result.current.signRaw({ address: polkadotDevAccount.address, data: '0x00', type: 'bytes' })).rejects.toMatchObject({
      code: 4900,
    })
    await act(() => kit.connection.connect(connector))
    const connected = result.current
    expect(connected.address).toBe(polkadotDevAccount.address)
    await act(() => kit.connection.disconnect('polkadot'))
    expect(result.current).not.toBe(connected)
    expect(result.current.address).toBeUndefined()
  })

  test('behavior: signRaw reaches the extension; the sr25519 signature verifies; a declined prompt is 4001', async () => {
    const { result, kit, connector, controls } = setup()
    await act(() => kit.connection.connect(connector))
    const data = u8aToHex(new TextEncoder().encode('app bytes'))
    const { signature } = await result.current.signRaw({ address: result.current.address ?? '', data, type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes(data), signature, polkadotDevAccount.address).isValid).toBe(true)
    controls.rejectNextRequest()
    await expect(result.current.signRaw({ address: polkadotDevAccount.address, data, type: 'bytes' })).rejects.toMatchObject({ code: 4001 })
  })
})

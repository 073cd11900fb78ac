/** An ERC-20 the test wallet reports through wallet_getAssets. */
export type TestWalletToken = { address: string; symbol: string; name: string; decimals: number }

type Forward = (chainId: number, method: string, params: unknown[]) => Promise<unknown>

const hex = (n: number): string => `0x${n.toString(16)}`
const BALANCE_OF = '0x70a08231'

/**
 * ERC-7811 wallet_getAssets for the test wallet, answered from the chains' real nodes: the
 * native balance by eth_getBalance and each token by balanceOf, never from fixtures.
 */
export async function getTestWalletAssets(
  forward: Forward,
  parameters: { account: string; chainIds: readonly number[]; tokens: readonly TestWalletToken[] },
) {
  const entries = await Promise.all(
    parameters.chainIds.map(async (chainId) => {
      const native = await forward(chainId, 'eth_getBalance', [parameters.account, 'latest'])
      const tokens = await Promise.all(
        parameters.tokens.map(async (token) => {
          const data = `${BALANCE_OF}${parameters.account.slice(2).toLowerCase().padStart(64, '0')}`
          const balance = (await forward(chainId, 'eth_call', [{ to: token.address, data }, 'latest'])) as string
          // eth_call returns a 32-byte word; re-encoding drops the padding wallets do not send.
          const value = `0x${BigInt(balance === '0x' ? 0 : balance).toString(16)}`
          return {
            address: token.address,
            balance: value,
            type: 'ERC20',
            metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
          }
        }),
      )
      const nativeAsset = {
        address: '0x0000000000000000000000000000000000000000',
        balance: native,
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      }
      return [hex(chainId), [nativeAsset, ...tokens]] as const
    }),
  )
  return Object.fromEntries(entries)
}

import { mnemonicToAccount } from 'viem/accounts'
import { toHex } from 'viem'

/** The mnemonic anvil, hardhat and ganache use for their funded dev accounts. */
export const devMnemonic = 'test test test test test test test test test test test junk'

export type DevAccount = { address: `0x${string}`; privateKey: `0x${string}` }

/** The first `count` accounts anvil funds (10,000 ETH each), derived like anvil does. */
export function devAccounts(count = 10): DevAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(devMnemonic, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('HD key has no private key')
    return { address: account.address, privateKey: toHex(key) }
  })
}

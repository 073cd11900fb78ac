import { pbkdf2Sync } from 'node:crypto'
import { toHex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

/** The mnemonic anvil, hardhat and ganache use for their funded dev accounts. */
export const devMnemonic = 'test test test test test test test test test test test junk'

export type DevAccount = { address: `0x${string}`; privateKey: `0x${string}` }

let root: HDKey | undefined
const derived: DevAccount[] = []

/** BIP-39 seed through node's native PBKDF2: the pure-JS one costs seconds on a loaded machine. */
function rootKey(): HDKey {
  root ??= HDKey.fromMasterSeed(pbkdf2Sync(devMnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
  return root
}

/** The first `count` accounts anvil funds (10,000 ETH each), derived like anvil does (m/44'/60'/0'/0/i). */
export function devAccounts(count = 10): DevAccount[] {
  for (let addressIndex = derived.length; addressIndex < count; addressIndex++) {
    const account = hdKeyToAccount(rootKey(), { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('HD key has no private key')
    derived.push({ address: account.address, privateKey: toHex(key) })
  }
  return derived.slice(0, count)
}

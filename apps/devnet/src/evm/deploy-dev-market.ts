import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
  type Abi,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import marketArtifact from './dev-market-artifact.json'
import tokenArtifact from './dev-token-artifact.json'
import { devAccounts, type DevAccount } from './dev-accounts'
import { devTokenAbi, type DevToken } from './deploy-dev-token'

export const devMarketAbi = marketArtifact.abi as Abi

/** How DevMarket and swap APIs name the native coin. */
export const nativeCoin = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The second ERC-20 (a DevToken instance), traded against DUSD. */
export const secondTokenInfo = { name: 'Dev Euro', symbol: 'DEUR', decimals: 18 } as const

/** Pool depths at start: 1 ETH = 2500 DUSD, 1 DEUR = 1.08 DUSD. */
export const seededPools = {
  ethDusd: { eth: parseEther('1000'), dusd: parseUnits('2500000', 6) },
  dusdDeur: { dusd: parseUnits('1080000', 6), deur: parseUnits('1000000', secondTokenInfo.decimals) },
} as const

// The maker also pays on-ramp purchases, so it keeps far more than the pools hold.
const makerEth = parseEther('1000000')
const makerDusd = parseUnits('100000000', 6)
const makerDeur = parseUnits('100000000', secondTokenInfo.decimals)

/**
 * The market maker: the 11th account of the dev mnemonic. Anvil funds only the first ten, which
 * tests read balances of, so the market's own money never shows up in theirs.
 */
export function marketMaker(): DevAccount {
  const maker = devAccounts(11)[10]
  if (!maker) throw new Error('dev mnemonic gave no 11th account')
  return maker
}

export type DevMarket = { market: `0x${string}`; secondToken: DevToken; maker: `0x${string}` }

/** Where the maker's first two transactions on a fresh node land: DEUR, then DevMarket. */
export function devMarketAddresses(): DevMarket {
  const maker = marketMaker().address
  return {
    maker,
    secondToken: { address: getContractAddress({ from: maker, nonce: 0n }), ...secondTokenInfo },
    market: getContractAddress({ from: maker, nonce: 1n }),
  }
}

// DevToken's storage: name 0, symbol 1, totalSupply 2, balanceOf 3 (decimals is immutable).
const totalSupplySlot = numberToHex(2, { size: 32 })
const balanceSlot = (owner: `0x${string}`): Hex => keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 3n]))

/**
 * Deploys DEUR and DevMarket from the market maker and seeds the ETH/DUSD and DUSD/DEUR pools.
 * DUSD has no mint, so the maker's DUSD is written into the token's storage (what Foundry's
 * `deal` does), total supply included; anvil_setBalance funds its ETH.
 */
export async function deployDevMarket(rpcUrl: string, dusd: DevToken): Promise<DevMarket> {
  const maker = marketMaker()
  const expected = devMarketAddresses()
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const chainId = await client.getChainId()
  const chain = {
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account: privateKeyToAccount(maker.privateKey), transport, chain })
  await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [maker.address, numberToHex(makerEth)] as never })
  const supply = (await client.readContract({ address: dusd.address, abi: devTokenAbi, functionName: 'totalSupply' })) as bigint
  await client.request({
    method: 'anvil_setStorageAt' as 'eth_chainId',
    params: [dusd.address, balanceSlot(maker.address), numberToHex(makerDusd, { size: 32 })] as never,
  })
  await client.request({
    method: 'anvil_setStorageAt' as 'eth_chainId',
    params: [dusd.address, totalSupplySlot, numberToHex(supply + makerDusd, { size: 32 })] as never,
  })

  // Fixed nonces and gas: each transaction is sent before the previous one is mined.
  const gas = 3_000_000n
  const hashes = [
    await wallet.deployContract({
      abi: devTokenAbi,
      bytecode: tokenArtifact.bytecode as Hex,
      args: [secondTokenInfo.name, secondTokenInfo.symbol, secondTokenInfo.decimals, [maker.address], makerDeur],
      nonce: 0,
      gas,
    }),
    await wallet.deployContract({ abi: devMarketAbi, bytecode: marketArtifact.bytecode as Hex, nonce: 1, gas }),
    await wallet.writeContract({
      address: dusd.address,
      abi: devTokenAbi,
      functionName: 'approve',
      args: [expected.market, maxUint256],
      nonce: 2,
      gas,
    }),
    await wallet.writeContract({
      address: expected.secondToken.address,
      abi: devTokenAbi,
      functionName: 'approve',
      args: [expected.market, maxUint256],
      nonce: 3,
      gas,
    }),
    await wallet.writeContract({
      address: expected.market,
      abi: devMarketAbi,
      functionName: 'addLiquidity',
      args: [nativeCoin, dusd.address, seededPools.ethDusd.eth, seededPools.ethDusd.dusd],
      value: seededPools.ethDusd.eth,
      nonce: 4,
      gas,
    }),
    await wallet.writeContract({
      address: expected.market,
      abi: devMarketAbi,
      functionName: 'addLiquidity',
      args: [dusd.address, expected.secondToken.address, seededPools.dusdDeur.dusd, seededPools.dusdDeur.deur],
      nonce: 5,
      gas,
    }),
  ]
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  if (receipts.some((r) => r.status !== 'success')) throw new Error(`DevMarket seeding failed on ${rpcUrl}`)
  const dealt = (await client.readContract({
    address: dusd.address,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [maker.address],
  })) as bigint
  if (dealt !== makerDusd - seededPools.ethDusd.dusd - seededPools.dusdDeur.dusd)
    throw new Error('DevToken storage layout changed: the market maker got no DUSD')
  return expected
}

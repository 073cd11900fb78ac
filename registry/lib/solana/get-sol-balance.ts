import { PublicKey, type Connection } from '@solana/web3.js'

/**
 * The SOL balance of an address, in lamports.
 *
 * @example
 * const lamports = await getSolBalance(connection, { address: 'So1...' })
 */
export async function getSolBalance(connection: Connection, { address }: { address: string }): Promise<bigint> {
  // web3.js validates the RPC reply's shape itself (superstruct) before returning a number.
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

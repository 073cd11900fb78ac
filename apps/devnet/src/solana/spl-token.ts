import { createHash } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'

/** SPL Token and Associated Token Account programs; litesvm loads both by default. */
export const tokenProgramId = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const associatedTokenProgramId = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The Solana twin of the EVM DevToken: same name, symbol and decimals, so prices and tests line up. */
export const splTokenInfo = { name: 'Dev USD', symbol: 'DUSD', decimals: 6 } as const
/** Each Solana dev account starts with one million DUSD, as on the EVM chains. */
export const splTokenGrant = 1_000_000n * 10n ** BigInt(splTokenInfo.decimals)

export type SplToken = { mint: string; name: string; symbol: string; decimals: number }

// Account sizes and states of the SPL Token program's packed layouts.
const mintSize = 82
const tokenAccountSize = 165
const initialized = 1

/** The deterministic mint keypair, so the mint address is the same on every devnet start. */
export function splMintKeypair(): Keypair {
  return Keypair.fromSeed(createHash('sha256').update('walletkit-devnet-solana-dusd-mint').digest())
}

/** The owner's associated token account for a mint (the address wallets and the kit derive). */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), tokenProgramId.toBuffer(), mint.toBuffer()], associatedTokenProgramId)[0]
}

function mintData(authority: PublicKey, supply: bigint, decimals: number): Uint8Array {
  const data = Buffer.alloc(mintSize)
  data.writeUInt32LE(1, 0) // mint authority: Some
  authority.toBuffer().copy(data, 4)
  data.writeBigUInt64LE(supply, 36)
  data.writeUInt8(decimals, 44)
  data.writeUInt8(initialized, 45)
  // freeze authority: None (zeros)
  return data
}

function tokenAccountData(mint: PublicKey, owner: PublicKey, amount: bigint): Uint8Array {
  const data = Buffer.alloc(tokenAccountSize)
  mint.toBuffer().copy(data, 0)
  owner.toBuffer().copy(data, 32)
  data.writeBigUInt64LE(amount, 64)
  data.writeUInt8(initialized, 108) // state after delegate option (72) and delegate (76)
  return data
}

/**
 * Writes the DUSD mint and one funded associated token account per dev keypair into the VM, as
 * genesis accounts (like anvil's funded accounts): no history, owned by the real SPL Token
 * program, so transfers between them run the program itself.
 */
export function setupSplToken(svm: LiteSVM, holders: ReadonlyArray<Keypair>): SplToken {
  const mint = splMintKeypair()
  const [authority] = holders
  if (!authority) throw new Error('setupSplToken needs at least one holder')
  const rent = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size))
  const supply = splTokenGrant * BigInt(holders.length)
  svm.setAccount(mint.publicKey, {
    lamports: Number(rent(mintSize)),
    data: mintData(authority.publicKey, supply, splTokenInfo.decimals),
    owner: tokenProgramId,
    executable: false,
  })
  for (const holder of holders) {
    const account = associatedTokenAddress(holder.publicKey, mint.publicKey)
    svm.setAccount(account, {
      lamports: Number(rent(tokenAccountSize)),
      data: tokenAccountData(mint.publicKey, holder.publicKey, splTokenGrant),
      owner: tokenProgramId,
      executable: false,
    })
  }
  return { mint: mint.publicKey.toBase58(), ...splTokenInfo }
}

/**
 * Mints `amount` of the devnet token to `owner`'s associated token account, written straight into
 * the VM (a faucet, like anvil's setBalance): the account is created when missing, and the mint's
 * supply grows by the same amount. Straight writes, because litesvm's linux binding aborts in the
 * associated-token program (LiteSVM/litesvm#171), so a new holder cannot get an account by a transaction.
 */
export function grantSplToken(svm: LiteSVM, token: SplToken, owner: string, amount: bigint): void {
  const mint = new PublicKey(token.mint)
  const mintAccount = svm.getAccount(mint)
  if (!mintAccount) throw new Error(`no mint ${token.mint} in the VM`)
  const mintBytes = Buffer.from(mintAccount.data)
  mintBytes.writeBigUInt64LE(mintBytes.readBigUInt64LE(36) + amount, 36)
  svm.setAccount(mint, { ...mintAccount, data: mintBytes })
  const holder = new PublicKey(owner)
  const held = readTokenAmount(svm, owner, token.mint)
  svm.setAccount(associatedTokenAddress(holder, mint), {
    lamports: Number(svm.minimumBalanceForRentExemption(BigInt(tokenAccountSize))),
    data: tokenAccountData(mint, holder, held + amount),
    owner: tokenProgramId,
    executable: false,
  })
}

/** The amount in an SPL token account (base units), or 0 when the account does not exist. */
export function readTokenAmount(svm: LiteSVM, owner: string, mint: string): bigint {
  const account = svm.getAccount(associatedTokenAddress(new PublicKey(owner), new PublicKey(mint)))
  if (!account || account.data.length !== tokenAccountSize) return 0n
  return Buffer.from(account.data).readBigUInt64LE(64)
}

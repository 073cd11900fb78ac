'use client'

import * as React from 'react'
import { erc20Abi, formatUnits, parseUnits, recoverTypedDataAddress, type Address, type Hex } from 'viem'
import { useAccount, useChainId, useReadContract, useSignTypedData, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { DEVNET_RECIPIENT, type DevnetContracts } from './devnet-config'

const collectionAbi = [
  { type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [], outputs: [{ name: 'id', type: 'uint256' }] },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

// What the panel signs: a vote, as a governance dapp would ask for it.
const vote = {
  types: {
    Vote: [
      { name: 'proposal', type: 'uint256' },
      { name: 'support', type: 'bool' },
    ],
  },
  primaryType: 'Vote',
  message: { proposal: 42n, support: true },
} as const

const button = 'rounded-wk-md bg-wk-accent px-3 py-2 font-medium text-wk-accent-fg disabled:opacity-60'

/** A transaction's hash and outcome in one line, for the panel's rows. */
function Outcome({ slot, hash, status, error }: { slot: string; hash?: Hex | undefined; status: string; error?: Error | null }) {
  if (error)
    return (
      <p role="alert" data-docs={slot} data-status="error">
        {error.message.split('\n')[0]}
      </p>
    )
  if (!hash) return null
  return (
    <p data-docs={slot} data-status={status} className="break-all text-wk-xs text-wk-fg-muted">
      {status === 'success' ? 'Mined: ' : 'Sent: '}
      <code>{hash}</code>
    </p>
  )
}

/**
 * The dapp's own code, on wagmi hooks only: its DUSD balance (useReadContract), a DUSD transfer and an
 * NFT mint (useWriteContract, useWaitForTransactionReceipt) and a vote signed as EIP-712 typed data
 * (useSignTypedData), whose signer is recovered with viem. walletkit's modal did the connecting.
 */
export function WagmiDappPanel({ contracts }: { contracts: DevnetContracts }) {
  const { address, status } = useAccount()
  const chainId = useChainId()
  const token = contracts.erc20
  const collection = contracts.collectibles.find((c) => !c.spam)
  const owner = address ?? DEVNET_RECIPIENT
  const balance = useReadContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    query: { enabled: Boolean(address) },
  })
  const owned = useReadContract({
    address: collection?.address,
    abi: collectionAbi,
    functionName: 'balanceOf',
    args: [owner],
    query: { enabled: Boolean(address && collection) },
  })
  const transfer = useWriteContract()
  const transferred = useWaitForTransactionReceipt({ hash: transfer.data })
  const mint = useWriteContract()
  const minted = useWaitForTransactionReceipt({ hash: mint.data })
  const typed = useSignTypedData()
  const [signer, setSigner] = React.useState<Address>()
  const { refetch: refetchBalance } = balance
  const { refetch: refetchOwned } = owned

  React.useEffect(() => {
    if (transferred.status === 'success') void refetchBalance()
  }, [transferred.status, refetchBalance])
  React.useEffect(() => {
    if (minted.status === 'success') void refetchOwned()
  }, [minted.status, refetchOwned])
  React.useEffect(() => {
    setSigner(undefined)
    if (!typed.data) return
    void recoverTypedDataAddress({ domain: { name: 'walletkit docs', version: '1', chainId }, ...vote, signature: typed.data }).then(
      setSigner,
    )
  }, [typed.data, chainId])

  if (status !== 'connected' || !address)
    return (
      <p className="max-w-[260px] text-wk-sm text-wk-fg-muted">
        Connect the Devnet Wallet: this panel then uses the connection through wagmi's hooks.
      </p>
    )

  return (
    <div data-docs="wagmi-dapp" className="flex max-w-[300px] flex-col gap-3 text-wk-sm">
      <p>
        <span className="text-wk-fg-muted">wagmi account: </span>
        <code data-docs="wagmi-dapp-address">{address}</code>
      </p>
      <p data-docs="wagmi-dapp-balance">
        {balance.data === undefined ? 'Reading the balance…' : `${formatUnits(balance.data, token.decimals)} ${token.symbol}`}
      </p>
      <button
        type="button"
        className={button}
        disabled={transfer.isPending}
        onClick={() =>
          transfer.writeContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [DEVNET_RECIPIENT, parseUnits('1', token.decimals)],
          })
        }
      >
        Transfer 1 {token.symbol} to {DEVNET_RECIPIENT.slice(0, 6)}…{DEVNET_RECIPIENT.slice(-4)}
      </button>
      <Outcome slot="wagmi-dapp-transfer" hash={transfer.data} status={transferred.status} error={transfer.error} />
      {collection ? (
        <>
          <p data-docs="wagmi-dapp-owned">
            {owned.data === undefined ? 'Reading the collection…' : `${owned.data} ${collection.symbol} owned`}
          </p>
          <button
            type="button"
            className={button}
            disabled={mint.isPending}
            onClick={() => mint.writeContract({ address: collection.address, abi: collectionAbi, functionName: 'mint' })}
          >
            Mint a {collection.name} NFT
          </button>
          <Outcome slot="wagmi-dapp-mint" hash={mint.data} status={minted.status} error={mint.error} />
        </>
      ) : null}
      <button
        type="button"
        className={button}
        disabled={typed.isPending}
        onClick={() => typed.signTypedData({ domain: { name: 'walletkit docs', version: '1', chainId }, ...vote })}
      >
        Sign a vote (EIP-712)
      </button>
      {typed.error ? (
        <p role="alert" data-docs="wagmi-dapp-typed" data-status="error">
          {typed.error.message.split('\n')[0]}
        </p>
      ) : signer ? (
        <p data-docs="wagmi-dapp-typed" data-status="success" data-signer={signer} className="break-all text-wk-xs">
          Signed by <code>{signer}</code> {signer.toLowerCase() === address.toLowerCase() ? '(this account)' : '(another account!)'}
        </p>
      ) : null}
    </div>
  )
}

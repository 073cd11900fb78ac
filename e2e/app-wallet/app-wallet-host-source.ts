import { hostAppSource, type ImportRoots } from '../support/host-source'

/** DUSD units (6 decimals) the host's viem transfer sends. */
export const viemTransferUnits = 2_500_000n
/** DUSD units the host's ethers contract write sends. */
export const ethersTransferUnits = 1_250_000n
/** Wei the host's viem sendTransaction sends. */
export const viemSendWei = 1_000_000_000_000n
/** Wei the host's ethers signer.sendTransaction sends. */
export const ethersSendWei = 3_000_000_000_000n
/** The message the host signs with ethers' signer.signMessage. */
export const ethersMessage = 'walletkit app-wallet: signed with ethers v6'

/**
 * The shared test host plus the app's OWN code over the connected wallet, not the kit's views:
 * viem through useWalletClient() (an ERC-20 transfer, a plain sendTransaction) and ethers v6
 * through `new BrowserProvider(useWalletProvider())` (a contract write, a message signature, a
 * plain sendTransaction). The token and recipient come from the query string
 * (`?token=0x…&to=0x…`); each output shows a hash or signature, or the error's name (ethers':
 * its code and action) and EIP-1193 code.
 */
export function appWalletHostSource(roots: ImportRoots): string {
  const base = hostAppSource(roots)
  const withImports = base.replace(
    `import { ConnectButton } from '${roots.components}/connect-button'`,
    `import { ConnectButton } from '${roots.components}/connect-button'
import { useEffect, useState } from 'react'
import { BaseError, erc20Abi, UserRejectedRequestError, type Address } from 'viem'
import { BrowserProvider, Contract, isError } from 'ethers'
import { useWalletClient } from '${roots.hooks}/use-wallet-client'
import { useWalletProvider } from '${roots.hooks}/use-wallet-provider'

const appQuery = new URLSearchParams(window.location.search)
const token = appQuery.get('token') as Address
const recipient = appQuery.get('to') as Address

type Outcome = { status: 'idle' | 'pending' | 'success' | 'error'; text: string; code?: number }

function outcomeOf(error: unknown): Outcome {
  const rejected = error instanceof BaseError ? error.walk((e) => e instanceof UserRejectedRequestError) : undefined
  if (rejected instanceof UserRejectedRequestError) return { status: 'error', text: rejected.name, code: rejected.code }
  // ethers keeps the wallet's EIP-1193 error in info.error.
  if (isError(error, 'ACTION_REJECTED')) return { status: 'error', text: error.code + ':' + error.action, code: error.info?.error?.code }
  const code = (error as { code?: unknown }).code
  return { status: 'error', text: error instanceof Error ? error.name + ': ' + error.message : String(error), code: typeof code === 'number' ? code : undefined }
}

function useAction(): [Outcome, (run: () => Promise<string>) => void] {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle', text: '' })
  return [outcome, (run) => {
    setOutcome({ status: 'pending', text: '' })
    run().then((hash) => setOutcome({ status: 'success', text: hash }), (error: unknown) => setOutcome(outcomeOf(error)))
  }]
}

function Show({ id, outcome }: { id: string; outcome: Outcome }) {
  return <output data-testid={id} data-status={outcome.status} data-code={outcome.code ?? ''}>{outcome.text}</output>
}

function AppPanel() {
  const walletClient = useWalletClient()
  const provider = useWalletProvider()
  const [viemTransfer, runViemTransfer] = useAction()
  const [ethersWrite, runEthersWrite] = useAction()
  const [viemSend, runViemSend] = useAction()
  const [ethersSign, runEthersSign] = useAction()
  const [ethersSend, runEthersSend] = useAction()
  // Every account of the wallet (eth_accounts: the active one first), for the test to fund.
  const [addresses, setAddresses] = useState<string[]>([])
  useEffect(() => {
    void walletClient?.getAddresses().then(setAddresses)
  }, [walletClient])
  if (!walletClient) return <output data-testid="app-address" />
  return (
    <section className="flex flex-col items-center gap-2">
      <output data-testid="app-address" data-chain={walletClient.chain.id}>{walletClient.account.address}</output>
      <output data-testid="app-accounts">{addresses.join(',')}</output>
      <button type="button" onClick={() => runViemTransfer(() => walletClient.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [recipient, ${viemTransferUnits}n] }))}>
        viem transfer
      </button>
      <Show id="viem-transfer" outcome={viemTransfer} />
      <button type="button" onClick={() => runEthersWrite(async () => {
        const signer = await new BrowserProvider(provider).getSigner()
        const contract = new Contract(token, ['function transfer(address to, uint256 amount) returns (bool)'], signer)
        const transfer = contract.getFunction('transfer')
        const tx = await transfer(recipient, ${ethersTransferUnits}n)
        return tx.hash as string
      })}>
        ethers transfer
      </button>
      <Show id="ethers-transfer" outcome={ethersWrite} />
      <button type="button" onClick={() => runEthersSign(async () => {
        const signer = await new BrowserProvider(provider).getSigner()
        return signer.signMessage('${ethersMessage}')
      })}>
        ethers sign
      </button>
      <Show id="ethers-sign" outcome={ethersSign} />
      <button type="button" onClick={() => runEthersSend(async () => {
        const signer = await new BrowserProvider(provider).getSigner()
        const tx = await signer.sendTransaction({ to: recipient, value: ${ethersSendWei}n })
        return tx.hash
      })}>
        ethers send
      </button>
      <Show id="ethers-send" outcome={ethersSend} />
      <button type="button" onClick={() => runViemSend(() => walletClient.sendTransaction({ to: recipient, value: ${viemSendWei}n }))}>
        viem send
      </button>
      <Show id="viem-send" outcome={viemSend} />
    </section>
  )
}`,
  )
  if (withImports === base) throw new Error('the host source no longer imports ConnectButton that way')
  return withImports.replace('<WalletKitModal />', '<AppPanel />\n        <WalletKitModal />')
}

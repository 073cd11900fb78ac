import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import { switchAuthChain } from '@/registry/lib/connectors/auth/auth-evm-chain'
import { authRequest } from '@/registry/lib/connectors/auth/auth-request'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'

async function answerLocally(context: AuthContext, args: RequestArguments): Promise<unknown> {
  const { frame, chains } = context
  if (args.method === 'eth_chainId') return `0x${(toEvmChainNumber(frame.getChainId()) ?? 1).toString(16)}`
  if (args.method === 'wallet_switchEthereumChain') {
    const [target] = (Array.isArray(args.params) ? args.params : []) as Array<{ chainId?: string }>
    const network = target?.chainId ? chains.networkOf(Number.parseInt(target.chainId, 16)) : undefined
    if (!network) throw new ChainNotSupportedError()
    await switchAuthChain(context, network)
    return null
  }
  return context.address ? [context.address] : []
}

function sendToFrame({ frame, chains }: AuthContext, forwarded: RequestArguments): Promise<unknown> {
  const onSolana = forwarded.method.startsWith('solana_')
  const current = frame.getChainId()
  return frame.request('RPC_REQUEST', {
    method: forwarded.method,
    params: forwarded.params as unknown[] | Record<string, unknown> | undefined,
    chainId: (onSolana ? chains.reported(current) : undefined) ?? chains.evmChain(current),
    chainNamespace: onSolana ? 'solana' : 'eip155',
  } as AppPayload<'RPC_REQUEST'>)
}

/**
 * The auth connector's EIP-1193 `request` (authRequest's rules): the chain id, accounts and chain
 * switching are answered here; the rest goes to the frame as RPC_REQUEST on the chain it serves.
 *
 * @example
 * await requestAuthEvm(context, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export function requestAuthEvm(context: AuthContext, args: RequestArguments): Promise<unknown> {
  const { approve, onNotice, onRequestSettled } = context.parameters
  return authRequest(
    {
      approve,
      onNotice,
      onRequestSettled,
      answerLocally: (local) => answerLocally(context, local),
      send: (forwarded) => sendToFrame(context, forwarded),
    },
    args,
  )
}

import type { LocalSolana } from '../services/local-chains'
import { solanaLocalNetworkId, type LocalSvm } from './local-svm'
import { answerSolanaRpc } from './rpc'
import { serveSubscriptions } from './subscriptions'
import { readTokenAmount, type SplToken } from './spl-token'

/** The view of the local VM the services need: RPC answers, balances, transfers and subscriptions. */
export function localSolana(svm: LocalSvm, splToken?: SplToken): LocalSolana {
  return {
    caipNetworkId: solanaLocalNetworkId,
    handleRpc: async (body) => answerSolanaRpc(body, svm),
    getBalance: (address) => svm.getBalance(address),
    splTokens: splToken ? [splToken] : [],
    getTokenBalance: (owner, mint) => readTokenAmount(svm.svm, owner, mint),
    transfersOf: (address) => svm.transfersOf(address),
    serveSocket: (socket) => serveSubscriptions(socket, svm),
  }
}

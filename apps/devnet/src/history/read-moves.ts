import type { IndexedMove } from './indexed-types'

/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

type RawLog = { address: string; topics: readonly string[]; data: string }

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()

/**
 * Token movements in a receipt's logs. Both standards emit the same Transfer signature; ERC-721
 * indexes the token id as a fourth topic, ERC-20 carries the amount in data.
 */
export function readMoves(logs: readonly RawLog[]): IndexedMove[] {
  const moves: IndexedMove[] = []
  for (const log of logs) {
    const [topic0, fromTopic, toTopic, idTopic] = log.topics
    if (topic0 !== transferTopic || !fromTopic || !toTopic) continue
    const contract = log.address.toLowerCase()
    const from = topicAddress(fromTopic)
    const to = topicAddress(toTopic)
    if (idTopic) moves.push({ kind: 'erc721', contract, from, to, tokenId: BigInt(idTopic) })
    else if (log.data.length >= 66) moves.push({ kind: 'erc20', contract, from, to, value: BigInt(log.data.slice(0, 66)) })
  }
  return moves
}

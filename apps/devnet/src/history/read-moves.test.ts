import { describe, expect, test } from 'vitest'
import { readMoves, transferTopic } from './read-moves'

const word = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const from = '0x00000000000000000000000000000000000000aa'
const to = '0x00000000000000000000000000000000000000bb'

describe('readMoves', () => {
  test('default: ERC-20 amount from data, ERC-721 token id from the fourth topic', () => {
    const moves = readMoves([
      { address: '0xTOKEN', topics: [transferTopic, word(from), word(to)], data: word('2625a0') },
      { address: '0xNFT', topics: [transferTopic, word(from), word(to), word('7')], data: '0x' },
    ])
    expect(moves).toEqual([
      { kind: 'erc20', contract: '0xtoken', from, to, value: 2_500_000n },
      { kind: 'erc721', contract: '0xnft', from, to, tokenId: 7n },
    ])
  })
  test('behavior: other events and malformed Transfer logs are skipped', () => {
    const approval = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
    expect(
      readMoves([
        { address: '0x1', topics: [approval, word(from), word(to)], data: word('1') },
        { address: '0x1', topics: [transferTopic, word(from)], data: word('1') },
        { address: '0x1', topics: [transferTopic, word(from), word(to)], data: '0x' },
      ]),
    ).toEqual([])
  })
})

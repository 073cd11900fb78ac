/**
 * Gas of a plain value transfer (exact for an account without code), and a typical ERC-20
 * transfer: the figures a fee estimate uses before the node can be asked (no receiver or amount
 * yet), kept apart from viem so showing them loads no chain code.
 */
// BigInt(), not literals: hosts may target ES2017 (Next's default), where literals do not compile.
export const nativeTransferGas = BigInt(21_000)
export const tokenTransferGas = BigInt(65_000)

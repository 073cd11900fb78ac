/**
 * SPEC §9: a sent transaction is awaited 25000 ms for its receipt, by every flow that sends one
 * (send, swap). Its own file so a flow can import the number without the module it lives beside.
 */
export const SENT_TRANSACTION_TIMEOUT_MS = 25_000

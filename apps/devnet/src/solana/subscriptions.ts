import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { LocalSvm, SignatureStatus } from './local-svm'

const message = z.object({ id: z.union([z.string(), z.number()]).optional(), method: z.string(), params: z.unknown() })

/**
 * The websocket half of the facade. web3.js 1.x only checks a signature's status once its
 * signatureSubscribe is acknowledged, so confirmTransaction needs these answers.
 */
export function serveSubscriptions(socket: WebSocket, svm: LocalSvm): void {
  let nextId = 1
  const pendingSignatures = new Map<string, number>()
  const send = (payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
  }
  const notifySignature = (subscription: number, status: SignatureStatus) =>
    send({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { subscription, result: { context: { slot: status.slot }, value: { err: status.err } } },
    })

  const stopListening = svm.onCommit((signature, status) => {
    const subscription = pendingSignatures.get(signature)
    if (subscription === undefined) return
    pendingSignatures.delete(signature)
    notifySignature(subscription, status)
  })
  socket.on('close', stopListening)

  socket.on('message', (data) => {
    let parsed: z.infer<typeof message>
    try {
      const result = message.safeParse(JSON.parse(data.toString()))
      if (!result.success) return
      parsed = result.data
    } catch {
      return
    }
    // Notifications (no id), such as web3.js's keep-alive 'ping', need no answer.
    if (parsed.id === undefined) return
    const { id, method, params } = parsed
    if (method.endsWith('Unsubscribe')) return send({ jsonrpc: '2.0', id, result: true })
    if (!method.endsWith('Subscribe')) return send({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } })
    const subscription = nextId++
    send({ jsonrpc: '2.0', id, result: subscription })
    if (method !== 'signatureSubscribe') return
    const signature = Array.isArray(params) && typeof params[0] === 'string' ? params[0] : ''
    const known = svm.status(signature)
    if (known) notifySignature(subscription, known)
    else pendingSignatures.set(signature, subscription)
  })
}

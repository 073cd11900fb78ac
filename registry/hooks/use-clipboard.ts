'use client'

import * as React from 'react'

/** How long "copied" stays true after a copy. */
export const COPIED_FEEDBACK_MS = 2_000

/**
 * Copies text to the clipboard and says so for two seconds; a refused copy (no permission, an
 * insecure page) leaves `copied` false and sets `failed`.
 *
 * @example
 * const { copy, copied } = useClipboard()
 * <button onClick={() => copy(address)}>{copied ? 'Copied' : 'Copy'}</button>
 */
export function useClipboard() {
  const [state, setState] = React.useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  React.useEffect(() => () => clearTimeout(timer.current), [])
  const copy = React.useCallback(async (text: string): Promise<boolean> => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS)
      return true
    } catch {
      setState('failed')
      return false
    }
  }, [])
  return { copy, copied: state === 'copied', failed: state === 'failed' }
}

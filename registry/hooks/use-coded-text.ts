'use client'

import { useCallback } from 'react'
import { useUserMessage } from '@/registry/hooks/use-strings'
import { TokenBalanceUnavailableError } from '@/registry/lib/errors/account'
import { BaseError } from '@/registry/lib/errors/base'

// Texts the state on the page-load path shows without a code (a code beside them would cost bytes
// every host pays at load), known here by their English: the balances store's failure.
const codeOfText: Readonly<Record<string, string>> = { [TokenBalanceUnavailableError.shortMessage]: TokenBalanceUnavailableError.code }

/**
 * A SPEC text the state keeps in English (an alert's title, a snackbar's text, a receiver error),
 * shown in the active locale by its code (or, for the page-load path's few texts without one, by
 * the English text): the locale pack's errors table when it has the code, else the English text.
 * Analytics and the state keep the English.
 *
 * @example
 * const codedText = useCodedText()
 * codedText(alert.kind, alert.message)
 */
export function useCodedText(): (code: string | undefined, english: string) => string {
  const userMessage = useUserMessage()
  return useCallback(
    (code: string | undefined, english: string) => {
      const known = code ?? codeOfText[english]
      return known ? userMessage(new BaseError(known, english)) : english
    },
    [userMessage],
  )
}

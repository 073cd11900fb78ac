'use client'

import { Snackbar } from '@/registry/components/ui/snackbar'
import { Button } from '@/registry/components/ui/button'
import { modalStrings } from '@/registry/components/modal/strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useCodedText } from '@/registry/hooks/use-coded-text'
import { useSnackbar } from '@/registry/hooks/use-snackbar'

/**
 * The alert banner and the snackbar, below the view in the card's flow: the card grows while one
 * shows, so neither ever covers a control of the view (SPEC places neither; §4 only times them).
 */
function ModalNotices() {
  const strings = useStrings(modalStrings)
  const codedText = useCodedText()
  const { snackbar, alert, dismissAlert } = useSnackbar()
  return (
    <>
      {alert ? (
        <div
          data-slot="modal-alert"
          data-variant={alert.variant}
          role="alert"
          className="mx-3 mb-2 flex items-center gap-2 rounded-wk-lg bg-wk-surface-2 px-3 py-2 font-wk text-wk-sm text-wk-fg data-[variant=error]:text-wk-error"
        >
          <span data-slot="modal-alert-message" className="flex-1">
            {codedText(alert.kind, alert.message)}
          </span>
          <Button variant="ghost" size="sm" aria-label={strings.close} onClick={dismissAlert}>
            ×
          </Button>
        </div>
      ) : null}
      {snackbar.open ? (
        <Snackbar
          variant={snackbar.variant}
          message={codedText(snackbar.code, snackbar.message)}
          className="mx-auto max-w-[min(320px,calc(100%-24px))]"
        />
      ) : null}
    </>
  )
}

export { ModalNotices }

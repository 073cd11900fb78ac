'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { ListItem } from '@/registry/components/ui/list-item'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'

// The token picker of Send and Swap: a trigger showing the chosen token, and while open a list of
// the tokens to pick from. A press elsewhere, focus leaving the picker (Tab) or Escape closes the
// list; Escape then stops there instead of closing the modal. Every data-slot takes the picker's
// `slot` prefix (`send-token`: `send-token-select-trigger`, `send-token-option`, ...).

const triggerVariants = cva(
  'inline-flex h-9 pointer-coarse:h-11 shrink-0 items-center gap-1.5 rounded-wk-md bg-wk-surface-3 pe-2 ps-1.5 font-wk text-wk-md font-medium text-wk-fg outline-none hover:bg-wk-surface-3/80 focus-visible:ring-2 focus-visible:ring-wk-accent disabled:opacity-50',
)

/** How a picker shows one token: its icon, and the muted text beside its symbol (a balance, a name). */
export type TokenPickerDisplay<T> = {
  keyOf(token: T): string
  symbolOf(token: T): string
  /** The icon's source; with `initial: false` a missing image is a plain box (the symbol is written beside it). */
  iconOf(token: T): string | undefined
  initial?: boolean
  /** The muted text after the symbol in the list, and its data-slot suffix (`balance`: `<slot>-option-balance`). */
  detail: { slot: string; text(token: T): string; className?: string }
}

export type TokenPickerProps<T> = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  slot: string
  tokens: readonly T[]
  value: T | undefined
  onSelect: (token: T) => void
  label: string
  placeholder: string
  disabled?: boolean | undefined
  display: TokenPickerDisplay<T>
  /** The open list's width class (`w-60`). */
  listWidth?: string
}

function TokenPicker<T>({
  slot,
  tokens,
  value,
  onSelect,
  label,
  placeholder,
  disabled,
  display,
  listWidth = 'w-60',
  className,
  ...props
}: TokenPickerProps<T>) {
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  const root = React.useRef<HTMLDivElement>(null)
  // Safari focuses no button on click: a trigger clicked open never had the focus, so no blur
  // comes when the user presses elsewhere. The press itself closes the list.
  React.useEffect(() => {
    const element = root.current
    if (!open || !element) return
    const onPress = (event: PointerEvent) => !element.contains(event.target as Node | null) && setOpen(false)
    element.ownerDocument.addEventListener('pointerdown', onPress, true)
    return () => element.ownerDocument.removeEventListener('pointerdown', onPress, true)
  }, [open])
  const icon = (token: T, iconSlot: string, decorative = false) => (
    <WalletImage
      data-slot={iconSlot}
      aria-hidden={decorative || undefined}
      src={display.iconOf(token)}
      name={display.symbolOf(token)}
      size="sm"
      initial={display.initial ?? true}
      className="rounded-full"
    />
  )
  const chosenKey = value === undefined ? undefined : display.keyOf(value)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only watch focus and Escape leaving the picker; its trigger and options are the buttons inside.
    <div
      ref={root}
      data-slot={`${slot}-select`}
      data-state={open ? 'open' : 'closed'}
      className={cn('relative', className)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false))}
      {...props}
    >
      <button
        data-slot={`${slot}-select-trigger`}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        className={triggerVariants()}
        onClick={() => setOpen((o) => !o)}
      >
        {/* Named by its text ("Token: ETH"), not an aria-label: a label that differs from what is shown (the
            icon's initial where its image is missing) fails speech input and axe's label-content rule. */}
        <span className="sr-only">{label}: </span>
        {value === undefined ? null : icon(value, `${slot}-icon`, true)}
        <span data-slot={`${slot}-select-symbol`}>{value === undefined ? placeholder : display.symbolOf(value)}</span>
        <svg
          data-slot={`${slot}-select-chevron`}
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path data-slot={`${slot}-select-chevron-path`} d="m4 6 4 4 4-4" />
        </svg>
      </button>
      {open ? (
        <div
          data-slot={`${slot}-select-list`}
          id={listId}
          role="listbox"
          aria-label={label}
          // A press on an option keeps the focus where it is: Safari focuses no button on click, so
          // the trigger's blur would otherwise close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          className={cn(
            'absolute top-10 inset-e-0 z-10 flex flex-col gap-1 rounded-wk-lg border border-wk-border bg-wk-surface-1 p-1 shadow-lg',
            listWidth,
          )}
        >
          {tokens.map((token) => (
            <ListItem
              key={display.keyOf(token)}
              data-slot={`${slot}-option`}
              data-token={display.symbolOf(token)}
              role="option"
              aria-selected={display.keyOf(token) === chosenKey}
              variant="plain"
              size="sm"
              onClick={() => {
                setOpen(false)
                onSelect(token)
              }}
            >
              {icon(token, `${slot}-option-icon`)}
              <span data-slot={`${slot}-option-symbol`} className="font-medium">
                {display.symbolOf(token)}
              </span>
              <span
                data-slot={`${slot}-option-${display.detail.slot}`}
                className={cn('truncate text-wk-fg-muted', display.detail.className)}
              >
                {display.detail.text(token)}
              </span>
            </ListItem>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export { TokenPicker, triggerVariants as tokenPickerTriggerVariants }

'use client'

import { useThemeMode } from '../../stories/support/theme-mode'

const colors = ['accent', 'accent-fg', 'surface-1', 'surface-2', 'surface-3', 'fg', 'fg-muted', 'border', 'error', 'success'] as const

/** walletkit.css at work: every colour variable of the current mode on a swatch. */
function Swatches() {
  const mode = useThemeMode()
  return (
    <div
      data-slot="docs-theme-swatches"
      data-wk-theme={mode}
      className="grid grid-cols-2 gap-2 rounded-wk-xl border border-wk-border bg-wk-surface-1 p-3 font-wk text-wk-fg sm:grid-cols-5"
    >
      {colors.map((name) => (
        <div key={name} className="flex flex-col items-center gap-1 text-wk-xs">
          <span className="size-10 rounded-wk-md border border-wk-border" style={{ background: `var(--wk-${name})` }} />
          <code>--wk-{name}</code>
        </div>
      ))}
    </div>
  )
}

export default { title: 'Styles/walletkit.css' }
export const Colors = { render: () => <Swatches /> }

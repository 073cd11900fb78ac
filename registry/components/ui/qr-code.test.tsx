// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { create } from 'qrcode'
import { afterEach, describe, expect, test } from 'vitest'
import { QrCode } from '@/registry/components/ui/qr-code'

afterEach(cleanup)

describe('QrCode', () => {
  test('default: one path holds every dark module of the value, named by the label, the value on data-uri', () => {
    const value = 'wc:abc@2?relay-protocol=irn&symKey=00'
    render(<QrCode value={value} label="Scan me" />)
    const code = screen.getByRole('img', { name: 'Scan me' })
    const root = code.parentElement!
    expect(root.dataset).toMatchObject({ slot: 'qr-code', uri: value, state: 'ready' })
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    expect(code.getAttribute('viewBox')).toBe(`-1 -1 ${modules.size + 2} ${modules.size + 2}`)
    const drawn = code.querySelectorAll('path')
    expect(drawn).toHaveLength(1)
    const dark = Array.from(modules.data).filter(Boolean).length
    expect(drawn[0]!.getAttribute('d')!.match(/M/g)).toHaveLength(dark)
  })

  test('behavior: without a value a placeholder shows under the slot prefix, and no image', () => {
    render(<QrCode slot="pairing" value={undefined} label="Scan me" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('[data-slot="pairing"]')?.getAttribute('data-state')).toBe('loading')
    expect(document.querySelector('[data-slot="pairing-placeholder"]')).not.toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import { createAim, offsetOf } from './aim'

const here = { x: 40, y: 40 }
const there = { x: 460, y: 40 }

describe('createAim', () => {
  test('default: a move inside the frame after the delay, then a click at the same place, counts', () => {
    const aim = createAim(500)
    aim.pointer('enter', 0, here)
    expect(aim.phase(100)).toBe('waiting')
    aim.pointer('move', 200, here)
    expect(aim.phase(500)).toBe('ready')
    aim.pointer('move', 600, here)
    expect(aim.phase(600)).toBe('aimed')
    expect(aim.counts(650, here)).toBe(true)
  })

  test('behavior: a pointer resting since before the timer ran out does not count, however long it rests', () => {
    const aim = createAim(500)
    aim.pointer('enter', 0, here)
    aim.pointer('move', 100, here)
    expect(aim.counts(10_000, here)).toBe(false)
  })

  test('behavior: a frame moved under the pointer is seen at the next event and restarts the timer', () => {
    const aim = createAim(500)
    aim.pointer('enter', 0, here)
    aim.pointer('move', 600, here)
    expect(aim.phase(600)).toBe('aimed')
    // The host slides the frame; the browser's next move reports the new offset.
    aim.pointer('move', 700, there)
    expect(aim.phase(700)).toBe('waiting')
    expect(aim.counts(750, there)).toBe(false)
  })

  test('behavior: a click reporting another frame position than the last move (no event in between) does not count and restarts', () => {
    const aim = createAim(500)
    aim.pointer('enter', 0, here)
    aim.pointer('move', 600, here)
    expect(aim.counts(700, there)).toBe(false)
    aim.pointer('move', 800, there)
    expect(aim.counts(900, there)).toBe(false)
    aim.pointer('move', 1500, there)
    expect(aim.counts(1510, there)).toBe(true)
  })

  test('behavior: the pointer re-entering, a reset (resize, visibility, new request) or a click with no pointer seen restart the timer', () => {
    const aim = createAim(500)
    expect(aim.counts(0, here)).toBe(false)
    aim.pointer('enter', 0, here)
    aim.pointer('move', 600, here)
    aim.pointer('leave', 610, here)
    expect(aim.phase(610)).toBe('none')
    aim.pointer('enter', 620, here)
    expect(aim.counts(700, here)).toBe(false)
    aim.pointer('move', 1200, here)
    aim.reset(1210)
    expect(aim.counts(1220, here)).toBe(false)
  })

  test('behavior: touch: a tap (enter and down at once) never counts; press, hold, slide does', () => {
    const aim = createAim(500)
    aim.pointer('enter', 0, here)
    aim.pointer('down', 0, here)
    expect(aim.counts(80, here)).toBe(false)
    aim.pointer('leave', 90, here)
    aim.pointer('enter', 1000, here)
    aim.pointer('down', 1000, here)
    aim.pointer('move', 1600, here)
    expect(aim.counts(1650, here)).toBe(true)
  })

  test('default: offsetOf is the frame origin on the screen', () => {
    expect(offsetOf({ screenX: 540, screenY: 300, clientX: 100, clientY: 60 })).toEqual({ x: 440, y: 240 })
  })

  test('behavior: a pointer not heard from for the stale time counts as arriving afresh (a window on top hid its moves)', () => {
    const aim = createAim(500, 3000)
    aim.pointer('enter', 0, here)
    aim.pointer('move', 600, here)
    expect(aim.phase(600)).toBe('aimed')
    // Nothing for 5 s (a lure window covered the frame), then the click: not counted.
    expect(aim.counts(5600, here)).toBe(false)
    // A down after a long silence restarts the timer too.
    const other = createAim(500, 3000)
    other.pointer('enter', 0, here)
    other.pointer('move', 600, here)
    other.pointer('down', 4000, here)
    expect(other.phase(4000)).toBe('waiting')
  })
})

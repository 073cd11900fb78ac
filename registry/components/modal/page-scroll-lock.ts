'use client'

type LockedDocument = Pick<Document, 'documentElement'> & { defaultView: Pick<Window, 'innerWidth' | 'getComputedStyle'> | null }

type Saved = Record<'overflow' | 'padding-right', { value: string; priority: string }>

// Open locks per document: a second modal layer on top must not unlock the page when it closes first.
const holders = new WeakMap<object, { count: number; saved: Saved }>()

/**
 * Stops the page behind the modal from scrolling while it is open, by writing only to the root
 * element's inline style: `overflow: hidden` (no wheel, keyboard or touch scrolling of the page;
 * the dialog's own scroll boxes still scroll, and pinch-zoom stays), and, when the page had a
 * classic scrollbar, as much more right padding, so the page's content does not move when the
 * scrollbar goes (the backdrop still covers the whole window, where the scrollbar was too).
 * Radix's overlay lock put a stylesheet and an attribute on <body> instead, with an inherited
 * custom property there that restyled every element of the page (every kit element is costly to
 * restyle: walletkit.css's isolation rule), and blocking wheel and touch listeners on the document.
 * The root's style is not inherited by anything below it. Returns the unlock, which puts back
 * what the root's inline style said before the first lock.
 */
export function lockPageScroll(doc: LockedDocument): () => void {
  const root = doc.documentElement
  const held = holders.get(doc)
  if (held) held.count += 1
  else {
    const view = doc.defaultView
    // A classic scrollbar is the part of the window the root's box does not get.
    const scrollbar = (view?.innerWidth ?? 0) - root.clientWidth
    holders.set(doc, { count: 1, saved: { overflow: read(root.style, 'overflow'), 'padding-right': read(root.style, 'padding-right') } })
    // Its room is given back as padding, so the page's content stays where it was.
    if (scrollbar > 0 && view) {
      const padding = Number.parseFloat(view.getComputedStyle(root).paddingRight) || 0
      root.style.setProperty('padding-right', `${padding + scrollbar}px`, 'important')
    }
    root.style.setProperty('overflow', 'hidden', 'important')
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const lock = holders.get(doc)
    if (!lock) return
    lock.count -= 1
    if (lock.count > 0) return
    holders.delete(doc)
    for (const [property, before] of Object.entries(lock.saved)) {
      if (before.value) root.style.setProperty(property, before.value, before.priority)
      else root.style.removeProperty(property)
    }
  }
}

function read(style: CSSStyleDeclaration, property: string): { value: string; priority: string } {
  return { value: style.getPropertyValue(property), priority: style.getPropertyPriority(property) }
}

// Where focus goes when a modal <dialog> has closed. The browser puts focus back on the element that
// was focused before showModal() by itself; the dialog's close event that tells React is queued, and
// Chromium runs key presses before it, so a quick keyboard user may already have tabbed on when it
// arrives. Focus is taken back only when it was lost (to the page, or left inside the closing dialog).

/** Focuses `target` unless focus already rests on something outside any dialog. */
export function returnFocusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement
  if (!active || active === document.body || active.closest('dialog')) target?.focus()
}

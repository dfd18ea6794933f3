// Which of the signed-in header stand-in's menu links (signed-in-stand-in.tsx) had focus when the loaded
// nav took its place, so the menu button replacing it keeps the focus (keyboard and screen-reader users
// stay where they were).

/** The wide screen's user menu and the narrow screen's account menu. */
export type SignedInMenu = 'wide' | 'narrow'

let standInFocus: SignedInMenu | null = null

/** Remembers which stand-in menu link has focus, just before the loaded nav replaces it. */
export function noteStandInFocus(): void {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.standIn : undefined
  standInFocus = focused === 'wide' || focused === 'narrow' ? focused : null
}

/** Which menu's button takes the stand-in's focus (once: the next signed-in nav starts without it). */
export function takeStandInFocus(): SignedInMenu | null {
  const menu = standInFocus
  standInFocus = null
  return menu
}

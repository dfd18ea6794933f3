// What a menu button's first interaction asked for before the menu's code had loaded, so the loaded
// menu can carry it out (no lost hover, click or key; spec §4 "Dropdown menus"). Shared by the
// first-load button (lazy-menu-button.tsx) and the menu itself (dropdown-menu.tsx).

/** Wide desktop (spec §9 breakpoint 1080) with a real pointer: hover opens menus. */
export const HOVER_OPEN_QUERY = '(min-width: 1080px) and (hover: hover) and (pointer: fine)'

export function canHoverOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(HOVER_OPEN_QUERY).matches
}

/**
 * open: how the menu was opened before it loaded: by hover, by a click, or by a key that puts focus on
 * the first or last item; null when it was not (or was closed again). focus: the button had focus.
 */
export type MenuReplay = { open: 'hover' | 'click' | 'first' | 'last' | null; focus: boolean }

/** Spec §4: on a closed menu's button, Down, Enter and Space open it on its first item, Up on its last. */
export function computeOpeningKey(key: string): 'first' | 'last' | null {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 'first'
  return key === 'ArrowUp' ? 'last' : null
}

// What a visitor did to the signed-in header's stand-in buttons (signed-in-placeholder.tsx) while the
// signed-in code was loading, so the loaded menus carry it out (menu-replay.ts): a click or a key pressed
// in that moment opens the menu once it is there instead of being lost. One page has one signed-in header,
// so the record is the module's; the loaded nav reads it once and clears it.
import type { MenuReplay } from '@/components/ui/menu-replay'

/** The wide screen's user menu and the narrow screen's account menu. */
export type SignedInMenu = 'wide' | 'narrow'

const NOTHING: MenuReplay = { open: null, focus: false }
let pending: Record<SignedInMenu, MenuReplay> = { wide: NOTHING, narrow: NOTHING }

export function recordSignedInReplay(menu: SignedInMenu, change: Partial<MenuReplay>): void {
  pending = { ...pending, [menu]: { ...pending[menu], ...change } }
}

export function readSignedInReplay(menu: SignedInMenu): MenuReplay {
  return pending[menu]
}

export function clearSignedInReplays(): void {
  pending = { wide: NOTHING, narrow: NOTHING }
}

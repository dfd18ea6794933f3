// What a visitor did to the signed-in header's stand-in (signed-in-placeholder.tsx) while the signed-in
// code was loading, so the loaded nav carries it out (menu-replay.ts): a click or a key pressed in that
// moment opens the menu, or the create-event modal, once it is there instead of being lost. One page has
// one signed-in header, so the record is the module's; the loaded nav reads it once and clears it.
import type { MenuReplay } from '@/components/ui/menu-replay'

/** The wide screen's user menu and the narrow screen's account menu. */
export type SignedInMenu = 'wide' | 'narrow'

const NOTHING: MenuReplay = { open: null, focus: false }
let pending: Record<SignedInMenu, MenuReplay> = { wide: NOTHING, narrow: NOTHING }
let createAsked = false

export function recordSignedInReplay(menu: SignedInMenu, change: Partial<MenuReplay>): void {
  pending = { ...pending, [menu]: { ...pending[menu], ...change } }
}

export function readSignedInReplay(menu: SignedInMenu): MenuReplay {
  return pending[menu]
}

/** A plain click on the stand-in's Create an event: the loaded nav opens its modal. */
export function recordCreateEventAsked(): void {
  createAsked = true
}

export function wasCreateEventAsked(): boolean {
  return createAsked
}

export function clearSignedInReplays(): void {
  pending = { wide: NOTHING, narrow: NOTHING }
  createAsked = false
}

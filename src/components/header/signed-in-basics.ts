// What the signed-in header's stand-in (signed-in-placeholder.tsx) needs in the page's first-load code:
// the label and badge rules and where Create an event leads. Kept apart from header-menus.ts, whose menu
// contents load only with the signed-in nav, so the home page's first load stays within its budget
// (issue 38 point 10: 120 KB brotli).
import type { UserJson } from '@/core/accounts/user-json'
import { homePath, type LocaleInfo } from '@/core/i18n/locale-info'

export const MAX_MENU_LABEL = 30
export const TRUNCATED_MENU_LABEL = 25
export const BADGE_CAP = 99

/** Spec §5: a label over 30 characters is cut to 25 plus an ellipsis. */
export function truncateMenuLabel(label: string): string {
  const chars = Array.from(label)
  return chars.length > MAX_MENU_LABEL ? `${chars.slice(0, TRUNCATED_MENU_LABEL).join('')}…` : label
}

/** Spec §5: counts above 99 read "99+"; 0 (or less) hides the badge (null). */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count)
}

/** Spec §2: the localized home ('/{languagePrefix}/', with or without its slash) is the home page too. */
export function isHomePathname(pathname: string, info: Pick<LocaleInfo, 'languagePrefix'>): boolean {
  const home = homePath(info)
  return pathname === '/' || pathname === home || `${pathname}/` === home
}

/** Spec §2 "Logged in": the Create an event link shows when the user can create events, or on the home page. */
export function computeShowCreateEvent(
  user: Pick<UserJson, 'canCreateEvents'>,
  pathname: string,
  info: Pick<LocaleInfo, 'languagePrefix'>,
): boolean {
  return user.canCreateEvents || isHomePathname(pathname, info)
}

/** Spec §2: the two ways of the create-event modal. */
export const CREATE_FROM_SCRATCH_PATH = '/manage/events/create'
export const CREATE_WITH_AI_PATH = '/manage/events/auto-create'
/**
 * Spec §2 Routes: /manage/events/auto-create is "also the header call to action": where the header's
 * Create an event leads without script, or in a new tab (a plain click opens the modal instead).
 */
export const CREATE_CALL_TO_ACTION_PATH = CREATE_WITH_AI_PATH

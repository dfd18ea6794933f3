// The user-menu rules of spec §2 "User menu" and §6: which entries a signed-in user sees, in order.
// Pure, so that the header renders it and tests pin the rules for attendees, creators and staff.

export type UserMenuUser = {
  publicId: string
  isAttendee: boolean
  isStaff: boolean
  hasTikibar: boolean
}

export type UserMenuFlags = {
  enableOldCollectionsLinkInHeader: boolean
  isCreatorHomeActivated: boolean
}

export type UserMenuItem = {
  /** 'link' entries are role="menuitem" links; the one 'label' entry is a disabled, non-interactive label. */
  kind: 'link' | 'label'
  /** The menu item's exact accessible name (the header contract). */
  label: string
  /** Empty for the label entry. */
  href: string
  /** Spec §2: Studio is tagged New, Sponsorships Beta. */
  tag?: 'New' | 'Beta'
  /** Spec §2: the newsletter opens in a new tab. */
  newTab?: boolean
  /** Staff-only entries. */
  staff?: boolean
}

/** Spec §2/§9: a disabled label item sits at position 9 (1-based) of the menu. */
export const USER_MENU_LABEL_POSITION = 9
export const USER_MENU_LABEL_TEXT = 'More from Tessera'

/** The admin host of spec §2 is this same server. */
export const ADMIN_PATHS = { search: '/admin/search/', featureFlags: '/admin/nexus/gargoyle/', tikibar: '/tikibar/settings/' } as const

/**
 * The user menu of spec §2: Tickets, Liked, Following, Interests, Collections (old-collections flag),
 * Manage my events (non-attendees), Account settings, Organizer profile, Contacts, Studio, Sponsorships,
 * Newsletter, Browse events; staff add Admin, Feature Flags and Tikibar (with hasTikibar). "Log out" is
 * always last and is an action, not a link, so the header adds it.
 */
export function computeUserMenuItems(user: UserMenuUser, flags: UserMenuFlags): UserMenuItem[] {
  const base = `/u/${encodeURIComponent(user.publicId)}`
  const link = (label: string, href: string, extra: Partial<UserMenuItem> = {}): UserMenuItem => ({ kind: 'link', label, href, ...extra })
  const items: UserMenuItem[] = [
    link('Tickets', `${base}/`),
    link('Liked', `${base}/saved`),
    link('Following', `${base}/followed/`),
    link('Interests', '/u/interests'),
  ]
  if (flags.enableOldCollectionsLinkInHeader) items.push(link('Collections', `${base}/favorites/collections`))
  if (!user.isAttendee) items.push(link('Manage my events', flags.isCreatorHomeActivated ? '/organizations/home' : '/myevents/'))
  items.push(
    link('Account settings', '/account-settings/'),
    link('Organizer profile', '/myprofile/'),
    link('Contacts', '/contacts/'),
    link('Studio', '/studio/', { tag: 'New' }),
    link('Sponsorships', '/sponsorship/connect/search/', { tag: 'Beta' }),
    link('Newsletter', '/hybrid_newsletter/', { newTab: true }),
    link('Browse events', '/d/local/all-events/'),
  )
  if (user.isStaff) {
    items.push(link('Admin', ADMIN_PATHS.search, { staff: true }), link('Feature Flags', ADMIN_PATHS.featureFlags, { staff: true }))
    if (user.hasTikibar) items.push(link('Tikibar', ADMIN_PATHS.tikibar, { staff: true }))
  }
  items.splice(USER_MENU_LABEL_POSITION - 1, 0, { kind: 'label', label: USER_MENU_LABEL_TEXT, href: '' })
  return items
}

export const USER_MENU_LABEL_MAX = 30
export const USER_MENU_LABEL_CUT = 25

/** Spec §5: a user-menu label over 30 characters is cut to 25 plus an ellipsis. */
export function computeUserMenuLabel(fullName: string): string {
  return fullName.length > USER_MENU_LABEL_MAX ? `${fullName.slice(0, USER_MENU_LABEL_CUT)}…` : fullName
}

/** Spec §5: badge counts above 99 show "99+"; 0 hides the badge (null). */
export function computeBadgeText(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

// The header's menus as data (spec §2 "Header", §5 label and badge rules, §6 roles). Pure, so every
// item, flag and role rule is unit-tested without rendering. Only the signed-in header and the mobile
// menu use these, and both load after the page; what the logged-out header needs at once is in
// header-links.ts, and what the signed-in header's stand-in needs at once in signed-in-basics.ts.
import type { UserJson } from '@/core/accounts/user-json'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { FIND_MY_TICKETS_PATH, SIGN_UP_PATH, signInPath } from './header-links'
import { CREATE_CALL_TO_ACTION_PATH, formatBadgeCount, truncateMenuLabel } from './signed-in-basics'

/** Spec §2/§9: the disabled label item sits at position 9 (1-based). */
export const DISABLED_LABEL_POSITION = 9

export type MenuLink = {
  kind: 'link'
  label: string
  href: string
  tag?: 'New' | 'Beta'
  newTab?: boolean
  /** A count shown beside the label (spec §5 badge rule). */
  badge?: string
  /** Shown on wide screens only (spec §2: Manage my events is hidden on mobile for attendees). */
  mobileHidden?: boolean
}
export type MenuLabel = { kind: 'label'; label: string }
export type MenuAction = { kind: 'logout'; label: 'Log out' }
/** Opens the create-event modal; the href is where it leads without script. */
export type MenuCreate = { kind: 'create'; label: 'Create an event'; href: string }
export type UserMenuItem = MenuLink | MenuLabel | MenuAction | MenuCreate

export type UserMenuContext = {
  flags: Pick<
    FeatureFlags,
    'enableOldCollectionsLinkInHeader' | 'isDetachInterestsEnabled' | 'isCreatorHomeActivated'
  >
  isManageOverviewActive?: boolean
  /** Origin of the admin site; '' serves admin on this host. */
  adminServerUrl?: string
  /** The page the visitor is on, for detached interests' referrer. */
  currentUrl: string
}

function manageEventsPath(ctx: UserMenuContext): string {
  if (ctx.flags.isCreatorHomeActivated) return '/organizations/home'
  return ctx.isManageOverviewActive ? '/manage/' : '/myevents/'
}

// The account links of the user menu, without the disabled label and Log out (see withLabelAndLogOut).
function computeAccountLinks(user: UserJson, ctx: UserMenuContext): MenuLink[] {
  const u = `/u/${encodeURIComponent(user.publicId)}`
  const admin = ctx.adminServerUrl ?? ''
  const interests = ctx.flags.isDetachInterestsEnabled
    ? `/u/interests/tags/?mode=detached&referrer=${encodeURIComponent(ctx.currentUrl)}`
    : '/u/interests'
  const links: MenuLink[] = [
    { kind: 'link', label: 'Tickets', href: `${u}/` },
    { kind: 'link', label: 'Liked', href: `${u}/saved` },
    { kind: 'link', label: 'Following', href: `${u}/followed/` },
    { kind: 'link', label: 'Interests', href: interests },
  ]
  if (ctx.flags.enableOldCollectionsLinkInHeader) {
    links.push({ kind: 'link', label: 'Collections', href: `${u}/favorites/collections` })
  }
  links.push({
    kind: 'link',
    label: 'Manage my events',
    href: manageEventsPath(ctx),
    ...(user.isAttendee ? { mobileHidden: true } : {}),
  })
  links.push(
    { kind: 'link', label: 'Account settings', href: '/account-settings/' },
    { kind: 'link', label: 'Organizer profile', href: '/myprofile/' },
    { kind: 'link', label: 'Contacts', href: '/contacts/' },
    { kind: 'link', label: 'Studio', href: '/studio/', tag: 'New' },
    { kind: 'link', label: 'Sponsorships', href: '/sponsorship/connect/search/', tag: 'Beta' },
    { kind: 'link', label: 'Newsletter', href: '/hybrid_newsletter/', newTab: true },
    { kind: 'link', label: 'Browse events', href: '/d/local/all-events/' },
  )
  if (user.isStaff) {
    links.push(
      { kind: 'link', label: 'Admin', href: `${admin}/admin/search/` },
      { kind: 'link', label: 'Feature Flags', href: `${admin}/admin/nexus/gargoyle/` },
    )
    if (user.hasTikibar) links.push({ kind: 'link', label: 'Tikibar', href: '/tikibar/settings/' })
  }
  return links
}

// Spec §2/§9: whatever comes before it, the disabled label is the menu's 9th item. It shows user text, so
// the spec §5 label rule cuts it as it cuts the menu button's name.
function withLabelAndLogOut(user: UserJson, items: UserMenuItem[]): UserMenuItem[] {
  const menu = [...items]
  menu.splice(DISABLED_LABEL_POSITION - 1, 0, { kind: 'label', label: truncateMenuLabel(user.email) })
  menu.push({ kind: 'logout', label: 'Log out' })
  return menu
}

/**
 * Spec §2 "User menu" and §6: the account items in order, Collections only with the old-collections
 * flag, Manage my events (attendees see it on wide screens only), staff items (Tikibar only with
 * hasTikibar; Admin and Feature Flags on the admin origin), a disabled label (the signed-in email, cut
 * per §5 like any menu label) at position 9, and Log out last.
 */
export function computeUserMenuItems(user: UserJson, ctx: UserMenuContext): UserMenuItem[] {
  return withLabelAndLogOut(user, computeAccountLinks(user, ctx))
}

/**
 * Spec §2 "Logged in … on narrow screens collapses to mobile links with a menu": Create an event (when
 * shown), Likes with its badge and Tickets first, then the user menu's links without what is hidden on
 * mobile (and without its own Tickets, already there). The disabled label is placed in this list, so it
 * stays at position 9 here too (spec §2/§9), and Log out is last.
 */
export function computeSignedInMobileMenu(
  user: UserJson,
  ctx: UserMenuContext & { showCreate: boolean },
): UserMenuItem[] {
  const u = `/u/${encodeURIComponent(user.publicId)}`
  const likes = formatBadgeCount(user.numSavedEvents)
  const links: UserMenuItem[] = [
    { kind: 'link', label: 'Likes', href: `${u}/favorites/events`, ...(likes ? { badge: likes } : {}) },
    { kind: 'link', label: 'Tickets', href: `${u}/` },
  ]
  if (ctx.showCreate)
    links.unshift({ kind: 'create', label: 'Create an event', href: CREATE_CALL_TO_ACTION_PATH })
  const account = computeAccountLinks(user, ctx).filter((link) => !link.mobileHidden && link.href !== `${u}/`)
  return withLabelAndLogOut(user, [...links, ...account])
}

export type NavGroup = { label: string; links: { label: string; href: string }[] }

export type MobileMenu = {
  /**
   * Log In, Sign Up, Find my tickets for a logged-out visitor; event is what a click reports (spec §7),
   * as the wide header's links do.
   */
  account: { label: string; href: string; nofollow?: boolean; event?: 'SignInClicked' | 'SignUpClicked' }[]
  /**
   * Spec §2: "With intent toggle it starts with Log In, Sign Up, Find my tickets". Without the toggle
   * they end the menu: the narrow header has no other place for them, and the spec keeps the start for
   * the toggle variant.
   */
  accountFirst: boolean
  groups: NavGroup[]
  extras: { label: string; href: string }[]
}

// Spec §2: on .ca and .co.uk two marketing paths are swapped for local variants.
const LOCAL_MARKETING: Readonly<Record<string, string>> = { '.ca': 'ca', '.co.uk': 'uk' }

function marketing(path: string, tld: string): string {
  const region = LOCAL_MARKETING[tld]
  return region ? `/organizer/${region}/${path}` : `/organizer/${path}`
}

/** Spec §2 "Mobile menu". */
export function computeMobileMenu(
  info: Pick<LocaleInfo, 'tld'>,
  {
    showIntentToggle,
    loggedIn,
    currentPathAndQuery,
  }: { showIntentToggle: boolean; loggedIn: boolean; currentPathAndQuery: string },
): MobileMenu {
  const account = !loggedIn
    ? [
        {
          label: 'Log In',
          href: signInPath(currentPathAndQuery),
          nofollow: true,
          event: 'SignInClicked' as const,
        },
        { label: 'Sign Up', href: SIGN_UP_PATH, nofollow: true, event: 'SignUpClicked' as const },
        { label: 'Find my tickets', href: FIND_MY_TICKETS_PATH },
      ]
    : []
  const groups: NavGroup[] = [
    {
      label: 'Solutions',
      links: [
        { label: 'Event Ticketing', href: marketing('features/sell-tickets/', info.tld) },
        { label: 'Event Marketing Platform', href: '/organizer/features/event-marketing-platform/' },
        { label: 'Payments', href: marketing('features/event-payment/', info.tld) },
      ],
    },
    {
      label: 'Industry',
      links: [
        { label: 'Music', href: '/organizer/industry/music/' },
        { label: 'Food & Beverage', href: '/organizer/industry/food-and-drink/' },
        { label: 'Performing Arts', href: '/organizer/industry/performing-arts/' },
      ],
    },
    {
      label: 'Event Types',
      links: [
        { label: 'Concerts', href: '/organizer/event-type/concerts/' },
        { label: 'Classes & Workshops', href: '/organizer/event-type/classes-and-workshops/' },
        { label: 'Festivals & Fairs', href: '/organizer/event-type/festivals-and-fairs/' },
      ],
    },
    {
      label: 'Blog',
      links: [
        { label: 'Tips & Guides', href: '/blog/#tips-and-guides' },
        { label: 'News & Trends', href: '/blog/#news-and-trends' },
      ],
    },
  ]
  const extras = [
    { label: 'Contact Sales', href: '/organizer/contact-sales/' },
    { label: 'Get Started', href: `${SIGN_UP_PATH}?referrer=/manage/events/create` },
  ]
  if (info.tld === '.com') extras.push({ label: 'Organizer Resource Hub', href: '/organizer/resources/' })
  return { account, accountFirst: showIntentToggle, groups, extras }
}

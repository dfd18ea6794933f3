// The footer's links per variant and domain (spec §2 "Footer"). Pure, so the per-domain rules (DSA
// Statement, Impressum, Contact Sales) are unit-tested for every domain. Each domain's own addresses
// (contact, sales, blog, press, social accounts) come from its locale info (spec §3).
import { helpPath, type LocaleInfo } from '@/core/i18n/locale-info'

export type FooterLink = {
  /**
   * The link's key in the footer catalog's `links` (its label there, in the page's language); none for
   * the social networks' brand names and a domain's own wording, which are shown as they are.
   */
  key?: FooterLinkKey
  /** The English label (the catalog's source text). */
  label: string
  href: string
  /** Spec §2: How It Works, Pricing and Contact Support show only at the smallest breakpoint. */
  smallestOnly?: boolean
  newTab?: boolean
}

export type FooterLinkKey =
  | 'howItWorks'
  | 'pricing'
  | 'contactSupport'
  | 'contactSales'
  | 'about'
  | 'blog'
  | 'help'
  | 'careers'
  | 'press'
  | 'impact'
  | 'investors'
  | 'security'
  | 'developers'
  | 'status'
  | 'terms'
  | 'privacy'
  | 'accessibility'
  | 'cookies'
  | 'dsaStatement'
  | 'impressum'

/** Spec §2: domains that link the EU DSA Statement. */
export const DSA_TLDS: readonly string[] = [
  '.be',
  '.dk',
  '.de',
  '.es',
  '.fi',
  '.fr',
  '.ie',
  '.it',
  '.nl',
  '.at',
  '.pt',
  '.ch',
  '.se',
  '.co.uk',
]
/** Spec §2: domains whose Connect With Us column has Contact Sales (.ca only in en_CA). */
export const CONTACT_SALES_TLDS: readonly string[] = [
  '.com',
  '.co.uk',
  '.com.au',
  '.co.nz',
  '.de',
  '.es',
  '.ie',
  '.sg',
]

function prefixed(info: Pick<LocaleInfo, 'languagePrefix'>, path: string): string {
  return info.languagePrefix ? `/${info.languagePrefix}${path}` : path
}

function legalLinks(info: LocaleInfo): FooterLink[] {
  const links: FooterLink[] = [
    { key: 'terms', label: 'Terms', href: prefixed(info, '/l/legalterms/') },
    { key: 'privacy', label: 'Privacy', href: prefixed(info, '/l/privacy/') },
  ]
  return links
}

function domainLinks(info: LocaleInfo): FooterLink[] {
  const links: FooterLink[] = []
  if (DSA_TLDS.includes(info.tld)) links.push({ key: 'dsaStatement', label: 'DSA Statement', href: prefixed(info, '/l/dsa/') })
  if (info.tld === '.de') links.push({ key: 'impressum', label: 'Impressum', href: prefixed(info, '/l/impressum/') })
  return links
}

/** Spec §2 general links of the full footer, or Terms, Privacy and Cookies for the minimal one. */
export function computeFooterLinks(info: LocaleInfo, variant: 'full' | 'minimal'): FooterLink[] {
  const cookies: FooterLink = { key: 'cookies', label: 'Cookies', href: prefixed(info, '/l/cookies/') }
  if (variant === 'minimal') return [...legalLinks(info), cookies]
  return [
    { key: 'howItWorks', label: 'How It Works', href: '/how-it-works/', smallestOnly: true },
    { key: 'pricing', label: 'Pricing', href: '/organizer/pricing/', smallestOnly: true },
    { key: 'contactSupport', label: 'Contact Support', href: info.contactUsPath, smallestOnly: true },
    { key: 'about', label: 'About', href: prefixed(info, '/about/') },
    { key: 'blog', label: 'Blog', href: info.blogUrl },
    { key: 'help', label: 'Help', href: helpPath(info) },
    { key: 'careers', label: 'Careers', href: '/careers/' },
    { key: 'press', label: 'Press', href: info.pressBlogUrl },
    { key: 'impact', label: 'Impact', href: '/impact/' },
    { key: 'investors', label: 'Investors', href: '/investors/' },
    { key: 'security', label: 'Security', href: prefixed(info, '/security/') },
    { key: 'developers', label: 'Developers', href: '/platform/' },
    { key: 'status', label: 'Status', href: '/status/' },
    ...legalLinks(info),
    { key: 'accessibility', label: 'Accessibility', href: prefixed(info, '/l/accessibility/') },
    cookies,
    ...domainLinks(info),
  ]
}

/** Spec §2 "Connect With Us": Contact Support, Contact Sales where sold, and the social links. */
export function computeConnectLinks(info: LocaleInfo): FooterLink[] {
  const sales = CONTACT_SALES_TLDS.includes(info.tld) || (info.tld === '.ca' && info.locale === 'en_CA')
  return [
    { key: 'contactSupport', label: 'Contact Support', href: info.contactUsPath },
    // The default wording is translated; a domain's own (salesContactLinkText) is shown as configured.
    ...(sales ? [{ key: info.salesContactLinkText === 'Contact Sales' ? ('contactSales' as const) : undefined, label: info.salesContactLinkText, href: info.salesContactLandingPage }] : []),
    { label: 'X', href: info.twitterPage, newTab: true },
    { label: 'Facebook', href: info.facebookPage, newTab: true },
    { label: 'LinkedIn', href: info.linkedInPage, newTab: true },
    { label: 'Instagram', href: info.instagramPage, newTab: true },
    // Spec §3's locale info has no TikTok page: the one global account.
    { label: 'TikTok', href: 'https://www.tiktok.com/@tessera', newTab: true },
  ]
}

/** Spec §2 "locale selector labelled Locale". */
export type LocaleOption = { value: string; label: string }

export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  { value: 'en_US', label: 'English (United States)' },
  { value: 'en_CA', label: 'English (Canada)' },
  { value: 'en_GB', label: 'English (United Kingdom)' },
  { value: 'en_AU', label: 'English (Australia)' },
  { value: 'de_DE', label: 'Deutsch (Deutschland)' },
  { value: 'es_ES', label: 'Español (España)' },
  { value: 'es_US', label: 'Español (Estados Unidos)' },
  { value: 'fr_FR', label: 'Français (France)' },
  { value: 'fr_CA', label: 'Français (Canada)' },
  { value: 'it_IT', label: 'Italiano' },
  { value: 'nl_NL', label: 'Nederlands' },
  { value: 'pt_BR', label: 'Português (Brasil)' },
  { value: 'sv_SE', label: 'Svenska' },
]

/**
 * The locale selector's options: the usual list, plus the site's configured locale where the list lacks
 * it (es_US, en_NZ, …), named in its own language, so the selector always shows the site's locale
 * instead of falling back to the first entry.
 */
export function computeLocaleOptions(info: Pick<LocaleInfo, 'locale' | 'localeName'>): LocaleOption[] {
  if (LOCALE_OPTIONS.some((option) => option.value === info.locale)) return [...LOCALE_OPTIONS]
  return [{ value: info.locale, label: info.localeName }, ...LOCALE_OPTIONS]
}

// Spec §3 "Locale info" from the site's configured top-level domain and locale (SITE_TLD, SITE_LOCALE).
// Pure, so the header and footer rules per domain are tested without a browser.

export type LocaleInfo = {
  tld: string
  locale: string
  /** The locale named in its own language ("Deutsch (Deutschland)"), as a locale selector lists it. */
  localeName: string
  /** `en-us` style, used in /help/{help_center_language}/ (spec §9 default en-us). */
  helpCenterLanguage: string
  /** True when the locale is not the domain's own language, so paths take a /{locale}/ prefix. */
  usesLanguageSubdirectory: boolean
  /** `es-us` style prefix for the subdirectory, or '' when none is used. */
  languagePrefix: string
  /** The help center's contact page on this site: what pages link to. */
  contactUsPath: string
  /**
   * The same page at the domain's public address (https://www.tessera{tld}/…), for places a
   * same-site path cannot go (emails, structured data). Pages link `contactUsPath`, so a local or
   * preview server keeps its visitors on itself.
   */
  contactUsUrl: string
  /** The sales team's landing page (same-site path), linked as "Contact Sales" where sales are offered. */
  salesContactLandingPage: string
  salesContactLinkText: string
  twitterPage: string
  facebookPage: string
  linkedInPage: string
  instagramPage: string
  /** Same-site paths: each domain serves its own blog and press pages at them. */
  blogUrl: string
  pressBlogUrl: string
}

export const DEFAULT_TLD = '.com'
export const DEFAULT_LOCALE = 'en_US'

// The language each domain speaks by default; other locales on it live under a subdirectory.
const DOMAIN_LOCALES: Readonly<Record<string, readonly string[]>> = {
  '.com': ['en_US'],
  '.ca': ['en_CA', 'fr_CA'],
  '.co.uk': ['en_GB'],
  '.com.au': ['en_AU'],
  '.co.nz': ['en_NZ'],
  '.ie': ['en_IE'],
  '.sg': ['en_SG'],
  '.de': ['de_DE'],
  '.at': ['de_AT'],
  '.ch': ['de_CH', 'fr_CH', 'it_CH'],
  '.es': ['es_ES'],
  '.fr': ['fr_FR'],
  '.be': ['nl_BE', 'fr_BE'],
  '.nl': ['nl_NL'],
  '.it': ['it_IT'],
  '.pt': ['pt_PT'],
  '.se': ['sv_SE'],
  '.dk': ['da_DK'],
  '.fi': ['fi_FI'],
}

/**
 * The country a site is for (ISO 3166 alpha-2): its locale's region when the domain speaks that locale
 * (.ca in fr_CA is Canada), else the region of the domain's own language (the .de site read in English
 * is still German). An unknown domain is .com's, the United States.
 */
export function computeSiteCountry(tld: string = DEFAULT_TLD, locale: string = DEFAULT_LOCALE): string {
  const native = DOMAIN_LOCALES[tld] ?? DOMAIN_LOCALES[DEFAULT_TLD] ?? [DEFAULT_LOCALE]
  const spoken = native.includes(locale) ? locale : (native[0] ?? DEFAULT_LOCALE)
  return spoken.slice(3, 5)
}

/** The domains the site can be served as (spec §2 footer rules name them). */
export const SITE_TLDS: readonly string[] = Object.keys(DOMAIN_LOCALES)

function dashed(locale: string): string {
  return locale.replace('_', '-').toLowerCase()
}

/**
 * A locale's name in its own language ("Español (Estados Unidos)"); an odd tag Intl does not know
 * keeps its code as its name.
 */
export function computeLocaleName(locale: string): string {
  const tag = locale.replace('_', '-')
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag)
    if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
  } catch {
    // Falls through to the code.
  }
  return locale
}

// The product's public host on each domain: www.tessera{tld}, the naming computeProductOrigins reads
// from a live origin. Only for addresses that must work away from the site (contactUsUrl).
const PUBLIC_ORIGIN_PREFIX = 'https://www.tessera'

// Domains whose audience has its own X, Facebook and Instagram accounts, by the accounts' region
// suffix; every other domain links the global accounts. LinkedIn is the one company page everywhere:
// it presents the employer, not the local events.
const REGIONAL_SOCIAL: Readonly<Record<string, string>> = {
  '.co.uk': 'uk',
  '.com.au': 'au',
  '.de': 'de',
  '.fr': 'fr',
  '.es': 'es',
  '.it': 'it',
  '.nl': 'nl',
}

function socialPages(tld: string) {
  const region = REGIONAL_SOCIAL[tld]
  return {
    twitterPage: `https://x.com/tessera${region ? `_${region}` : ''}`,
    facebookPage: `https://www.facebook.com/tessera${region ? `.${region}` : ''}`,
    linkedInPage: 'https://www.linkedin.com/company/tessera',
    instagramPage: `https://www.instagram.com/tessera${region ? `_${region}` : ''}`,
  }
}

/** Spec §3/§9: the locale facts the chrome needs; unknown domains behave like .com. */
export function computeLocaleInfo(tld: string = DEFAULT_TLD, locale: string = DEFAULT_LOCALE): LocaleInfo {
  const native = DOMAIN_LOCALES[tld] ?? DOMAIN_LOCALES[DEFAULT_TLD] ?? []
  const usesLanguageSubdirectory = !native.includes(locale)
  const helpCenterLanguage = dashed(locale)
  const contactUsPath = helpPath({ helpCenterLanguage }, 'contact-us/')
  return {
    tld,
    locale,
    localeName: computeLocaleName(locale),
    helpCenterLanguage,
    usesLanguageSubdirectory,
    languagePrefix: usesLanguageSubdirectory ? dashed(locale) : '',
    contactUsPath,
    contactUsUrl: `${PUBLIC_ORIGIN_PREFIX}${DOMAIN_LOCALES[tld] ? tld : DEFAULT_TLD}${contactUsPath}`,
    // One sales team and page for every domain that offers sales (the footer decides which do).
    salesContactLandingPage: '/organizer/contact-sales/',
    // The site's copy is English-only so far: every locale gets the English text.
    salesContactLinkText: 'Contact Sales',
    ...socialPages(tld),
    blogUrl: '/blog/',
    pressBlogUrl: '/press/',
  }
}

/** The home URL, with the language subdirectory when one is used (spec §2 "logo"). */
export function homePath(info: Pick<LocaleInfo, 'languagePrefix'>): string {
  return info.languagePrefix ? `/${info.languagePrefix}/` : '/'
}

export function helpPath(info: Pick<LocaleInfo, 'helpCenterLanguage'>, rest = ''): string {
  return `/help/${info.helpCenterLanguage}/${rest}`
}

/**
 * With a language subdirectory every page also lives under /{prefix}/ (spec §2: the logo and several
 * footer links carry it). Returns the page's own path for a prefixed request, or null when the request
 * is not prefixed with the configured language, or is a results path (/{prefix}/d/… has its own route,
 * which keeps the prefix in every link it builds).
 */
export function computeUnprefixedPath(
  pathname: string,
  info: Pick<LocaleInfo, 'languagePrefix'>,
): string | null {
  if (!info.languagePrefix) return null
  const prefix = `/${info.languagePrefix}`
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
  const rest = pathname.slice(prefix.length) || '/'
  if (rest === '/d' || rest.startsWith('/d/')) return null
  return rest
}

/**
 * The origins of the product's other sites, derived from the site's own origin and configured domain
 * (SITE_TLD): www.tessera.com on .com also owns www.tessera.de, www.tessera.co.uk and the rest of the
 * domains above, same scheme and port. Card links to them are ours and keep the referrer (spec §2
 * "noreferrer when target is not a product-owned host"). An origin that does not end in the configured
 * domain (localhost, a preview host) has no siblings: only itself is the product's.
 */
export function computeProductOrigins(siteOrigin: string, tld: string): string[] {
  let url: URL
  try {
    url = new URL(siteOrigin)
  } catch {
    return []
  }
  if (!url.hostname.endsWith(tld) || url.hostname === tld.slice(1)) return [url.origin]
  const name = url.hostname.slice(0, -tld.length)
  const port = url.port ? `:${url.port}` : ''
  return [
    url.origin,
    ...Object.keys(DOMAIN_LOCALES)
      .filter((t) => t !== tld)
      .map((t) => `${url.protocol}//${name}${t}${port}`),
  ]
}

/**
 * The locale facts of a page in `locale` on a site configured as `site` (issue 25): the site's own when
 * the page is in the site's locale; otherwise that locale's facts (help-center language, name) with its
 * own subdirectory, which every prefixed link of the page carries (spec §2).
 */
export function computePageLocaleInfo(site: LocaleInfo, locale: string): LocaleInfo {
  if (locale === site.locale) return site
  const prefix = dashed(locale)
  return { ...computeLocaleInfo(site.tld, locale), usesLanguageSubdirectory: true, languagePrefix: prefix }
}

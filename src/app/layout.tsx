import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/footer/site-footer'
import { SiteHeader } from '@/components/header/site-header'
import { LocationProvider } from '@/components/location/location-provider'
import { UserProvider } from '@/components/user/user-provider'
import { getFeatureFlags } from '@/core/feature-flags/get-feature-flags'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { getInitialLocation } from '@/server/initial-location'
import { getPageUser } from '@/server/page-user'
import { getTranslations } from 'next-intl/server'
import { LocaleSuggestion } from '@/components/footer/locale-suggestion'
import { computeLocaleTag, computeLocalizedPath } from '@/core/i18n/page-locale'
import { getLanguageAlternates, getPageLocale } from '@/server/page-locale'
import { getSearchBarSettings } from '@/server/search-bar-settings'
import { siteLocaleInfo } from '@/server/site-locale-info'
import './globals.css'

// Every page's canonical link and hreflang alternates (issue 25); a page with its own canonical URL
// (results, event, organizer) sets both itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home')
  return {
    title: { default: t('metaTitle'), template: '%s | Tessera' },
    description: t('metaDescription'),
    applicationName: 'Tessera',
    alternates: await getLanguageAlternates(),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1e0a3c' }

// Every page shares the chrome: the header is rendered for the signed-in user of the request (issue 38
// point 10: the first paint is right), and the UserProvider asks /home/api/user/ again once live (spec §4).
// The cached home page is rendered without a session, so it is the same for every signed-out visitor. The domain and locale (footer
// and mobile-menu rules) come from SITE_TLD and SITE_LOCALE; where the intent toggle's Host events
// leads, from HOST_EVENTS_REDIRECT_URL, and whether it shows, from SHOW_INTENT_TOGGLE; where Manage my
// events leads, from MANAGE_OVERVIEW_ACTIVE; the staff pages' origin, from ADMIN_SERVER_URL.
// `marketing` is the @marketing slot: the footer's marketing section on the home page, nothing elsewhere.
// `footerNav` is the @footerNav slot: the footer's links, minimal on the sign-in pages and full
// elsewhere (slots follow client-side navigations; the layout does not re-render).
export default async function RootLayout({
  children,
  marketing,
  footerNav,
}: {
  children: ReactNode
  marketing: ReactNode
  footerNav: ReactNode
}) {
  const page = await getPageLocale()
  // The embedded checkout (decision 070) is framed inside another site's page: only itself, no chrome,
  // no session (it has no cookies) and no language suggestion.
  if (page.unprefixedPath.startsWith('/embed/')) {
    return (
      <html lang={computeLocaleTag(page.locale)} className="embedded">
        <body>{children}</body>
      </html>
    )
  }
  const deps = await getDeps()
  const [visitorLocation, flags, user] = await Promise.all([getInitialLocation(), getFeatureFlags(deps), getPageUser()])
  // A results page's search bar shows what it was searched with: its text and place (spec §3).
  const { searchQuery, location: initialLocation } = await getSearchBarSettings(visitorLocation)
  const config = env()
  // The page's language (decision 033): its links carry its subdirectory, and the footer offers the others.
  const localeInfo = page.localeInfo
  const site = siteLocaleInfo()
  const suggestion = page.suggestedLocale
  // The suggestion is written in the language it suggests: that is the language the visitor reads.
  const suggestionText = suggestion ? await getTranslations({ locale: computeLocaleTag(suggestion), namespace: 'footer' }) : null
  return (
    <html lang={computeLocaleTag(page.locale)}>
      <body>
        {suggestion && suggestionText ? (
          <LocaleSuggestion
            locale={suggestion}
            pageLocale={page.locale}
            switchPath={computeLocalizedPath(page.pathname, suggestion, site)}
            stayPath={page.pathname}
            lang={computeLocaleTag(suggestion)}
            texts={{
              message: suggestionText('suggestion'),
              switchLabel: suggestionText('suggestionSwitch'),
              dismissLabel: suggestionText('suggestionDismiss'),
            }}
          />
        ) : null}
        <UserProvider initialUser={user} revalidate>
          <LocationProvider initialLocation={initialLocation}>
            <SiteHeader
              chatbotEnabled={flags.chatbotEnabled}
              flags={flags}
              localeInfo={localeInfo}
              location={initialLocation}
              searchQuery={searchQuery}
              hostEventsRedirectURL={config.hostEventsRedirectURL}
              showIntentToggle={config.showIntentToggle}
              isManageOverviewActive={config.isManageOverviewActive}
              adminServerUrl={config.adminServerUrl}
              user={user}
              pathname={page.pathname}
            />
            {children}
            <SiteFooter
              year={deps.clock.now().getFullYear()}
              localeInfo={localeInfo}
              marketing={marketing}
              nav={footerNav}
            />
          </LocationProvider>
        </UserProvider>
      </body>
    </html>
  )
}

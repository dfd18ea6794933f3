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
import { getSearchBarSettings } from '@/server/search-bar-settings'
import { siteLocaleInfo } from '@/server/site-locale-info'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Tessera: find events near you and online', template: '%s | Tessera' },
  description: 'Discover concerts, classes, meetups, festivals and more near you or online, and get tickets.',
  applicationName: 'Tessera',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1e0a3c' }

// Every page shares the chrome: the header starts logged out and the UserProvider switches it once
// /home/api/user/ answers (spec §4), so pages stay cacheable per place. The domain and locale (footer
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
  const deps = await getDeps()
  const [visitorLocation, flags] = await Promise.all([getInitialLocation(), getFeatureFlags(deps)])
  // A results page's search bar shows what it was searched with: its text and place (spec §3).
  const { searchQuery, location: initialLocation } = await getSearchBarSettings(visitorLocation)
  const config = env()
  const localeInfo = siteLocaleInfo()
  return (
    <html lang={localeInfo.locale.slice(0, 2)}>
      <body>
        <UserProvider>
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

// Contract for the site chrome work (issue 4 part 1): the header on every page. The skip link targets
// the page's content heading, which every page marks with id="page-content" and tabIndex={-1}.
import Link from 'next/link'
import { AccountNav } from '@/components/account/account-nav'
import { SearchBar } from '@/components/search/search-bar'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'

export function SiteHeader({ chatbotEnabled, flags }: { chatbotEnabled: boolean; flags: FeatureFlags }) {
  return (
    <>
      <a className="skip-link" href="#page-content">
        Skip to main content
      </a>
      <header className="site-header">
        <Link className="logo" href="/">
          tessera
        </Link>
        <SearchBar chatbotEnabled={chatbotEnabled} />
        <AccountNav flags={flags} />
      </header>
    </>
  )
}

// Contract for the site chrome work (issue 4 part 1): the header on every page. The skip link targets
// the page's content heading, which every page marks with id="page-content" and tabIndex={-1}.
import Link from 'next/link'
import { SearchBar } from '@/components/search/search-bar'

export function SiteHeader({ chatbotEnabled }: { chatbotEnabled: boolean }) {
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
      </header>
    </>
  )
}

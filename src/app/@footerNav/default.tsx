import { FooterNav } from '@/components/footer/site-footer'
import { siteLocaleInfo } from '@/server/site-locale-info'

// The full footer links (spec §2), on every page that does not ask for the minimal ones.
export default function FullFooterNav() {
  return <FooterNav localeInfo={siteLocaleInfo()} variant="full" />
}

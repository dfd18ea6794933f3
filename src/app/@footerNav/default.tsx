import { FooterNav } from '@/components/footer/site-footer'
import { getPageLocale } from '@/server/page-locale'

// The full footer links (spec §2), on every page that does not ask for the minimal ones.
export default async function FullFooterNav() {
  return <FooterNav localeInfo={(await getPageLocale()).localeInfo} variant="full" />
}

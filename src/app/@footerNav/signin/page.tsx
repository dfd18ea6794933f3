import { FooterNav } from '@/components/footer/site-footer'
import { siteLocaleInfo } from '@/server/site-locale-info'

// Sign-in (and sign-up, signup/page.tsx): the minimal footer, Terms, Privacy and Cookies with
// the consent actions (spec §2), as a marketplace keeps its log-in pages free of other destinations.
export default function MinimalFooterNav() {
  return <FooterNav localeInfo={siteLocaleInfo()} variant="minimal" />
}

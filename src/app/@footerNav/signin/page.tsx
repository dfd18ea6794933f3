import { FooterNav } from '@/components/footer/site-footer'
import { getPageLocale } from '@/server/page-locale'

// Sign-in (and sign-up, signup/page.tsx): the minimal footer, Terms, Privacy and Cookies with
// the consent actions (spec §2), as a marketplace keeps its log-in pages free of other destinations.
export default async function MinimalFooterNav() {
  return <FooterNav localeInfo={(await getPageLocale()).localeInfo} variant="minimal" />
}

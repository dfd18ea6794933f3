import { permanentRedirect } from 'next/navigation'
import { getLocalizedPath } from '@/server/localized-path'

// /developers/ is where issue 41 put the developers' page; the site's spec puts it at /platform/, which the
// footer links to (decision 069). A permanent redirect (308), in the page's language: /de-de/developers/
// goes to /de-de/platform/.
export default async function DevelopersRedirect(): Promise<never> {
  permanentRedirect(await getLocalizedPath('/platform/'))
}

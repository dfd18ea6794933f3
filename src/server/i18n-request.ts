// next-intl's request configuration (decision 033): the page's locale (src/server/page-locale.ts) and its
// language's catalogs, for server components (useTranslations, getTranslations). Client components get
// their texts as props from the server, so no catalog and no message parser reach the browser.
import { getRequestConfig } from 'next-intl/server'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { loadCatalog } from './catalogs'
import { getPageLocale } from './page-locale'

export default getRequestConfig(async ({ locale: explicit }) => {
  // An explicit locale (getTranslations({ locale })) is the layout's language suggestion, written in the
  // language it suggests; everything else is in the page's locale.
  const tag = explicit ?? computeLocaleTag((await getPageLocale()).locale)
  return { locale: tag, messages: await loadCatalog(computeCatalogLanguage(tag)) }
})

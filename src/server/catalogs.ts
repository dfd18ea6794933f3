// The message catalogs (src/messages/{language}/{namespace}.json, decision 033), loaded per language on
// the server and kept for the process: a catalog changes only with a deploy.
import type { CatalogLanguage } from '@/core/i18n/page-locale'
import { CATALOG_NAMESPACES, type Catalog } from '@/messages/catalog'

const loaded = new Map<CatalogLanguage, Promise<Catalog>>()

async function load(language: CatalogLanguage): Promise<Catalog> {
  const entries = await Promise.all(
    CATALOG_NAMESPACES.map(async (namespace) => {
      const json = (await import(`../messages/${language}/${namespace}.json`)) as { default: Catalog[typeof namespace] }
      return [namespace, json.default] as const
    }),
  )
  return Object.fromEntries(entries) as Catalog
}

/** Every namespace of a language's catalog. */
export function loadCatalog(language: CatalogLanguage): Promise<Catalog> {
  let catalog = loaded.get(language)
  if (!catalog) {
    catalog = load(language)
    loaded.set(language, catalog)
  }
  return catalog
}

// First-start loading of the places table (ARCHITECTURE §4): about 140,000 rows, built from packaged data.
import type { Db } from '@/db/create-db'
import { countPlaces, insertPlaces } from '@/core/places/places-repository'
import {
  dropDefinition,
  findDroppableDefinitions,
  restoreDefinition,
} from '@/seed/demo-data-repository'
import { buildPlaceRecords } from './build-place-records'

export type LoadPlacesOptions = { onProgress?: (inserted: number, total: number) => void }

/**
 * Fills an empty places table and returns how many rows it inserted; a table that already holds places is
 * left alone (0), so every start may call it. On PGlite, checkpoint afterwards (ARCHITECTURE §11).
 */
export async function loadPlaces(db: Db, { onProgress }: LoadPlacesOptions = {}): Promise<number> {
  if ((await countPlaces(db)) > 0) return 0
  const records = buildPlaceRecords()
  return db.transaction(async (tx) => {
    // Building the trigram and prefix indexes once after the rows are in is about 3× faster than keeping
    // them up row by row (measured on PostgreSQL 15). Unique indexes stay: they guard the slugs.
    const secondary = (await findDroppableDefinitions(tx, ['places'])).filter(
      (d) => d.kind === 'index' && !/^create unique/i.test(d.definition),
    )
    for (const item of secondary) await dropDefinition(tx, item)
    const inserted = await insertPlaces(tx, records, { onProgress })
    for (const item of secondary) await restoreDefinition(tx, item)
    return inserted
  })
}

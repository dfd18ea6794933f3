// First-start loading of the places table (ARCHITECTURE §4): about 140,000 rows, built from packaged data.
import type { Db } from '@/db/create-db'
import { countPlaces, insertPlaces } from '@/core/places/places-repository'
import { buildPlaceRecords } from './build-place-records'

export type LoadPlacesOptions = { onProgress?: (inserted: number, total: number) => void }

/**
 * Fills an empty places table and returns how many rows it inserted; a table that already holds places is
 * left alone (0), so every start may call it. On PGlite, checkpoint afterwards (ARCHITECTURE §11).
 */
export async function loadPlaces(db: Db, { onProgress }: LoadPlacesOptions = {}): Promise<number> {
  if ((await countPlaces(db)) > 0) return 0
  return insertPlaces(db, buildPlaceRecords(), { onProgress })
}

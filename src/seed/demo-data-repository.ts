// The SQL the demo-data seeder needs beyond plain inserts: emptiness checks, the seeded cities, and the
// bulk-load tricks (dropping and recreating secondary indexes and foreign keys, sequence upkeep).
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { events, organizers, places, users, venues } from '@/db/schema'
import type { DemoCity } from './demo-plan-types'

/** True when nothing but places (and migrations) is stored: no events, organizers, venues or users. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not (exists (select 1 from ${events}) or exists (select 1 from ${organizers})
        or exists (select 1 from ${venues}) or exists (select 1 from ${users})) as empty`,
  )
  return row?.empty === true
}

/** True once any event exists; `npm start` seeds only when this is false. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from ${events}) as found`)
  return row?.found === true
}

/** The most populous localities of each country, `counts[country]` of them, largest first. */
export async function findDemoCities(db: Db, counts: Readonly<Record<string, number>>): Promise<DemoCity[]> {
  const cities: DemoCity[] = []
  // Sorted so that the result never depends on object key order.
  for (const countryCode of Object.keys(counts).sort()) {
    const rows = await db
      .select({
        id: places.id,
        name: places.name,
        countryCode: places.countryCode,
        regionName: places.regionName,
        regionAbbreviation: places.regionAbbreviation,
        latitude: places.latitude,
        longitude: places.longitude,
        population: places.population,
        timeZone: places.timeZone,
        viewportNeLat: places.viewportNeLat,
        viewportNeLng: places.viewportNeLng,
        viewportSwLat: places.viewportSwLat,
        viewportSwLng: places.viewportSwLng,
      })
      .from(places)
      .where(and(eq(places.placeType, 'locality'), eq(places.countryCode, countryCode)))
      .orderBy(desc(places.population), places.id)
      .limit(counts[countryCode] ?? 0)
    for (const row of rows) cities.push({ ...row, countryCode: row.countryCode?.trim() ?? countryCode })
  }
  return cities
}

/**
 * Every demo organizer gets an active test bank account (issue 37 point 3), so that its paid events could
 * be paid out: the German test IBAN whose payouts are paid, kept as its last four characters.
 */
export async function insertDemoPayoutMethods(db: Db, at: Date): Promise<void> {
  await db.execute(sql`insert into payout_methods (organizer_id, kind, status, account_holder, last4, country, updated_at)
    select id, 'test_bank', 'active', name, '3000', 'DE', ${at} from organizers on conflict (organizer_id) do nothing`)
}

/** Empties every table of the application schema except places, restarting id sequences. */
export async function truncateAllExceptPlaces(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables
        where schemaname = current_schema() and tablename <> ${'places'} order by tablename`,
  )
  if (tables.length === 0) return
  await db.execute(sql.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`))
}

export type DroppedDefinition = { kind: 'index' | 'foreign-key'; table: string; name: string; definition: string }

/**
 * Secondary indexes (not backing a primary key or unique constraint) and foreign keys of `tables`,
 * read from the catalog so that what is recreated is exactly what the migrations made.
 */
export async function findDroppableDefinitions(db: Db, tables: readonly string[]): Promise<DroppedDefinition[]> {
  const indexes = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select i.tablename as "table", i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = any(${sql.param(tables)}::text[])
          and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
        order by i.tablename, i.indexname`,
  )
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select cl.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'f' and n.nspname = current_schema() and cl.relname = any(${sql.param(tables)}::text[])
        order by cl.relname, c.conname`,
  )
  return [
    ...foreignKeys.map((f) => ({ kind: 'foreign-key' as const, ...f })),
    ...indexes.map((i) => ({ kind: 'index' as const, ...i })),
  ]
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function dropDefinition(db: Db, item: DroppedDefinition): Promise<void> {
  if (item.kind === 'index') await db.execute(sql.raw(`drop index ${ident(item.name)}`))
  else await db.execute(sql.raw(`alter table ${ident(item.table)} drop constraint ${ident(item.name)}`))
}

export async function restoreDefinition(db: Db, item: DroppedDefinition): Promise<void> {
  if (item.kind === 'index') await db.execute(sql.raw(item.definition))
  else await db.execute(sql.raw(`alter table ${ident(item.table)} add constraint ${ident(item.name)} ${item.definition}`))
}

/** Moves each table's id sequence past the largest id, after inserts that chose their own ids. */
export async function resetIdSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${ident(table)}', 'id'), coalesce((select max(id) from ${ident(table)}), 0) + 1, false)`,
      ),
    )
  }
}

/** Row counts of the demo tables (dated events and series parents apart). */
export async function countDemoRows(db: Db): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from events where not is_series_parent) as "datedEvents",
      (select count(*)::int from events where is_series_parent) as "seriesParents",
      (select count(*)::int from ticket_classes) as "ticketClasses",
      (select count(*)::int from discounts) as "discounts",
      (select count(*)::int from organizers) as "organizers",
      (select count(*)::int from venues) as "venues",
      (select count(*)::int from images) as "images",
      (select count(*)::int from search_log) as "searchLog",
      (select count(*)::int from feature_flags) as "featureFlags"`,
  )
  return row ?? {}
}

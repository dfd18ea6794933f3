import 'server-only'
import { SQL, sql, StringChunk } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { categoryCode, cellCodesForBox, cellWeekCodesForBoxAndWindow, formatCode, ONLINE_CODE, weekCodesForWindow } from './search-locator'

export type EventSearchFilters = {
  /** Venue inside this box (place viewport, or the ±0.4/±0.3 box around coordinates). */
  box: { swLat: number; swLng: number; neLat: number; neLng: number } | null
  /**
   * Only events at the venues of this place: those the place was recorded for, or with no recorded place,
   * those whose address names it (the concierge's named borough or neighbourhood, issue 38 point 16).
   */
  venuePlace?: { placeId: string; name: string } | null
  onlineOnly: boolean
  from: Date
  to: Date | null
  categoryIds: number[]
  subcategoryIds: number[]
  formatIds: number[]
  price: 'free' | 'paid' | null
  tags: string[]
  /** tsquery text for to_tsquery('english', …), compiled from typed words by search-words.ts. */
  text: string | null
  /** tsquery texts of the words as a phrase: they rank, never filter (issue 22 "phrase above scattered"). */
  phrases?: string[]
  /** The words as typed (letters and digits): a title holding them all ranks above one sharing only stems. */
  words?: string[]
  /**
   * When `text` matches any of the words (no event has them all), the tsquery of all of them: a title
   * holding every word still ranks first, then titles with more of the words (ts_rank_cd).
   */
  allWordsText?: string | null
  /** Local start hour in the event's own time zone, from ≤ hour < to (the concierge's "mornings"). */
  startHours?: { from: number; to: number } | null
  /** Highest lowest ticket price in minor units; free events always pass ("under $20"). */
  maxPriceMinor?: number | null
}

export type DateBucket = { key: string; start: Date; end: Date }

/** Relevance ranks at most this many soonest matches (ARCHITECTURE §5, §11: never rank an unbounded set). */
export const RANK_CANDIDATES = 1000
/** Counts and facets stop here, as search engines do with total hits. */
export const COUNT_CAP = 10_000

// Decision 052: an event with free and paid classes counts under both price facets. The stored summary's
// lowest price is 0 beside paid ones; an event with no classes (tickets elsewhere) counts as paid.
const HAS_FREE_TICKETS = sql.raw('(is_free or min_price_minor = 0)')
const HAS_PAID_TICKETS = sql.raw('(not is_free)')
const intArray = (values: number[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`

function whereClause(f: EventSearchFilters): SQL {
  const locator = locatorConditions(f)
  // When the place-and-week codes already bound the dates inside the GIN index, the planner would still
  // AND in a bitmap of the start_at index over every event of those days, in every city (80,000 rows for
  // "this week", ~50 ms); the start bounds then only trim the first and last week, as a filter. Adding
  // zero seconds keeps the bounds exact and the index out of that plan.
  const start = locator.usesCellWeeks ? sql`(start_at + interval '0 seconds')` : sql`start_at`
  // Publicly listed (decision 060): live, dated, listed and without a password; unlisted and private
  // events never reach search, its facets, autocomplete's event names or the concierge.
  const parts: SQL[] = [sql`publicly_listed`, sql`${start} >= ${f.from}`]
  if (f.to) parts.push(sql`${start} < ${f.to}`)
  if (f.onlineOnly) parts.push(sql`is_online`)
  if (f.box && locator.usesCells) {
    // Plain comparisons (same inclusive box) keep the planner off the place GiST index, whose box
    // estimates are blind and which would read every event of a big city; the GIN cells narrow instead.
    parts.push(
      sql`longitude between ${Math.min(f.box.swLng, f.box.neLng)} and ${Math.max(f.box.swLng, f.box.neLng)}`,
      sql`latitude between ${Math.min(f.box.swLat, f.box.neLat)} and ${Math.max(f.box.swLat, f.box.neLat)}`,
    )
  } else if (f.box) {
    parts.push(
      sql`point(longitude, latitude) <@ box(point(${f.box.swLng}, ${f.box.swLat}), point(${f.box.neLng}, ${f.box.neLat}))`,
    )
  }
  if (f.venuePlace) {
    parts.push(
      sql`venue_id in (select id from venues where place_id = ${f.venuePlace.placeId} or (place_id is null and lower(city) = lower(${f.venuePlace.name})))`,
    )
  }
  if (f.categoryIds.length > 0) parts.push(sql`category_id = any(${intArray(f.categoryIds)})`)
  if (f.subcategoryIds.length > 0) parts.push(sql`subcategory_id = any(${intArray(f.subcategoryIds)})`)
  if (f.formatIds.length > 0) parts.push(sql`format_id = any(${intArray(f.formatIds)})`)
  if (f.price === 'free') parts.push(HAS_FREE_TICKETS)
  if (f.price === 'paid') parts.push(HAS_PAID_TICKETS)
  if (f.tags.length > 0) parts.push(sql`tags && ${textArray(f.tags)}`)
  if (f.text) parts.push(sql`search_vector @@ to_tsquery('english', ${f.text})`)
  if (f.startHours) {
    const hour = sql`extract(hour from start_at at time zone time_zone)`
    parts.push(sql`${hour} >= ${f.startHours.from} and ${hour} < ${f.startHours.to}`)
  }
  if (f.maxPriceMinor !== undefined && f.maxPriceMinor !== null) {
    parts.push(sql`(is_free or min_price_minor <= ${f.maxPriceMinor})`)
  }
  parts.push(...locator.conditions)
  return sql.join(parts, sql` and `)
}

/**
 * Redundant "locator overlaps" conditions (a superset of the exact ones above) that let the planner
 * intersect place, week, category and format inside the events_locator_idx GIN index. Only for
 * selective searches: a plain place browse walks the date index instead.
 */
function locatorConditions(f: EventSearchFilters): { conditions: SQL[]; usesCells: boolean; usesCellWeeks: boolean } {
  if (!usesLocator(f)) return { conditions: [], usesCells: false, usesCellWeeks: false }
  const groups: number[][] = []
  if (f.onlineOnly) groups.push([ONLINE_CODE])
  const cells = f.box ? cellCodesForBox(f.box) : null
  const weeks = weekCodesForWindow(f.from, f.to)
  // A place and a window together: their combined codes have the shortest posting lists.
  const cellWeeks = f.box ? cellWeekCodesForBoxAndWindow(f.box, f.from, f.to) : null
  if (cellWeeks) groups.push(cellWeeks)
  else {
    if (cells) groups.push(cells)
    if (weeks) groups.push(weeks)
  }
  if (f.categoryIds.length > 0) groups.push(f.categoryIds.map(categoryCode))
  if (f.formatIds.length > 0) groups.push(f.formatIds.map(formatCode))
  return {
    conditions: groups.map((codes) => sql`locator && ${intArray(codes)}`),
    usesCells: cells !== null,
    usesCellWeeks: cellWeeks !== null,
  }
}

const usesLocator = (f: EventSearchFilters) => Boolean(f.text) || f.categoryIds.length > 0 || f.formatIds.length > 0

/** Open-ended selective searches look in the next four weeks first (see firstRowsByDate). */
export const FIRST_WINDOW_MS = 28 * 24 * 60 * 60 * 1000

/**
 * The first `count` matching ids by date. An open-ended selective search first asks the next four weeks,
 * whose week codes the index can intersect; when that window holds enough rows they are exactly the
 * soonest ones, and the rest of the calendar is never read.
 */
async function firstRowsByDate(
  db: Db,
  f: EventSearchFilters,
  count: number,
  query: (filters: EventSearchFilters) => Promise<number[]>,
): Promise<number[]> {
  if (f.to === null && usesLocator(f)) {
    const windowed = await query({ ...f, to: new Date(f.from.getTime() + FIRST_WINDOW_MS) })
    if (windowed.length >= count) return windowed
  }
  return query(f)
}

/** Rows a dense place's date-ordered walk reads before handing over to the general plan. */
export const DENSE_WALK_ROWS = 5000

/** Only a place box and dates: the browse case that a walk along the date index answers best. */
function isPlainPlaceBrowse(f: EventSearchFilters): boolean {
  return (
    f.box !== null &&
    !f.venuePlace &&
    !f.onlineOnly &&
    !f.text &&
    f.price === null &&
    f.categoryIds.length === 0 &&
    f.subcategoryIds.length === 0 &&
    f.formatIds.length === 0 &&
    f.tags.length === 0 &&
    !f.startHours &&
    (f.maxPriceMinor === undefined || f.maxPriceMinor === null)
  )
}

/**
 * A big city holds a few percent of all events, so its next events are found fastest by walking the
 * date index (an index-only scan, see drizzle/0002) and keeping those inside the box; PostgreSQL has no
 * statistics for box containment and would instead sort every event of the city. Answers null when the
 * walk was too short to be sure of the page, so the caller runs the general plan.
 */
async function findEventIdsByDateWalk(
  db: Db,
  f: EventSearchFilters & { box: NonNullable<EventSearchFilters['box']> },
  { limit, offset }: { limit: number; offset: number },
): Promise<number[] | null> {
  // A series shows once (issue 22), so more rows than the page are read: four times as many covers a
  // page even where most of a place's events are weekly dates of a few series.
  const wanted = offset + limit
  const rows = await queryRows<SeriesRow & { walked: number }>(
    db,
    sql`with walk as (
          select id, series_parent_id, start_at, longitude, latitude from events
          where publicly_listed and start_at >= ${f.from}
            ${f.to ? sql`and start_at < ${f.to}` : sql``}
          order by start_at, id limit ${DENSE_WALK_ROWS}
        )
        select id, series_parent_id, (select count(*) from walk)::int as walked from walk
        where point(longitude, latitude) <@ box(point(${f.box.swLng}, ${f.box.swLat}), point(${f.box.neLng}, ${f.box.neLat}))
        order by start_at, id limit ${wanted * 4}`,
  )
  const walkedEverything = (rows[0]?.walked ?? DENSE_WALK_ROWS) < DENSE_WALK_ROWS
  const distinct = firstOfEachSeries(rows)
  return distinct.length >= wanted || walkedEverything ? distinct.slice(offset, wanted).map((r) => r.id) : null
}

/** A matching row with its series (null for a single event). */
export type SeriesRow = { id: number; series_parent_id: number | null }

/**
 * The first row of each series, in the order given: a repeating event is one result, shown by its best
 * or soonest matching date, with "+ N more" (spec §4 repeating events, issue 22 "one card per series").
 */
export function firstOfEachSeries<T extends SeriesRow>(rows: readonly T[]): T[] {
  const seen = new Set<number>()
  return rows.filter((r) => {
    if (r.series_parent_id === null) return true
    if (seen.has(r.series_parent_id)) return false
    seen.add(r.series_parent_id)
    return true
  })
}

/** Most rows read to fill a page of distinct series before the page is given as it is. */
const MAX_SERIES_ROWS = 20_000

/**
 * The first `wanted` distinct-series ids of a date-ordered statement: `read(n)` gives its first n rows;
 * when series repeat, more are read (four times as many each round) until the page is full or the
 * matches end.
 */
async function distinctSeriesIds(read: (n: number) => Promise<SeriesRow[]>, wanted: number): Promise<number[]> {
  for (let n = wanted; ; n = Math.min(n * 4, MAX_SERIES_ROWS)) {
    const rows = await read(n)
    const distinct = firstOfEachSeries(rows)
    if (distinct.length >= wanted || rows.length < n || n >= MAX_SERIES_ROWS) return distinct.slice(0, wanted).map((r) => r.id)
  }
}

/** True when the tsquery has at least one searchable word; stop-word-only text must not reach the ranker. */
export async function hasSearchableTerms(db: Db, text: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select numnode(to_tsquery('english', ${text}))::int as n`)
  return (row?.n ?? 0) > 0
}

/**
 * Issue 22 relevance, computed for the bounded candidate set only: all the words in the title first (+2),
 * the very words typed in the title (+1: "anime" is not "animal", though both stem to "anim"), then the
 * words as a phrase (+1 anywhere, +1 more in the title: "stand up" finds "Stand-Up Comedy" above a race
 * day whose description says "stands"), then ts_rank_cd's weighting of title over summary over
 * description, capped at 1 so that a long description repeating a word never outweighs a title. When
 * the search matches any of the words (allWordsText), the share of the words an event has adds up to 1.
 * Ties go to the sooner event (pageOfRankedCandidates).
 */
function relevance(
  row: { vector: SQL; name: SQL },
  f: { text: string; phrases?: readonly string[]; words?: readonly string[]; allWordsText?: string | null },
): SQL {
  const query = sql`to_tsquery('english', ${f.text})`
  const allWords = f.allWordsText ? sql`to_tsquery('english', ${f.allWordsText})` : query
  const title = sql`ts_filter(${row.vector}, '{a}')`
  const phrases = f.phrases ?? []
  // numnode > 1: "stand up" without its stop word is the one word "stand", which is no phrase.
  const asPhrase = (target: SQL) =>
    sql.join(
      phrases.map((p) => sql`(numnode(to_tsquery('english', ${p})) > 1 and ${target} @@ to_tsquery('english', ${p}))`),
      sql` or `,
    )
  const phraseBonus =
    phrases.length > 0
      ? sql` + case when ${asPhrase(row.vector)} then 1 else 0 end + case when ${asPhrase(title)} then 1 else 0 end`
      : sql``
  // Typed words are letters and digits only (splitSearchWords), so they are safe inside a regular expression.
  const words = (f.words ?? []).filter((w) => /^[\p{L}\p{N}]+$/u.test(w))
  const wordsBonus =
    words.length > 0
      ? sql` + case when ${sql.join(words.map((w) => sql`${row.name} ~* ${`\\m${w}\\M`}`), sql` and `)} then 1 else 0 end`
      : sql``
  // Matching some of the words: the share of the words an event has (ts_rank_cd, capped, cannot tell).
  const shareBonus =
    f.allWordsText && words.length > 1
      ? sql` + (${sql.join(words.map((w) => sql`case when ${row.vector} @@ to_tsquery('english', ${`'${w}'`}) then 1 else 0 end`), sql` + `)})::float8 / ${words.length}`
      : sql``
  return sql`(least(ts_rank_cd(${row.vector}, ${query}), 1) + case when ${title} @@ ${allWords} then 2 else 0 end${wordsBonus}${phraseBonus}${shareBonus})`
}

/** A relevance candidate: its rank, its start (ms since the epoch) for ties, and its series. */
export type RankedCandidate = { id: number; rank: number; start: number; series: number | null }

/** One page of ranked candidates: best rank first, then soonest, then lowest id; each series once. */
export function pageOfRankedCandidates(candidates: RankedCandidate[], { limit, offset }: { limit: number; offset: number }): number[] {
  const sorted = [...candidates].sort((a, b) => b.rank - a.rank || a.start - b.start || a.id - b.id)
  return firstOfEachSeries(sorted.map((c) => ({ id: c.id, series_parent_id: c.series })))
    .slice(offset, offset + limit)
    .map((c) => c.id)
}

/**
 * One page of matching event ids. Date order walks the start_at index; relevance ranks the soonest
 * RANK_CANDIDATES matches (see relevance) and breaks ties by date.
 */
export async function findEventIdsBySearch(
  db: Db,
  f: EventSearchFilters,
  { sort, limit, offset }: { sort: 'relevance' | 'date'; limit: number; offset: number },
): Promise<number[]> {
  if (sort === 'relevance' && f.text) {
    const text = f.text
    // The soonest candidates are found and ranked in one pass; their order is settled here.
    const candidates: RankedCandidate[] = []
    await firstRowsByDate(db, f, RANK_CANDIDATES, async (g) => {
      const rows = await queryRows<{ id: number; rank: number | string; start_ms: number | string; series_parent_id: number | null }>(
        db,
        sql`select id, series_parent_id, ${relevance({ vector: sql`search_vector`, name: sql`name` }, { ...f, text })} as rank,
                   extract(epoch from start_at) * 1000 as start_ms
            from events where ${whereClause(g)} order by start_at, id limit ${RANK_CANDIDATES}`,
      )
      candidates.length = 0
      for (const r of rows) candidates.push({ id: r.id, rank: Number(r.rank), start: Number(r.start_ms), series: r.series_parent_id })
      return rows.map((r) => r.id)
    })
    return pageOfRankedCandidates(candidates, { limit, offset })
  }
  // Without text, relevance is date order: it keeps broad queries on the start_at index.
  if (isPlainPlaceBrowse(f) && f.box && offset + limit <= DENSE_WALK_ROWS / 10) {
    const walked = await findEventIdsByDateWalk(db, { ...f, box: f.box }, { limit, offset })
    if (walked) return walked
  }
  const page = await firstRowsByDate(db, f, offset + limit, (g) =>
    distinctSeriesIds(
      (n) => queryRows<SeriesRow>(db, sql`select id, series_parent_id from events where ${whereClause(g)} order by start_at, id limit ${n}`),
      offset + limit,
    ),
  )
  return page.slice(offset)
}

export type EventSearchAggregates = {
  total: number
  totalIsCapped: boolean
  categories: { id: number; count: number }[]
  formats: { id: number; count: number }[]
  subcategories: { id: number; count: number }[]
  price: { free: number; paid: number }
  dates: { key: string; count: number }[]
  tags: { tag: string; count: number }[]
}

type AggregateRow = Record<string, number | string | null>

/**
 * The flag columns of aggregateStatement, `, (start_at >= $1 and start_at < $2) as d0, …` (each wrapped in
 * `wrap`, an aggregate, when given), as one flat piece of text and values: drizzle builds a statement piece
 * by piece, and nested sql`` pieces for two dozen flags took half a millisecond of each search's CPU to build.
 */
function flagColumns(dateBuckets: DateBucket[], countedTags: readonly string[], wrap: '' | 'bool_or'): SQL {
  const chunks: unknown[] = []
  dateBuckets.forEach((b, i) => {
    chunks.push(new StringChunk(`, ${wrap}(start_at >= `), b.start, new StringChunk(' and start_at < '), b.end, new StringChunk(`) as d${i}`))
  })
  countedTags.forEach((tag, i) => {
    chunks.push(new StringChunk(`, ${wrap}(tags @> array[`), tag, new StringChunk(`]::text[]) as t${i}`))
  })
  return new SQL(chunks as SQL['queryChunks'])
}

/**
 * The statement behind aggregateEventSearch: `m` holds the first COUNT_CAP + 1 matches and `s` one row
 * per result, a series' matching dates folded into one (issue 22: counts and facets count a series once;
 * only series dates are grouped, single events pass straight through). One row per category, format and
 * subcategory plus an 'all' row come out; the 'all' row's id is how many matches `m` read, which says
 * whether the count stopped at the cap. `rank` adds the ranked candidates of aggregateAndRankEventSearch;
 * every branch carries the same columns.
 */
function aggregateStatement(
  f: EventSearchFilters,
  dateBuckets: DateBucket[],
  countedTags: readonly string[],
  rank: (Pick<EventSearchFilters, 'phrases' | 'words' | 'allWordsText'> & { text: string; limit: number }) | null,
): SQL {
  // Per result, whether it has a date in each bucket and each counted tag: d0…, t0….
  const flags = [...dateBuckets.map((_, i) => ({ name: `d${i}` })), ...countedTags.map((_, i) => ({ name: `t${i}` }))]
  const singleFlags = flagColumns(dateBuckets, countedTags, '')
  const seriesFlags = flagColumns(dateBuckets, countedTags, 'bool_or')
  // The 'all' row carries one count per flag; the grouped rows fill them with null. Text without
  // parameters goes in as one raw piece: building the statement costs per piece (~0.3 ms otherwise).
  const extraCounts = sql.raw(flags.map((x) => `, count(*) filter (where ${x.name})::int as ${x.name}`).join(''))
  const extraNulls = sql.raw(flags.map((x) => `, null::int as ${x.name}`).join(''))
  const rankNulls = sql.raw(rank ? ', null::float8 as rank, null::float8 as start_ms, null::int as series' : '')
  return sql`with m as materialized (
          select id, series_parent_id, category_id, subcategory_id, format_id, ${HAS_FREE_TICKETS} as has_free, ${HAS_PAID_TICKETS} as has_paid, start_at, tags from events where ${whereClause(f)} limit ${COUNT_CAP + 1}
        ), s as (
          select category_id, subcategory_id, format_id, has_free, has_paid ${singleFlags} from m where series_parent_id is null
          union all
          select min(category_id), min(subcategory_id), min(format_id), bool_or(has_free), bool_or(has_paid) ${seriesFlags}
            from m where series_parent_id is not null group by series_parent_id
        )${
          rank
            ? sql`, cand as (select id, start_at, series_parent_id from m order by start_at, id limit ${rank.limit})`
            : sql``
        }
        select 'category' as kind, category_id as id, count(*)::int as n, null::int as free, null::int as paid ${extraNulls} ${rankNulls}
          from s group by category_id
        union all
        select 'format', format_id, count(*)::int, null, null ${extraNulls} ${rankNulls}
          from s group by format_id
        union all
        select 'subcategory', subcategory_id, count(*)::int, null, null ${extraNulls} ${rankNulls}
          from s where subcategory_id is not null group by subcategory_id
        union all
        select 'all', (select count(*) from m)::int, count(*)::int, count(*) filter (where has_free)::int, count(*) filter (where has_paid)::int
          ${extraCounts} ${rankNulls}
          from s${
            rank
              ? sql`
        union all
        select 'candidate', c.id, null, null, null ${extraNulls},
               ${relevance({ vector: sql`e.search_vector`, name: sql`e.name` }, rank)}::float8,
               extract(epoch from c.start_at)::float8 * 1000, c.series_parent_id
          from cand c join events e on e.id = c.id`
              : sql``
          }`
}

function readAggregates(rows: AggregateRow[], dateBuckets: DateBucket[], countedTags: readonly string[]): EventSearchAggregates {
  const all = rows.find((r) => r.kind === 'all')
  const total = Number(all?.n ?? 0)
  const grouped = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ id: Number(r.id), count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.id - b.id)
  return {
    total: Math.min(total, COUNT_CAP),
    totalIsCapped: Number(all?.id ?? 0) > COUNT_CAP,
    categories: grouped('category'),
    formats: grouped('format'),
    subcategories: grouped('subcategory'),
    price: { free: Number(all?.free ?? 0), paid: Number(all?.paid ?? 0) },
    dates: dateBuckets.map((b, i) => ({ key: b.key, count: Number(all?.[`d${i}`] ?? 0) })),
    tags: countedTags.map((tag, i) => ({ tag, count: Number(all?.[`t${i}`] ?? 0) })),
  }
}

/**
 * Total and facet counts over the first COUNT_CAP matches, in one pass; `countedTags` are the tags whose
 * matches are counted (the popular-tag chips).
 */
export async function aggregateEventSearch(
  db: Db,
  f: EventSearchFilters,
  dateBuckets: DateBucket[],
  countedTags: readonly string[] = [],
): Promise<EventSearchAggregates> {
  return readAggregates(await queryRows<AggregateRow>(db, aggregateStatement(f, dateBuckets, countedTags, null)), dateBuckets, countedTags)
}

/**
 * The counts and facets of a text search together with its `rankCandidates` soonest matches ranked, read
 * in one pass over the matches instead of two. When there are more than COUNT_CAP matches the soonest
 * ones are not all among those read, so `candidates` is null and the caller asks findEventIdsBySearch.
 */
export async function aggregateAndRankEventSearch(
  db: Db,
  f: EventSearchFilters & { text: string },
  dateBuckets: DateBucket[],
  countedTags: readonly string[],
  rankCandidates: number,
): Promise<{ aggregates: EventSearchAggregates; candidates: RankedCandidate[] | null }> {
  const rows = await queryRows<AggregateRow>(db, aggregateStatement(f, dateBuckets, countedTags, { text: f.text, phrases: f.phrases, words: f.words, allWordsText: f.allWordsText, limit: rankCandidates }))
  const aggregates = readAggregates(rows, dateBuckets, countedTags)
  const candidates = aggregates.totalIsCapped
    ? null
    : rows
        .filter((r) => r.kind === 'candidate')
        .map((r) => ({ id: Number(r.id), rank: Number(r.rank), start: Number(r.start_ms), series: r.series === null ? null : Number(r.series) }))
  return { aggregates, candidates }
}

/** How many results match (a series once), counting no further than COUNT_CAP matches: for callers that show a total but no facets. */
export async function countEventSearch(db: Db, f: EventSearchFilters): Promise<{ total: number; totalIsCapped: boolean }> {
  const [row] = await queryRows<{ n: number; matched: number }>(
    db,
    sql`select count(distinct coalesce(series_parent_id, -id))::int as n, count(*)::int as matched
        from (select id, series_parent_id from events where ${whereClause(f)} limit ${COUNT_CAP + 1}) m`,
  )
  const total = row?.n ?? 0
  return { total: Math.min(total, COUNT_CAP), totalIsCapped: (row?.matched ?? 0) > COUNT_CAP }
}

/** Appends one text search to the search log (autocomplete and trending read it). */
export async function insertSearchLogEntry(
  db: Db,
  entry: { query: string; normalizedQuery: string; placeId: string | null; userId: number | null; resultCount: number; at: Date },
): Promise<void> {
  await db.execute(
    sql`insert into search_log (query, normalized_query, place_id, user_id, result_count, created_at)
        values (${entry.query}, ${entry.normalizedQuery}, ${entry.placeId}, ${entry.userId}, ${entry.resultCount}, ${entry.at})`,
  )
}

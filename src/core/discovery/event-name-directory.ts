// Event-name suggestions for autocomplete: one name index of every upcoming event, whatever the area
// (issue 22). An index per area was rebuilt for each area nobody had asked about lately, from that area's
// soonest 5,000 events: 375 ms p50 and 864 ms p95 at a million events. This one is built once per
// instance, in the background and in slices that leave the event loop free, and every area is a filter
// over it. Names are kept as word lists; typed text matches when each typed word starts a word of the
// name. Suggestions come most saved first, then soonest, then by id, and a series is offered once.

/** `series`: the series parent of a repeating event's date, null for a single event. */
export type NamedEvent = {
  id: number
  name: string
  bookmarks: number
  startMs: number
  series: number | null
  online: boolean
  latitude: number | null
  longitude: number | null
  organizer: { id: number; name: string; followers: number }
}

export type NameArea = { swLat: number; swLng: number; neLat: number; neLng: number } | 'online' | 'anywhere'

/** Lower-case words of letters and digits, accents folded: the same words autocomplete types. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Organizers in suggestion order (most followed, then by name), each with its entries. */
type DirectoryOrganizer = { name: string; followers: number; entries: Int32Array }

/** Words sorted, each with the (ascending) numbers of what holds it: the words of a prefix are a range. */
type WordIndex = { vocabulary: string[]; postingStart: Int32Array; postings: Int32Array }

export type EventNameDirectory = {
  size: number
  ids: Int32Array
  bookmarks: Int32Array
  startMs: Float64Array
  latitude: Float64Array
  longitude: Float64Array
  online: Uint8Array
  /** Series parent id, 0 for a single event. */
  series: Int32Array
  /** Each entry's words as vocabulary numbers: wordIds[wordStart[i] .. wordStart[i + 1]). */
  wordStart: Int32Array
  wordIds: Int32Array
  /** Every word of every name, sorted: the words starting with a prefix are one range of it. */
  vocabulary: string[]
  /** The entries holding each word: postings[postingStart[w] .. postingStart[w + 1]), ascending. */
  postingStart: Int32Array
  postings: Int32Array
  organizers: DirectoryOrganizer[]
  /** Organizer names' words: postings are organizer numbers. */
  organizerWords: WordIndex
}

export type BuildOptions = { yieldEvery?: number; pause?: () => Promise<void> }

const compareRank = (a: NamedEvent, b: NamedEvent) => b.bookmarks - a.bookmarks || a.startMs - b.startMs || a.id - b.id

/** Counts work done and awaits `pause` after every `every` units of it. */
function slicer({ yieldEvery = 2_000, pause }: BuildOptions) {
  let done = 0
  return async (units = 1) => {
    done += units
    if (pause && done >= yieldEvery) {
      done = 0
      await pause()
    }
  }
}

async function buildWordIndex(wordsOf: readonly (readonly string[])[], tick: (units?: number) => Promise<void>): Promise<WordIndex & { numbersOf: Int32Array[] }> {
  const lists = new Map<string, number[]>()
  let total = 0
  for (const [n, words] of wordsOf.entries()) {
    await tick()
    for (const word of words) {
      const list = lists.get(word)
      if (list) list.push(n)
      else lists.set(word, [n])
    }
    total += words.length
  }
  const vocabulary = [...lists.keys()].sort()
  const number = new Map(vocabulary.map((word, w) => [word, w]))
  const postingStart = new Int32Array(vocabulary.length + 1)
  const postings = new Int32Array(total)
  let at = 0
  for (const [w, word] of vocabulary.entries()) {
    postingStart[w] = at
    const list = lists.get(word)!
    postings.set(list, at)
    at += list.length
    await tick(list.length / 8)
  }
  postingStart[vocabulary.length] = at
  const numbersOf: Int32Array[] = []
  for (const words of wordsOf) {
    await tick()
    numbersOf.push(Int32Array.from(words, (word) => number.get(word)!))
  }
  return { vocabulary, postingStart, postings, numbersOf }
}

const isRanked = (events: readonly NamedEvent[]) => events.every((e, i) => i === 0 || compareRank(events[i - 1]!, e) < 0)

/**
 * The directory of `events` (any order; in suggestion order it is not sorted again). `pause` is awaited
 * after every `yieldEvery` units of work, so that a large build shares the event loop with the requests
 * being served meanwhile (a slice is a few milliseconds).
 */
export async function buildEventNameDirectory(events: readonly NamedEvent[], options: BuildOptions = {}): Promise<EventNameDirectory> {
  const tick = slicer(options)
  const sorted = isRanked(events) ? events : [...events].sort(compareRank)
  const size = sorted.length
  const ids = new Int32Array(size)
  const bookmarks = new Int32Array(size)
  const startMs = new Float64Array(size)
  const latitude = new Float64Array(size).fill(Number.NaN)
  const longitude = new Float64Array(size).fill(Number.NaN)
  const online = new Uint8Array(size)
  const series = new Int32Array(size)
  const entryWords: string[][] = []
  const byOrganizer = new Map<number, { name: string; followers: number; entries: number[] }>()
  for (let i = 0; i < size; i++) {
    await tick()
    const e = sorted[i]!
    ids[i] = e.id
    bookmarks[i] = e.bookmarks
    startMs[i] = e.startMs
    if (e.latitude !== null && e.longitude !== null) {
      latitude[i] = e.latitude
      longitude[i] = e.longitude
    }
    online[i] = e.online ? 1 : 0
    series[i] = e.series ?? 0
    entryWords.push([...new Set(nameWords(e.name))])
    const organizer = byOrganizer.get(e.organizer.id)
    if (organizer) organizer.entries.push(i)
    else byOrganizer.set(e.organizer.id, { name: e.organizer.name, followers: e.organizer.followers, entries: [i] })
  }
  const names = await buildWordIndex(entryWords, tick)
  const wordStart = new Int32Array(size + 1)
  const wordIds = new Int32Array(names.postings.length)
  let at = 0
  for (let i = 0; i < size; i++) {
    if (i % 16 === 0) await tick()
    wordStart[i] = at
    wordIds.set(names.numbersOf[i]!, at)
    at += names.numbersOf[i]!.length
  }
  wordStart[size] = at
  // Most followed first, then by name (code-unit order: a locale-aware compare of 100,000 names costs
  // a noticeable pause, and the order of equally followed organizers only has to be stable).
  const organizers: DirectoryOrganizer[] = []
  for (const o of byOrganizer.values()) {
    await tick()
    organizers.push({ name: o.name, followers: o.followers, entries: Int32Array.from(o.entries) })
  }
  organizers.sort((a, b) => b.followers - a.followers || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const organizerNameWords: string[][] = []
  for (const o of organizers) {
    await tick()
    organizerNameWords.push([...new Set(nameWords(o.name))])
  }
  const organizerWords = await buildWordIndex(organizerNameWords, tick)
  return {
    size,
    ids,
    bookmarks,
    startMs,
    latitude,
    longitude,
    online,
    series,
    wordStart,
    wordIds,
    vocabulary: names.vocabulary,
    postingStart: names.postingStart,
    postings: names.postings,
    organizers,
    organizerWords: { vocabulary: organizerWords.vocabulary, postingStart: organizerWords.postingStart, postings: organizerWords.postings },
  }
}

/** The first vocabulary number whose word is not before `word`. */
function lowerBound(vocabulary: readonly string[], word: string): number {
  let lo = 0
  let hi = vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (vocabulary[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The words starting with `prefix`: vocabulary numbers [from, to). */
function prefixRange(vocabulary: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(vocabulary, prefix)
  let to = from
  // The range ends at the first word that no longer starts with the prefix (binary search on the
  // successor string would need a "largest character", which UTF-16 has no clean one of).
  let step = 1
  while (to + step <= vocabulary.length && vocabulary[to + step - 1]!.startsWith(prefix)) {
    to += step
    step *= 2
  }
  while (step > 1) {
    step >>>= 1
    if (to + step <= vocabulary.length && vocabulary[to + step - 1]!.startsWith(prefix)) to += step
  }
  return [from, to]
}

/**
 * Calls `visit` with the numbers holding any word of vocabulary range [from, to), each once, in ascending
 * (suggestion) order, until it returns true. The words' posting lists are merged as they are read (a
 * binary heap of their heads): a lookup that finds its suggestions among the first entries reads only
 * those, and nothing the size of the directory is allocated per lookup.
 */
function visitRanked(index: WordIndex, [from, to]: [number, number], visit: (n: number) => boolean): void {
  const { postingStart, postings } = index
  if (to - from === 1) {
    // One word: its posting list is already in order.
    for (let p = postingStart[from]!; p < postingStart[to]!; p++) if (visit(postings[p]!)) return
    return
  }
  // heap[k]: the read position in one word's list; ordered by the number there.
  const heap: number[] = []
  const ends: number[] = []
  for (let w = from; w < to; w++) {
    if (postingStart[w]! < postingStart[w + 1]!) {
      heap.push(postingStart[w]!)
      ends.push(postingStart[w + 1]!)
    }
  }
  const value = (k: number) => postings[heap[k]!]!
  const swap = (a: number, b: number) => {
    ;[heap[a], heap[b]] = [heap[b]!, heap[a]!]
    ;[ends[a], ends[b]] = [ends[b]!, ends[a]!]
  }
  const down = (k: number) => {
    for (;;) {
      const l = 2 * k + 1
      const r = l + 1
      let m = k
      if (l < heap.length && value(l) < value(m)) m = l
      if (r < heap.length && value(r) < value(m)) m = r
      if (m === k) return
      swap(k, m)
      k = m
    }
  }
  for (let k = (heap.length >> 1) - 1; k >= 0; k--) down(k)
  let last = -1
  while (heap.length > 0) {
    const n = value(0)
    // A name holding two words of the range is in two lists: visited once.
    if (n !== last) {
      last = n
      if (visit(n)) return
    }
    heap[0]!++
    if (heap[0]! === ends[0]!) {
      swap(0, heap.length - 1)
      heap.pop()
      ends.pop()
    }
    down(0)
  }
}

export type NameQuery = {
  typed: string
  area: NameArea
  fromMs: number
  untilMs: number
  limit: number
  /** Entries to leave out (events changed since the directory was built: the overlay answers for them). */
  skip?: (id: number) => boolean
}

/** The typed words suggestions are matched on, or null when there is too little to suggest anything. */
export function typedNameWords(typed: string): string[] | null {
  const wanted = nameWords(typed).slice(0, 8)
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0]!.length < 2)) return null
  return wanted
}

function inArea(dir: EventNameDirectory, i: number, area: NameArea): boolean {
  if (area === 'anywhere') return true
  if (area === 'online') return dir.online[i] === 1
  const lat = dir.latitude[i]!
  const lng = dir.longitude[i]!
  // NaN (no coordinates) fails every comparison.
  return (
    lat >= Math.min(area.swLat, area.neLat) &&
    lat <= Math.max(area.swLat, area.neLat) &&
    lng >= Math.min(area.swLng, area.neLng) &&
    lng <= Math.max(area.swLng, area.neLng)
  )
}

/** Which typed word's range has the fewest postings: it drives, the others are checked on each candidate. */
function rarest(index: WordIndex, ranges: readonly [number, number][]): number {
  const sizeOf = ([from, to]: [number, number]) => index.postingStart[to]! - index.postingStart[from]!
  let driver = 0
  for (let k = 1; k < ranges.length; k++) if (sizeOf(ranges[k]!) < sizeOf(ranges[driver]!)) driver = k
  return driver
}

/** Entry numbers (suggestion order) of the first `limit` events matching every typed word in the area. */
export function matchDirectoryEntries(dir: EventNameDirectory, query: NameQuery): number[] {
  const wanted = typedNameWords(query.typed)
  if (!wanted || query.limit <= 0) return []
  const ranges = wanted.map((w) => prefixRange(dir.vocabulary, w))
  const driver = rarest(dir, ranges)
  const [from, to] = ranges[driver]!
  if (from === to) return []
  const others = ranges.filter((_, k) => k !== driver)
  const accept = (i: number) => {
    const start = dir.startMs[i]!
    if (start < query.fromMs || start >= query.untilMs || !inArea(dir, i, query.area)) return false
    if (query.skip?.(dir.ids[i]!)) return false
    for (const [lo, hi] of others) {
      let found = false
      for (let p = dir.wordStart[i]!; p < dir.wordStart[i + 1]!; p++) {
        const w = dir.wordIds[p]!
        if (w >= lo && w < hi) {
          found = true
          break
        }
      }
      if (!found) return false
    }
    return true
  }
  const picked: number[] = []
  const seenSeries = new Set<number>()
  const take = (i: number) => {
    if (!accept(i)) return false
    const s = dir.series[i]!
    if (s !== 0) {
      if (seenSeries.has(s)) return false
      seenSeries.add(s)
    }
    picked.push(i)
    return picked.length === query.limit
  }
  visitRanked(dir, [from, to], take)
  return picked
}

/**
 * Organizers with an upcoming event in the area whose name has a word starting with each typed word
 * (three letters at least), most followed first: issue 22, "jaz" in New York suggested organizers from
 * Maryvale and Hobart.
 */
export function matchDirectoryOrganizers(dir: EventNameDirectory, query: NameQuery): { term: string; count: number }[] {
  const wanted = nameWords(query.typed).slice(0, 8)
  if (wanted.join(' ').length < 3) return []
  const index = dir.organizerWords
  const ranges = wanted.map((w) => prefixRange(index.vocabulary, w))
  const driver = rarest(index, ranges)
  const [from, to] = ranges[driver]!
  if (from === to) return []
  const others = wanted.filter((_, k) => k !== driver)
  const found: { term: string; count: number }[] = []
  visitRanked(index, [from, to], (o) => {
    const organizer = dir.organizers[o]!
    if (others.length > 0) {
      const words = nameWords(organizer.name)
      if (!others.every((w) => words.some((word) => word.startsWith(w)))) return false
    }
    const near = organizer.entries.some((i) => {
      const start = dir.startMs[i]!
      return start >= query.fromMs && start < query.untilMs && inArea(dir, i, query.area) && !query.skip?.(dir.ids[i]!)
    })
    if (!near) return false
    found.push({ term: organizer.name, count: organizer.followers })
    return found.length === query.limit
  })
  return found
}

import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { escapeLike, prefixUpperBound } from '@/core/shared/text-prefix'
import { isFixableWord, MAX_COMPLETIONS, type WordFacts } from './search-words'

/** Nearest indexed words asked for per unknown word; chooseCorrection keeps those few edits away. */
const NEIGHBOURS = 12

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`

/**
 * What search_words knows about typed words, in one statement (one round trip, which is what the
 * embedded database pays most for): whether each is indexed, its nearest indexed words by trigram
 * distance when it is not (a KNN walk of the GiST index, a few thousand rows at most, never the events
 * table), and, when asked, the most common indexed words that start with the last one.
 */
export async function findWordFacts(db: Db, words: readonly string[], { completeLast }: { completeLast: boolean }): Promise<WordFacts[]> {
  if (words.length === 0) return []
  const last = words[words.length - 1]!
  const fixable = [...new Set(words.filter(isFixableWord))]
  const neighbours =
    fixable.length === 0
      ? sql``
      : sql`union all
        select 'near', t.typed, n.word, n.doc_count from unnest(${textArray(fixable)}) as t(typed)
        cross join lateral (
          select word, doc_count from search_words
          where not exists (select 1 from search_words k where k.word = t.typed)
          order by word <-> t.typed limit ${NEIGHBOURS}
        ) n`
  const completions = completeLast && isFixableWord(last)
    ? sql`union all
        (select 'completes', ${last}, word, doc_count from search_words
         where word ~>=~ ${last} and word ~<~ ${prefixUpperBound(last)} and word like ${escapeLike(last) + '%'} and word <> ${last}
         order by doc_count desc, word limit ${MAX_COMPLETIONS})`
    : sql``
  const rows = await queryRows<{ kind: 'known' | 'near' | 'completes'; typed: string; word: string; doc_count: number }>(
    db,
    sql`select 'known' as kind, word as typed, word, doc_count from search_words where word = any(${textArray([...new Set(words)])})
        ${neighbours}
        ${completions}`,
  )
  const knownWords = new Set(rows.filter((r) => r.kind === 'known').map((r) => r.word))
  return words.map((word, i) => ({
    word,
    known: knownWords.has(word),
    completions: completeLast && i === words.length - 1 ? rows.filter((r) => r.kind === 'completes').map((r) => r.word) : [],
    neighbours: rows.filter((r) => r.kind === 'near' && r.typed === word).map((r) => ({ word: r.word, docCount: r.doc_count })),
  }))
}

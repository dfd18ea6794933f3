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
 * What search_words knows about typed words, in one statement: whether each is indexed, its nearest
 * indexed words by trigram distance when it is not (a KNN walk of the GiST index, a few thousand rows at
 * most, never the events table), and the most common indexed words that start with the last one.
 */
export async function findWordFacts(db: Db, words: readonly string[]): Promise<WordFacts[]> {
  if (words.length === 0) return []
  const last = words[words.length - 1]!
  const fixable = [...new Set(words.filter(isFixableWord))]
  const [known, neighbours, completions] = await Promise.all([
    queryRows<{ word: string }>(db, sql`select word from search_words where word = any(${textArray([...new Set(words)])})`),
    fixable.length === 0
      ? Promise.resolve([])
      : queryRows<{ typed: string; word: string; doc_count: number }>(
          db,
          sql`select t.typed, n.word, n.doc_count from unnest(${textArray(fixable)}) as t(typed)
              cross join lateral (
                select word, doc_count from search_words
                where not exists (select 1 from search_words k where k.word = t.typed)
                order by word <-> t.typed limit ${NEIGHBOURS}
              ) n`,
        ),
    isFixableWord(last)
      ? queryRows<{ word: string }>(
          db,
          sql`select word from search_words
              where word ~>=~ ${last} and word ~<~ ${prefixUpperBound(last)} and word like ${escapeLike(last) + '%'} and word <> ${last}
              order by doc_count desc, word limit ${MAX_COMPLETIONS}`,
        )
      : Promise.resolve([]),
  ])
  const knownWords = new Set(known.map((k) => k.word))
  return words.map((word, i) => ({
    word,
    known: knownWords.has(word),
    completions: i === words.length - 1 ? completions.map((c) => c.word) : [],
    neighbours: neighbours.filter((n) => n.typed === word).map((n) => ({ word: n.word, docCount: n.doc_count })),
  }))
}

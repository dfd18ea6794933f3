// The verification a buyer runs (issue 42): the script itself, on published answers written to files.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { computeFairOrder, computeSeedCommitment } from '../src/core/waiting-room/fair-shuffle'

const run = promisify(execFile)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-queue-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const seed = createHash('sha256').update('published seed').digest('hex')
const entries = Array.from({ length: 500 }, (_, i) => ({ id: `q_${i.toString(36).padStart(8, '0')}`, joined_at: new Date(Date.UTC(2026, 11, 1, 17, 30) + i * 997).toISOString() }))
const order = computeFairOrder(seed, entries.map((e) => ({ id: e.id, joinedAt: e.joined_at })))

async function verify(answer: object): Promise<{ code: number; out: string }> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`)
  fs.writeFileSync(file, JSON.stringify(answer))
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/verify-queue.ts', '--file', file])
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe('scripts/verify-queue.ts', () => {
  test('says a published shuffle is fair when it is', async () => {
    const { code, out } = await verify({ commitment: computeSeedCommitment(seed), seed, entries, order })
    expect(code).toBe(0)
    expect(out).toContain('Fair: the seed matches the commitment')
    expect(out).toContain('all 500 pre-queue entries')
  })

  test('says which place is wrong when the order was changed', async () => {
    const moved = [order[3]!, ...order.filter((_, i) => i !== 3)]
    const { code, out } = await verify({ commitment: computeSeedCommitment(seed), seed, entries, order: moved })
    expect(code).toBe(1)
    expect(out).toContain('NOT FAIR: Place 1 should be')
  })

  test('says the seed was swapped when it does not match the commitment', async () => {
    const other = createHash('sha256').update('another seed').digest('hex')
    const { code, out } = await verify({ commitment: computeSeedCommitment(seed), seed: other, entries, order: computeFairOrder(other, entries.map((e) => ({ id: e.id, joinedAt: e.joined_at }))) })
    expect(code).toBe(1)
    expect(out).toContain('not the commitment')
  })

  test('before the shuffle, shows the commitment and asks to come back', async () => {
    const { code, out } = await verify({ commitment: computeSeedCommitment(seed) })
    expect(code).toBe(2)
    expect(out).toContain('Not shuffled yet')
  })
})

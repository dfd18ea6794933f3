import { randomBytes } from 'node:crypto'

/** A user's public id: 16 random hex characters, safe in URLs and meaningless to guess. */
export function newPublicId(): string {
  return randomBytes(8).toString('hex')
}

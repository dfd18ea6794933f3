// Reusable zod pieces for query strings: everything arrives as text, and junk must become a 400 with
// a reason, never an exception.
import { z } from 'zod'

/** Empty strings count as absent (clients send `?place_id=` when they have nothing). */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => {
      const t = v?.trim()
      return t ? t : undefined
    })

export const optionalNumber = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined
      const n = Number(v)
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a number between ${min} and ${max}` })
        return z.NEVER
      }
      return n
    })

export const intInRange = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback
      if (!/^\d{1,7}$/.test(v.trim()) || Number(v) < min || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` })
        return z.NEVER
      }
      return Number(v)
    })

export const booleanFlag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return false
    if (['true', '1', 'yes', 'on'].includes(v.toLowerCase())) return true
    if (['false', '0', 'no', 'off'].includes(v.toLowerCase())) return false
    ctx.addIssue({ code: 'custom', message: 'must be true or false' })
    return z.NEVER
  })

/** `1,2,3`, each one of `allowed`. */
export const idList = (allowed: ReadonlySet<number>, what: string) =>
  z
    .string()
    .max(1000)
    .optional()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return []
      const parts = v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
      const out: number[] = []
      for (const p of parts) {
        const n = /^\d{1,6}$/.test(p) ? Number(p) : NaN
        if (!allowed.has(n)) {
          ctx.addIssue({ code: 'custom', message: `"${p.slice(0, 40)}" is not a known ${what} id` })
          return z.NEVER
        }
        if (!out.includes(n)) out.push(n)
      }
      return out
    })

/** `a,b` lower-case slugs. */
export const slugList = z
  .string()
  .max(1000)
  .optional()
  .transform((v, ctx) => {
    if (!v || v.trim() === '') return []
    const parts = [
      ...new Set(
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ]
    if (parts.length > 20 || parts.some((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: 'must be up to 20 comma-separated lower-case slugs' })
      return z.NEVER
    }
    return parts
  })

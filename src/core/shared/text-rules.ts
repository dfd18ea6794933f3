// Spec §5: "text inputs strip control characters". Applied to every string of every JSON body and query
// in the one validation layer (src/server/api-handler.ts), so no endpoint can forget it (issue 21 finding 6).

// C0 controls except tab, line feed and carriage return (text fields keep their lines), and DEL.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
// A UTF-16 surrogate without its partner is not a character: PostgreSQL cannot store it as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `value` without control characters, with each lone surrogate replaced by U+FFFD (as `toWellFormed` does). */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD')
}

/**
 * A parsed JSON value with `cleanText` applied to every string, keys included; other values are kept.
 * Walked with a stack of its own, not by recursion, so no nesting can overflow the call stack (issue 39
 * finding 9: a body nesting 5,000 arrays answered 500 when the walk recursed).
 */
export function cleanJsonStrings(value: unknown): unknown {
  const root = copyShell(value)
  const pending: [unknown, unknown][] = [[value, root]]
  while (pending.length > 0) {
    const [from, to] = pending.pop()!
    if (Array.isArray(from)) {
      const out = to as unknown[]
      for (const item of from) {
        const shell = copyShell(item)
        out.push(shell)
        if (shell !== null && typeof shell === 'object') pending.push([item, shell])
      }
    } else if (from !== null && typeof from === 'object') {
      const out = to as Record<string, unknown>
      for (const [key, item] of Object.entries(from)) {
        const shell = copyShell(item)
        out[cleanText(key)] = shell
        if (shell !== null && typeof shell === 'object') pending.push([item, shell])
      }
    }
  }
  return root
}

// A cleaned string, a new empty array or object to fill, or the value itself (numbers, booleans, null).
function copyShell(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value)
  if (Array.isArray(value)) return []
  if (typeof value === 'object' && value !== null) return {}
  return value
}

/** The deepest nesting of arrays and objects in JSON `text`, counted without parsing (brackets in strings do not count). */
export function measureJsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

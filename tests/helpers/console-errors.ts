// `console.error` fails a test unless the test says it expects it (STYLE.md "Tests").
const allowed: RegExp[] = []

/** Lets console.error calls whose text matches `pattern` pass for the rest of the current test. */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern)
}

export function takeAllowedPatterns(): RegExp[] {
  return allowed.splice(0, allowed.length)
}

// A module resolve hook for our own server (scripts/serve.ts) and the API tests: outside the Next.js
// build, `server-only` resolves to its empty variant, as it does inside the build's server graph (the
// `react-server` condition). Only that one package is affected; React and Next.js resolve as usual.
const EMPTY = new URL('../../node_modules/server-only/empty.js', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true }
  return nextResolve(specifier, context)
}

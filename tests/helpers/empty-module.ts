// Stands in for `server-only` outside Next.js (Vitest): the guard only matters to the bundler.
export {}

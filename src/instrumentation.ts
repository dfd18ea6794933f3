// Runs once when the server starts (Next.js instrumentation hook). It publishes the fast lane's route
// handlers from inside the build, for scripts/serve.ts to call (docs/decisions/004-api-fast-lane.md).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { registerFastLaneRoutes } = await import('./server/fast-lane/fast-lane-routes')
  registerFastLaneRoutes()
}

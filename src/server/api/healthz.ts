// GET /healthz (issue 24): the process answers. Nothing else is checked, so a load balancer or an
// orchestrator restarts only an instance that is truly stuck, never one whose database is slow.
import { z } from 'zod'
import type { Endpoint } from '@/server/api-handler'

export const healthzEndpoint = {
  method: 'GET',
  path: '/healthz/',
  summary: 'Liveness probe: the process answers',
  description: 'Always 200 {"status":"ok"} while the process runs; it checks nothing else (docs/operations.md).',
  tags: ['operations'],
  response: z.object({ status: z.literal('ok') }),
  errors: [],
} satisfies Endpoint

const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

export function GET(): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: HEADERS }))
}

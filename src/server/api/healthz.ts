// GET /healthz (issue 24): the process answers. Nothing else is checked, so a load balancer or an
// orchestrator restarts only an instance that is truly stuck, never one whose database is slow.
const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

export function GET(): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: HEADERS }))
}

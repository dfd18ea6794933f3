// GET /api/v3/openapi.json: the OpenAPI document of every contract in the mount table (src/server/router.ts
// hands the contracts in, so this module need not import the table that lists it).
import type { Endpoint } from '@/server/api-handler'
import { buildOpenApiDocument } from '@/server/openapi'
import { requestOrigin } from '@/server/http/request-policy'

export function createOpenApiDocumentHandler(contracts: () => readonly Endpoint[]): (request: Request) => Response {
  let document: unknown
  return () => {
    document ??= buildOpenApiDocument(contracts(), requestOrigin())
    return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
  }
}

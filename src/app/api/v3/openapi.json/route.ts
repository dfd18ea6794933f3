import { API_ENDPOINTS } from '@/server/api-endpoints'
import { buildOpenApiDocument } from '@/server/openapi'

export function GET(request: Request): Response {
  const origin = new URL(request.url).origin
  return Response.json(buildOpenApiDocument(API_ENDPOINTS, origin), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  })
}

export { serveOpenApiDocument as GET } from '@/server/router'

// An organizer's own website for the embedded checkout's journeys (decision 070): a page served on another
// loopback origin (`http://localhost:{port}` beside the app's `http://127.0.0.1:{port}`, so another site
// as browsers count sites), with the snippet the developers' page gives: the script, a button and an
// inline block, and a listener that writes each `tessera:order_completed` it hears into the page.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type HostSite = { origin: string; close: () => Promise<void> }

export function hostPageHtml(appOrigin: string, eventId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pier Hall concerts</title></head>
<body>
<main>
<h1>Pier Hall</h1>
<p>Our next concert is on sale here.</p>
<p><a href="${appOrigin}/embed/checkout/${eventId}/" data-tessera-checkout="${eventId}">Get tickets</a></p>
<h2>Or buy right here</h2>
<div data-tessera-checkout="${eventId}" data-tessera-inline data-tessera-label="Tickets for Pier Hall"></div>
<p>Orders heard by this page: <output id="completed"></output></p>
</main>
<script>
document.addEventListener('tessera:order_completed', function (event) {
  var out = document.getElementById('completed')
  out.textContent = (out.textContent ? out.textContent + ', ' : '') + event.detail.order_id + ' ' + event.detail.status
})
</script>
<script src="${appOrigin}/embed.js" async></script>
</body>
</html>`
}

/** Serves the host page for `eventId` at http://localhost:{free port}/. */
export async function startHostSite(appOrigin: string, eventId: string): Promise<HostSite> {
  const html = hostPageHtml(appOrigin, eventId)
  const server = http.createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

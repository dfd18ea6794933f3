// A CSV file for download: the organizer's exports answer it the same way (never cached, saved by name).
export function csvAttachment(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
  })
}

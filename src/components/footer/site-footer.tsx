// Contract for the site chrome work (issue 4 part 7): the footer on every page.
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <p>© {year} Tessera · Open-source event discovery and ticketing</p>
    </footer>
  )
}

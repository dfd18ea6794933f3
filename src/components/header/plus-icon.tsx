// The "+" before Create an event, in the signed-in nav and its server-drawn stand-in alike (so nothing
// moves when one replaces the other). An SVG rather than the fullwidth "＋", which Linux fonts lack (it drew
// an empty box; issue 23).
export function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  )
}

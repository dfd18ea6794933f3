// A client-side navigation away from the home page keeps a slot's last page unless another one
// matches, so every other path matches this one and the marketing section leaves with the home page.
export default function NoFooterMarketing() {
  return null
}

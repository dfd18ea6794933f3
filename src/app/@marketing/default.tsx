// Every page but the home page: the footer has no marketing section (spec §2 "optional").
export default function NoFooterMarketing() {
  return null
}

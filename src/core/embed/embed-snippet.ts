// What an organizer pastes on their own site to sell there (issue 41, decision 070), with this site's origin
// (SITE_URL) in it so that it can be copied as it is; EVENT_ID stays for the organizer to replace. The
// settings page gives the short form, the developers' page (decision 069) the whole one. Pure.

function scriptTag(siteOrigin: string): string {
  return `<script src="${siteOrigin}/embed.js" async></script>`
}

function button(siteOrigin: string): string {
  return `<a href="${siteOrigin}/embed/checkout/EVENT_ID/" data-tessera-checkout="EVENT_ID">Get tickets</a>`
}

/** The script and a button that opens the checkout over the page. */
export function computeEmbedSnippet(siteOrigin: string): string {
  return [scriptTag(siteOrigin), button(siteOrigin)].join('\n')
}

/** The script, the button, the inline form, and listening for completed orders. */
export function computeEmbedExample(siteOrigin: string): string {
  return `${scriptTag(siteOrigin)}
<!-- A button: opens the checkout over your page -->
${button(siteOrigin)}
<!-- Or the checkout inside your page -->
<div data-tessera-checkout="EVENT_ID" data-tessera-inline></div>
<script>
  document.addEventListener('tessera:order_completed', (event) => {
    console.log('Order', event.detail.order_id, 'for event', event.detail.event_id)
  })
</script>
`
}

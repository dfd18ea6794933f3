// Tessera's embedded checkout, the script an organizer's page loads (issue 41, decision 070):
//
//   <script src="https://TESSERA/embed.js" async></script>
//   <a href="https://TESSERA/embed/checkout/EVENT_ID/" data-tessera-checkout="EVENT_ID">Get tickets</a>
//   <div data-tessera-checkout="EVENT_ID" data-tessera-inline></div>
//
// A button (any element with the attribute) opens the checkout over the page in a modal dialog; an element
// with `data-tessera-inline` shows it in place, as tall as its content. The frame is loaded ahead and says
// when it is ready; where it cannot be framed (the site is not on the organizer's list, or framing fails)
// it never does, and the button opens the checkout in a new tab instead (a link does so by itself). When an
// order is completed the element receives a `tessera:order_completed` event (it bubbles to the document)
// with `detail: {order_id, event_id, status}`; its `data-tessera-state` says `ready` or `refused`.
// Messages are taken only from our own frames at Tessera's origin, and sent only to them. Plain ES2017
// with no dependencies: a page's script budget is its owner's.
;(function () {
  'use strict'
  var script = document.currentScript
  if (!script || window.__tesseraEmbed) return
  window.__tesseraEmbed = true
  var ORIGIN = new URL(script.src, location.href).origin
  // Ready comes after the page's scripts run; a frame that says nothing this long after loading was refused.
  var READY_AFTER_LOAD_MS = 4000
  var READY_AT_MOST_MS = 15000
  var frames = []

  function checkoutUrl(eventId, locale, mode) {
    var prefix = locale ? '/' + locale : ''
    var url = new URL(prefix + '/embed/checkout/' + encodeURIComponent(eventId) + '/', ORIGIN)
    if (mode) {
      url.searchParams.set('host', location.origin)
      url.searchParams.set('mode', mode)
    }
    return url.href
  }

  function makeFrame(eventId, locale, mode, title) {
    var iframe = document.createElement('iframe')
    iframe.src = checkoutUrl(eventId, locale, mode)
    iframe.title = title
    iframe.setAttribute('allow', 'payment')
    iframe.style.border = '0'
    iframe.style.width = '100%'
    iframe.style.display = 'block'
    iframe.style.colorScheme = 'normal'
    return iframe
  }

  function waitForReady(entry) {
    var timer = setTimeout(function () { refused(entry) }, READY_AT_MOST_MS)
    entry.iframe.addEventListener('load', function () {
      clearTimeout(timer)
      timer = setTimeout(function () { refused(entry) }, READY_AFTER_LOAD_MS)
    })
    entry.clearTimer = function () { clearTimeout(timer) }
  }

  function refused(entry) {
    if (entry.ready || entry.refused) return
    entry.refused = true
    entry.element.setAttribute('data-tessera-state', 'refused')
    if (entry.onRefused) entry.onRefused()
  }

  function send(entry, type) {
    if (entry.iframe.contentWindow) entry.iframe.contentWindow.postMessage({ source: 'tessera-host', type: type }, ORIGIN)
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return
    var data = event.data
    if (!data || typeof data !== 'object' || data.source !== 'tessera') return
    var entry = null
    for (var i = 0; i < frames.length; i++) if (frames[i].iframe.contentWindow === event.source) entry = frames[i]
    if (!entry) return
    if (data.type === 'ready' && !entry.refused) {
      entry.ready = true
      entry.clearTimer()
      entry.element.setAttribute('data-tessera-state', 'ready')
      if (entry.onReady) entry.onReady()
    } else if (data.type === 'resize' && typeof data.height === 'number' && data.height > 0) {
      entry.height = Math.min(Math.ceil(data.height), 10000)
      if (entry.inline) entry.iframe.style.height = entry.height + 'px'
      else if (entry.fit) entry.fit()
    } else if (data.type === 'close' && entry.close) {
      entry.close()
    } else if (data.type === 'order_completed' && typeof data.order_id === 'string') {
      entry.element.dispatchEvent(
        new CustomEvent('tessera:order_completed', {
          bubbles: true,
          detail: { order_id: data.order_id, event_id: String(data.event_id), status: String(data.status) },
        }),
      )
    }
  })

  function setUpButton(element, eventId, locale) {
    var standalone = checkoutUrl(eventId, locale, null)
    if (element.tagName === 'A') {
      if (!element.getAttribute('href')) element.setAttribute('href', standalone)
      // Without the frame (not ready yet, or refused) the link opens the checkout in a new tab.
      if (!element.getAttribute('target')) element.setAttribute('target', '_blank')
      if (!element.getAttribute('rel')) element.setAttribute('rel', 'noopener')
    }
    element.setAttribute('aria-haspopup', 'dialog')
    var label = element.getAttribute('data-tessera-label') || (element.textContent || '').trim() || 'Tickets'
    var dialog = document.createElement('dialog')
    dialog.setAttribute('aria-label', label)
    dialog.className = 'tessera-checkout'
    var s = dialog.style
    s.padding = '0'
    s.border = '0'
    s.borderRadius = '12px'
    s.overflow = 'hidden'
    s.boxShadow = '0 16px 48px rgba(30, 10, 60, 0.3)'
    var iframe = makeFrame(eventId, locale, 'overlay', label)
    dialog.appendChild(iframe)
    document.body.appendChild(dialog)
    var entry = { iframe: iframe, element: element, inline: false, ready: false, refused: false, height: 0 }
    // Full screen on a phone; elsewhere as tall as the checkout's content, within the window (it scrolls
    // inside beyond that), as the site's own checkout dialog is.
    entry.fit = function () {
      var phone = window.innerWidth <= 600
      var room = window.innerHeight - 32
      s.width = phone ? '100vw' : 'min(640px, calc(100vw - 32px))'
      s.maxWidth = '100vw'
      s.maxHeight = '100%'
      s.margin = phone ? '0' : 'auto'
      s.borderRadius = phone ? '0' : '12px'
      s.height = phone ? '100%' : 'fit-content'
      iframe.style.height = phone ? '100%' : Math.min(entry.height || 600, room) + 'px'
    }
    entry.close = function () {
      if (dialog.open) dialog.close()
    }
    window.addEventListener('resize', function () {
      if (dialog.open) entry.fit()
    })
    dialog.addEventListener('close', function () {
      if (typeof element.focus === 'function') element.focus()
    })
    // A click on the backdrop (outside the frame) closes, as the site's own checkout dialog does.
    dialog.addEventListener('click', function (event) {
      if (event.target === dialog) dialog.close()
    })
    frames.push(entry)
    waitForReady(entry)
    element.addEventListener('click', function (event) {
      if (entry.ready && typeof dialog.showModal === 'function') {
        event.preventDefault()
        entry.fit()
        dialog.showModal()
        iframe.focus()
        send(entry, 'open')
      } else if (element.tagName !== 'A') {
        window.open(standalone, '_blank', 'noopener')
      }
    })
  }

  function setUpInline(element, eventId, locale) {
    var label = element.getAttribute('data-tessera-label') || 'Tickets'
    var iframe = makeFrame(eventId, locale, 'inline', label)
    iframe.style.height = '480px'
    iframe.style.transition = 'height 0.15s'
    var entry = { iframe: iframe, element: element, inline: true, ready: false, refused: false }
    // Where it cannot be framed, a link to the checkout in a new tab takes its place.
    entry.onRefused = function () {
      var link = document.createElement('a')
      link.href = checkoutUrl(eventId, locale, null)
      link.target = '_blank'
      link.rel = 'noopener'
      link.textContent = label
      link.className = 'tessera-checkout-link'
      if (iframe.parentNode) iframe.parentNode.replaceChild(link, iframe)
    }
    frames.push(entry)
    element.appendChild(iframe)
    waitForReady(entry)
  }

  // The overlay's backdrop dims the page as the site's own checkout does. A page whose CSP refuses inline
  // styles keeps the browser's lighter backdrop; everything else is set on the elements themselves.
  function addStyles() {
    if (document.getElementById('tessera-embed-styles')) return
    var style = document.createElement('style')
    style.id = 'tessera-embed-styles'
    style.textContent = 'dialog.tessera-checkout::backdrop{background:rgba(30,10,60,0.55)}'
    document.head.appendChild(style)
  }

  function setUp(root) {
    addStyles()
    var elements = (root || document).querySelectorAll('[data-tessera-checkout]')
    for (var i = 0; i < elements.length; i++) {
      var element = elements[i]
      if (element.__tessera) continue
      var eventId = element.getAttribute('data-tessera-checkout') || ''
      if (!/^\d{1,12}$/.test(eventId)) continue
      var locale = element.getAttribute('data-tessera-locale') || ''
      if (!/^([a-z]{2}(-[a-z]{2})?)?$/.test(locale)) locale = ''
      element.__tessera = true
      if (element.hasAttribute('data-tessera-inline')) setUpInline(element, eventId, locale)
      else setUpButton(element, eventId, locale)
    }
  }

  window.Tessera = { setUp: setUp }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { setUp() })
  else setUp()
})()

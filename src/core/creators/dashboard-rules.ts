// Pure figures of the organizer's dashboard (issue 20): conversion from the analytics events (decision 034).

/**
 * The share of event page views that became a paid order, as a whole percentage with one decimal
 * ("2.5%"), or null when nobody has viewed the page yet (no rate to speak of). Capped at 100%: orders
 * made without a recorded view (scripts off, a blocked beacon) must not read as more than every visitor.
 */
export function computeConversionRate(paidOrders: number, pageViews: number): number | null {
  if (pageViews <= 0) return null
  return Math.min(100, Math.round((paidOrders / pageViews) * 1000) / 10)
}

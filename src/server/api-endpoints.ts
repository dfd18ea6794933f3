// Every endpoint contract, in the order docs/api.md presents them. The OpenAPI document is built from
// this list; each route handler imports its own contract from src/server/api-schemas/.
import type { Endpoint } from './api-handler'
import { recordAnalyticsEndpoint } from './api-schemas/analytics-schemas'
import { autocompleteEndpoint, trendingEndpoint } from './api-schemas/discovery-schemas'
import {
  placeAutocompleteEndpoint,
  placeFromCoordinatesEndpoint,
  placeFromIdEndpoint,
  placeFromRequestEndpoint,
} from './api-schemas/geo-schemas'
import { eventsByIdsEndpoint, searchEventsEndpoint } from './api-schemas/search-schemas'
import { getUserEndpoint } from './api-schemas/user-schemas'

export const API_ENDPOINTS: readonly Endpoint[] = [
  searchEventsEndpoint,
  eventsByIdsEndpoint,
  autocompleteEndpoint,
  trendingEndpoint,
  placeFromRequestEndpoint,
  placeFromIdEndpoint,
  placeFromCoordinatesEndpoint,
  placeAutocompleteEndpoint,
  getUserEndpoint,
  recordAnalyticsEndpoint,
]

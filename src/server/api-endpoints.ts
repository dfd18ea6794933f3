// Every endpoint contract, in the order docs/api.md presents them. The OpenAPI document is built from
// this list; each route handler imports its own contract from src/server/api-schemas/.
import type { Endpoint } from './api-handler'
import { updateEventEndpoint } from './api/update-event'
import { askEndpoint } from './api-schemas/concierge-schemas'
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
import { signInEndpoint, signOutEndpoint, signUpEndpoint } from './api-schemas/auth-schemas'
import {
  adminSearchEndpoint,
  changeAccountEndpoint,
  changePhotoEndpoint,
  deleteAccountEndpoint,
  exportAccountEndpoint,
  listFlagsEndpoint,
  removePhotoEndpoint,
  setFlagEndpoint,
} from './api-schemas/account-schemas'
import {
  addCollectionEventEndpoint,
  createCollectionEndpoint,
  deleteCollectionEndpoint,
  followOrganizerEndpoint,
  forYouEndpoint,
  getCollectionEndpoint,
  getInterestsEndpoint,
  listCollectionsEndpoint,
  listFollowsEndpoint,
  listSavesEndpoint,
  removeCollectionEventEndpoint,
  saveEventEndpoint,
  setInterestsEndpoint,
  unfollowOrganizerEndpoint,
  unsaveEventEndpoint,
  updateCollectionEndpoint,
} from './api-schemas/social-schemas'

export const API_ENDPOINTS: readonly Endpoint[] = [
  searchEventsEndpoint,
  eventsByIdsEndpoint,
  updateEventEndpoint,
  autocompleteEndpoint,
  trendingEndpoint,
  placeFromRequestEndpoint,
  placeFromIdEndpoint,
  placeFromCoordinatesEndpoint,
  placeAutocompleteEndpoint,
  getUserEndpoint,
  askEndpoint,
  forYouEndpoint,
  signUpEndpoint,
  signInEndpoint,
  signOutEndpoint,
  changeAccountEndpoint,
  deleteAccountEndpoint,
  exportAccountEndpoint,
  changePhotoEndpoint,
  removePhotoEndpoint,
  listSavesEndpoint,
  saveEventEndpoint,
  unsaveEventEndpoint,
  listFollowsEndpoint,
  followOrganizerEndpoint,
  unfollowOrganizerEndpoint,
  getInterestsEndpoint,
  setInterestsEndpoint,
  listCollectionsEndpoint,
  createCollectionEndpoint,
  getCollectionEndpoint,
  updateCollectionEndpoint,
  deleteCollectionEndpoint,
  addCollectionEventEndpoint,
  removeCollectionEventEndpoint,
  adminSearchEndpoint,
  listFlagsEndpoint,
  setFlagEndpoint,
  recordAnalyticsEndpoint,
]

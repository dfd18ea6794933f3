// Every endpoint contract, in the order docs/api.md presents them. The OpenAPI document is built from
// this list; each route handler imports its own contract from src/server/api-schemas/.
import type { Endpoint } from './api-handler'
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
import { adminMailboxEndpoint } from './api/admin-mailbox'
import { adminMailboxTestEndpoint } from './api/admin-mailbox-test'
import { listTicketClassesEndpoint } from './api/list-ticket-classes'
import { createOrderEndpoint } from './api/create-order'
import { getOrderEndpoint } from './api/get-order'
import { completeOrderEndpoint } from './api/complete-order'
import { cancelOrderEndpoint } from './api/cancel-order'
import { createRefundRequestEndpoint } from './api/create-refund-request'
import { getTicketQrEndpoint } from './api/get-ticket-qr'
import { joinWaitlistEndpoint } from './api/join-waitlist'
import { listUserOrdersEndpoint } from './api/list-user-orders'
import { paymentCallbackEndpoint } from './api/payment-callback'
import { confirmTestPaymentEndpoint } from './api/confirm-test-payment'
import { advanceTestClockEndpoint } from './api/advance-test-clock'

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
  adminMailboxEndpoint,
  adminMailboxTestEndpoint,
  advanceTestClockEndpoint,
  listTicketClassesEndpoint,
  createOrderEndpoint,
  getOrderEndpoint,
  completeOrderEndpoint,
  cancelOrderEndpoint,
  createRefundRequestEndpoint,
  getTicketQrEndpoint,
  joinWaitlistEndpoint,
  listUserOrdersEndpoint,
  paymentCallbackEndpoint,
  confirmTestPaymentEndpoint,
  recordAnalyticsEndpoint,
]

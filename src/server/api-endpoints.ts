// Every endpoint contract, in the mount table's order (src/server/router.ts): the OpenAPI document and
// the endpoint-path tests read this list.
import type { Endpoint } from './api-handler'
import { mountedContracts } from './router'

export const API_ENDPOINTS: readonly Endpoint[] = mountedContracts()

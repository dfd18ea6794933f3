// `npm run build`: the production build, recorded with its sources' hash, so that `npm start`, the test
// servers and the multi-instance tests find it current and do not build again (CI's build stage).
import { ensureBuilt } from './lib/ensure-built'

ensureBuilt(process.cwd(), { force: true })

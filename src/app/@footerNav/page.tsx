// The home page: full footer links. A page of its own (not only default.tsx) so that a client-side
// navigation back home from a sign-in page brings the full links back.
export { default } from './default'

// Sign-up: the same minimal footer as sign-in.
export { default } from '../page'

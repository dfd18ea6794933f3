// Every other path: full footer links. A client-side navigation keeps a slot's last page unless another
// one matches, so this catch-all replaces the sign-in pages' minimal links when the visitor moves on.
export { default } from '../default'

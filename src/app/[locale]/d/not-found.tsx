export { default } from '../../d/not-found'

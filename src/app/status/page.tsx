import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('status')

export default function Page() {
  return <InfoContentPage page="status" />
}

import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('investors')

export default function Page() {
  return <InfoContentPage page="investors" />
}

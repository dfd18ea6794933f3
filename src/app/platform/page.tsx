import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('platform')

export default function Page() {
  return <InfoContentPage page="platform" />
}

import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('impact')

export default function Page() {
  return <InfoContentPage page="impact" />
}

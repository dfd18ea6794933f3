import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('how-it-works')

export default function Page() {
  return <InfoContentPage page="how-it-works" />
}

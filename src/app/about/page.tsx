import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('about')

export default function Page() {
  return <InfoContentPage page="about" />
}

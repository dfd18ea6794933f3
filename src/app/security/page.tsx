import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('security')

export default function Page() {
  return <InfoContentPage page="security" />
}

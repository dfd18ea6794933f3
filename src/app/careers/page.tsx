import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('careers')

export default function Page() {
  return <InfoContentPage page="careers" />
}

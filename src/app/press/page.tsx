import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('press')

export default function Page() {
  return <InfoContentPage page="press" />
}

import { computeInfoPageMetadata, InfoContentPage } from '@/components/info/info-content'

export const generateMetadata = () => computeInfoPageMetadata('blog')

export default function Page() {
  return <InfoContentPage page="blog" />
}

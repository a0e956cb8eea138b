import { usePublicPageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './LegalDocument.tsx';

/** `/privacy`: the privacy policy, carrying every data point of spec §1 "Legal text". Prerendered. */
export function PrivacyPage() {
  usePublicPageTitle('privacy');
  return <LegalDocument document="privacy" />;
}

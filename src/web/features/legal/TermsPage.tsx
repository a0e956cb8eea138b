import { usePublicPageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './LegalDocument.tsx';

/** `/terms`: the terms of use, carrying every rule of spec §1 "Legal text" and the 7-day refund. Prerendered. */
export function TermsPage() {
  usePublicPageTitle('terms');
  return <LegalDocument document="terms" />;
}

import { usePublicPageTitle } from '../../lib/use-page-title.ts';
import { FaqSection } from './FaqSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { FinalCtaSection } from './FinalCtaSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { HowItWorksSection } from './HowItWorksSection.tsx';
import { LanguagesStrip } from './LanguagesStrip.tsx';
import { PricingSection } from './PricingSection.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { UseCasesSection } from './UseCasesSection.tsx';

/** `/` and `/{locale}`: prerendered to static HTML, so every section renders from bundled strings alone. */
export function LandingPage() {
  usePublicPageTitle('home');
  return (
    <PublicLayout>
      <HeroSection />
      <LanguagesStrip />
      <FeaturesSection />
      <HowItWorksSection />
      <UseCasesSection />
      <PricingSection />
      <ReviewsSection />
      <FaqSection />
      <FinalCtaSection />
    </PublicLayout>
  );
}

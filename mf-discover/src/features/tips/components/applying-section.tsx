import { Muted } from '@kompass/shared';
import { Section } from '../../../components/section';
import { homeTexts } from '../../../texts';
import { ApplicationTips } from './application-tips';
import { Quotes } from './quote-strip';

/**
 * Home, "Bewerbungstipps" (docs/product.md#home): the application tips and the scrolling quote
 * strip.
 */
export function ApplyingSection() {
  return (
    <Section title={homeTexts.applying.title}>
      <Muted>{homeTexts.applying.intro}</Muted>
      <ApplicationTips />
      <Quotes />
    </Section>
  );
}

import { Button, formatRating, styled } from '@kompass/shared';
import { lazy, Suspense, useState } from 'react';
import { profileTexts } from '../../../texts';
import { useRating } from '../api/get-rating';
import { Cluster } from '@kompass/shared/layout';

// Only needed once someone rates: loads when first opened.
const RatingDialog = lazy(() => import('./rating-dialog'));

const Row = styled(Cluster).attrs({ $center: true })``;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.font.large};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The average as 'x/5' with the count; 'bewerte mich' on someone else's profile. */
export function RatingSummary({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const rating = useRating(userId);
  const [open, setOpen] = useState(false);
  const value =
    rating.data?.rating == null
      ? profileTexts.noRatingValue
      : profileTexts.ratingValue(formatRating(rating.data.rating));
  return (
    <Row aria-label={profileTexts.ratingLabel} role="group">
      <Value data-testid="rating-value">{value}</Value>
      <Count aria-live="polite">{profileTexts.ratingCount(rating.data?.count ?? 0)}</Count>
      {!isOwn && (
        <Button $variant="ghost" onClick={() => setOpen(true)}>
          {profileTexts.rateMe}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <RatingDialog userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Row>
  );
}

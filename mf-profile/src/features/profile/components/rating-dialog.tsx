import { Button, commonTexts, Dialog, styled } from '@kompass/shared';
import { useState, type FormEvent } from 'react';
import { ratingTexts } from '../../../texts';
import { useRating } from '../api/get-rating';
import { useRateProfile } from '../api/rate-profile';
import { StarRadioGroup } from './star-radio-group';
import { Stack } from '@kompass/shared/layout';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })``;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * 1 to 5 stars (docs/product.md#constants), starting at the stars the user gave before, if any. A
 * new rating replaces the earlier one on the server; the average and count on the page take the
 * server's answer.
 */
export default function RatingDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  // The summary behind the dialog has asked already: this reads the same cache.
  const given = useRating(userId).data?.mine ?? null;
  const [chosen, setValue] = useState<number | null>(null);
  const value = chosen ?? given;
  const rate = useRateProfile(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    rate.mutate(value, { onSuccess: onClose });
  };
  return (
    <Dialog title={ratingTexts.dialogTitle} onClose={onClose}>
      <Form onSubmit={submit}>
        <StarRadioGroup value={value} onChange={setValue} />
        {rate.isError && <Failure role="alert">{ratingTexts.failed}</Failure>}
        <Actions>
          <Button $variant="ghost" onClick={onClose}>
            {commonTexts.cancel}
          </Button>
          <Button type="submit" disabled={value === null || rate.isPending}>
            {rate.isPending ? ratingTexts.saving : ratingTexts.save}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

import { Button, Sheet, type InterestDimensions, styled } from '@kompass/shared';
import { useId, useState, type FormEvent } from 'react';
import { interestsTexts } from '../../../texts';
import { useSaveInterests } from '../api/save-interests';
import { dimensionOrder, fromPercent, toPercent } from '../lib/dimensions';
import { Stack } from '@kompass/shared/layout';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })``;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    display: flex;
    justify-content: space-between;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Six sliders, one per dimension in words; 'Speichern' stores them (PUT /interests). */
export function AdjustInterestsSheet({
  initial,
  onClose,
}: {
  initial: InterestDimensions;
  onClose: () => void;
}) {
  const baseId = useId();
  const [values, setValues] = useState<InterestDimensions>(initial);
  const save = useSaveInterests();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: onClose });
  };
  return (
    <Sheet title={interestsTexts.adjustTitle} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <Hint>{interestsTexts.adjustHint}</Hint>
        {dimensionOrder.map((letter) => {
          const id = `${baseId}-${letter}`;
          const name = interestsTexts.dimensions[letter];
          const level = interestsTexts.level(values[letter]);
          return (
            <Field key={letter}>
              <label htmlFor={id}>
                <span>{name}</span>
                <span aria-hidden="true">{level}</span>
              </label>
              <Hint id={`${id}-hint`}>{interestsTexts.hints[letter]}</Hint>
              <input
                id={id}
                type="range"
                min={0}
                max={100}
                step={5}
                value={toPercent(values[letter])}
                aria-valuetext={level}
                aria-describedby={`${id}-hint`}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    [letter]: fromPercent(Number(event.target.value)),
                  }))
                }
              />
            </Field>
          );
        })}
        {save.isError && <Problem role="alert">{interestsTexts.saveFailed}</Problem>}
        <Button type="submit" $block disabled={save.isPending}>
          {save.isPending ? interestsTexts.saving : interestsTexts.save}
        </Button>
      </Form>
    </Sheet>
  );
}

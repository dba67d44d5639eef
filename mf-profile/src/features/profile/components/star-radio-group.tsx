import { styled } from '@kompass/shared';
import { useId } from 'react';
import { ratingTexts } from '../../../texts';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The native radio stays in the page (keyboard: arrow keys; screen reader: its label). */
const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
`;

const Star = styled.label<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ $on, theme }) => ($on ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

const values = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as a radio group: 'x von 5 Sternen' for each. */
export function StarRadioGroup({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{ratingTexts.groupLabel}</Legend>
      <Stars>
        {values.map((star) => {
          const id = `${name}-${star}`;
          return (
            <span key={star}>
              <Radio
                type="radio"
                id={id}
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
              />
              <Star htmlFor={id} $on={value !== null && star <= value}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{ratingTexts.stars(star)}</span>
              </Star>
            </span>
          );
        })}
      </Stars>
    </Fieldset>
  );
}

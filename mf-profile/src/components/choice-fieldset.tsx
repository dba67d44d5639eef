import { styled } from '@kompass/shared';
import { Fieldset } from '@kompass/shared/layout';

/** A group of checkboxes, switches or radios with its legend; the choices `$gap` steps apart. */
export const ChoiceFieldset = styled(Fieldset)<{ $gap: number }>`
  legend {
    margin-bottom: ${({ theme, $gap }) => theme.space($gap)};
    font-weight: 700;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

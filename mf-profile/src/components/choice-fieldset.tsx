import { styled } from '@kompass/shared';

/** A group of checkboxes, switches or radios with its legend; the choices `$gap` steps apart. */
export const ChoiceFieldset = styled.fieldset<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  border: 0;
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

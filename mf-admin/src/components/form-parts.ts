import { styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';

/**
 * The pieces every admin form is made of: `FormDialog` and the dialogs whose fields it cannot
 * express (a company's logo and contact lines) look the same because they use these.
 */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A field's label with the field inside it, the label's text above. */
export const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

export const MultilineInput = styled(Input).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
  font: inherit;
`;

/** A choice among a few fixed values, looking like the other fields. */
export const ChoiceInput = styled(Input).attrs({ as: 'select' })`
  font: inherit;
`;

/** Why a submit was refused, under the fields (rendered with `role="alert"`). */
export const FormProblem = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

import { useLocation, useNavigate } from '../router';
import styled from 'styled-components';
import { paths } from '../paths';
import { commonTexts } from '../texts';
import { Button } from './button';
import { ChevronLeftIcon } from './icons';

const Back = styled(Button)`
  align-self: flex-start;
  padding-left: ${({ theme }) => theme.space(2)};
`;

/**
 * 'Zurück' to where the user came from (a list, the search, a chat); a page opened directly,
 * from a link or a bookmark, has nothing before it in the app, so it leads home.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Back
      $variant="ghost"
      onClick={() => (cameFromApp ? void navigate(-1) : void navigate(paths.home()))}
    >
      <ChevronLeftIcon />
      {commonTexts.back}
    </Back>
  );
}

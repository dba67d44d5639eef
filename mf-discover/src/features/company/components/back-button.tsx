import { Button, ChevronLeftIcon, paths, useLocation, useNavigate } from '@kompass/shared';
import styled from 'styled-components';
import { companyTexts } from '../../../texts';

const Back = styled(Button)`
  align-self: flex-start;
  padding-left: ${({ theme }) => theme.space(2)};
`;

/**
 * Back to where the user came from (a list, the search, a chat); a page opened directly, from a
 * link or a bookmark, has nothing before it in the app, so it leads home.
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
      {companyTexts.back}
    </Back>
  );
}

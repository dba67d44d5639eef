/**
 * `@kompass/shared/back-button`: bundled by the apps whose pages have a way back, so it stays out of
 * the shell's first load; the router and the theme are the shared singleton's.
 */
import {
  Button,
  ChevronLeftIcon,
  commonTexts,
  paths,
  styled,
  useLocation,
  useNavigate,
} from '@kompass/shared';

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

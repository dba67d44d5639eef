import {
  Button,
  CenteredColumn,
  commonTexts,
  Muted,
  Page,
  PageTitle,
  paths,
  ShieldIcon,
  useNavigate,
  styled,
} from '@kompass/shared';

const Centered = styled(CenteredColumn)`
  margin-top: 15vh;
  color: ${({ theme }) => theme.colors.primary};
`;

/** What a non-admin sees in place of /admin ('Kein Zugriff'). */
export function NoAccess() {
  const navigate = useNavigate();
  return (
    <Page>
      <Centered>
        <ShieldIcon width={56} height={56} />
        <PageTitle>{commonTexts.noAccessTitle}</PageTitle>
        <Muted>{commonTexts.noAccessMessage}</Muted>
        <Button onClick={() => void navigate(paths.home())}>{commonTexts.home}</Button>
      </Centered>
    </Page>
  );
}

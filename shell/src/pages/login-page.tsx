import { Link, paths, styled } from '@kompass/shared';
import { useState } from 'react';
import { AuthForm } from '../features/auth/components/auth-form';
import { IntroSplash } from '../features/auth/components/intro-splash';
import { authTexts } from '../features/auth/texts';

/** Same target as on the pages with the tab bar, so a skip link always lands. */
const Main = styled.main`
  &:focus {
    outline: none;
  }
`;

/** Below the form: what Kompass is and whose data it shows, readable before signing up. */
const Footer = styled.footer`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.small};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /login: the intro splash, then the login/register form (docs/product.md#login-and-registration).
 */
export function LoginPage() {
  const [showSplash, setShowSplash] = useState(true);
  return (
    <Main id="main-content" tabIndex={-1}>
      {showSplash ? (
        <IntroSplash onContinue={() => setShowSplash(false)} />
      ) : (
        // After 'Weiter' the keyboard goes on in the form, not back at the top of the page.
        <AuthForm focusFirstField />
      )}
      <Footer>
        <Link to={paths.about()}>{authTexts.about}</Link>
      </Footer>
    </Main>
  );
}

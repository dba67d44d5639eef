import { styled } from '@kompass/shared';
import { useState } from 'react';
import { AuthForm } from '../features/auth/components/auth-form';
import { IntroSplash } from '../features/auth/components/intro-splash';

/** Same target as on the pages with the tab bar, so a skip link always lands. */
const Main = styled.main`
  &:focus {
    outline: none;
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
    </Main>
  );
}
